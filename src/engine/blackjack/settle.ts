/**
 * What each bet returns, and settling it into the round state. Returns include the stake:
 * a win returns 2×, a push 1×, a loss 0. Fractions of a minor unit are rounded down (floor):
 * a 3:2 blackjack on a stake of 5 returns 5 + 7 = 12; surrendering a stake of 5 returns 2.
 */
import { multiplyRatio } from '../shared/money';
import { PERFECT_PAIRS_ODDS, perfectPairsResult } from './hand';
import type { BlackjackRules } from './rules';
import type { Outcome, RoundEvent } from './state';
import {
  type DealerDraft,
  draftHand,
  type HandDraft,
  type RoundDraft,
  type SeatDraft,
  totalOf,
  twoCardBlackjack,
} from './update';

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
export function showdownOutcome(hand: HandDraft, dealerHand: DealerDraft): Outcome {
  const player = !hand.split && twoCardBlackjack(hand);
  const dealer = twoCardBlackjack(dealerHand);
  if (player) return dealer ? 'push' : 'blackjack';
  if (dealer) return 'lose';
  const p = totalOf(hand);
  if (p > 21) return 'lose';
  const d = totalOf(dealerHand);
  if (d > 21 || p > d) return 'win';
  return p === d ? 'push' : 'lose';
}

/**
 * Settles a hand's main bet: its outcome and return are set and the return is counted. A back bet
 * on the hand settles with it, paid as the hand is (blackjack, 777, surrender and even money
 * included: the holder's decisions are the back bet's).
 */
export function settleHand(
  d: RoundDraft,
  seatIndex: number,
  handIndex: number,
  outcome: Outcome,
  events: RoundEvent[] | null,
): void {
  const hand = draftHand(d, seatIndex, handIndex);
  const returned = mainReturn(outcome, hand.bet, d.rules);
  events?.push({
    type: 'bet.settled',
    seat: (d.seats[seatIndex] as SeatDraft).seat,
    hand: handIndex,
    kind: 'main',
    outcome,
    bet: hand.bet,
    returned,
  });
  hand.done = true;
  hand.outcome = outcome;
  hand.returned = returned;
  d.returned += returned;
  if (hand.behind > 0) {
    const back = mainReturn(outcome, hand.behind, d.rules);
    events?.push({
      type: 'bet.settled',
      seat: (d.seats[seatIndex] as SeatDraft).seat,
      hand: handIndex,
      kind: 'behind',
      outcome,
      bet: hand.behind,
      returned: back,
    });
    hand.behindReturned = back;
    d.returned += back;
  }
}

export function settleInsurance(
  d: RoundDraft,
  seatIndex: number,
  dealerBlackjack: boolean,
  events: RoundEvent[] | null,
): void {
  const seat = d.seats[seatIndex] as SeatDraft;
  const ins = seat.insurance;
  if (ins.bet === 0 || ins.settled) return;
  const returned = insuranceReturn(dealerBlackjack, ins.bet);
  events?.push({
    type: 'bet.settled',
    seat: seat.seat,
    hand: null,
    kind: 'insurance',
    outcome: dealerBlackjack ? 'insurance-win' : 'insurance-lose',
    bet: ins.bet,
    returned,
  });
  ins.returned = returned;
  ins.settled = true;
  d.returned += returned;
}

/** Perfect Pairs is settled on the seat's first two cards, right after the deal. */
export function settlePerfectPairs(d: RoundDraft, seatIndex: number, events: RoundEvent[] | null): void {
  const seat = d.seats[seatIndex] as SeatDraft;
  const pp = seat.perfectPairs;
  if (pp.bet === 0) return;
  const cards = (seat.hands[0] as HandDraft).cards;
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
  pp.result = result;
  pp.returned = returned;
  pp.settled = true;
  d.returned += returned;
}
