/** Which limit tier a round or a saved table was dealt at (RULES.md `tiers`). */
import type { BlackjackRules } from './rules';

/**
 * The id of the tier whose limits and chips `rules` have (null: a table without tiers, or other
 * limits): a round or a saved table is known to be of a tier by the rules it was dealt under.
 */
export function tierOfRules(preset: BlackjackRules, rules: unknown): string | null {
  if (typeof rules !== 'object' || rules === null) return null;
  const { minBet, maxBet, chips } = rules as { minBet?: unknown; maxBet?: unknown; chips?: unknown };
  if (!Array.isArray(chips)) return null;
  const tier = preset.tiers.find(
    (t) =>
      t.minBet === minBet &&
      t.maxBet === maxBet &&
      t.chips.length === chips.length &&
      t.chips.every((c, i) => c === chips[i]),
  );
  return tier?.id ?? null;
}
