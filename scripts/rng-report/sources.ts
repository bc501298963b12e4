/**
 * The raw 32-bit word streams of the game's two RNG paths, as `words.ts` writes them for
 * dieharder and the report writes them to fair-words.bin and crypto-words.bin. Kept apart from
 * the command so tests and the report import them without starting a stream.
 */
import { randomBytes } from 'node:crypto';
import { bytesToHex, fairWords } from '../../src/engine/shared/fair';
import { CryptoRng } from '../../src/engine/shared/rng';

/** Words taken from each nonce's stream: 52 blocks of 8, what an 8-deck shuffle reads at most. */
export const FAIR_WORDS_PER_NONCE = 52 * 8;

/** The client seed of the word stream (words.ts, fair-words.bin): fixed, so a seed alone replays it. */
export const WORDS_CLIENT_SEED = 'rng-report';

export type WordSourceName = 'fair' | 'crypto';

export function isWordSource(name: string): name is WordSourceName {
  return name === 'fair' || name === 'crypto';
}

/** A fresh server seed: 32 random bytes as 64 hex digits, as the server makes one. */
export function newServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/**
 * The next word of the named source. `fair`: fairWords of (serverSeed, clientSeed, nonce) for
 * nonce 0, 1, 2 … each nonce's first FAIR_WORDS_PER_NONCE words, in order. `crypto`: the
 * CryptoRng that deals real rounds, with the simulator's buffer size (sim-chunks.ts chunkRng).
 */
export function wordSource(
  source: WordSourceName,
  serverSeed: string = newServerSeed(),
  clientSeed: string = WORDS_CLIENT_SEED,
): () => number {
  if (source === 'crypto') {
    const rng = new CryptoRng(undefined, 16_384);
    return () => rng.uint32();
  }
  let nonce = 0;
  let left = 0;
  let next: () => number = () => 0;
  return () => {
    if (left === 0) {
      next = fairWords(serverSeed, clientSeed, nonce++);
      left = FAIR_WORDS_PER_NONCE;
    }
    left--;
    return next();
  };
}

/** `count` words of a source into a new array (the report's raw files, in one piece). */
export function takeWords(next: () => number, count: number): Uint32Array {
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) out[i] = next();
  return out;
}
