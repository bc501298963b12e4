/**
 * The moves the rules allow at this point, derived from the rules object, the cards and the
 * balance. The machine's guards and the view's buttons use these predicates and nothing else.
 */
import { isAce, isSplittablePair } from './hand';
import { insuranceCost } from './settle';
import type { Decision, RoundState } from './state';
import { draftOf, type HandDraft, type RoundDraft, type SeatDraft, totalOf, twoCardBlackjack } from './update';

/**
 * Whether a box's extra stake can be paid: from the player's balance, or, for a box held by a
 * computer player (numbered after the table's own seats), from that player's own money, which
 * never runs short (their play must not depend on the player's wallet).
 */
export function covers(d: RoundDraft, seatIndex: number, stake: number): boolean {
  return (d.seats[seatIndex] as SeatDraft).seat > d.rules.seats || d.balance >= stake;
}

/** Whether the seat at this index is the player's (its stakes come from the player's balance). */
export const playersSeat = (d: RoundDraft, seatIndex: number): boolean =>
  (d.seats[seatIndex] as SeatDraft).seat <= d.rules.seats;

/** What the seat is offered while the dealer shows an ace: insurance, even money, or nothing. */
export function insuranceOffer(state: RoundState, seatIndex: number): 'insurance' | 'even-money' | null {
  return offerFor(draftOf(state), seatIndex);
}

/** insuranceOffer on a draft. */
export function offerFor(d: RoundDraft, seatIndex: number): 'insurance' | 'even-money' | null {
  const up = d.dealer.cards[0];
  if (up === undefined || !isAce(up)) return null;
  const hand = (d.seats[seatIndex] as SeatDraft).hands[0] as HandDraft;
  if (hand.outcome !== null) return null;
  if (twoCardBlackjack(hand)) return d.rules.evenMoney ? 'even-money' : null;
  if (!d.rules.insurance) return null;
  const cost = insuranceCost(hand.bet);
  return cost > 0 && covers(d, seatIndex, cost) ? 'insurance' : null;
}

/** Decisions as bits, for the hot paths: a set of legal moves is one number. */
export const MOVE = {
  hit: 1,
  stand: 2,
  double: 4,
  split: 8,
  surrender: 16,
  'insurance:yes': 32,
  'insurance:no': 64,
  'even-money:yes': 128,
  'even-money:no': 256,
} as const satisfies Record<Decision, number>;

/** The decisions in the order legalMoves lists them (insurance offers: yes before no). */
const ORDER: readonly Decision[] = [
  'insurance:yes',
  'insurance:no',
  'even-money:yes',
  'even-money:no',
  'hit',
  'stand',
  'double',
  'split',
  'surrender',
];

export function moveBit(decision: Decision): number {
  switch (decision) {
    case 'hit':
      return MOVE.hit;
    case 'stand':
      return MOVE.stand;
    case 'double':
      return MOVE.double;
    case 'split':
      return MOVE.split;
    case 'surrender':
      return MOVE.surrender;
    case 'insurance:yes':
      return MOVE['insurance:yes'];
    case 'insurance:no':
      return MOVE['insurance:no'];
    case 'even-money:yes':
      return MOVE['even-money:yes'];
    case 'even-money:no':
      return MOVE['even-money:no'];
    default:
      return 0;
  }
}

/**
 * The play moves the rules allow a hand (MOVE bits), whether or not it is its turn: every
 * predicate below is one bit of this, so the rules are written once.
 *  - stand: the hand is open (not finished, not settled);
 *  - hit: open, below 21, and not a split ace that may take only one card;
 *  - double: open, two cards, below 21, not yet doubled, not a one-card split ace, after a split
 *    only with double after split, within the table's double totals, not locked by insurance,
 *    and the balance covers it;
 *  - split: open, two cards of equal value, fewer hands than the table allows, aces re-split
 *    only where allowed, not locked by insurance, and the balance covers it;
 *  - surrender (late): the seat's unsplit first two cards before any other decision, and not
 *    against an ace where the table says so.
 */
export function handMoves(d: RoundDraft, seatIndex: number, handIndex: number): number {
  const { rules } = d;
  const seat = d.seats[seatIndex] as SeatDraft;
  const hand = seat.hands[handIndex] as HandDraft;
  if (hand.done || hand.outcome !== null) return 0;
  const cards = hand.cards;
  const total = totalOf(hand);
  const oneCardOnly = hand.splitAce && !rules.hitSplitAces;
  const insuredLock = rules.insuredHandMayNotDoubleOrSplit && seat.insurance.bet > 0;
  const covered = covers(d, seatIndex, hand.bet);
  let moves: number = MOVE.stand;
  if (!oneCardOnly && total < 21) moves |= MOVE.hit;
  if (
    cards.length === 2 &&
    !hand.doubled &&
    !oneCardOnly &&
    (!hand.split || rules.doubleAfterSplit) &&
    !insuredLock &&
    total < 21 &&
    doubleTotalAllowed(rules.doubleOn, total) &&
    covered
  ) {
    moves |= MOVE.double;
  }
  if (
    isSplittablePair(cards) &&
    seat.hands.length < rules.maxHands &&
    !(hand.splitAce && !rules.resplitAces) &&
    !insuredLock &&
    covered
  ) {
    moves |= MOVE.split;
  }
  if (
    rules.surrender !== 'none' &&
    seat.hands.length === 1 &&
    !hand.split &&
    !hand.acted &&
    cards.length === 2 &&
    !(rules.surrender === 'late-not-vs-ace' && d.dealer.cards.length > 0 && isAce(d.dealer.cards[0]!))
  ) {
    moves |= MOVE.surrender;
  }
  return moves;
}

function doubleTotalAllowed(doubleOn: RoundState['rules']['doubleOn'], total: number): boolean {
  if (doubleOn === '9-11') return total >= 9 && total <= 11;
  if (doubleOn === '10-11') return total >= 10 && total <= 11;
  return true;
}

export function canHit(state: RoundState, seatIndex: number, handIndex: number): boolean {
  return (handMoves(draftOf(state), seatIndex, handIndex) & MOVE.hit) !== 0;
}

export function canStand(state: RoundState, seatIndex: number, handIndex: number): boolean {
  return (handMoves(draftOf(state), seatIndex, handIndex) & MOVE.stand) !== 0;
}

export function canDouble(state: RoundState, seatIndex: number, handIndex: number): boolean {
  return (handMoves(draftOf(state), seatIndex, handIndex) & MOVE.double) !== 0;
}

export function canSplit(state: RoundState, seatIndex: number, handIndex: number): boolean {
  return (handMoves(draftOf(state), seatIndex, handIndex) & MOVE.split) !== 0;
}

export function canSurrender(state: RoundState, seatIndex: number, handIndex: number): boolean {
  return (handMoves(draftOf(state), seatIndex, handIndex) & MOVE.surrender) !== 0;
}

/** The set of legal moves (MOVE bits) for the seat and hand in `state.turn`. */
export function legalMask(state: RoundState): number {
  return movesAllowed(draftOf(state));
}

/** legalMask on a draft. */
export function movesAllowed(d: RoundDraft): number {
  const { turn } = d;
  if (turn === null) return 0;
  if (d.phase === 'insurance') {
    const offer = offerFor(d, turn.seat);
    if (offer === null) return 0;
    return offer === 'insurance'
      ? MOVE['insurance:yes'] | MOVE['insurance:no']
      : MOVE['even-money:yes'] | MOVE['even-money:no'];
  }
  return d.phase === 'player' ? handMoves(d, turn.seat, turn.hand) : 0;
}

/** The decisions in a set of MOVE bits, in legalMoves order. */
export function movesIn(mask: number): Decision[] {
  const moves: Decision[] = [];
  for (let i = 0; i < ORDER.length; i++) {
    const move = ORDER[i] as Decision;
    if (mask & MOVE[move]) moves.push(move);
  }
  return moves;
}

/** Every decision the player may make now, for the seat and hand in `state.turn`. */
export function legalMoves(state: RoundState): Decision[] {
  return movesIn(legalMask(state));
}
