/** Payouts as players read them, from the rules' ratios (pure, no drawing). */

/** A payout as players read it: [1, 1] → "1:1", [19, 20] → "0.95:1", [8, 1] → "8:1". */
export function ratioText([num, den]: readonly [number, number]): string {
  const value = num / den;
  return `${Number.isInteger(value) ? value : Number(value.toFixed(4))}:1`;
}

/** The BANKER commission in per cent ([19, 20] → 5), or 0 when it pays at least even money. */
export function commissionPercent([num, den]: readonly [number, number]): number {
  return num >= den ? 0 : Number((((den - num) / den) * 100).toFixed(2));
}
