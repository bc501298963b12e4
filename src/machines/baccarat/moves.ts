/**
 * What the player may do at the baccarat table right now, for the machine's guards and the
 * view's buttons.
 */
import type { BaccaratProblem } from '../../engine/baccarat/problems';
import { betProblem } from '../../engine/baccarat/rules';
import type { BaccaratContext, BaccaratEvent, BaccaratSnapshot } from '../baccarat.machine';
import { betsOf, doubled, tableProblem } from './bets';

/** Why DEAL is refused (nothing bet, under a minimum, over a maximum, over the balance), or null. */
export function dealProblem(c: BaccaratContext): BaccaratProblem | null {
  return betProblem(betsOf(c.placements), c.rules, c.balance);
}

export type BaccaratMove = BaccaratEvent['type'];

/**
 * The moves the view may offer now: in betting, the chip and remove tools always, the areas
 * while the selected chip still fits, undo/clear with chips down, SAME BETS and REBET x2 after a
 * round, DEAL when the bets may be dealt; anim.done while a stage is on show; round.retry when a
 * call could not be completed.
 */
export function legalMoves(snapshot: BaccaratSnapshot): BaccaratMove[] {
  const c = snapshot.context;
  if (snapshot.matches('betting')) {
    const moves: BaccaratMove[] = ['chip.select', 'tool.remove'];
    const bets = betsOf(c.placements);
    const fits = (['player', 'banker', 'tie'] as const).some(
      (a) => tableProblem({ ...bets, [a]: bets[a] + c.chip }, c.rules, c.balance) === null,
    );
    if (c.tool === 'remove' ? c.placements.length > 0 : fits) moves.push('bet.place');
    if (c.placements.length > 0) moves.push('bet.remove', 'bet.undo', 'bet.clear');
    if (c.lastBets) {
      if (tableProblem(c.lastBets, c.rules, c.balance) === null) moves.push('bet.rebet');
      if (tableProblem(doubled(c.lastBets), c.rules, c.balance) === null) moves.push('bet.double');
    }
    if (dealProblem(c) === null) moves.push('round.deal');
    return moves;
  }
  if (snapshot.hasTag('animating')) return ['anim.done'];
  if (snapshot.matches('failed')) return ['round.retry'];
  return [];
}
