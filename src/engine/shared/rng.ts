/**
 * Randomness behind one interface with two sources:
 * - `CryptoRng`: play. Draws 32-bit words from `crypto.getRandomValues` (browser and Node).
 * - `SeededRng`: tests, scenarios and replays. xoshiro128** 1.1 (Blackman & Vigna, 2018), a
 *   128-bit-state generator with period 2^128 − 1 that passes BigCrush; seeded through
 *   SplitMix32 from a number or from the FNV-1a hash of a string. Its state saves and restores.
 *
 * Integers in [0, n) come from bitmask rejection: draw a word, keep the lowest ⌈log2 n⌉ bits,
 * retry while the value is ≥ n. Every value is equally likely; no modulo is ever taken.
 */
export interface Rng {
  /** A uniform integer in [0, 2^32). */
  uint32(): number;
  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
  int(n: number): number;
}

const TWO_32 = 2 ** 32;

export class RngError extends Error {
  override name = 'RngError';
}

/** Uniform integer in [0, n) from any 32-bit source, by bitmask rejection. */
export function uniformInt(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) {
    throw new RngError(`int(n) needs an integer 1 ≤ n ≤ 2^32, got ${n}`);
  }
  if (n === 1) return 0;
  const mask = 0xffffffff >>> Math.clz32(n - 1);
  for (;;) {
    const x = (next() & mask) >>> 0;
    if (x < n) return x;
  }
}

/** A new array with the items in uniformly random order (Fisher–Yates, Durstenfeld). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

interface CryptoLike {
  getRandomValues<T extends ArrayBufferView>(array: T): T;
}

export class CryptoRng implements Rng {
  private readonly buffer = new Uint32Array(256);
  private index = this.buffer.length;
  private readonly source: CryptoLike;

  constructor(source?: CryptoLike) {
    const found = source ?? (globalThis as { crypto?: CryptoLike }).crypto;
    if (!found || typeof found.getRandomValues !== 'function') {
      throw new RngError('crypto.getRandomValues is not available: cannot deal real rounds');
    }
    this.source = found;
  }

  uint32(): number {
    if (this.index >= this.buffer.length) {
      this.source.getRandomValues(this.buffer);
      this.index = 0;
    }
    return this.buffer[this.index++] as number;
  }

  int(n: number): number {
    return uniformInt(() => this.uint32(), n);
  }
}

export const SEEDED_ALGORITHM = 'xoshiro128**';

/** The saved state of a SeededRng: plain JSON. */
export interface SeededRngState {
  algorithm: typeof SEEDED_ALGORITHM;
  state: [number, number, number, number];
}

/** FNV-1a, 32-bit, over the UTF-16 code units of a string. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitMix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

export class SeededRng implements Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: number | string) {
    if (typeof seed === 'number' && !Number.isSafeInteger(seed)) {
      throw new RngError(`a numeric seed must be a safe integer, got ${seed}`);
    }
    const material = typeof seed === 'number' ? (seed ^ Math.floor(seed / TWO_32)) >>> 0 : fnv1a(seed);
    const next = splitMix32(material);
    this.s0 = next();
    this.s1 = next();
    this.s2 = next();
    this.s3 = next();
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1; // all-zero is the one bad state
  }

  static restore(saved: SeededRngState): SeededRng {
    const ok =
      saved?.algorithm === SEEDED_ALGORITHM &&
      Array.isArray(saved.state) &&
      saved.state.length === 4 &&
      saved.state.every((w) => Number.isInteger(w) && w >= 0 && w < TWO_32) &&
      saved.state.some((w) => w !== 0);
    if (!ok) throw new RngError('saved RNG state is not a valid xoshiro128** state');
    const rng = new SeededRng(0);
    [rng.s0, rng.s1, rng.s2, rng.s3] = saved.state;
    return rng;
  }

  save(): SeededRngState {
    return { algorithm: SEEDED_ALGORITHM, state: [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0] };
  }

  uint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  int(n: number): number {
    // The same bitmask rejection as uniformInt, inlined: this is the simulators' hottest call.
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) return uniformInt(() => this.uint32(), n);
    if (n === 1) return 0;
    const mask = 0xffffffff >>> Math.clz32(n - 1);
    for (;;) {
      const x = (this.uint32() & mask) >>> 0;
      if (x < n) return x;
    }
  }
}
