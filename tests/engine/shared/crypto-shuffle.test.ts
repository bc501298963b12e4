/**
 * CryptoRng's shuffle (the crypto simulator's hottest loop): Fisher–Yates with each index from a
 * 16-bit word by Lemire's multiply-and-reject. It must redraw the few biased words, take its
 * words in order from the source, and give every permutation alike.
 */
import { describe, expect, it } from 'vitest';
import { CryptoRng, shuffleInPlace } from '../../../src/engine/shared/rng';
import { chiSquareCritical, chiSquareUniform } from '../../helpers/stats';

/** A source that hands out `words` in order, 16 bits at a time, and counts its calls. */
function scripted(words: number[]) {
  let next = 0;
  const source = {
    calls: 0,
    getRandomValues<T extends ArrayBufferView>(a: T): T {
      source.calls++;
      const halves = a as unknown as Uint16Array;
      for (let k = 0; k < halves.length; k++) halves[k] = words[next++] ?? 0x5555;
      return a;
    },
  };
  return source;
}

describe('CryptoRng shuffle', () => {
  it('maps a word to ⌊w·n / 2^16⌋ and redraws a biased one for the same index', () => {
    // i = 2 (n = 3): 0 is biased (0·3 mod 2^16 = 0 < 2^16 mod 3 = 1), redrawn; 0x8000 → j = 1.
    // i = 1 (n = 2): 0xffff → j = 1, item 1 stays.
    const source = scripted([0, 0x8000, 0xffff, 0xc000, 0x4000]);
    const rng = new CryptoRng(source, 4);
    const items = ['a', 'b', 'c'];
    shuffleInPlace(items, rng);
    expect(items).toEqual(['a', 'c', 'b']);
    // The next shuffle goes on from the fourth word: 0xc000 → j = 2 for i = 2, 0x4000 → j = 0.
    const again = ['a', 'b', 'c'];
    shuffleInPlace(again, rng);
    expect(again).toEqual(['b', 'a', 'c']);
    expect(source.calls).toBe(1);
  });

  it('refills from the source when its 16-bit words run out', () => {
    const source = scripted([]);
    const rng = new CryptoRng(source, 2); // four 16-bit words per call
    const items = Array.from({ length: 10 }, (_, k) => k);
    shuffleInPlace(items, rng);
    expect(source.calls).toBeGreaterThanOrEqual(3);
    expect(items.slice().sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, k) => k));
  });

  it('gives the 24 orders of four items alike (chi-square, 240 000 shuffles)', () => {
    const rng = new CryptoRng(undefined, 16_384);
    const counts = new Array<number>(24).fill(0);
    const items = new Uint8Array(4);
    for (let t = 0; t < 240_000; t++) {
      items.set([0, 1, 2, 3]);
      rng.shuffleRange(items, 0, 4);
      // The order's index: a Lehmer code of the four positions.
      let code = 0;
      for (let p = 0; p < 4; p++) {
        let smaller = 0;
        for (let q = p + 1; q < 4; q++) if ((items[q] as number) < (items[p] as number)) smaller++;
        code = code * (4 - p) + smaller;
      }
      counts[code] = (counts[code] as number) + 1;
    }
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(23));
  });
});
