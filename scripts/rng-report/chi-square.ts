/**
 * The report's chi-square statistics: counts against a uniform expectation, card × position
 * tables of shuffled shoes, and overlapping pairs of consecutive outcomes. Each gives the
 * statistic, its degrees of freedom and its p-value.
 */
import { chiSquareP } from './pvalue';

export interface Statistic {
  statistic: number;
  /** Degrees of freedom; null for a standard normal z (its p-value is two-sided). */
  df: number | null;
  pValue: number;
}

function pearson(counts: ArrayLike<number>, expected: number): number {
  let sum = 0;
  for (let i = 0; i < counts.length; i++) {
    const diff = (counts[i] as number) - expected;
    sum += diff * diff;
  }
  return sum / expected;
}

/** Counts of k equally likely outcomes: Pearson's statistic with k − 1 degrees of freedom. */
export function uniformChiSquare(counts: ArrayLike<number>): Statistic {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] as number;
  const statistic = pearson(counts, total / counts.length);
  const df = counts.length - 1;
  return { statistic, df, pValue: chiSquareP(statistic, df) };
}

/**
 * A classes × positions table of shuffled shoes: cell (c, p) counts the shoes whose card at
 * position p is of class c, each class holding `copies` of the n cards (1: each physical card;
 * 6: a card of a 6-deck shoe; 24: a rank). A shoe adds a permutation, not n independent draws:
 * its cells have covariance (copies/(n − 1))·(δ − 1/K)⊗(δ − 1/n), so Pearson's sum tends to
 * n/(n − 1) times a χ² with (K − 1)(n − 1) degrees of freedom. Scaled back by (n − 1)/n here;
 * left as it is, a fair 312-card shuffle would sit 0.7 standard deviations high on average.
 */
export function positionTable(table: ArrayLike<number>, classes: number, positions: number, shoes: number): Statistic {
  if (table.length !== classes * positions) throw new RangeError('the table is not classes × positions');
  const expected = shoes / classes; // each cell: shoes × copies / positions
  const statistic = (pearson(table, expected) * (positions - 1)) / positions;
  const df = (classes - 1) * (positions - 1);
  return { statistic, df, pValue: chiSquareP(statistic, df) };
}

/** Rows of a table added into coarser classes: `classOf(row)` for each row (physical card → rank). */
export function collapseRows(
  table: ArrayLike<number>,
  positions: number,
  classOf: (row: number) => number,
  classes: number,
): Float64Array {
  const rows = table.length / positions;
  const out = new Float64Array(classes * positions);
  for (let r = 0; r < rows; r++) {
    const base = classOf(r) * positions;
    for (let p = 0; p < positions; p++)
      out[base + p] = (out[base + p] as number) + (table[r * positions + p] as number);
  }
  return out;
}

/** One column of a table (the first card of each shoe: column 0). */
export function column(table: ArrayLike<number>, positions: number, p: number): Float64Array {
  const rows = table.length / positions;
  const out = new Float64Array(rows);
  for (let r = 0; r < rows; r++) out[r] = table[r * positions + p] as number;
  return out;
}

/**
 * Consecutive pairs of outcomes 0 … d − 1, every pair (x_i, x_i+1) with the sequence closed into a
 * circle: the pairs overlap, so Pearson's sum over the d × d cells is not χ² by itself, but
 * minus the sum over the d singles it is χ² with d² − d degrees of freedom (Good's serial test, 1953).
 */
export function serialPairs(sequence: ArrayLike<number>, d: number): Statistic {
  const n = sequence.length;
  const singles = new Float64Array(d);
  const pairs = new Float64Array(d * d);
  for (let i = 0; i < n; i++) {
    const x = sequence[i] as number;
    const y = sequence[(i + 1) % n] as number;
    singles[x] = (singles[x] as number) + 1;
    pairs[x * d + y] = (pairs[x * d + y] as number) + 1;
  }
  const statistic = pearson(pairs, n / (d * d)) - pearson(singles, n / d);
  const df = d * d - d;
  return { statistic, df, pValue: chiSquareP(statistic, df) };
}
