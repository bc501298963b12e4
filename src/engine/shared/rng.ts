/**
 * Randomness behind one interface with two sources:
 * - `CryptoRng`: play. Draws 32-bit words from `crypto.getRandomValues` (browser and Node).
 * - `SeededRng`: tests, scenarios and replays. xoshiro128** 1.1 (Blackman & Vigna, 2018), a
 *   128-bit-state generator with period 2^128 − 1 that passes BigCrush; seeded through
 *   SplitMix32 from a number or from the FNV-1a hash of a string. Its state saves and restores.
 *
 * Integers in [0, n) come from bitmask rejection: draw a word, keep the lowest ⌈log2 n⌉ bits,
 * retry while the value is ≥ n. Every value is equally likely; no modulo is ever taken. (CryptoRng's
 * shuffle draws its indices by Lemire's multiply-and-reject instead: as uniform, and faster.)
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

/** An array or a typed array (the simulators' shoes hold card values in a Uint8Array). */
export interface IndexedList<T> {
  [index: number]: T;
  readonly length: number;
}

/** A new array with the items in uniformly random order (Fisher–Yates, Durstenfeld). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  shuffleInPlace(out, rng);
  return out;
}

/**
 * Shuffles `items[from, to)` in place: the same Fisher–Yates as `shuffled` on a copy of that
 * range (for i from the last index down to 1, swap i with `rng.int(i + 1)`), so the same draws
 * give the same order. A SeededRng runs the loop on its state held in locals.
 */
export function shuffleInPlace<T>(items: IndexedList<T>, rng: Rng, from = 0, to: number = items.length): void {
  if (rng instanceof SeededRng || rng instanceof CryptoRng) {
    rng.shuffleRange(items, from, to);
    return;
  }
  for (let i = to - from - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = items[from + i] as T;
    items[from + i] = items[from + j] as T;
    items[from + j] = tmp;
  }
}

interface CryptoLike {
  getRandomValues<T extends ArrayBufferView>(array: T): T;
}

export class CryptoRng implements Rng {
  private readonly buffer: Uint32Array;
  private index: number;
  /** Shuffles' own 16-bit words: a shoe's indices fit in 16 bits, so half the entropy per step. */
  private readonly halves: Uint16Array;
  private halfIndex: number;
  private readonly source: CryptoLike;

  /** `words`: how many words one getRandomValues call fetches (a simulator asks for 16 384, the most one call gives). */
  constructor(source?: CryptoLike, words = 256) {
    this.buffer = new Uint32Array(words);
    this.index = words;
    this.halves = new Uint16Array(2 * words);
    this.halfIndex = 2 * words;
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

  /**
   * `shuffleInPlace` for this generator: Fisher–Yates from the last index down. Up to 2^16 items
   * each j comes from one 16-bit word by Lemire's multiply-and-reject (j = ⌊w·n / 2^16⌋ for
   * n = i + 1, the word redrawn when w·n mod 2^16 < 2^16 mod n): exactly uniform like `int`'s
   * bitmask rejection, but a shoe's step almost never redraws and does not wait on the last
   * step's draw, so it runs about twice as fast. Crypto draws are never replayed, so only the
   * distribution has to match `int`'s, not the words used; larger ranges take `int` itself.
   */
  shuffleRange<T>(items: IndexedList<T>, from: number, to: number): void {
    if (to - from > 0x10000) {
      this.shuffleWide(items, from, to);
      return;
    }
    const halves = this.halves;
    const end = halves.length;
    let at = this.halfIndex;
    let i = to - from - 1;
    while (i > 0) {
      if (at >= end) {
        this.source.getRandomValues(halves);
        at = 0;
      }
      const n = i + 1;
      const m = (halves[at++] as number) * n; // < 2^32: exact
      const low = m & 0xffff;
      if (low < n && low < (0x10000 - n) % n) continue; // the rare biased word: redraw for the same i
      const j = m >>> 16;
      const tmp = items[from + i] as T;
      items[from + i] = items[from + j] as T;
      items[from + j] = tmp;
      i--;
    }
    this.halfIndex = at;
  }

  private shuffleWide<T>(items: IndexedList<T>, from: number, to: number): void {
    for (let i = to - from - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[from + i] as T;
      items[from + i] = items[from + j] as T;
      items[from + j] = tmp;
    }
  }

  int(n: number): number {
    // uniformInt inlined (no closure per draw): the crypto simulator's hottest call.
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) return uniformInt(() => this.uint32(), n);
    if (n === 1) return 0;
    const mask = 0xffffffff >>> Math.clz32(n - 1);
    for (;;) {
      const x = (this.uint32() & mask) >>> 0;
      if (x < n) return x;
    }
  }
}

const SEEDED_ALGORITHM = 'xoshiro128**';

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

  /**
   * `shuffleInPlace` for this generator: the same draws as calling `int(i + 1)` for i from
   * `to − from − 1` down to 1, with the 128-bit state in locals for the whole loop (a shoe
   * reshuffle is the simulators' hottest loop). One word per pass and no branch on it: a word
   * that `int` would reject swaps item i with itself and leaves i where it is, so the next word
   * is drawn for the same i, as `int`'s retry would.
   */
  shuffleRange<T>(items: IndexedList<T>, from: number, to: number): void {
    let s0 = this.s0 | 0;
    let s1 = this.s1 | 0;
    let s2 = this.s2 | 0;
    let s3 = this.s3 | 0;
    let i = to - from - 1;
    while (i > 0) {
      const word = Math.imul(rotl(Math.imul(s1, 5), 7), 9);
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = rotl(s3, 11);
      // int(i + 1)'s bitmask (0xffffffff >>> clz32(i)), kept below 2^31 so the arithmetic stays int32.
      const x = word & (0x7fffffff >>> (Math.clz32(i) - 1));
      const accept = (x - i - 1) >> 31; // −1 when x ≤ i (int would return x), else 0 (retry)
      const j = i ^ ((x ^ i) & accept); // x, or i itself on a retry
      const tmp = items[from + i] as T;
      items[from + i] = items[from + j] as T;
      items[from + j] = tmp;
      i += accept;
    }
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    this.s3 = s3;
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
