/**
 * A blackjack round the demo bank keeps open between calls, read back: the engine's round as it
 * was saved, when it is whole and agrees with the money the bank took for it. The port plays on
 * it, the expiry completes it, one that does not read back is void as its table opens, and its
 * table opens at the limit tier it was dealt at.
 */
import { type BlackjackRules, type RoundState, tableRound, tierOfRules } from '../../engine/blackjack/index';
import { sum } from '../../engine/shared/money';
import type { VoidReason } from '../../platform/history';
import { isRecord } from '../../platform/storage';
import type { DemoBank, OpenRound } from '../bank/demo-bank';
import { keptShoe } from '../table/shoe';

/**
 * The engine's round kept with an open round, when it reads back whole and agrees with the money
 * the bank took for it (a round that does not cannot be played on: it is void).
 */
export function roundOf(open: OpenRound, rules: BlackjackRules): RoundState | null {
  const state = savedRound(open);
  if (!state) return null;
  try {
    return tableRound(rules, state).staked === sum(open.stakes) ? state : null;
  } catch {
    return null;
  }
}

/** The engine's round as it was saved, when it reads back whole (its shape and its shoe). */
function savedRound(open: OpenRound): RoundState | null {
  const saved = isRecord(open.state) ? open.state.round : null;
  if (!isRecord(saved) || !Array.isArray(saved.seats) || !isRecord(saved.dealer) || !isRecord(saved.rules)) return null;
  const state = saved as unknown as RoundState;
  return keptShoe({ shoe: state.shoe }, state.rules) ? state : null;
}

/**
 * Why the open round cannot be played on (null: it can): its state does not read back
 * (`unreadable`), or reads but the engine refuses it or it disagrees with the stakes the bank took,
 * or its table is not one of this build's (`unplayable`). `rulesOf` gives its table's rules.
 */
export function unplayableReason(open: OpenRound, rulesOf: (table: string) => BlackjackRules): VoidReason | null {
  if (!savedRound(open)) return 'unreadable';
  try {
    return roundOf(open, rulesOf(open.table)) ? null : 'unplayable';
  } catch {
    return 'unplayable';
  }
}

/** The tier the round open at `table` was dealt at, known by the rules it keeps (null: none open there, or not known). */
export function openRoundTier(bank: DemoBank, table: string, preset: BlackjackRules): string | null {
  return bank.peek((tx) => {
    const open = tx.round('blackjack');
    if (!open || open.table !== table || !isRecord(open.state) || !isRecord(open.state.round)) return null;
    return tierOfRules(preset, open.state.round.rules);
  });
}
