/**
 * Plays a whole round with a decision callback: the headless scenario, tests and the simulator
 * drive the engine through this one loop.
 */
import type { Minor } from '../shared/money';
import type { Rng } from '../shared/rng';
import type { ShoeState } from '../shared/shoe';
import { playDealer } from './dealer';
import { legalMoves } from './legal';
import { decide } from './moves';
import { type SeatBet, startRound } from './round';
import type { BlackjackRules } from './rules';
import type { Decision, RoundEvent, RoundState, Step } from './state';

export type Chooser = (state: RoundState, legal: readonly Decision[]) => Decision;

/** Runs a round from the deal to the last settlement. Set `collectEvents` false in hot loops. */
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
  let step = startRound(rules, shoe, bets, balance, rng);
  if (collectEvents) events.push(...step.events);
  while (step.state.phase === 'insurance' || step.state.phase === 'player') {
    const legal = legalMoves(step.state);
    step = decide(step.state, choose(step.state, legal), rng);
    if (collectEvents) events.push(...step.events);
  }
  if (step.state.phase === 'dealer') {
    step = playDealer(step.state, rng);
    if (collectEvents) events.push(...step.events);
  }
  return { state: step.state, events };
}
