/**
 * The moves the rules allow at this point, derived from the rules object, the cards and the
 * balance. The machine's guards and the view's buttons use these predicates and nothing else.
 */
import { handTotal, isAce, isBlackjack, isSplittablePair } from './hand';
import { insuranceCost } from './settle';
import type { Decision, Hand, PlayDecision, RoundState, SeatState } from './state';
import { handAt, seatAt } from './update';

/** What the seat is offered while the dealer shows an ace: insurance, even money, or nothing. */
export function insuranceOffer(state: RoundState, seatIndex: number): 'insurance' | 'even-money' | null {
  const up = state.dealer.cards[0];
  if (up === undefined || !isAce(up)) return null;
  const hand = seatAt(state, seatIndex).hands[0] as Hand;
  if (hand.outcome !== null) return null;
  if (isBlackjack(hand.cards)) return state.rules.evenMoney ? 'even-money' : null;
  if (!state.rules.insurance) return null;
  const cost = insuranceCost(hand.bet);
  return cost > 0 && cost <= state.balance ? 'insurance' : null;
}

function insuredLock(state: RoundState, seat: SeatState): boolean {
  return state.rules.insuredHandMayNotDoubleOrSplit && seat.insurance.bet > 0;
}

/** A split ace that may not draw: it takes one card and stops. */
function oneCardOnly(state: RoundState, hand: Hand): boolean {
  return hand.splitAce && !state.rules.hitSplitAces;
}

function open(hand: Hand): boolean {
  return !hand.done && hand.outcome === null;
}

export function canHit(state: RoundState, seatIndex: number, handIndex: number): boolean {
  const hand = handAt(state, seatIndex, handIndex);
  return open(hand) && !oneCardOnly(state, hand) && handTotal(hand.cards) < 21;
}

export function canStand(state: RoundState, seatIndex: number, handIndex: number): boolean {
  return open(handAt(state, seatIndex, handIndex));
}

export function canDouble(state: RoundState, seatIndex: number, handIndex: number): boolean {
  const { rules } = state;
  const seat = seatAt(state, seatIndex);
  const hand = seat.hands[handIndex] as Hand;
  if (!open(hand) || hand.cards.length !== 2 || hand.doubled || oneCardOnly(state, hand)) return false;
  if (hand.split && !rules.doubleAfterSplit) return false;
  if (insuredLock(state, seat)) return false;
  const total = handTotal(hand.cards);
  if (total >= 21) return false;
  if (rules.doubleOn === '9-11' && (total < 9 || total > 11)) return false;
  if (rules.doubleOn === '10-11' && (total < 10 || total > 11)) return false;
  return state.balance >= hand.bet;
}

export function canSplit(state: RoundState, seatIndex: number, handIndex: number): boolean {
  const { rules } = state;
  const seat = seatAt(state, seatIndex);
  const hand = seat.hands[handIndex] as Hand;
  if (!open(hand) || !isSplittablePair(hand.cards)) return false;
  if (seat.hands.length >= rules.maxHands) return false;
  if (hand.splitAce && !rules.resplitAces) return false;
  if (insuredLock(state, seat)) return false;
  return state.balance >= hand.bet;
}

/** Late surrender: the seat's unsplit first two cards, before any other decision on it. */
export function canSurrender(state: RoundState, seatIndex: number, handIndex: number): boolean {
  const { rules } = state;
  if (rules.surrender === 'none') return false;
  const seat = seatAt(state, seatIndex);
  const hand = seat.hands[handIndex] as Hand;
  if (!open(hand) || seat.hands.length !== 1 || hand.split || hand.acted || hand.cards.length !== 2) return false;
  const up = state.dealer.cards[0];
  return !(rules.surrender === 'late-not-vs-ace' && up !== undefined && isAce(up));
}

const PLAY_CHECKS: readonly [PlayDecision, (s: RoundState, seat: number, hand: number) => boolean][] = [
  ['hit', canHit],
  ['stand', canStand],
  ['double', canDouble],
  ['split', canSplit],
  ['surrender', canSurrender],
];

/** Every decision the player may make now, for the seat and hand in `state.turn`. */
export function legalMoves(state: RoundState): Decision[] {
  const { turn } = state;
  if (turn === null) return [];
  if (state.phase === 'insurance') {
    const offer = insuranceOffer(state, turn.seat);
    return offer === null ? [] : [`${offer}:yes`, `${offer}:no`];
  }
  if (state.phase !== 'player') return [];
  const moves: Decision[] = [];
  for (let i = 0; i < PLAY_CHECKS.length; i++) {
    const [move, check] = PLAY_CHECKS[i]!;
    if (check(state, turn.seat, turn.hand)) moves.push(move);
  }
  return moves;
}
