/**
 * A blackjack table's round as a player meets it, where the demo round port and the game server
 * play it: the player's bets on seats 1 to `rules.seats`, the boxes after them held by computer
 * players (`rules.otherPlayers`: a fixed bet each, insurance declined, the computed strategy), and
 * the dealer played as soon as no decision is left to ask. Each step ends on the player's decision
 * or the settled round. The computer players' money is their own, never the player's: what they
 * may double, split or insure never depends on the player's balance (legal.ts `covers`), and
 * `staked` and `returned` of the view count the player's seats only. No RNG draw is made for a
 * computer player's decision, so a table without them deals exactly as the engine's own rounds.
 */
import type { Minor } from '../shared/money';
import type { Rng } from '../shared/rng';
import type { ShoeState } from '../shared/shoe';
import { recommendMove, strategyFor } from './advice';
import { playDealer } from './dealer';
import { decide } from './moves';
import { BlackjackRuleError } from './problems';
import { type SeatBet, startRoundWith, validateBets } from './round';
import type { BlackjackRules } from './rules';
import { insuranceCost } from './settle';
import type { Decision, RoundEvent, RoundState, Step } from './state';
import { type PublicRound, publicView } from './view';

/** What the player sees of a table round: the public round, its stakes and returns the player's own. */
export type TableRound = PublicRound & {
  /** The seats that are the player's (1 to this); the others are computer players. */
  readonly playerSeats: number;
};

/** Each computer player's fixed main bet: a chip within the table's limits, by box. */
export function otherPlayersBets(rules: BlackjackRules): SeatBet[] {
  const fits = rules.chips.filter((c) => c >= rules.minBet && c <= rules.maxBet);
  const choices = fits.length > 0 ? fits.slice(0, 2) : [rules.minBet];
  const bets: SeatBet[] = [];
  for (let i = 1; i <= rules.otherPlayers; i++) {
    bets.push({ seat: rules.seats + i, main: choices[(i - 1) % choices.length] as Minor, perfectPairs: 0 });
  }
  return bets;
}

/** The seat number whose decision it is, or null when nobody is asked. */
export function turnSeat(round: Pick<RoundState, 'phase' | 'turn' | 'seats'>): number | null {
  if (round.turn === null || (round.phase !== 'insurance' && round.phase !== 'player')) return null;
  return round.seats[round.turn.seat]?.seat ?? null;
}

/** The sum of one money field over the player's seats (1 to `seats`): hands, insurance, Perfect Pairs. */
function playerSum(round: Pick<RoundState, 'seats'>, seats: number, field: 'bet' | 'returned'): Minor {
  let sum = 0;
  for (const s of round.seats) {
    if (s.seat > seats) continue;
    for (const h of s.hands) sum += h[field];
    sum += s.insurance[field] + s.perfectPairs[field];
  }
  return sum;
}

/** Everything the player staked (seats 1 to `seats`): bets, doubles, splits, side bets. */
export const playerStaked = (round: Pick<RoundState, 'seats'>, seats: number): Minor => playerSum(round, seats, 'bet');

/** Everything settled back to the player's seats so far, stakes included. */
export const playerReturned = (round: Pick<RoundState, 'seats'>, seats: number): Minor =>
  playerSum(round, seats, 'returned');

/**
 * Plays on while the decision is a computer player's (the strategy's move, insurance declined)
 * and plays the dealer when every box has acted, so the round rests on the player's decision or
 * ends. Events are appended to `events`.
 */
function playOn(rules: BlackjackRules, state: RoundState, events: RoundEvent[], rng: Rng): RoundState {
  let round = state;
  for (let guard = 0; guard < 200; guard++) {
    const seat = turnSeat(round);
    if (seat !== null && seat > rules.seats) {
      const step = decide(round, recommendMove(strategyFor(rules), round) as Decision, rng);
      events.push(...step.events);
      round = step.state;
    } else if (round.phase === 'dealer') {
      const step = playDealer(round, rng);
      events.push(...step.events);
      round = step.state;
    } else return round;
  }
  throw new Error('a table round did not come to rest');
}

/**
 * Deals a round of the player's `bets` (checked against the table and `balance`, the player's
 * money before these stakes) with the computer players' boxes beside them.
 */
export function openTableRound(
  rules: BlackjackRules,
  shoe: ShoeState,
  bets: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
): Step {
  const mine = validateBets(rules, bets, balance);
  const step = startRoundWith(rules, shoe, [...mine, ...otherPlayersBets(rules)], balance, rng);
  const events = [...step.events];
  return { state: playOn(rules, step.state, events, rng), events };
}

/** Applies the player's decision (refused with the legal moves when it is not the player's to make). */
export function actTableRound(rules: BlackjackRules, state: RoundState, decision: Decision, rng: Rng): Step {
  const seat = turnSeat(state);
  if (seat === null || seat > rules.seats) {
    throw new BlackjackRuleError({ code: 'move.illegal', decision, seat, hand: null, legal: [] });
  }
  const step = decide(state, decision, rng);
  const events = [...step.events];
  return { state: playOn(rules, step.state, events, rng), events };
}

/** The round as the player may see it: hole card and shoe hidden, the player's money only. */
export function tableRound(rules: BlackjackRules, state: RoundState): TableRound {
  return {
    ...publicView(state),
    staked: playerStaked(state, rules.seats),
    returned: playerReturned(state, rules.seats),
    playerSeats: rules.seats,
  };
}

/** The extra stake a decision costs: insurance, a double or a split; 0 for the others. */
export function decisionStake(state: Pick<RoundState, 'turn' | 'seats'>, decision: Decision): Minor {
  const turn = state.turn;
  if (turn === null) return 0;
  const seat = state.seats[turn.seat];
  const hand = seat?.hands[turn.hand];
  if (!seat || !hand) return 0;
  if (decision === 'insurance:yes') return insuranceCost(seat.hands[0]?.bet ?? 0);
  return decision === 'double' || decision === 'split' ? hand.bet : 0;
}
