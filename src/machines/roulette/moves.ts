/**
 * What the player may do at the roulette table right now, for the machine's guards and the
 * view's buttons (ARCHITECTURE.md principle 4: buttons exist for the legal moves, and only those).
 */
import { doubleProblem, rebetProblem, slipTotal, spinProblem } from '../../engine/roulette/slip';
import type { RouletteContext, RouletteEvent, RouletteSnapshot } from '../roulette.machine';

export type RouletteMove = RouletteEvent['type'];

/**
 * The moves the view may offer now. Betting: chip choice always; the layout while one more chip
 * of the selected value fits the balance and the spin maximum; undo and clear with bets down;
 * double and rebet when the table would accept them; SPIN when the bets may be spun. While the
 * table shows a stage, only anim.done; a call that could not be completed waits for round.retry.
 */
export function legalMoves(snapshot: RouletteSnapshot): RouletteMove[] {
  const c: RouletteContext = snapshot.context;
  if (snapshot.matches('betting')) {
    const moves: RouletteMove[] = ['chip.select'];
    const after = slipTotal(c.slip) + c.chip;
    if (after <= c.balance && after <= c.table.limits.total) moves.push('bet.place');
    if (c.slip.actions.length > 0) {
      moves.push('bet.undo', 'bet.clear');
      if (doubleProblem(c.table, c.slip, c.balance) === null) moves.push('bet.double');
    }
    if (rebetProblem(c.table, c.slip, c.lastBets, c.balance) === null) moves.push('bet.rebet');
    if (spinProblem(c.table, c.slip, c.balance) === null) moves.push('spin.start');
    return moves;
  }
  if (snapshot.hasTag('animating')) return ['anim.done'];
  if (snapshot.matches('failed')) return ['round.retry'];
  return [];
}
