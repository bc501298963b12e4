/**
 * The limit tier a blackjack table opens at (RULES.md `tiers`, EMBEDDING.md `tier`). A round's
 * stakes were checked against the limits of its tier and its decisions are taken under them, so
 * a round still open comes back at the tier it was dealt at, whatever the lobby or the launch
 * asks; so does a round the table was still showing when the page went (its saved table is only
 * resumed under the same rules). Otherwise the table opens at the tier asked for, else its first.
 * A tier is known by what the rules of a round and of a saved table carry: its limits and chips.
 */
import { atTier, type BlackjackRules, tableRules } from '../../engine/blackjack/index';
import { DemoBank } from '../../platform/demo-bank';
import { isRecord } from '../../platform/storage';
import type { TableSlots } from '../../platform/table-slots';
import type { TableWallet } from '../../platform/wallet';

/** The id of the tier whose limits and chips `rules` have, or null (a table without tiers, other limits). */
function tierOfRules(preset: BlackjackRules, rules: unknown): string | null {
  if (!isRecord(rules) || !Array.isArray(rules.chips)) return null;
  const chips = rules.chips;
  const tier = preset.tiers.find(
    (t) =>
      t.minBet === rules.minBet &&
      t.maxBet === rules.maxBet &&
      t.chips.length === chips.length &&
      t.chips.every((c, i) => c === chips[i]),
  );
  return tier?.id ?? null;
}

/** The tier the round open at `table` was dealt at (null: none open there, or not known). */
function openRoundTier(bank: TableWallet, table: string, preset: BlackjackRules): string | null {
  // The game server says the tier of the round it holds open; the demo bank keeps its rules.
  if (!(bank instanceof DemoBank)) {
    const open = bank.openRound('blackjack');
    return open?.table === table && open.tier && preset.tiers.some((t) => t.id === open.tier) ? open.tier : null;
  }
  return bank.peek((tx) => {
    const open = tx.round('blackjack');
    if (!open || open.table !== table || !isRecord(open.state) || !isRecord(open.state.round)) return null;
    return tierOfRules(preset, open.state.round.rules);
  });
}

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
  bank: TableWallet;
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
  return openRoundTier(o.bank, o.table, preset) ?? showingTier(o.slots, o.table, preset) ?? asked ?? ids[0] ?? null;
}

/** The rules of `table` at `tier` (null: the table's own, it has no tiers). */
export function rulesAtTier(table: string, tier: string | null): BlackjackRules {
  const preset = tableRules(table);
  return tier === null ? preset : atTier(preset, tier);
}
