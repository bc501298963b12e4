import { describe, expect, it } from 'vitest';
import { chiSquareP, gammaQ, lnGamma, normalTwoSidedP } from '../../../scripts/rng-report/pvalue';

/** [statistic, df, P(χ²_df ≥ statistic)] from mpmath (40 digits, cut to 15): gammainc(df/2, x/2, inf, regularized). */
const MPMATH: [number, number, number][] = [
  [3.84, 1, 0.0500435212487051],
  [0.001, 1, 0.97477287936996],
  [2, 2, 0.367879441171442],
  [36, 36, 0.468647669555336],
  [80, 36, 3.47046241914619e-5],
  [100, 100, 0.481191684527957],
  [200, 10, 1.61393053369773e-37],
  [1332, 1332, 0.49484705737231],
  [1500, 1332, 0.000844341043152889],
  [4000, 3732, 0.00118906449327644],
  [15861, 15861, 0.49850672831391],
  [16500, 15861, 0.000196762311102164],
  [96721, 96721, 0.499395295125019],
  [97000, 96721, 0.262630635158135],
  [1e6, 999000, 0.239566943229086],
];

describe('p-values', () => {
  it.each(MPMATH)('chi-square sf(%d, %d df) matches mpmath to 1e-11', (x, df, p) => {
    expect(Math.abs(chiSquareP(x, df) - p) / p).toBeLessThan(1e-11);
  });

  it('the textbook values: sf(3.84, 1) = 0.05, sf(100, 100) = 0.4812', () => {
    expect(chiSquareP(3.84, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquareP(100, 100)).toBeCloseTo(0.4812, 4);
  });

  it('the two-sided normal tail: 1.96 → 0.05, 6 → 1.97e-9, and no floor at 1e-16', () => {
    expect(normalTwoSidedP(1.96)).toBeCloseTo(0.0499957902964409, 12);
    expect(normalTwoSidedP(-1.96)).toBe(normalTwoSidedP(1.96));
    expect(Math.abs(normalTwoSidedP(6) / 1.9731752900754e-9 - 1)).toBeLessThan(1e-10);
    expect(normalTwoSidedP(20)).toBeGreaterThan(0);
    expect(normalTwoSidedP(20)).toBeLessThan(1e-80);
  });

  it('edges: Q(a, 0) = 1, Q(a, ∞) = 0, a statistic of 0 has p 1; bad arguments throw', () => {
    expect(gammaQ(3, 0)).toBe(1);
    expect(gammaQ(3, Number.POSITIVE_INFINITY)).toBe(0);
    expect(chiSquareP(0, 5)).toBe(1);
    expect(() => gammaQ(0, 1)).toThrow(RangeError);
    expect(() => gammaQ(1, Number.NaN)).toThrow(RangeError);
  });

  it('ln Γ: exact factorials and Γ(½) = √π', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 13);
    expect(lnGamma(11)).toBeCloseTo(Math.log(3628800), 12);
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13);
  });
});
