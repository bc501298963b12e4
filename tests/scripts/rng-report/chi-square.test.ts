import { describe, expect, it } from 'vitest';
import {
  collapseRows,
  column,
  positionTable,
  serialPairs,
  uniformChiSquare,
} from '../../../scripts/rng-report/chi-square';
import { wordSource } from '../../../scripts/rng-report/sources';
import { fairInt } from '../../../src/engine/shared/fair';
import { SeededRng, shuffleInPlace } from '../../../src/engine/shared/rng';

const SEED = 'a1'.repeat(32);

function countDraws(n: number, draws: number, draw: () => number): Float64Array {
  const counts = new Float64Array(n);
  for (let i = 0; i < draws; i++) {
    const x = draw();
    counts[x] = (counts[x] as number) + 1;
  }
  return counts;
}

describe('chi-square of counts', () => {
  it("the product's fair stream passes; a modulo-biased and a stuck generator fail at p < 1e-6", () => {
    const fair = wordSource('fair', SEED);
    const good = uniformChiSquare(countDraws(37, 100_000, () => fairInt(fair, 37)));
    expect(good.df).toBe(36);
    expect(good.pValue).toBeGreaterThan(1e-3);
    // int(37) as a byte mod 37: 0–33 come 7 times in 256, 34–36 only 6.
    const bytes = wordSource('fair', SEED);
    const biased = uniformChiSquare(countDraws(37, 100_000, () => (bytes() & 0xff) % 37));
    expect(biased.pValue).toBeLessThan(1e-6);
    const stuck = uniformChiSquare(countDraws(37, 1_000, () => 5));
    expect(stuck.pValue).toBeLessThan(1e-6);
  });

  it('counts exactly at expectation give statistic 0 and p 1', () => {
    expect(uniformChiSquare([10, 10, 10, 10])).toEqual({ statistic: 0, df: 3, pValue: 1 });
  });
});

/** `shoes` shuffles of 0…n−1: table row = card, column = position. */
function shuffleTable(n: number, shoes: number, shuffle: (cards: number[]) => void): Float64Array {
  const table = new Float64Array(n * n);
  for (let s = 0; s < shoes; s++) {
    const cards = Array.from({ length: n }, (_, i) => i);
    shuffle(cards);
    cards.forEach((c, p) => {
      table[c * n + p] = (table[c * n + p] as number) + 1;
    });
  }
  return table;
}

describe('card × position tables', () => {
  it('the permutation scaling is right: over fair shuffles the statistic averages its df', () => {
    // 300 tables of 8-card shuffles: unscaled, Pearson's sum would average 49 × 8/7 = 56.
    const rng = new SeededRng('position-calibration');
    let sum = 0;
    for (let k = 0; k < 300; k++) {
      const t = shuffleTable(8, 400, (cards) => shuffleInPlace(cards, rng));
      sum += positionTable(t, 8, 8, 400).statistic;
    }
    expect(positionTable(new Float64Array(64).fill(50), 8, 8, 400).df).toBe(49);
    expect(sum / 300).toBeGreaterThan(49 - 1.5); // the mean's standard error: √(2·49/300) ≈ 0.57
    expect(sum / 300).toBeLessThan(49 + 1.5);
  });

  it('catches the naive shuffle (swap each card with any card) that Fisher–Yates avoids', () => {
    const rng = new SeededRng('naive');
    const naive = shuffleTable(10, 20_000, (cards) => {
      for (let i = 0; i < cards.length; i++) {
        const j = rng.int(cards.length);
        [cards[i], cards[j]] = [cards[j] as number, cards[i] as number];
      }
    });
    expect(positionTable(naive, 10, 10, 20_000).pValue).toBeLessThan(1e-6);
    const fisherYates = shuffleTable(10, 20_000, (cards) => shuffleInPlace(cards, rng));
    expect(positionTable(fisherYates, 10, 10, 20_000).pValue).toBeGreaterThan(1e-3);
  });

  it('collapses rows into classes and reads a column', () => {
    const t = [1, 2, 3, 4, 5, 6]; // 3 rows × 2 positions
    expect([...collapseRows(t, 2, (r) => r % 2, 2)]).toEqual([6, 8, 3, 4]);
    expect([...column(t, 2, 1)]).toEqual([2, 4, 6]);
  });
});

describe('consecutive pairs', () => {
  it('a fair sequence passes, a sequence that never repeats its last outcome fails', () => {
    const rng = new SeededRng('pairs');
    const good = Array.from({ length: 50_000 }, () => rng.int(6));
    expect(serialPairs(good, 6).df).toBe(30);
    expect(serialPairs(good, 6).pValue).toBeGreaterThan(1e-3);
    // Uniform singles, but no (x, x) pair ever: only the pairs show it.
    const noRepeat = [0];
    for (let i = 1; i < 50_000; i++) noRepeat.push(((noRepeat[i - 1] as number) + 1 + rng.int(5)) % 6);
    expect(
      uniformChiSquare(
        countDraws(
          6,
          noRepeat.length,
          (() => {
            let i = 0;
            return () => noRepeat[i++] as number;
          })(),
        ),
      ).pValue,
    ).toBeGreaterThan(1e-3);
    expect(serialPairs(noRepeat, 6).pValue).toBeLessThan(1e-6);
  });
});
