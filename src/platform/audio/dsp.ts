/**
 * Building blocks for the synthesized sounds: pure and deterministic (noise comes from a seeded
 * Rng), working on Float32 PCM buffers in place.
 */
import type { Rng } from '../../engine/shared/rng';

export const TAU = Math.PI * 2;

export type Pcm = Float32Array<ArrayBuffer>;

export const samples = (rate: number, seconds: number): number => Math.max(1, Math.round(rate * seconds));

export const midiHz = (note: number): number => 440 * 2 ** ((note - 69) / 12);

/** Uniform white noise in [-1, 1). */
const white = (rng: Rng): number => rng.uint32() / 2 ** 31 - 1;

export function noise(rng: Rng, length: number): Pcm {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = white(rng);
  return out;
}

/** A second-order filter (RBJ audio-EQ cookbook), transposed direct form II. */
export class Biquad {
  private z1 = 0;
  private z2 = 0;

  private constructor(
    private readonly b0: number,
    private readonly b1: number,
    private readonly b2: number,
    private readonly a1: number,
    private readonly a2: number,
  ) {}

  private static make(kind: 'lp' | 'hp' | 'bp', rate: number, freq: number, q: number): Biquad {
    const w = (TAU * Math.min(freq, rate * 0.45)) / rate;
    const alpha = Math.sin(w) / (2 * q);
    const cos = Math.cos(w);
    const a0 = 1 + alpha;
    let b: [number, number, number];
    if (kind === 'lp') b = [(1 - cos) / 2, 1 - cos, (1 - cos) / 2];
    else if (kind === 'hp') b = [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2];
    else b = [alpha, 0, -alpha];
    return new Biquad(b[0] / a0, b[1] / a0, b[2] / a0, (-2 * cos) / a0, (1 - alpha) / a0);
  }

  static lowpass = (rate: number, freq: number, q = Math.SQRT1_2) => Biquad.make('lp', rate, freq, q);
  static highpass = (rate: number, freq: number, q = Math.SQRT1_2) => Biquad.make('hp', rate, freq, q);
  static bandpass = (rate: number, freq: number, q = 1) => Biquad.make('bp', rate, freq, q);

  process(x: number): number {
    const y = this.b0 * x + this.z1;
    this.z1 = this.b1 * x - this.a1 * y + this.z2;
    this.z2 = this.b2 * x - this.a2 * y;
    return y;
  }

  run(buf: Pcm): Pcm {
    for (let i = 0; i < buf.length; i++) buf[i] = this.process(buf[i] as number);
    return buf;
  }

  /**
   * Filters a loop: one pass warms the state up on the loop itself, the second writes, so the
   * state at the seam is what it would be had the loop been playing forever.
   */
  runLoop(buf: Pcm): Pcm {
    for (let i = 0; i < buf.length; i++) this.process(buf[i] as number);
    return this.run(buf);
  }
}

/** Adds src into dst from `at`; past the end it wraps (loops) or is dropped (one-shots). */
export function mix(dst: Pcm, src: Pcm, at: number, gain = 1, wrap = false): void {
  const n = dst.length;
  for (let i = 0; i < src.length; i++) {
    let j = at + i;
    if (j >= n) {
      if (!wrap) return;
      j %= n;
    }
    dst[j] = (dst[j] as number) + (src[i] as number) * gain;
  }
}

export interface Partial {
  freq: number;
  amp: number;
  /** Time constant of the exponential decay, seconds. */
  decay: number;
}

/**
 * Adds a sine to `out` through the two-term recurrence y[n] = 2cos(w)·y[n−1] − y[n−2]: exact in
 * exact arithmetic and far cheaper than Math.sin per sample. `gain(i)` shapes it sample by sample.
 */
export function addSine(out: Pcm, rate: number, freq: number, gain: (i: number) => number): void {
  const w = (TAU * freq) / rate;
  const c2 = 2 * Math.cos(w);
  let y1 = 0;
  let y2 = -Math.sin(w);
  for (let i = 0; i < out.length; i++) {
    const y = c2 * y1 - y2;
    y2 = y1;
    y1 = y;
    out[i] = (out[i] as number) + y2 * gain(i);
  }
}

/** A struck object: a sum of exponentially decaying sines behind a short attack. */
export function struck(rate: number, seconds: number, partials: readonly Partial[], attack = 0.0008): Pcm {
  const out = new Float32Array(samples(rate, seconds));
  const rise = Math.max(1, attack * rate);
  for (const p of partials) {
    if (p.freq >= rate * 0.45) continue;
    const k = Math.exp(-1 / (p.decay * rate));
    let env = p.amp;
    addSine(out, rate, p.freq, (i) => {
      const a = i < rise ? (env * i) / rise : env;
      env *= k;
      return a;
    });
  }
  return fadeOut(out, rate, Math.min(0.005, seconds / 4)); // no step where a tail is cut off
}

/** Noise through a band-pass with an attack/decay envelope: scrapes, snaps and ticks. */
export function burst(
  rng: Rng,
  rate: number,
  seconds: number,
  freq: number,
  q: number,
  attack: number,
  decay: number,
): Pcm {
  const out = Biquad.bandpass(rate, freq, q).run(noise(rng, samples(rate, seconds)));
  const rise = Math.max(1, attack * rate);
  const k = Math.exp(-1 / (decay * rate));
  let env = 1;
  for (let i = 0; i < out.length; i++) {
    if (i >= rise) env *= k;
    out[i] = (out[i] as number) * (i < rise ? i / rise : env);
  }
  return fadeOut(out, rate, Math.min(0.005, seconds / 4));
}

export function peak(buf: Pcm): number {
  let m = 0;
  for (let i = 0; i < buf.length; i++) m = Math.max(m, Math.abs(buf[i] as number));
  return m;
}

export function rms(buf: Pcm, from = 0, to = buf.length): number {
  let s = 0;
  for (let i = from; i < to; i++) s += (buf[i] as number) ** 2;
  return Math.sqrt(s / Math.max(1, to - from));
}

/** Scales to a peak level (sounds are mastered to their level here, not at play time). */
export function normalize(buf: Pcm, level: number): Pcm {
  const m = peak(buf);
  if (m > 0) for (let i = 0; i < buf.length; i++) buf[i] = ((buf[i] as number) * level) / m;
  return buf;
}

/** Raised-cosine fade-out over the last `seconds`, so a one-shot ends on silence. */
export function fadeOut(buf: Pcm, rate: number, seconds: number): Pcm {
  const n = Math.min(buf.length, samples(rate, seconds));
  for (let i = 0; i < n; i++) {
    const j = buf.length - n + i;
    buf[j] = (buf[j] as number) * 0.5 * (1 + Math.cos((Math.PI * (i + 1)) / n));
  }
  return buf;
}
