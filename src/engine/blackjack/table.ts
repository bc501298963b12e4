/**
 * A blackjack table's round as a player meets it, where the demo round port and the game server
 * play it: the player's bets on seats 1 to `rules.seats`, the boxes after them held by computer
 * players (`rules.otherPlayers`: a fixed bet each, insurance declined, the computed strategy), and
 * the dealer played as soon as no decision is left to ask. Each step ends on the player's decision
 * or the settled round. The computer players' money is their own, never the player's: what they
 * may double, split or insure never depends on the player's balance (legal.ts `covers`), and
 * `staked` and `returned` of the view count the player's seats only. No RNG draw is made for a
 * computer player's decision, so a table without them deals exactly as the engine's own rounds.
 *
 * Bet behind (`rules.betBehind`): the player may put a back bet on a computer player's box, given
 * as a bet entry of that box with only `behind` (`{ seat: 4, main: 0, behind: 1000 }`). When the
 * computer player doubles or splits that hand, the round rests on the player's answer (phase
 * `behind`, behind.ts); the back bet is the player's money, so it counts in the player's `staked`
 * and `returned` and comes from the player's balance.
 */
import type { Minor } from '../shared/money';
import type { Rng } from '../shared/rng';
import type { ShoeState } from '../shared/shoe';
import { recommendMove, strategyFor } from './advice';
import { playDealer } from './dealer';
import { insuranceAmountOf, insuranceChoiceOf, isLegalChoice, legalMoves } from './legal';
import { decide } from './moves';
import { type BlackjackProblem, BlackjackRuleError } from './problems';
import { backBetProblem, betsProblem, type SeatBet, startRoundWith } from './round';
import type { BlackjackRules } from './rules';
import { insuranceCost } from './settle';
import type { Choice, Decision, RoundEvent, RoundState, Step } from './state';
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

/**
 * The sum of one money field over the player's seats (1 to `seats`): hands, insurance, Perfect
 * Pairs; and the player's back bets on any box.
 */
function playerSum(round: Pick<RoundState, 'seats'>, seats: number, field: 'bet' | 'returned'): Minor {
  const back = field === 'bet' ? 'behind' : 'behindReturned';
  let sum = 0;
  for (const s of round.seats) {
    // A round saved before back bets existed has none.
    for (const h of s.hands) sum += h[back] ?? 0;
    if (s.seat > seats) continue;
    for (const h of s.hands) sum += h[field];
    sum += s.insurance[field] + s.perfectPairs[field];
  }
  return sum;
}

/** Everything the player staked (seats 1 to `seats`): bets, doubles, splits, side bets, back bets. */
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
 * Why the player's bets cannot be dealt at this table, or null: the player's own boxes as
 * betsProblem checks them (no back bet on them: the player holds them), and each back bet on a
 * computer player's box, from the table minimum to that box's bet; all within `balance`.
 */
export function tableBetsProblem(
  rules: BlackjackRules,
  bets: readonly SeatBet[],
  balance: Minor,
): BlackjackProblem | null {
  if (!Array.isArray(bets) || bets.length === 0) return { code: 'bet.none' };
  const own: SeatBet[] = [];
  const others = otherPlayersBets(rules);
  let total = 0;
  for (const [i, b] of bets.entries()) {
    const seat = b?.seat;
    const behind = b?.behind ?? 0;
    if (!Number.isInteger(seat) || seat <= rules.seats) {
      if (behind !== 0) return rules.betBehind ? { code: 'bet.behindNotOther', seat } : { code: 'bet.noBehind', seat };
      own.push(b);
      continue;
    }
    // A box past the player's is someone else's: the player may only bet behind it.
    const holder = others.find((o) => o.seat === seat);
    if (!holder || behind === 0 || b.main !== 0 || (b.perfectPairs ?? 0) !== 0) {
      return { code: 'bet.noSeat', seat, seats: rules.seats };
    }
    if (!rules.betBehind) return { code: 'bet.noBehind', seat };
    for (let j = 0; j < i; j++) if (bets[j]?.seat === seat) return { code: 'bet.twoOnSeat', seat };
    const problem = backBetProblem(rules, seat, holder.main, behind);
    if (problem) return problem;
    total += behind;
  }
  if (own.length > 0) {
    const problem = betsProblem(rules, own, Number.MAX_SAFE_INTEGER);
    if (problem) return problem;
    for (const b of own) total += b.main + (b.perfectPairs ?? 0);
  }
  return total > balance ? { code: 'bet.overBalance', total, balance } : null;
}

/** The boxes a round deals: the player's in seat order, then the computer players' with any back bet on them. */
function tableBets(rules: BlackjackRules, bets: readonly SeatBet[], balance: Minor): SeatBet[] {
  const problem = tableBetsProblem(rules, bets, balance);
  if (problem) throw new BlackjackRuleError(problem);
  const own = bets.filter((b) => b.seat <= rules.seats).sort((a, b) => a.seat - b.seat);
  const others = otherPlayersBets(rules).map((o) => {
    const behind = bets.find((b) => b.seat === o.seat)?.behind ?? 0;
    return behind > 0 ? { ...o, behind } : o;
  });
  return [...own, ...others];
}

/**
 * Deals a round of the player's `bets` (checked against the table and `balance`, the player's
 * money before these stakes: tableBetsProblem) with the computer players' boxes beside them.
 */
export function openTableRound(
  rules: BlackjackRules,
  shoe: ShoeState,
  bets: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
): Step {
  const step = startRoundWith(rules, shoe, tableBets(rules, bets, balance), balance, rng);
  const events = [...step.events];
  return { state: playOn(rules, step.state, events, rng), events };
}

/**
 * Whether the round waits for the player: a decision on one of the player's seats, or, as the
 * back bettor, the answer to a computer player's double or split.
 */
export function playerAsked(rules: BlackjackRules, state: Pick<RoundState, 'phase' | 'turn' | 'seats'>): boolean {
  if (state.phase === 'behind') return state.turn !== null;
  const seat = turnSeat(state);
  return seat !== null && seat <= rules.seats;
}

/**
 * Why `decision` is not the player's to make now, with the moves that are (null: it is). The
 * player's own seat decides, or the player's back bet on a computer player's double or split.
 * Every round port checks this before it takes a decision's stake.
 */
export function illegalChoiceProblem(
  rules: BlackjackRules,
  state: RoundState,
  decision: Choice,
): BlackjackProblem | null {
  const mine = playerAsked(rules, state);
  if (mine && isLegalChoice(state, decision)) return null;
  const insurance = mine ? insuranceChoiceOf(state) : null;
  return {
    code: 'move.illegal',
    decision,
    seat: turnSeat(state),
    hand: state.phase === 'player' && state.turn ? state.turn.hand + 1 : null,
    legal: mine ? legalMoves(state) : [],
    ...(insurance ? { insurance } : {}),
  };
}

/** Applies the player's decision (refused with the legal moves when it is not the player's to make). */
export function actTableRound(rules: BlackjackRules, state: RoundState, decision: Choice, rng: Rng): Step {
  if (!playerAsked(rules, state)) {
    const seat = turnSeat(state);
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

/**
 * The extra stake a decision costs: insurance (half, or the amount chosen), a double or a split,
 * matching a double or split behind; 0 for the others.
 */
export function decisionStake(state: Pick<RoundState, 'turn' | 'seats'>, decision: Choice): Minor {
  const turn = state.turn;
  if (turn === null) return 0;
  const seat = state.seats[turn.seat];
  const hand = seat?.hands[turn.hand];
  if (!seat || !hand) return 0;
  const amount = insuranceAmountOf(decision);
  if (amount !== null) return amount;
  if (decision === 'insurance:yes') return insuranceCost(seat.hands[0]?.bet ?? 0);
  if (decision === 'behind:yes') return hand.behind;
  return decision === 'double' || decision === 'split' ? hand.bet : 0;
}
