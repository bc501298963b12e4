/**
 * How a round moves on by itself between decisions: dealing a card, asking the next seat about
 * insurance, the dealer's peek, paying blackjacks the dealer can no longer beat, handing the turn
 * to the next hand that needs a decision, and closing the round. Each step changes the draft in
 * place (update.ts).
 */
import type { Card } from '../shared/cards';
import type { Rng } from '../shared/rng';
import { drawCard, endDraftRound } from '../shared/shoe';
import { isAce, isTenValue } from './hand';
import { handMoves, MOVE, offerFor } from './legal';
import { settleHand, settleInsurance, showdownOutcome } from './settle';
import type { RoundEvent } from './state';
import { addCard, draftHand, type RoundDraft, type SeatDraft, setTurn, totalOf, twoCardBlackjack } from './update';

/** Draws the next card and gives it to a hand. */
export function dealToHand(
  d: RoundDraft,
  seatIndex: number,
  handIndex: number,
  rng: Rng,
  events: RoundEvent[] | null,
): void {
  const card = drawCard(d.shoe, rng);
  events?.push({
    type: 'card.dealt',
    to: { seat: (d.seats[seatIndex] as SeatDraft).seat, hand: handIndex },
    card,
    faceDown: false,
  });
  addCard(draftHand(d, seatIndex, handIndex), card);
}

export function dealToDealer(d: RoundDraft, rng: Rng, events: RoundEvent[] | null, faceDown = false): void {
  const card = drawCard(d.shoe, rng);
  events?.push({ type: 'card.dealt', to: 'dealer', card: faceDown ? null : card, faceDown });
  addCard(d.dealer, card);
  if (faceDown) d.dealer.holeHidden = true;
}

export function revealHole(d: RoundDraft, events: RoundEvent[] | null): void {
  if (!d.dealer.holeHidden) return;
  events?.push({ type: 'hole.revealed', card: d.dealer.cards[1] as Card });
  d.dealer.holeHidden = false;
}

/** The dealer cannot have blackjack any more: no ace or ten showing, or the peek found none. */
function dealerBlackjackRuledOut(d: RoundDraft): boolean {
  const up = d.dealer.cards[0] as Card;
  return d.dealer.peeked || !(isAce(up) || isTenValue(up));
}

/** Asks the next seat after `after` that is offered insurance or even money, or moves on. */
export function nextInsurance(d: RoundDraft, after: number, rng: Rng, events: RoundEvent[] | null): void {
  for (let i = after + 1; i < d.seats.length; i++) {
    const kind = offerFor(d, i);
    if (kind !== null) {
      events?.push({ type: 'insurance.offered', seat: (d.seats[i] as SeatDraft).seat, kind });
      setTurn(d, 'insurance', i, 0);
      return;
    }
  }
  afterInsurance(d, rng, events);
}

/** Insurance is decided: the dealer peeks where the table says, then blackjacks are paid. */
function afterInsurance(d: RoundDraft, rng: Rng, events: RoundEvent[] | null): void {
  const { rules } = d;
  const up = d.dealer.cards[0] as Card;
  if (rules.holeCard === 'peek' && (isAce(up) || (rules.peekOn === 'ace-and-ten' && isTenValue(up)))) {
    const blackjack = twoCardBlackjack(d.dealer);
    events?.push({ type: 'dealer.peeked', blackjack });
    if (blackjack) {
      dealerBlackjackShowdown(d, rng, events);
      return;
    }
    d.dealer.peeked = true;
    for (let i = 0; i < d.seats.length; i++) settleInsurance(d, i, false, events);
  }
  if (dealerBlackjackRuledOut(d)) {
    for (let i = 0; i < d.seats.length; i++) {
      const hand = draftHand(d, i, 0);
      if (hand.outcome === null && twoCardBlackjack(hand)) settleHand(d, i, 0, 'blackjack', events);
    }
  }
  advanceTurn(d, 0, 0, rng, events);
}

/** The peek found blackjack: insurance wins, player blackjacks push, every other hand loses. */
function dealerBlackjackShowdown(d: RoundDraft, rng: Rng, events: RoundEvent[] | null): void {
  revealHole(d, events);
  events?.push({ type: 'dealer.stood', total: 21, bust: false, blackjack: true });
  for (let i = 0; i < d.seats.length; i++) {
    settleInsurance(d, i, true, events);
    const hands = (d.seats[i] as SeatDraft).hands;
    for (let h = 0; h < hands.length; h++) {
      const hand = hands[h]!;
      if (hand.outcome === null) settleHand(d, i, h, showdownOutcome(hand, d.dealer), events);
    }
  }
  endOfRound(d, rng, events);
}

/**
 * Gives the turn to the first hand from (seat, hand) on that needs a decision, dealing the second
 * card of a split hand when play reaches it and moving past 21 and finished split aces. When no
 * hand is left, the dealer plays.
 */
export function advanceTurn(
  d: RoundDraft,
  seatIndex: number,
  handIndex: number,
  rng: Rng,
  events: RoundEvent[] | null,
): void {
  for (let si = seatIndex; si < d.seats.length; si++) {
    const seat = d.seats[si] as SeatDraft;
    for (let hi = si === seatIndex ? handIndex : 0; hi < seat.hands.length; hi++) {
      const hand = seat.hands[hi]!;
      if (hand.done || hand.outcome !== null) continue;
      if (hand.cards.length === 1) dealToHand(d, si, hi, rng, events);
      if (hand.splitAce && !d.rules.hitSplitAces && (handMoves(d, si, hi) & MOVE.split) === 0) {
        hand.done = true;
        continue;
      }
      if (totalOf(hand) >= 21) {
        hand.done = true;
        continue;
      }
      events?.push({ type: 'turn.started', seat: seat.seat, hand: hi });
      setTurn(d, 'player', si, hi);
      return;
    }
  }
  setTurn(d, 'dealer', -1, 0);
}

export function endOfRound(d: RoundDraft, rng: Rng, events: RoundEvent[] | null): void {
  events?.push({ type: 'round.over', staked: d.staked, returned: d.returned });
  setTurn(d, 'over', -1, 0);
  endDraftRound(d.shoe, rng);
}
