/**
 * The bets on the layout during the betting phase, as a stack of player actions so that undo
 * takes back exactly one action (a chip, an announced bet, a rebet or a double). Every step
 * returns a new slip plus events for the view, or a refusal that leaves the slip unchanged.
 */
import type { Minor } from '../shared/money';
import { expandBet, type Stake } from './bets';
import { RouletteError, type RouletteTable } from './rules';
import { limitRefusal, stakedTotal } from './settle';

/** One bet as the player made it, with the stakes it laid. */
export interface Placement {
  bet: string;
  amount: Minor;
  stakes: readonly Stake[];
}

export interface BetSlip {
  actions: readonly (readonly Placement[])[];
}

export const EMPTY_SLIP: BetSlip = { actions: [] };

export type SlipEvent =
  | { type: 'chips.placed'; placements: readonly Placement[] }
  | { type: 'chips.removed'; placements: readonly Placement[] }
  | { type: 'bet.refused'; reason: string };

export type SlipStep =
  | { ok: true; slip: BetSlip; events: SlipEvent[] }
  | { ok: false; slip: BetSlip; reason: string; events: SlipEvent[] };

export function slipPlacements(slip: BetSlip): Placement[] {
  return slip.actions.flat();
}

export function slipStakes(slip: BetSlip): Stake[] {
  return slip.actions.flatMap((a) => a.flatMap((p) => p.stakes));
}

export function slipTotal(slip: BetSlip): Minor {
  return stakedTotal(slipStakes(slip));
}

function refuse(slip: BetSlip, reason: string): SlipStep {
  return { ok: false, slip, reason, events: [{ type: 'bet.refused', reason }] };
}

/** Adds one action if the table limits and the available balance allow it. */
function push(table: RouletteTable, slip: BetSlip, action: Placement[], available: Minor): SlipStep {
  const next: BetSlip = { actions: [...slip.actions, action] };
  const stakes = slipStakes(next);
  const limit = limitRefusal(table, stakes);
  if (limit) return refuse(slip, limit);
  const total = stakedTotal(stakes);
  if (total > available) return refuse(slip, `the bets would total ${total}, more than the balance of ${available}`);
  return { ok: true, slip: next, events: [{ type: 'chips.placed', placements: action }] };
}

export function placeBet(
  table: RouletteTable,
  slip: BetSlip,
  bet: unknown,
  amount: unknown,
  available: Minor = Number.MAX_SAFE_INTEGER,
): SlipStep {
  let stakes: Stake[];
  try {
    stakes = expandBet(bet, amount);
  } catch (e) {
    if (e instanceof RouletteError) return refuse(slip, e.message);
    throw e;
  }
  return push(table, slip, [{ bet: bet as string, amount: amount as Minor, stakes }], available);
}

export function undoBet(slip: BetSlip): SlipStep {
  const last = slip.actions.at(-1);
  if (!last) return refuse(slip, 'there is no bet to undo');
  return {
    ok: true,
    slip: { actions: slip.actions.slice(0, -1) },
    events: [{ type: 'chips.removed', placements: last }],
  };
}

export function clearBets(slip: BetSlip): SlipStep {
  if (slip.actions.length === 0) return refuse(slip, 'there are no bets to clear');
  return { ok: true, slip: EMPTY_SLIP, events: [{ type: 'chips.removed', placements: slipPlacements(slip) }] };
}

/** Places the previous round's bets again, as one action. */
export function rebet(
  table: RouletteTable,
  slip: BetSlip,
  previous: readonly Placement[],
  available: Minor = Number.MAX_SAFE_INTEGER,
): SlipStep {
  if (previous.length === 0) return refuse(slip, 'there is no previous bet to repeat');
  return push(table, slip, previous.slice(), available);
}

/** Doubles every bet on the layout, as one action. */
export function doubleBets(table: RouletteTable, slip: BetSlip, available: Minor = Number.MAX_SAFE_INTEGER): SlipStep {
  const placements = slipPlacements(slip);
  if (placements.length === 0) return refuse(slip, 'there are no bets to double');
  return push(table, slip, placements, available);
}
