/**
 * The chips the shared layout shows in each phase, the player's own apart from everyone else's:
 * while bets are taken, the player's own chips as they place them (before the server answers) and
 * the others' as the table's bets less the player's; during the spin both as they were staked;
 * once the number is in, only the winning positions, each with its stake and winnings (the lost
 * chips are gone), and the number lit. The lit number stays on the next window's layout until the
 * player puts a chip down, as at the solo table.
 */
import type { SharedPublicState } from '../../../contract/shared';
import type { RouletteTable } from '../../../engine/roulette/rules';
import type { Placement } from '../../../engine/roulette/slip';
import type { Minor } from '../../../engine/shared/money';
import { type Amounts, onPositions, othersAmounts, ownAmounts, tableAmounts, totalOf, winnings } from './table-bets';
import { lastNumbers } from './table-words';

export interface LayoutChips {
  /** The player's chips per position. */
  own: Map<string, Minor>;
  /** Everyone else's, summed per position. */
  others: Map<string, Minor>;
  /** The number lit on the layout. */
  lit: number | null;
  /** The player's own bets per bet id in the round shown (what settles), and what they returned once settled. */
  ownBets: Amounts;
  returned: Minor | null;
}

/** The player's chips placed this window (not yet all answered) per position. */
function placed(placements: readonly Placement[]): Map<string, Minor> {
  const out = new Map<string, Minor>();
  for (const p of placements) for (const s of p.stakes) out.set(s.position, (out.get(s.position) ?? 0) + s.amount);
  return out;
}

/** A spin the screen has shown landing: its window and number. */
export interface Landed {
  round: string;
  number: number;
}

/**
 * The table as the screen shows it: once the ball has landed on the screen, the round shown is
 * settled there, even while the table's own settlement is still to be drawn.
 */
export function asShown(state: SharedPublicState, landed: Landed | null): SharedPublicState {
  if (!landed || landed.round !== state.tableRoundId || state.phase !== 'playing') return state;
  return { ...state, phase: 'settled', round: { number: landed.number } };
}

/** The spin's number of a settled round (its public round), or null. */
function settledNumber(state: SharedPublicState): number | null {
  const n = (state.round as { number?: unknown } | null)?.number;
  return typeof n === 'number' ? n : null;
}

export interface Mine {
  /** The player's whole bet as the server holds it (`you.bets`). */
  yourBets: unknown;
  /** The player's chips put down this window, answered or not. */
  pending: readonly Placement[];
  /**
   * The whole bet on its way to the server, if one is: the table's bets may already hold it before
   * its answer comes, so the others' are counted without the larger of the two.
   */
  sending?: unknown;
}

/** The player's bets per bet id, the larger of what the server holds and what is on its way. */
function mineOnTable(m: Mine): Map<string, Minor> {
  const held = ownAmounts(m.yourBets);
  if (m.sending === undefined) return held;
  const out = new Map(held);
  for (const [bet, amount] of ownAmounts(m.sending)) out.set(bet, Math.max(amount, held.get(bet) ?? 0));
  return out;
}

export function layoutChips(rules: RouletteTable, state: SharedPublicState, m: Mine): LayoutChips {
  const ownBets = ownAmounts(m.yourBets);
  const others = onPositions(othersAmounts(tableAmounts(state.bets), mineOnTable(m)));
  if (state.phase === 'settled') {
    const n = settledNumber(state);
    if (n !== null) {
      const own = winnings(rules, onPositions(ownBets), n);
      return {
        own,
        others: winnings(rules, others, n),
        lit: n,
        ownBets,
        returned: ownBets.size > 0 ? totalOf(own) : null,
      };
    }
  }
  if (state.phase === 'playing' || state.phase === 'settled') {
    return { own: onPositions(ownBets), others, lit: null, ownBets, returned: null };
  }
  const own = placed(m.pending);
  return { own, others, lit: own.size > 0 ? null : (lastNumbers(state)[0] ?? null), ownBets, returned: null };
}
