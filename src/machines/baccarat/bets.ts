/**
 * The chips on the baccarat layout during betting, as a list of placements so that "undo" takes
 * back exactly the last action (one chip, or a whole rebet). Pure functions; the machine calls
 * them and shows the problem when one returns it.
 */
import type { BaccaratProblem } from '../../engine/baccarat/problems';
import {
  type BaccaratRules,
  BET_AREAS,
  type BetArea,
  type Bets,
  NO_BETS,
  totalStake,
} from '../../engine/baccarat/rules';

export interface Placement {
  area: BetArea;
  /** Positive to add, negative to take chips off (the remove tool). */
  amount: number;
  /** Placements of one action share a batch number; undo removes the last batch. */
  batch: number;
}

export function betsOf(placements: readonly Placement[]): Bets {
  const bets = { ...NO_BETS };
  for (const p of placements) bets[p.area] += p.amount;
  return bets;
}

/** Why these bets cannot stand on the table (over a maximum, over the balance), or null. */
export function tableProblem(bets: Bets, rules: BaccaratRules, balance: number): BaccaratProblem | null {
  for (const area of BET_AREAS) {
    const { max } = rules.limits[area];
    if (bets[area] > max) return { code: 'bet.overMax', area, amount: bets[area], max };
  }
  const total = totalStake(bets);
  if (total > balance) return { code: 'bet.overBalance', total, balance };
  return null;
}

/** The placements for a whole set of bets as one batch (SAME BETS, REBET ×2). */
export function placementsFor(bets: Bets, batch: number): Placement[] {
  return BET_AREAS.filter((a) => bets[a] > 0).map((area) => ({ area, amount: bets[area], batch }));
}

export function nextBatch(placements: readonly Placement[]): number {
  return (placements[placements.length - 1]?.batch ?? 0) + 1;
}

export function undoLast(placements: readonly Placement[]): Placement[] {
  const last = placements[placements.length - 1];
  return last ? placements.filter((p) => p.batch !== last.batch) : [];
}

/** The chips on an area, bottom first, after every placement and removal. */
function chipStack(placements: readonly Placement[], area: BetArea): number[] {
  const stack: number[] = [];
  for (const p of placements) {
    if (p.area !== area) continue;
    if (p.amount > 0) stack.push(p.amount);
    let owed = -p.amount;
    while (owed > 0 && stack.length > 0) {
      const top = stack.pop() as number;
      if (top > owed) stack.push(top - owed);
      owed -= Math.min(top, owed);
    }
  }
  return stack;
}

/** Takes the top chip off an area, as a negative placement so that undo puts it back. */
export function removeChip(placements: readonly Placement[], area: BetArea): Placement[] | null {
  const top = chipStack(placements, area).pop();
  if (top === undefined) return null;
  return [...placements, { area, amount: -top, batch: nextBatch(placements) }];
}

export function doubled(bets: Bets): Bets {
  return { player: bets.player * 2, banker: bets.banker * 2, tie: bets.tie * 2 };
}
