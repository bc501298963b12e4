/**
 * What each bet returns, and settling it into the round state. Returns include the stake:
 * a win returns 2×, a push 1×, a loss 0. Fractions of a minor unit are rounded down (floor):
 * a 3:2 blackjack on a stake of 5 returns 5 + 7 = 12; surrendering a stake of 5 returns 2.
 */
import { multiplyRatio } from '../shared/money';
import { handTotal, isBlackjack, PERFECT_PAIRS_ODDS, perfectPairsResult } from './hand';
import type { BlackjackRules } from './rules';
import type { Hand, Outcome, RoundEvent, RoundState } from './state';
import { handAt, makeHand, makeSeat, seatAt, setHand, withSeat, withSeats } from './update';

export function mainReturn(outcome: Outcome, bet: number, rules: BlackjackRules): number {
  switch (outcome) {
    case 'lose':
      return 0;
    case 'push':
      return bet;
    case 'win':
    case 'even-money':
      return 2 * bet;
    case 'blackjack':
      return bet + multiplyRatio(bet, rules.blackjackPays[0], rules.blackjackPays[1], 'floor');
    case 'surrender':
      return multiplyRatio(bet, 1, 2, 'floor');
    case 'bonus777':
      return 4 * bet;
  }
}

/** Insurance pays 2:1: the stake and twice it come back. */
export function insuranceReturn(dealerBlackjack: boolean, bet: number): number {
  return dealerBlackjack ? 3 * bet : 0;
}

/** The most insurance a hand may take: half its main bet, rounded down. */
export function insuranceCost(mainBet: number): number {
  return Math.floor(mainBet / 2);
}

/** The outcome of a live hand against the dealer's finished hand. */
export function showdownOutcome(hand: Hand, dealerCards: RoundState['dealer']['cards']): Outcome {
  const player = isBlackjack(hand.cards, hand.split);
  const dealer = isBlackjack(dealerCards);
  if (player) return dealer ? 'push' : 'blackjack';
  if (dealer) return 'lose';
  const p = handTotal(hand.cards);
  if (p > 21) return 'lose';
  const d = handTotal(dealerCards);
  if (d > 21 || p > d) return 'win';
  return p === d ? 'push' : 'lose';
}

export function settleHand(
  state: RoundState,
  seatIndex: number,
  handIndex: number,
  outcome: Outcome,
  events: RoundEvent[] | null,
): RoundState {
  const hand = handAt(state, seatIndex, handIndex);
  const returned = mainReturn(outcome, hand.bet, state.rules);
  events?.push({
    type: 'bet.settled',
    seat: seatAt(state, seatIndex).seat,
    hand: handIndex,
    kind: 'main',
    outcome,
    bet: hand.bet,
    returned,
  });
  const settled = makeHand(hand, hand.cards, hand.bet, hand.doubled, hand.acted, true, outcome, returned);
  return setHand(state, seatIndex, handIndex, settled, state.shoe, state.returned + returned);
}

export function settleInsurance(
  state: RoundState,
  seatIndex: number,
  dealerBlackjack: boolean,
  events: RoundEvent[] | null,
): RoundState {
  const seat = seatAt(state, seatIndex);
  if (seat.insurance.bet === 0 || seat.insurance.settled) return state;
  const returned = insuranceReturn(dealerBlackjack, seat.insurance.bet);
  events?.push({
    type: 'bet.settled',
    seat: seat.seat,
    hand: null,
    kind: 'insurance',
    outcome: dealerBlackjack ? 'insurance-win' : 'insurance-lose',
    bet: seat.insurance.bet,
    returned,
  });
  const seats = state.seats.slice();
  seats[seatIndex] = makeSeat(seat, seat.hands, { bet: seat.insurance.bet, returned, settled: true });
  return withSeats(state, seats, state.balance, state.staked, state.returned + returned);
}

/** Perfect Pairs is settled on the seat's first two cards, right after the deal. */
export function settlePerfectPairs(state: RoundState, seatIndex: number, events: RoundEvent[] | null): RoundState {
  const seat = seatAt(state, seatIndex);
  const pp = seat.perfectPairs;
  if (pp.bet === 0) return state;
  const cards = (seat.hands[0] as Hand).cards;
  const result = perfectPairsResult(cards[0]!, cards[1]!);
  const returned = result === 'none' ? 0 : pp.bet * (PERFECT_PAIRS_ODDS[result] + 1);
  events?.push({
    type: 'bet.settled',
    seat: seat.seat,
    hand: null,
    kind: 'perfectPairs',
    outcome: result,
    bet: pp.bet,
    returned,
  });
  const next = withSeat(state, seatIndex, (s) => ({
    ...s,
    perfectPairs: { bet: pp.bet, result, returned, settled: true },
  }));
  return withSeats(next, next.seats, next.balance, next.staked, next.returned + returned);
}
