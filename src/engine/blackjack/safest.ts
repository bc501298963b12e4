/**
 * An unfinished round completed on the site's terms (RULES.md, "Every table": the operator's
 * expiry): the player's safest moves, the ones that stake nothing more, are made for every seat
 * still to act — insurance and even money declined, every hand still to play stands (no hit,
 * double, split or surrender) — and the computer players and the dealer play it out as after any
 * decision (actTableRound). Pure: the same round and RNG always end the same way.
 */
import type { Rng } from '../shared/rng';
import { legalMoves } from './legal';
import { BlackjackRuleError } from './problems';
import type { BlackjackRules } from './rules';
import type { Decision, RoundEvent, RoundState, Step } from './state';
import { actTableRound, turnSeat } from './table';

/**
 * The move made for the player: a decline when something is offered (insurance, even money, or
 * any other yes/no question a table asks), else stand. Null when neither is legal.
 */
export function safestMove(legal: readonly Decision[]): Decision | null {
  const decline = legal.find((d) => d.endsWith(':no'));
  if (decline) return decline;
  return legal.includes('stand') ? 'stand' : null;
}

/** Plays `state` to its end with the player's safest moves; a settled round is returned as it is. */
export function completeSafely(rules: BlackjackRules, state: RoundState, rng: Rng): Step {
  let round = state;
  const events: RoundEvent[] = [];
  // Every step stands a hand or answers an offer, so a round has far fewer steps than this.
  for (let steps = 0; round.phase !== 'over'; steps++) {
    const legal = legalMoves(round);
    const move = safestMove(legal);
    if (move === null || steps > 100) {
      const seat = turnSeat(round);
      const hand = round.phase === 'player' && round.turn ? round.turn.hand + 1 : null;
      throw new BlackjackRuleError({ code: 'move.illegal', decision: 'stand', seat, hand, legal });
    }
    const step = actTableRound(rules, round, move, rng);
    events.push(...step.events);
    round = step.state;
  }
  return { state: round, events };
}
