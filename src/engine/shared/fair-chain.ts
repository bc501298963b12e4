/**
 * Provably fair dealing at the shared tables (SHARED.md "Fairness at a shared table"). A table
 * instance's seeds come from a hash chain: the server keeps the secret top s_N, publishes
 * s_0 = SHA-256^N(s_N) as its commitment, and gives shoe k the seed s_k, so once s_k is revealed
 * anyone checks it hashes to s_{k−1} and, k times, to s_0: no seed can be chosen after the
 * commitment. The shared baccarat shoe also draws its cut card from the seed (fairness version 2);
 * the shared blackjack and roulette tables deal by version 1 (fair.ts). Changing what these compute
 * breaks every recorded shared round's verification.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { type Card, decksOf } from './cards';
import { bytesToHex, fairInt, fairWords, hexToBytes } from './fair';

export const FAIRNESS_VERSION_SHARED = 2;

const SEED_HEX = /^[0-9a-fA-F]{64}$/;

function checkSeedHex(name: string, hex: string): void {
  if (typeof hex !== 'string' || !SEED_HEX.test(hex)) {
    const shown = typeof hex === 'string' ? JSON.stringify(hex.slice(0, 70)) : String(hex);
    throw new RangeError(`${name} must be 64 hex digits (32 bytes), got ${shown}`);
  }
}

/** SHA-256 applied `times` times to the seed's 32 bytes (never its hex text), as lowercase hex. */
function hashTimes(seedHex: string, times: number): string {
  let bytes = hexToBytes(seedHex);
  for (let i = 0; i < times; i++) bytes = sha256(bytes);
  return bytesToHex(bytes);
}

/**
 * s_k of the chain of `length` links whose secret top is s_N = `topHex`: SHA-256 applied N − k
 * times, each time to the 32 bytes the previous link's hex stands for (fair.ts's `seedHash`).
 * Each call walks from the top, O(N − k) hashes.
 */
export function chainSeed(topHex: string, length: number, k: number): string {
  checkSeedHex('the chain top', topHex);
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`the chain length must be a non-negative safe integer, got ${String(length)}`);
  }
  if (!Number.isSafeInteger(k) || k < 0 || k > length) {
    throw new RangeError(`the chain index must be an integer from 0 to ${length}, got ${String(k)}`);
  }
  return hashTimes(topHex, length - k);
}

/** s_0: what the server publishes before the chain's first shoe. */
export function chainCommitment(topHex: string, length: number): string {
  return chainSeed(topHex, length, 0);
}

/**
 * Whether SHA-256(s_k) is s_{k−1}, hex compared without regard to case. Anything that is not 64 hex
 * digits is not a link: a verifier feeds this pasted text.
 */
export function isChainLink(seedK: string, previous: string): boolean {
  if (typeof seedK !== 'string' || !SEED_HEX.test(seedK)) return false;
  if (typeof previous !== 'string' || !SEED_HEX.test(previous)) return false;
  return hashTimes(seedK, 1) === previous.toLowerCase();
}

/**
 * Whether the revealed s_k hashes, k times, to the chain's commitment s_0 (k = 0: it is s_0).
 * Malformed seeds are false like a wrong one; a bad k is the caller's mistake, a RangeError.
 */
export function checkChain(revealed: string, k: number, commitment: string): boolean {
  if (!Number.isSafeInteger(k) || k < 0) {
    throw new RangeError(`the chain index must be a non-negative safe integer, got ${String(k)}`);
  }
  if (typeof revealed !== 'string' || !SEED_HEX.test(revealed)) return false;
  if (typeof commitment !== 'string' || !SEED_HEX.test(commitment)) return false;
  return hashTimes(revealed, k) === commitment.toLowerCase();
}

/**
 * The shared baccarat shoe (fairness version 2), always nonce 0 of its seed. One stream: its first
 * draw is the cut, cut = ceil(0.6 N) + int(floor(0.8 N) − ceil(0.6 N) + 1); the shuffle then goes
 * on from the next word of the same stream exactly as fair.ts's `fairShoe` (decks in order, for
 * i = 0..N−2, j = i + int(N − i), swap). `cut` counts cards dealt: the shoe ends after the coup
 * during which the cut-th card has been dealt.
 */
export function sharedBaccaratShoe(
  serverSeedHex: string,
  clientSeed: string,
  decks: number,
): { cut: number; cards: Card[] } {
  const next = fairWords(serverSeedHex, clientSeed, 0);
  const cards = decksOf(decks);
  const n = cards.length;
  // ceil(0.6 N) and floor(0.8 N) as 3N/5 and 4N/5: exact whenever whole, so the bounds do not
  // lean on how 0.6 (not exact in binary) happens to round; every verifier must get the same cut.
  const earliest = Math.ceil((3 * n) / 5);
  const latest = Math.floor((4 * n) / 5);
  const cut = earliest + fairInt(next, latest - earliest + 1);
  // fairShoe's loop, repeated here because fairShoe opens its own stream and this shoe's shuffle
  // must continue the stream that drew the cut.
  for (let i = 0; i < n - 1; i++) {
    const j = i + fairInt(next, n - i);
    const tmp = cards[i] as Card;
    cards[i] = cards[j] as Card;
    cards[j] = tmp;
  }
  return { cut, cards };
}
