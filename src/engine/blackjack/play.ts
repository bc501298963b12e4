/**
 * Plays a whole round with a decision callback: the headless scenario, tests and the simulator
 * drive the engine through this one loop.
 */
import type { Minor } from '../shared/money';
import type { Rng } from '../shared/rng';
import type { ShoeState } from '../shared/shoe';
import { dealerTurn } from './dealer';
import { legalMoves } from './legal';
import { applyDecision } from './moves';
import { dealRound, type SeatBet } from './round';
import type { BlackjackRules } from './rules';
import type { Decision, RoundEvent, RoundState, Step } from './state';

export type Chooser = (state: RoundState, legal: readonly Decision[]) => Decision;

/**
 * Runs a round from the deal to the last settlement: the same steps as startRound, decide and
 * playDealer, with the events written into one list. Set `collectEvents` false in hot loops: no
 * event is built and `events` comes back empty.
 */
export function playRound(
  rules: BlackjackRules,
  shoe: ShoeState,
  bets: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
  choose: Chooser,
  collectEvents = true,
): Step {
  const events: RoundEvent[] = [];
  const sink = collectEvents ? events : null;
  let state = dealRound(rules, shoe, bets, balance, rng, sink);
  while (state.phase === 'insurance' || state.phase === 'player') {
    const legal = legalMoves(state);
    state = applyDecision(state, choose(state, legal), rng, sink, legal);
  }
  if (state.phase === 'dealer') state = dealerTurn(state, rng, sink);
  return { state, events };
}
