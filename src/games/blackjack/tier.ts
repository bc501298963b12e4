/**
 * The limit tier a blackjack table opens at (RULES.md `tiers`, EMBEDDING.md `tier`). A round's
 * stakes were checked against the limits of its tier and its decisions are taken under them, so
 * a round still open comes back at the tier it was dealt at, whatever the lobby or the launch
 * asks; so does a round the table was still showing when the page went (its saved table is only
 * resumed under the same rules). Otherwise the table opens at the tier asked for, else its first.
 * A tier is known by what the rules of a round and of a saved table carry: its limits and chips.
 */
import { atTier, type BlackjackRules, tableRules, tierOfRules } from '../../engine/blackjack/index';
import type { TableSlots } from '../../platform/table-slots';
import type { BlackjackRounds } from '../table/round-service';

/** The tier of the round the table's saved machine was still showing (null: none, or between rounds). */
function showingTier(slots: TableSlots, table: string, preset: BlackjackRules): string | null {
  if (slots.midRound('blackjack') !== table) return null;
  const saved = slots.load('blackjack');
  try {
    return saved ? tierOfRules(preset, JSON.parse(saved.rules)) : null;
  } catch {
    return null; // a spoilt slot is not resumed anyway
  }
}

/** Which tier `table` opens at: its open round's, its showing round's, the one asked for, or its first. */
export function openingTier(o: {
  rounds: BlackjackRounds;
  slots: TableSlots;
  table: string;
  asked: string | null;
}): string | null {
  const preset = tableRules(o.table);
  const ids = preset.tiers.map((t) => t.id);
  if (ids.length === 0) return null;
  // A tier the table does not have (the launch parameter is checked before; the lobby offers only
  // the table's) would be a caller's mistake: the table's first tier is still a table to play at.
  const asked = o.asked !== null && ids.includes(o.asked) ? o.asked : null;
  return o.rounds.openTier(o.table, preset) ?? showingTier(o.slots, o.table, preset) ?? asked ?? ids[0] ?? null;
}

/** The rules of `table` at `tier` (null: the table's own, it has no tiers). */
export function rulesAtTier(table: string, tier: string | null): BlackjackRules {
  const preset = tableRules(table);
  return tier === null ? preset : atTier(preset, tier);
}
