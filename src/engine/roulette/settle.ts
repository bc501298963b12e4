/**
 * Table limits and settlement. Limits apply to the total on each position (however many chips or
 * announced bets put it there) and to the whole spin; a refusal says which limit and by how much.
 */
import type { Minor } from '../shared/money';
import { type Stake, stakePosition } from './bets';
import type { Position } from './layout';
import { type RouletteProblem, RouletteRuleError } from './problems';
import type { RouletteTable } from './rules';
import type { Spin } from './wheel';

interface PositionTotal {
  position: Position;
  amount: Minor;
}

/** The total on each position, in order of first placement. */
function positionTotals(stakes: readonly Stake[]): PositionTotal[] {
  const totals = new Map<string, PositionTotal>();
  for (const s of stakes) {
    const t = totals.get(s.position);
    if (t) t.amount += s.amount;
    else totals.set(s.position, { position: stakePosition(s), amount: s.amount });
  }
  return [...totals.values()];
}

export function stakedTotal(stakes: readonly Stake[]): Minor {
  let total = 0;
  for (const s of stakes) total += s.amount;
  return total;
}

/** Which table limit these stakes break, or null when they are within every limit. */
export function limitProblem(table: RouletteTable, stakes: readonly Stake[]): RouletteProblem | null {
  const { min, max, total } = table.limits;
  for (const { position, amount } of positionTotals(stakes)) {
    if (amount < min) return { code: 'bet.belowMin', position: position.name, amount, min };
    const cap = max[position.kind];
    if (amount > cap) return { code: 'bet.overMax', position: position.name, kind: position.kind, amount, max: cap };
  }
  const staked = stakedTotal(stakes);
  if (staked > total) return { code: 'bet.overTotal', total: staked, max: total };
  return null;
}

export function assertWithinLimits(table: RouletteTable, stakes: readonly Stake[]): void {
  const problem = limitProblem(table, stakes);
  if (problem) throw new RouletteRuleError(problem);
}

/** What a stake on a position returns on `number`, stake included: 0 when it loses. */
export function positionReturn(table: RouletteTable, position: Position, amount: Minor, number: number): Minor {
  return position.numbers.includes(number) ? amount * (table.payouts[position.kind] + 1) : 0;
}

export interface SettledStake extends Stake {
  returned: Minor;
}

export interface Settlement {
  spin: Spin;
  stakes: SettledStake[];
  staked: Minor;
  returned: Minor;
}

export type SettlementEvent =
  | { type: 'ball.landed'; spin: Spin }
  | { type: 'stake.won'; position: string; amount: Minor; returned: Minor }
  | { type: 'stake.lost'; position: string; amount: Minor };

/** Settles every stake on the spin's number; the events say what the view collects and pays. */
export function settle(
  table: RouletteTable,
  stakes: readonly Stake[],
  spin: Spin,
): { settlement: Settlement; events: SettlementEvent[] } {
  const events: SettlementEvent[] = [{ type: 'ball.landed', spin }];
  let staked = 0;
  let returned = 0;
  const settled = stakes.map((s) => {
    const r = positionReturn(table, stakePosition(s), s.amount, spin.number);
    staked += s.amount;
    returned += r;
    events.push(
      r > 0
        ? { type: 'stake.won', position: s.position, amount: s.amount, returned: r }
        : { type: 'stake.lost', position: s.position, amount: s.amount },
    );
    return { ...s, returned: r };
  });
  return { settlement: { spin, stakes: settled, staked, returned }, events };
}
