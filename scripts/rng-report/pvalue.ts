/**
 * p-values of the report's tests: the chi-square upper tail and the two-sided normal tail, both
 * through the regularized upper incomplete gamma Q(a, x) (Numerical Recipes 6.2: the series for
 * x < a + 1, Lentz's continued fraction beyond, which gives Q itself, so tiny tails keep their
 * digits). Written here, not taken from a package: @stdlib/math-base-special-gammainc 0.3.1 is
 * off in the third digit at the report's degrees of freedom (Q(48360.5, 48500) gives 0.26336,
 * mpmath 0.26263), and jstat gives only 1 − P, which floors at 1e-16. tests/scripts/rng-report
 * checks this one against mpmath's values from 1 to 96 721 degrees of freedom.
 */

const EPS = 1e-16;
const TINY = 1e-300;
const MAX_STEPS = 10_000_000;
const HALF_LN_2PI = 0.5 * Math.log(2 * Math.PI);

/** ln Γ(a) − [(a − ½) ln a − a + ½ ln 2π] for a ≥ 10: Stirling's series to a^−9, error below 2e-14. */
function stirlingTail(a: number): number {
  const b = 1 / (a * a);
  return (1 / a) * (1 / 12 - b * (1 / 360 - b * (1 / 1260 - b * (1 / 1680 - b * (1 / 1188)))));
}

/** ln Γ(a) for a > 0: Stirling's series, after the recurrence Γ(a) = Γ(a + 1) / a lifts a to 15. */
export function lnGamma(a: number): number {
  let shift = 0;
  let z = a;
  while (z < 15) {
    shift += Math.log(z);
    z += 1;
  }
  return (z - 0.5) * Math.log(z) - z + HALF_LN_2PI + stirlingTail(z) - shift;
}

/**
 * ln(e^−x x^a / Γ(a)), the factor in front of both expansions. For large a each of its three
 * terms is near 10^5 while their sum is a few units, so it is taken as a·(ln(1 + d) − d) with
 * d = (x − a)/a, which keeps the digits the direct sum would cancel away.
 */
function lnPrefactor(a: number, x: number): number {
  if (a < 10) return -x + a * Math.log(x) - lnGamma(a);
  const d = (x - a) / a;
  return a * (Math.log1p(d) - d) + 0.5 * Math.log(a) - HALF_LN_2PI - stirlingTail(a);
}

/** P(a, x) by its series, for x < a + 1. */
function lowerBySeries(a: number, x: number): number {
  let ap = a;
  let term = 1 / a;
  let sum = term;
  for (let n = 0; n < MAX_STEPS; n++) {
    ap += 1;
    term *= x / ap;
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) return sum * Math.exp(lnPrefactor(a, x));
  }
  throw new Error(`the incomplete gamma series did not converge for a=${a}, x=${x}`);
}

/** Q(a, x) by its continued fraction (modified Lentz), for x ≥ a + 1. */
function upperByFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_STEPS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) return Math.exp(lnPrefactor(a, x)) * h;
  }
  throw new Error(`the incomplete gamma fraction did not converge for a=${a}, x=${x}`);
}

/** The regularized upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a), a > 0, x ≥ 0. */
export function gammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`gammaQ needs a > 0 and x ≥ 0, got a=${a}, x=${x}`);
  if (x === 0) return 1;
  if (x === Number.POSITIVE_INFINITY) return 0;
  return x < a + 1 ? 1 - lowerBySeries(a, x) : upperByFraction(a, x);
}

/** P(χ²_df ≥ x): the p-value of a chi-square statistic. */
export function chiSquareP(x: number, df: number): number {
  return gammaQ(df / 2, Math.max(0, x) / 2);
}

/** P(|Z| ≥ |z|) for a standard normal Z: Z² is χ² with one degree of freedom. */
export function normalTwoSidedP(z: number): number {
  return gammaQ(0.5, (z * z) / 2);
}
