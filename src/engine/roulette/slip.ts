/**
 * The bets on the layout during the betting phase, as a stack of player actions so that undo
 * takes back exactly one action (a chip, an announced bet, a rebet or a double). Each action has
 * a check that returns the problem that refuses it (or null) and a step that returns a new slip
 * plus events for the view, and throws the problem when asked to do what its check refuses.
 */
import type { Minor } from '../shared/money';
import { expandBet, type Stake } from './bets';
import { type RouletteProblem, RouletteRuleError } from './problems';
import type { RouletteTable } from './rules';
import { limitProblem, stakedTotal } from './settle';

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

type SlipEvent =
  | { type: 'chips.placed'; placements: readonly Placement[] }
  | { type: 'chips.removed'; placements: readonly Placement[] };

export interface SlipStep {
  slip: BetSlip;
  events: SlipEvent[];
}

export function slipPlacements(slip: BetSlip): Placement[] {
  return slip.actions.flat();
}

export function slipStakes(slip: BetSlip): Stake[] {
  return slip.actions.flatMap((a) => a.flatMap((p) => p.stakes));
}

export function slipTotal(slip: BetSlip): Minor {
  return stakedTotal(slipStakes(slip));
}

/** Why one more action cannot go on the slip (a table limit, the available balance), or null. */
function pushProblem(table: RouletteTable, slip: BetSlip, action: readonly Placement[], available: Minor) {
  const stakes = [...slipStakes(slip), ...action.flatMap((p) => p.stakes)];
  const limit = limitProblem(table, stakes);
  if (limit) return limit;
  const total = stakedTotal(stakes);
  return total > available ? ({ code: 'bet.overBalance', total, balance: available } as const) : null;
}

function push(table: RouletteTable, slip: BetSlip, action: Placement[], available: Minor): SlipStep {
  const problem = pushProblem(table, slip, action, available);
  if (problem) throw new RouletteRuleError(problem);
  return { slip: { actions: [...slip.actions, action] }, events: [{ type: 'chips.placed', placements: action }] };
}

/** The placement a bet makes, or the problem with its name or amount. */
function placementOf(bet: unknown, amount: unknown): Placement | RouletteProblem {
  try {
    return { bet: bet as string, amount: amount as Minor, stakes: expandBet(bet, amount) };
  } catch (e) {
    if (e instanceof RouletteRuleError) return e.problem;
    throw e;
  }
}

export function placeProblem(
  table: RouletteTable,
  slip: BetSlip,
  bet: unknown,
  amount: unknown,
  available: Minor = Number.MAX_SAFE_INTEGER,
): RouletteProblem | null {
  const placement = placementOf(bet, amount);
  return 'code' in placement ? placement : pushProblem(table, slip, [placement], available);
}

export function placeBet(
  table: RouletteTable,
  slip: BetSlip,
  bet: unknown,
  amount: unknown,
  available: Minor = Number.MAX_SAFE_INTEGER,
): SlipStep {
  return push(
    table,
    slip,
    [{ bet: bet as string, amount: amount as Minor, stakes: expandBet(bet, amount) }],
    available,
  );
}

export function undoProblem(slip: BetSlip): RouletteProblem | null {
  return slip.actions.length === 0 ? { code: 'bet.nothing', action: 'undo' } : null;
}

export function undoBet(slip: BetSlip): SlipStep {
  const last = slip.actions.at(-1);
  if (!last) throw new RouletteRuleError({ code: 'bet.nothing', action: 'undo' });
  return { slip: { actions: slip.actions.slice(0, -1) }, events: [{ type: 'chips.removed', placements: last }] };
}

export function clearProblem(slip: BetSlip): RouletteProblem | null {
  return slip.actions.length === 0 ? { code: 'bet.nothing', action: 'clear' } : null;
}

export function clearBets(slip: BetSlip): SlipStep {
  if (slip.actions.length === 0) throw new RouletteRuleError({ code: 'bet.nothing', action: 'clear' });
  return { slip: EMPTY_SLIP, events: [{ type: 'chips.removed', placements: slipPlacements(slip) }] };
}

export function rebetProblem(
  table: RouletteTable,
  slip: BetSlip,
  previous: readonly Placement[],
  available: Minor = Number.MAX_SAFE_INTEGER,
): RouletteProblem | null {
  if (previous.length === 0) return { code: 'bet.noPrevious' };
  return pushProblem(table, slip, previous, available);
}

/** Places the previous round's bets again, as one action. */
export function rebet(
  table: RouletteTable,
  slip: BetSlip,
  previous: readonly Placement[],
  available: Minor = Number.MAX_SAFE_INTEGER,
): SlipStep {
  if (previous.length === 0) throw new RouletteRuleError({ code: 'bet.noPrevious' });
  return push(table, slip, previous.slice(), available);
}

export function doubleProblem(
  table: RouletteTable,
  slip: BetSlip,
  available: Minor = Number.MAX_SAFE_INTEGER,
): RouletteProblem | null {
  const placements = slipPlacements(slip);
  if (placements.length === 0) return { code: 'bet.nothing', action: 'double' };
  return pushProblem(table, slip, placements, available);
}

/** Doubles every bet on the layout, as one action. */
export function doubleBets(table: RouletteTable, slip: BetSlip, available: Minor = Number.MAX_SAFE_INTEGER): SlipStep {
  const placements = slipPlacements(slip);
  if (placements.length === 0) throw new RouletteRuleError({ code: 'bet.nothing', action: 'double' });
  return push(table, slip, placements, available);
}

/** Why these bets cannot be spun (none, a limit, the balance), or null. */
export function spinProblem(table: RouletteTable, slip: BetSlip, balance: Minor): RouletteProblem | null {
  const stakes = slipStakes(slip);
  if (stakes.length === 0) return { code: 'bet.none' };
  const limit = limitProblem(table, stakes);
  if (limit) return limit;
  const total = stakedTotal(stakes);
  return total > balance ? { code: 'bet.overBalance', total, balance } : null;
}
