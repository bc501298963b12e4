/**
 * Tests of the order of consecutive outcomes, which counts alone cannot see: the Wald–Wolfowitz
 * runs test on a two-way split, and the lag-1 autocorrelation. Both give a z with a two-sided p.
 */
import type { Statistic } from './chi-square';
import { normalTwoSidedP } from './pvalue';

/**
 * Runs of a two-way split of the sequence: `side(x)` is true, false, or null for an outcome on
 * neither side (the zero, for red/black), which is left out. With n1 and n2 outcomes on each side
 * the number of runs has mean 1 + 2·n1·n2/n and variance 2·n1·n2·(2·n1·n2 − n)/(n²·(n − 1)).
 */
export function runsTest(sequence: ArrayLike<number>, side: (x: number) => boolean | null): Statistic & { n: number } {
  let n1 = 0;
  let n2 = 0;
  let runs = 0;
  let last: boolean | null = null;
  for (let i = 0; i < sequence.length; i++) {
    const s = side(sequence[i] as number);
    if (s === null) continue;
    if (s) n1++;
    else n2++;
    if (s !== last) runs++;
    last = s;
  }
  const n = n1 + n2;
  const product = 2 * n1 * n2;
  const mean = 1 + product / n;
  const variance = (product * (product - n)) / (n * n * (n - 1));
  const z = (runs - mean) / Math.sqrt(variance);
  return { statistic: z, df: null, pValue: normalTwoSidedP(z), n };
}

/**
 * The lag-1 autocorrelation r of the values: for independent outcomes r is about normal with mean
 * −1/n and variance 1/n, so z = (r + 1/n)·√n.
 */
export function serialCorrelation(sequence: ArrayLike<number>): Statistic & { r: number } {
  const n = sequence.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += sequence[i] as number;
  mean /= n;
  let lagged = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const x = (sequence[i] as number) - mean;
    squares += x * x;
    if (i + 1 < n) lagged += x * ((sequence[i + 1] as number) - mean);
  }
  const r = lagged / squares;
  const z = (r + 1 / n) * Math.sqrt(n);
  return { statistic: z, df: null, pValue: normalTwoSidedP(z), r };
}
