/** Statistics for randomness tests. */

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] as number;
  const expected = total / counts.length;
  let chi = 0;
  for (let i = 0; i < counts.length; i++) {
    const d = (counts[i] as number) - expected;
    chi += (d * d) / expected;
  }
  return chi;
}

/**
 * Upper critical value of chi-square with `df` degrees of freedom for a one-sided tail
 * probability given by its standard normal quantile `z` (Wilson–Hilferty; within 1 % for df ≥ 3).
 * z = 3.719 is p = 1e-4: a fair generator fails one run in ten thousand.
 */
export function chiSquareCritical(df: number, z = 3.719): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
