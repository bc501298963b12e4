/**
 * Provably fair dealing, version 1 (SERVER.md "Provably fair"). Every shuffle and spin is a pure
 * function of the server seed, the client seed and a nonce, so a player given the revealed seed
 * can recompute each card and pocket; the server deals through `FairDealer`, the verifier (the
 * `verify` command and the history panel) calls `fairShoe` and `fairPocket`. Any change to what
 * these compute breaks every recorded round's verification: it needs a new FAIRNESS_VERSION.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { type Card, decksOf } from './cards';
import type { Rng } from './rng';
import type { FairShoeSource } from './shoe';

export { isFairShoeSource } from './shoe';

export const FAIRNESS_VERSION = 1;

const TWO_32 = 2 ** 32;
const HEX_PAIRS = /^(?:[0-9a-fA-F]{2})*$/;
const SEED_HEX = /^[0-9a-fA-F]{64}$/;
const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/** A value for an error message, cut short: a pasted seed may be anything. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export function hexToBytes(hex: string): Uint8Array {
  if (typeof hex !== 'string' || !HEX_PAIRS.test(hex)) {
    throw new RangeError(`expected hex digits in pairs, got ${shown(hex)}`);
  }
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

export function isClientSeed(s: unknown): s is string {
  return typeof s === 'string' && CLIENT_SEED.test(s);
}

function seedBytes(serverSeedHex: string): Uint8Array {
  if (typeof serverSeedHex !== 'string' || !SEED_HEX.test(serverSeedHex)) {
    throw new RangeError(`the server seed must be 64 hex digits (32 bytes), got ${shown(serverSeedHex)}`);
  }
  return hexToBytes(serverSeedHex);
}

function checkClientSeed(clientSeed: string): void {
  if (!isClientSeed(clientSeed)) {
    throw new RangeError(`the client seed must be 1 to 64 characters of A-Z a-z 0-9 _ -, got ${shown(clientSeed)}`);
  }
}

function checkNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError(`the nonce must be a non-negative safe integer, got ${shown(nonce)}`);
  }
}

/** The SHA-256 hex of the seed's 32 bytes: what the player sees before the seed is revealed. */
export function seedHash(serverSeedHex: string): string {
  return bytesToHex(sha256(seedBytes(serverSeedHex)));
}

const ENCODER = new TextEncoder();
/** The counters an 8-deck shoe needs (about 52 blocks), encoded once. */
const DIGITS = Array.from({ length: 128 }, (_, i) => ENCODER.encode(String(i)));

/**
 * The stream of 32-bit words for one shuffle or spin: HMAC-SHA256(seed, `${clientSeed}:${nonce}:${counter}`),
 * 8 big-endian words per block. The key and the message's fixed part are absorbed once; each
 * block clones that state into one reused HMAC, so a draw allocates nothing and a block little.
 */
export function fairWords(serverSeedHex: string, clientSeed: string, nonce: number): () => number {
  const key = seedBytes(serverSeedHex);
  checkClientSeed(clientSeed);
  checkNonce(nonce);
  const keyed = hmac.create(sha256, key).update(ENCODER.encode(`${clientSeed}:${nonce}:`));
  let work = keyed.clone();
  const block = new Uint8Array(32);
  let counter = 0;
  let at = 32;
  return () => {
    if (at === 32) {
      work = keyed._cloneInto(work);
      work.update(counter < DIGITS.length ? (DIGITS[counter] as Uint8Array) : ENCODER.encode(String(counter)));
      counter++;
      work.digestInto(block);
      at = 0;
    }
    const word = ((block[at] as number) << 24) | ((block[at + 1] as number) << 16) | ((block[at + 2] as number) << 8);
    const x = (word | (block[at + 3] as number)) >>> 0;
    at += 4;
    return x;
  };
}

function checkBound(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(n) needs 1 ≤ n ≤ 2^32, got ${shown(n)}`);
}

/** Integer in [0,n): reject x ≥ 2^32 − (2^32 mod n), else x mod n. */
export function fairInt(next: () => number, n: number): number {
  checkBound(n);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/**
 * The shoe of `decks` decks for this nonce: decks in order (S, H, D, C; A..K), then for
 * i = 0..N−2, j = i + int(N − i), swap i and j. The forward loop fixes card i at step i, so with
 * `count` it runs only the steps the first `count` cards need and returns those cards, exactly as
 * the whole shuffle would deal them.
 */
export function fairShoe(
  serverSeedHex: string,
  clientSeed: string,
  nonce: number,
  decks: number,
  count?: number,
): Card[] {
  const next = fairWords(serverSeedHex, clientSeed, nonce);
  const cards = decksOf(decks);
  const n = cards.length;
  const wanted = count ?? n;
  if (!Number.isSafeInteger(wanted) || wanted < 0 || wanted > n) {
    throw new RangeError(`count must be an integer from 0 to ${n}, got ${shown(count)}`);
  }
  const steps = Math.min(wanted, n - 1);
  for (let i = 0; i < steps; i++) {
    const j = i + fairInt(next, n - i);
    const tmp = cards[i] as Card;
    cards[i] = cards[j] as Card;
    cards[j] = tmp;
  }
  if (wanted < n) cards.length = wanted;
  return cards;
}

/** The roulette spin of this nonce: the number itself, 0–36. */
export function fairPocket(serverSeedHex: string, clientSeed: string, nonce: number): number {
  return fairInt(fairWords(serverSeedHex, clientSeed, nonce), 37);
}

/**
 * `shoe` without one copy of each excluded card, the first copy in shoe order; the rest keep their
 * order. `short`: the excluded cards the shoe did not hold (a verifier reads it; a dealer refuses).
 */
export function withoutCards(shoe: readonly Card[], excluded: readonly Card[]): { rest: Card[]; short: Card[] } {
  const owed = new Map<Card, number>();
  for (const c of excluded) owed.set(c, (owed.get(c) ?? 0) + 1);
  const rest: Card[] = [];
  for (const c of shoe) {
    const left = owed.get(c) ?? 0;
    if (left > 0) owed.set(c, left - 1);
    else rest.push(c);
  }
  const short = [...owed].flatMap(([card, left]) => Array<Card>(left).fill(card));
  return { rest, short };
}

/**
 * A play Rng for the server: each shuffle of the engine's shoe (the shoe.ts hook calls
 * `freshShoe`) takes the next nonce; `int` and `uint32` draw from the open spin stream, opening
 * one on the next nonce when none is open. A shuffle closes the spin stream, so a spin after it
 * takes a nonce of its own. The server makes one dealer per request, from the seed's
 * `next_nonce`, and stores `nextNonce` and `shuffles` back.
 */
export class FairDealer implements Rng, FairShoeSource {
  /** In order, every nonce this dealer used (`excluded`: the cards kept out of a mid-round refill). */
  readonly shuffles: { nonce: number; excluded: Card[] }[] = [];
  private nonce: number;
  private spin: (() => number) | null = null;

  constructor(
    private readonly serverSeedHex: string,
    private readonly clientSeed: string,
    nextNonce: number,
  ) {
    seedBytes(serverSeedHex);
    checkClientSeed(clientSeed);
    checkNonce(nextNonce);
    this.nonce = nextNonce;
  }

  /** The nonce the next shuffle or spin will take: what the server writes back to seeds.next_nonce. */
  get nextNonce(): number {
    return this.nonce;
  }

  private takeNonce(excluded: Card[]): number {
    const nonce = this.nonce;
    checkNonce(nonce + 1);
    this.nonce = nonce + 1;
    this.shuffles.push({ nonce, excluded });
    return nonce;
  }

  /** fairShoe of the next nonce, minus one copy (the first) of each excluded card. */
  freshShoe(decks: number, excluded: readonly Card[] = []): Card[] {
    this.spin = null;
    const nonce = this.takeNonce(excluded.slice());
    const { rest, short } = withoutCards(fairShoe(this.serverSeedHex, this.clientSeed, nonce, decks), excluded);
    if (short.length > 0) throw new RangeError(`cannot keep ${short[0]} out of the shoe: it holds too few of them`);
    return rest;
  }

  uint32(): number {
    if (this.spin === null) this.spin = fairWords(this.serverSeedHex, this.clientSeed, this.takeNonce([]));
    return this.spin();
  }

  int(n: number): number {
    checkBound(n);
    if (this.spin === null) this.spin = fairWords(this.serverSeedHex, this.clientSeed, this.takeNonce([]));
    return fairInt(this.spin, n);
  }
}
