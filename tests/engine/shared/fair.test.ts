/**
 * The provably fair stream (SERVER.md "Provably fair", version 1): every figure a player's own
 * verification would recompute is checked against Node's HMAC (fair-reference.ts) and against
 * answers fixed here, so a change to the words, the rejection rule or the shuffle cannot pass.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decksOf } from '../../../src/engine/shared/cards';
import {
  bytesToHex,
  FAIRNESS_VERSION,
  FairDealer,
  fairInt,
  fairPocket,
  fairShoe,
  fairWords,
  hexToBytes,
  isClientSeed,
  isFairShoeSource,
  seedHash,
} from '../../../src/engine/shared/fair';
import { CryptoRng, SeededRng } from '../../../src/engine/shared/rng';
import { chiSquareCritical, chiSquareUniform } from '../../helpers/stats';
import { referencePocket, referenceShoe, referenceWords } from './fair-reference';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const OTHER = 'f'.repeat(64);
const CLIENT = 'player-1';
const sorted = (cards: readonly string[]) => [...cards].sort();

describe('the seed and its hash', () => {
  it('hashes the 32 seed bytes, not the hex text', () => {
    expect(seedHash(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    expect(seedHash(OTHER)).toBe(createHash('sha256').update(Buffer.from(OTHER, 'hex')).digest('hex'));
    expect(seedHash(SEED.toUpperCase())).toBe(seedHash(SEED));
  });

  it('converts hex and bytes both ways and refuses what is not hex in pairs', () => {
    expect(bytesToHex(hexToBytes(SEED))).toBe(SEED);
    expect(Array.from(hexToBytes('00ff7Fa0'))).toEqual([0, 255, 127, 160]);
    expect(bytesToHex(new Uint8Array([0, 1, 254]))).toBe('0001fe');
    for (const bad of ['abc', '0g', ' 00', '0x00']) expect(() => hexToBytes(bad)).toThrow(/hex digits in pairs/);
  });

  it('refuses a server seed that is not 64 hex digits, naming it', () => {
    for (const bad of [SEED.slice(1), `${SEED}00`, `${SEED.slice(2)}zz`, '']) {
      expect(() => seedHash(bad)).toThrow(/server seed must be 64 hex digits/);
      expect(() => fairShoe(bad, CLIENT, 0, 1)).toThrow(/server seed must be 64 hex digits/);
      expect(() => new FairDealer(bad, CLIENT, 0)).toThrow(/server seed/);
    }
  });
});

describe('client seeds and nonces', () => {
  it('accepts 1 to 64 characters of A-Z a-z 0-9 _ - and nothing else', () => {
    for (const ok of ['a', 'Z9_-', 'x'.repeat(64), '0123456789abcdef']) expect(isClientSeed(ok), ok).toBe(true);
    // A colon would let two different (client seed, nonce) pairs write the same message.
    for (const bad of ['', 'x'.repeat(65), 'a:1', 'a b', 'é', 'a\n', 7, null, undefined]) {
      expect(isClientSeed(bad), String(bad)).toBe(false);
    }
    expect(() => fairPocket(SEED, 'a:1', 0)).toThrow(/client seed must be 1 to 64 characters/);
    expect(() => new FairDealer(SEED, '', 0)).toThrow(/client seed/);
  });

  it('refuses a nonce that is not a non-negative safe integer', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53, Number.POSITIVE_INFINITY]) {
      expect(() => fairWords(SEED, CLIENT, bad), String(bad)).toThrow(/nonce must be a non-negative safe integer/);
      expect(() => new FairDealer(SEED, CLIENT, bad)).toThrow(/nonce/);
    }
    expect(fairPocket(SEED, CLIENT, Number.MAX_SAFE_INTEGER)).toBe(
      referencePocket(SEED, CLIENT, Number.MAX_SAFE_INTEGER),
    );
  });
});

describe('the words of a nonce', () => {
  it('are HMAC-SHA256(seed, "clientSeed:nonce:counter") read big-endian, 8 per block, blocks in counter order', () => {
    expect(FAIRNESS_VERSION).toBe(1);
    const next = fairWords(SEED, CLIENT, 0);
    const first = [next(), next(), next(), next(), next(), next(), next(), next()];
    // HMAC-SHA256(00..1f, "player-1:0:0"), computed once with node:crypto and fixed here.
    const block0 = '2d5ed446a31af7cafc69f85d4bcc697f7d2d61e528fa6aeb1953b53c9a3c3f8d';
    expect(first.map((w) => w.toString(16).padStart(8, '0')).join('')).toBe(block0);
    const words = [...first];
    for (let i = 0; i < 24; i++) words.push(next());
    const reference = referenceWords(SEED, CLIENT, 0);
    expect(words).toEqual(Array.from({ length: 32 }, reference));
  });

  it('go on past the 128th block (counters written as decimal text)', () => {
    const next = fairWords(OTHER, CLIENT, 9);
    const reference = referenceWords(OTHER, CLIENT, 9);
    for (let i = 0; i < 8 * 130; i++) next();
    for (let i = 0; i < 8 * 130; i++) reference();
    expect(Array.from({ length: 16 }, next)).toEqual(Array.from({ length: 16 }, reference));
  });

  it('differ for another nonce, client seed or server seed', () => {
    const firstOf = (seed: string, client: string, nonce: number) => fairWords(seed, client, nonce)();
    const base = firstOf(SEED, CLIENT, 0);
    expect(firstOf(SEED, CLIENT, 1)).not.toBe(base);
    expect(firstOf(SEED, 'player-2', 0)).not.toBe(base);
    expect(firstOf(OTHER, CLIENT, 0)).not.toBe(base);
    expect(firstOf(SEED, CLIENT, 1)).toBe(referenceWords(SEED, CLIENT, 1)());
  });
});

describe('an integer below n', () => {
  const feed = (words: number[]) => {
    let used = 0;
    const next = () => {
      const w = words[used++];
      if (w === undefined) throw new Error('ran out of words');
      return w;
    };
    return { next, used: () => used };
  };

  it('skips every word at or above 2^32 − (2^32 mod n) and takes the next one mod n', () => {
    const limit = 2 ** 32 - (2 ** 32 % 37);
    expect(limit).toBe(4294967289); // 116080197 × 37: every residue equally often below it
    const words = feed([2 ** 32 - 1, limit, limit - 1, 5]);
    expect(fairInt(words.next, 37)).toBe((limit - 1) % 37);
    expect(words.used()).toBe(3);
    expect(fairInt(words.next, 37)).toBe(5);
  });

  it('takes every word when n divides 2^32, and one word even for n = 1', () => {
    const words = feed([2 ** 32 - 1, 2 ** 32 - 1, 7]);
    expect(fairInt(words.next, 2 ** 32)).toBe(2 ** 32 - 1);
    expect(fairInt(words.next, 256)).toBe(255);
    expect(fairInt(words.next, 1)).toBe(0);
    expect(words.used()).toBe(3);
  });

  it('refuses an n outside 1 ≤ n ≤ 2^32', () => {
    for (const bad of [0, -3, 2.5, 2 ** 32 + 1]) expect(() => fairInt(() => 0, bad)).toThrow(/1 ≤ n ≤ 2\^32/);
  });
});

describe('a shoe', () => {
  it('is the forward Fisher–Yates of decks in order, words carried across blocks, as node:crypto computes it', () => {
    // 51 draws read 7 blocks: the words left over from one draw's block serve the next draws.
    const one = fairShoe(SEED, CLIENT, 0, 1);
    expect(one.join(' ')).toBe(
      '5D 2D 7C QS 3C 5C AS 8H JC 2S 8D 7D 7H TS 9C TC QD 2C 6S 7S 6C 4S 2H 3D 8S 5H JS 4D AH AC 5S JD ' +
        '9S 9H 9D 8C KS 4C TD TH JH KD KC KH QC 6H 4H 3S QH AD 3H 6D',
    );
    expect(one).toEqual(referenceShoe(SEED, CLIENT, 0, 1));
    const eight = fairShoe(SEED, CLIENT, 7, 8);
    expect(eight.slice(0, 12).join(' ')).toBe('TD 4S 8S 9S 4C JC 2H TC TH 5S 2C 7C');
    expect(eight).toEqual(referenceShoe(SEED, CLIENT, 7, 8));
    expect(fairShoe(OTHER, 'Zz_9', 123456, 6)).toEqual(referenceShoe(OTHER, 'Zz_9', 123456, 6));
  });

  it('holds every card of its decks exactly once per deck', () => {
    for (const decks of [1, 6, 8]) {
      const shoe = fairShoe(OTHER, CLIENT, decks, decks);
      expect(shoe).toHaveLength(52 * decks);
      expect(sorted(shoe)).toEqual(sorted(decksOf(decks)));
    }
  });

  it('deals its first k cards from just k steps, the same as the whole shuffle', () => {
    const whole = fairShoe(SEED, CLIENT, 3, 8);
    for (const k of [0, 1, 2, 6, 52, 415, 416])
      expect(fairShoe(SEED, CLIENT, 3, 8, k), `k=${k}`).toEqual(whole.slice(0, k));
    for (const bad of [-1, 417, 1.5]) expect(() => fairShoe(SEED, CLIENT, 3, 8, bad)).toThrow(/count must be/);
    expect(() => fairShoe(SEED, CLIENT, 3, 0)).toThrow(/deck count/);
  });

  it('puts every card first about equally often over many nonces', () => {
    const counts = new Array<number>(52).fill(0);
    const order = decksOf(1);
    for (let nonce = 0; nonce < 5200; nonce++) counts[order.indexOf(fairShoe(SEED, CLIENT, nonce, 1, 1)[0]!)]! += 1;
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(51));
  });
});

describe('a roulette spin', () => {
  it('is int(37) of its nonce’s words, the number itself', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => fairPocket(SEED, CLIENT, n))).toEqual([27, 5, 36, 26, 6, 32]);
    for (let n = 0; n < 50; n++) expect(fairPocket(OTHER, 'spin', n)).toBe(referencePocket(OTHER, 'spin', n));
  });

  it('lands on every number about equally often', () => {
    const counts = new Array<number>(37).fill(0);
    for (let n = 0; n < 18500; n++) counts[fairPocket(SEED, CLIENT, n)]! += 1;
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(36));
  });
});

describe('the FairDealer', () => {
  it('is the one Rng the shoe asks for whole shoes', () => {
    expect(isFairShoeSource(new FairDealer(SEED, CLIENT, 0))).toBe(true);
    expect(isFairShoeSource(new SeededRng(1))).toBe(false);
    expect(isFairShoeSource(new CryptoRng())).toBe(false);
  });

  it('gives each fresh shoe the next nonce and lists every nonce it used', () => {
    const dealer = new FairDealer(SEED, CLIENT, 40);
    expect(dealer.nextNonce).toBe(40);
    expect(dealer.freshShoe(6)).toEqual(fairShoe(SEED, CLIENT, 40, 6));
    expect(dealer.freshShoe(1)).toEqual(fairShoe(SEED, CLIENT, 41, 1));
    expect(dealer.nextNonce).toBe(42);
    expect(dealer.shuffles).toEqual([
      { nonce: 40, excluded: [] },
      { nonce: 41, excluded: [] },
    ]);
  });

  it('keeps the first copy of each excluded card out of a fresh shoe, the rest in order', () => {
    const dealer = new FairDealer(SEED, CLIENT, 0);
    const full = fairShoe(SEED, CLIENT, 0, 2);
    const excluded = [full[100]!, full[5]!, full[5]!];
    const fresh = dealer.freshShoe(2, excluded);
    expect(fresh).toHaveLength(104 - 3);
    const expected = full.slice();
    for (const card of excluded) expected.splice(expected.indexOf(card), 1);
    expect(fresh).toEqual(expected);
    expect(dealer.shuffles).toEqual([{ nonce: 0, excluded }]);
    expect(() => dealer.freshShoe(1, ['AS', 'AS'])).toThrow(/cannot keep AS out/);
  });

  it('spins on the next nonce: int(37) is fairPocket of that nonce', () => {
    const dealer = new FairDealer(SEED, CLIENT, 3);
    expect(dealer.int(37)).toBe(fairPocket(SEED, CLIENT, 3));
    expect(dealer.nextNonce).toBe(4);
    expect(dealer.shuffles).toEqual([{ nonce: 3, excluded: [] }]);
    // Draws go on in the open stream until a shuffle closes it; a spin after it takes a new nonce.
    const words = referenceWords(SEED, CLIENT, 3);
    words();
    expect(dealer.uint32()).toBe(words());
    dealer.freshShoe(1);
    expect(dealer.int(37)).toBe(fairPocket(SEED, CLIENT, 5));
    expect(dealer.shuffles.map((s) => s.nonce)).toEqual([3, 4, 5]);
    expect(() => dealer.int(0)).toThrow(/1 ≤ n/);
    expect(dealer.nextNonce).toBe(6);
  });
});
