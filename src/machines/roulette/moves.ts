/**
 * What the player may do at the roulette table right now, for the machine's guards and the
 * view's buttons (ARCHITECTURE.md principle 4: buttons exist for the legal moves, and only those).
 */
import { limitRefusal } from '../../engine/roulette/settle';
import { doubleBets, rebet, slipStakes, slipTotal } from '../../engine/roulette/slip';
import type { RouletteContext, RouletteEvent, RouletteSnapshot } from '../roulette.machine';

/** Why SPIN is refused (no bets, a limit, the balance), or null. */
export function spinProblem(c: RouletteContext): string | null {
  const stakes = slipStakes(c.slip);
  if (stakes.length === 0) return 'place a bet before spinning';
  const limit = limitRefusal(c.table, stakes);
  if (limit) return limit;
  const total = slipTotal(c.slip);
  return total > c.balance ? `the bets total ${total}, more than the balance of ${c.balance}` : null;
}

export type RouletteMove = RouletteEvent['type'];

/**
 * The moves the view may offer now. Betting: chip choice always; the layout while one more chip
 * of the selected value fits the balance and the spin maximum; undo and clear with bets down;
 * double and rebet when the table would accept them; SPIN when the bets may be spun. While the
 * table shows a step, only anim.done; a credit that failed waits for round.retry.
 */
export function legalMoves(snapshot: RouletteSnapshot): RouletteMove[] {
  const c = snapshot.context;
  if (snapshot.matches('betting')) {
    const moves: RouletteMove[] = ['chip.select'];
    const after = slipTotal(c.slip) + c.chip;
    if (after <= c.balance && after <= c.table.limits.total) moves.push('bet.place');
    if (c.slip.actions.length > 0) {
      moves.push('bet.undo', 'bet.clear');
      if (doubleBets(c.table, c.slip, c.balance).ok) moves.push('bet.double');
    }
    if (c.lastBets.length > 0 && rebet(c.table, c.slip, c.lastBets, c.balance).ok) moves.push('bet.rebet');
    if (spinProblem(c) === null) moves.push('spin.start');
    return moves;
  }
  if (snapshot.matches({ spinning: 'turning' }) || snapshot.matches('result') || snapshot.matches({ payout: 'paid' })) {
    return ['anim.done'];
  }
  if (snapshot.matches({ payout: 'failed' })) return ['round.retry'];
  return [];
}
