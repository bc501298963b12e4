/**
 * Every sound of the suite, synthesized: `renderSound(name, rate)` returns mono Float32 PCM.
 * Pure and deterministic: noise comes from a SeededRng seeded with the sound's name, so the same
 * name and rate always give the same samples. Loops (the wheel and the music bed) are built
 * periodic: events wrap around the end and filters start from their steady state, so the last
 * sample runs straight into the first.
 *
 * The aim (LOOK.md) is short, soft and natural: felt and card stock, clay chips, an ivory ball on
 * wood and metal, small bells for wins, a quiet lounge pad for the music.
 */
import { type Rng, SeededRng } from '../../engine/shared/rng';
import { addSine, Biquad, burst, fadeOut, midiHz, mix, noise, normalize, type Pcm, samples, struck, TAU } from './dsp';
import { SOUNDS, type SoundName } from './sounds';

const unit = (rng: Rng): number => rng.uint32() / 2 ** 32;
const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * unit(rng);
const at = (rate: number, seconds: number): number => Math.round(rate * seconds);

/** A clay chip landing on felt or on another chip. */
function chipClack(rng: Rng, rate: number, pitch: number): Pcm {
  const body = struck(rate, 0.12, [
    { freq: 1850 * pitch, amp: 1, decay: 0.026 },
    { freq: 3120 * pitch, amp: 0.6, decay: 0.018 },
    { freq: 4580 * pitch, amp: 0.4, decay: 0.011 },
    { freq: 6900 * pitch, amp: 0.2, decay: 0.006 },
  ]);
  mix(body, burst(rng, rate, 0.02, 5000, 0.7, 0.0003, 0.0015), 0, 0.6);
  return body;
}

/** The ivory ball striking a fret or deflector. */
function ballTick(rng: Rng, rate: number, pitch: number): Pcm {
  const tick = struck(rate, 0.05, [
    { freq: 3900 * pitch, amp: 1, decay: 0.007 },
    { freq: 5700 * pitch, amp: 0.6, decay: 0.005 },
    { freq: 7900 * pitch, amp: 0.35, decay: 0.003 },
  ]);
  mix(tick, burst(rng, rate, 0.01, 6500, 0.8, 0.0002, 0.001), 0, 0.5);
  return tick;
}

/** A small bell: a few inharmonic partials, the upper ones dying first. */
function bell(rate: number, seconds: number, freq: number, decay: number): Pcm {
  return struck(
    rate,
    seconds,
    [
      { freq, amp: 1, decay },
      { freq: freq * 2.004, amp: 0.28, decay: decay * 0.55 },
      { freq: freq * 3.01, amp: 0.1, decay: decay * 0.25 },
      { freq: freq * 4.2, amp: 0.05, decay: decay * 0.15 },
    ],
    0.003,
  );
}

function cardDeal(rng: Rng, rate: number): Pcm {
  const out = new Float32Array(samples(rate, 0.16));
  mix(out, burst(rng, rate, 0.1, 3200, 0.6, 0.025, 0.02), 0, 0.55); // the slide off the shoe
  mix(out, burst(rng, rate, 0.08, 900, 0.8, 0.0005, 0.012), at(rate, 0.05), 1); // the slap on felt
  mix(out, struck(rate, 0.08, [{ freq: 160, amp: 0.5, decay: 0.02 }], 0.002), at(rate, 0.05));
  return fadeOut(normalize(out, 0.55), rate, 0.02);
}

function cardFlip(rng: Rng, rate: number): Pcm {
  const out = new Float32Array(samples(rate, 0.1));
  mix(out, burst(rng, rate, 0.05, 1800, 1, 0.004, 0.012), 0, 0.5); // the bend
  mix(out, burst(rng, rate, 0.05, 4200, 1.2, 0.0005, 0.006), at(rate, 0.03), 1); // the snap
  mix(out, burst(rng, rate, 0.05, 700, 0.9, 0.001, 0.01), at(rate, 0.05), 0.5); // face down on felt
  return fadeOut(normalize(out, 0.5), rate, 0.015);
}

function chipPlace(rng: Rng, rate: number): Pcm {
  const out = new Float32Array(samples(rate, 0.18));
  mix(out, chipClack(rng, rate, 1), 0);
  mix(out, chipClack(rng, rate, 1.08), at(rate, 0.028), 0.3); // settling on the stack
  return fadeOut(normalize(out, 0.6), rate, 0.03);
}

function chipsPaid(rng: Rng, rate: number): Pcm {
  const out = new Float32Array(samples(rate, 0.62));
  let t = 0;
  for (let k = 0; k < 8; k++) {
    const level = (1 - k / 12) * between(rng, 0.6, 1);
    mix(out, chipClack(rng, rate, between(rng, 0.9, 1.12)), at(rate, t), level);
    t += between(rng, 0.035, 0.07);
  }
  return fadeOut(normalize(out, 0.65), rate, 0.05);
}

function click(rng: Rng, rate: number): Pcm {
  const out = struck(rate, 0.06, [
    { freq: 1600, amp: 1, decay: 0.006 },
    { freq: 3300, amp: 0.3, decay: 0.003 },
  ]);
  mix(out, burst(rng, rate, 0.01, 6000, 0.8, 0.0002, 0.001), 0, 0.3);
  return fadeOut(normalize(out, 0.35), rate, 0.01);
}

/** The ball rolling round the wooden track: a 2 s loop holding three revolutions. */
function wheelSpin(rng: Rng, rate: number): Pcm {
  const n = samples(rate, 2);
  const rumble = Biquad.bandpass(rate, 320, 0.7).runLoop(noise(rng, n));
  const hiss = Biquad.bandpass(rate, 2400, 1.5).runLoop(noise(rng, n));
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const lap = Math.sin((TAU * 3 * i) / n);
    out[i] = (rumble[i] as number) * (1 + 0.35 * lap) + (hiss[i] as number) * 0.18 * (1 + 0.6 * lap);
  }
  return normalize(Biquad.lowpass(rate, 4000).runLoop(out), 0.35);
}

/** The ball leaving the track and bouncing across the frets, slowing as it goes. */
function ballRattle(rng: Rng, rate: number): Pcm {
  const out = new Float32Array(samples(rate, 1.1));
  const bed = Biquad.lowpass(rate, 500).run(noise(rng, out.length));
  for (let i = 0; i < out.length; i++) out[i] = (bed[i] as number) * 0.25 * (1 - i / out.length) ** 2;
  let t = 0.01;
  while (t < 0.95) {
    const level = (1 - t) ** 1.5 * between(rng, 0.4, 1);
    mix(out, ballTick(rng, rate, between(rng, 0.85, 1.15)), at(rate, t), level);
    t += between(rng, 0.03, 0.1) * (1 + t);
  }
  return fadeOut(normalize(out, 0.5), rate, 0.05);
}

/** The ball landing in its pocket and bouncing to rest. */
function ballDrop(rng: Rng, rate: number): Pcm {
  const out = new Float32Array(samples(rate, 0.5));
  const hit = (t: number, level: number) => {
    const clack = struck(rate, 0.1, [
      { freq: 2600, amp: 1, decay: 0.012 },
      { freq: 4100, amp: 0.6, decay: 0.008 },
      { freq: 6300, amp: 0.3, decay: 0.005 },
      { freq: 190, amp: 0.5, decay: 0.04 },
    ]);
    mix(clack, burst(rng, rate, 0.01, 5000, 0.8, 0.0002, 0.0012), 0, 0.5);
    mix(out, clack, at(rate, t), level);
  };
  let t = 0;
  let gap = 0.09;
  for (const level of [1, 0.4, 0.22, 0.12, 0.06]) {
    hit(t, level);
    t += gap;
    gap *= 0.68;
  }
  return fadeOut(normalize(out, 0.6), rate, 0.08);
}

function arpeggio(rate: number, seconds: number, notes: readonly number[], step: number, decay: number): Pcm {
  const out = new Float32Array(samples(rate, seconds));
  notes.forEach((note, k) => {
    mix(out, bell(rate, seconds - k * step, midiHz(note), decay), at(rate, k * step), 1 - k * 0.08);
  });
  return out;
}

function win(_rng: Rng, rate: number): Pcm {
  const out = arpeggio(rate, 1.1, [79, 84, 88], 0.09, 0.32); // G5 C6 E6
  return fadeOut(normalize(out, 0.45), rate, 0.15);
}

function blackjack(_rng: Rng, rate: number): Pcm {
  const out = arpeggio(rate, 1.6, [72, 76, 79, 84, 88], 0.07, 0.35); // C5 E5 G5 C6 E6
  for (const note of [84, 88, 91]) mix(out, bell(rate, 1.2, midiHz(note), 0.5), at(rate, 0.38), 0.35);
  return fadeOut(normalize(out, 0.5), rate, 0.2);
}

const BAR = 4; // seconds per chord: 60 bpm, four beats
/** ii–V–I–vi in C, voiced close: [bass, ...pad]. */
const CHORDS: readonly (readonly number[])[] = [
  [38, 53, 57, 60, 64], // Dm9
  [43, 53, 59, 64], // G13
  [36, 52, 55, 59, 62], // Cmaj9
  [45, 55, 60, 64], // Am7
];
/** A few soft electric-piano notes over the pad: [seconds, MIDI note]. */
const MELODY: readonly (readonly [number, number])[] = [
  [1, 69],
  [2.5, 72],
  [5, 71],
  [6.5, 67],
  [9, 71],
  [10.5, 74],
  [13, 72],
  [14.5, 69],
];

/** One pad note: two slightly detuned sines and a little octave, slow in and slow out. */
function padNote(rate: number, freq: number, hold: number): Pcm {
  const attack = 1.2;
  const release = 1.6;
  const out = new Float32Array(samples(rate, hold + release));
  const end = at(rate, hold);
  const env = new Float32Array(out.length);
  for (let i = 0; i < out.length; i++) {
    env[i] = i < end ? Math.min(1, i / rate / attack) : Math.exp((-(i - end) / rate) * (4 / release));
  }
  const shaped = (level: number) => (i: number) => (env[i] as number) * level;
  addSine(out, rate, freq * 0.9977, shaped(1));
  addSine(out, rate, freq * 1.0023, shaped(1));
  addSine(out, rate, freq * 2, shaped(0.15));
  return out;
}

/** The music bed: a 16 s loop, four chords, a soft bass and a sparse melody. */
function music(_rng: Rng, rate: number): Pcm {
  const out = new Float32Array(samples(rate, BAR * CHORDS.length));
  CHORDS.forEach(([bass, ...pad], k) => {
    const start = at(rate, k * BAR);
    for (const note of pad) mix(out, padNote(rate, midiHz(note), BAR), start, 0.16, true);
    for (const beat of [0, 2]) {
      const low = struck(rate, 2, [{ freq: midiHz(bass as number), amp: 1, decay: 0.7 }], 0.02);
      mix(out, low, start + at(rate, beat), 0.5, true);
    }
  });
  for (const [t, note] of MELODY) {
    const f = midiHz(note);
    const key = struck(
      rate,
      3,
      [
        { freq: f, amp: 1, decay: 0.9 },
        { freq: 2 * f, amp: 0.25, decay: 0.3 },
        { freq: 3 * f, amp: 0.06, decay: 0.15 },
      ],
      0.006,
    );
    mix(out, key, at(rate, t), 0.3, true);
  }
  // A soft room: three fading echoes, wrapped so the tails land at the start of the loop.
  const dry = out.slice();
  const delay = at(rate, 0.375);
  for (let e = 1; e <= 3; e++) mix(out, dry, delay * e, 0.28 ** e, true);
  return normalize(Biquad.lowpass(rate, 2500).runLoop(out), 0.25);
}

const RECIPES: Record<SoundName, (rng: Rng, rate: number) => Pcm> = {
  cardDeal,
  cardFlip,
  chipPlace,
  chipsPaid,
  click,
  wheelSpin,
  ballRattle,
  ballDrop,
  win,
  blackjack,
  music,
};

/** The rate a sound is rendered at for a playback context running at `contextRate`. */
export const renderRate = (name: SoundName, contextRate: number): number => Math.min(contextRate, SOUNDS[name].maxRate);

/** Renders one named sound to mono PCM at `rate` samples per second. */
export function renderSound(name: SoundName, rate: number): Pcm {
  if (!Number.isFinite(rate) || rate < 8000 || rate > 192_000) throw new RangeError(`sample rate ${rate} out of range`);
  return RECIPES[name](new SeededRng(`felt-audio:${name}`), rate);
}
