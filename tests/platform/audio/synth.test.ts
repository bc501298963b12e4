import { describe, expect, it } from 'vitest';
import { peak, rms } from '../../../src/platform/audio/dsp';
import { LOOP_NAMES, SOUND_NAMES, SOUNDS, type SoundName } from '../../../src/platform/audio/sounds';
import { renderRate, renderSound } from '../../../src/platform/audio/synth';

/** Seconds each sound may last: one-shots short, loops long enough not to sound repetitive. */
const DURATION: Record<SoundName, [number, number]> = {
  cardDeal: [0.08, 0.3],
  cardFlip: [0.05, 0.25],
  chipPlace: [0.08, 0.3],
  chipsPaid: [0.3, 1],
  click: [0.02, 0.1],
  wheelSpin: [1, 4],
  ballRattle: [0.6, 2],
  ballDrop: [0.2, 0.8],
  win: [0.5, 1.5],
  blackjack: [0.8, 2],
  music: [8, 32],
};

const RATES = [44_100, 48_000];

describe('synthesized sounds', () => {
  it('names every sound the issue asks for', () => {
    expect(SOUND_NAMES.sort()).toEqual(Object.keys(DURATION).sort());
    expect(LOOP_NAMES.sort()).toEqual(['music', 'wheelSpin']);
  });

  for (const name of SOUND_NAMES) {
    describe(name, () => {
      for (const contextRate of RATES) {
        const rate = renderRate(name, contextRate);
        const pcm = renderSound(name, rate);

        it(`renders at ${contextRate} Hz within its duration, loud enough, below clipping`, () => {
          const [lo, hi] = DURATION[name];
          expect(rate).toBeLessThanOrEqual(contextRate);
          expect(pcm.length / rate).toBeGreaterThanOrEqual(lo);
          expect(pcm.length / rate).toBeLessThanOrEqual(hi);
          expect(pcm.every(Number.isFinite)).toBe(true);
          expect(peak(pcm)).toBeLessThan(0.9);
          expect(peak(pcm)).toBeGreaterThan(0.2);
          expect(rms(pcm)).toBeGreaterThan(0.01);
        });
      }

      it('is deterministic', () => {
        const rate = renderRate(name, 48_000);
        const [a, b] = [renderSound(name, rate), renderSound(name, rate)];
        expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(true);
      });

      if (SOUNDS[name].loop) {
        it('loops seamlessly: the seam is no jump and no gap', () => {
          const rate = renderRate(name, 48_000);
          const pcm = renderSound(name, rate);
          let largestStep = 0;
          for (let i = 1; i < pcm.length; i++) {
            largestStep = Math.max(largestStep, Math.abs((pcm[i] as number) - (pcm[i - 1] as number)));
          }
          const seam = Math.abs((pcm[0] as number) - (pcm[pcm.length - 1] as number));
          expect(seam).toBeLessThan(largestStep * 0.5);
          // The level just before the seam and just after it match each other and the whole loop.
          const w = Math.round(rate * 0.05);
          const whole = rms(pcm);
          const head = rms(pcm, 0, w);
          const tail = rms(pcm, pcm.length - w);
          expect(head / tail).toBeGreaterThan(0.5);
          expect(head / tail).toBeLessThan(2);
          expect(head).toBeGreaterThan(whole * 0.3);
          expect(tail).toBeGreaterThan(whole * 0.3);
        });
      } else {
        it('starts and ends on silence', () => {
          const rate = renderRate(name, 48_000);
          const pcm = renderSound(name, rate);
          expect(Math.abs(pcm[0] as number)).toBeLessThan(0.01);
          expect(Math.abs(pcm[pcm.length - 1] as number)).toBeLessThan(0.001);
        });
      }
    });
  }

  it('refuses an impossible sample rate', () => {
    expect(() => renderSound('click', 0)).toThrow(RangeError);
  });

  it('is different for different sounds', () => {
    const a = renderSound('chipPlace', 48_000);
    const b = renderSound('cardDeal', 48_000);
    expect(a.length === b.length && a.every((x, i) => x === b[i])).toBe(false);
  });
});
