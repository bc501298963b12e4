/** Payouts as players read them, from the rules' ratios (pure, no drawing). */

/**
 * A payout as players read it: [1, 1] → "1:1", [19, 20] → "0.95:1", [8, 1] → "8:1", its decimal
 * mark the language's ("0,95:1" in Finnish, Italian and Greek).
 */
export function ratioText([num, den]: readonly [number, number], lang = 'en'): string {
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 4, useGrouping: false }).format(num / den)}:1`;
}

/** The BANKER commission in per cent ([19, 20] → 5), or 0 when it pays at least even money. */
export function commissionPercent([num, den]: readonly [number, number]): number {
  return num >= den ? 0 : Number((((den - num) / den) * 100).toFixed(2));
}
