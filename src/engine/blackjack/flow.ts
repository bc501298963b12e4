/**
 * How a round moves on by itself between decisions: dealing a card, asking the next seat about
 * insurance, the dealer's peek, paying blackjacks the dealer can no longer beat, handing the turn
 * to the next hand that needs a decision, and closing the round.
 */
import type { Card } from '../shared/cards';
import type { Rng } from '../shared/rng';
import { draw, endRound } from '../shared/shoe';
import { handTotal, isAce, isBlackjack, isTenValue } from './hand';
import { canSplit, insuranceOffer } from './legal';
import { settleHand, settleInsurance, showdownOutcome } from './settle';
import type { RoundEvent, RoundState } from './state';
import { finishHand, handAt, makeHand, seatAt, setHand, withDealer, withTurn } from './update';

/** Draws the next card and gives it to a hand. */
export function dealToHand(
  state: RoundState,
  seatIndex: number,
  handIndex: number,
  rng: Rng,
  events: RoundEvent[] | null,
): RoundState {
  const { card, shoe } = draw(state.shoe, rng);
  events?.push({
    type: 'card.dealt',
    to: { seat: seatAt(state, seatIndex).seat, hand: handIndex },
    card,
    faceDown: false,
  });
  const h = handAt(state, seatIndex, handIndex);
  const cards = h.cards.slice();
  cards.push(card);
  const hand = makeHand(h, cards, h.bet, h.doubled, h.acted, h.done, h.outcome, h.returned);
  return setHand(state, seatIndex, handIndex, hand, shoe);
}

export function dealToDealer(state: RoundState, rng: Rng, events: RoundEvent[] | null, faceDown = false): RoundState {
  const { card, shoe } = draw(state.shoe, rng);
  events?.push({ type: 'card.dealt', to: 'dealer', card: faceDown ? null : card, faceDown });
  const d = state.dealer;
  const cards = d.cards.slice();
  cards.push(card);
  return withDealer(state, { cards, holeHidden: faceDown || d.holeHidden, peeked: d.peeked }, shoe);
}

export function revealHole(state: RoundState, events: RoundEvent[] | null): RoundState {
  if (!state.dealer.holeHidden) return state;
  events?.push({ type: 'hole.revealed', card: state.dealer.cards[1] as Card });
  return withDealer(state, { cards: state.dealer.cards, holeHidden: false, peeked: state.dealer.peeked });
}

/** The dealer cannot have blackjack any more: no ace or ten showing, or the peek found none. */
export function dealerBlackjackRuledOut(state: RoundState): boolean {
  const up = state.dealer.cards[0] as Card;
  return state.dealer.peeked || !(isAce(up) || isTenValue(up));
}

/** Asks the next seat after `after` that is offered insurance or even money, or moves on. */
export function nextInsurance(state: RoundState, after: number, rng: Rng, events: RoundEvent[] | null): RoundState {
  for (let i = after + 1; i < state.seats.length; i++) {
    const kind = insuranceOffer(state, i);
    if (kind !== null) {
      events?.push({ type: 'insurance.offered', seat: seatAt(state, i).seat, kind });
      return withTurn(state, 'insurance', { seat: i, hand: 0 });
    }
  }
  return afterInsurance(state, rng, events);
}

/** Insurance is decided: the dealer peeks where the table says, then blackjacks are paid. */
function afterInsurance(state: RoundState, rng: Rng, events: RoundEvent[] | null): RoundState {
  const { rules } = state;
  const up = state.dealer.cards[0] as Card;
  let s = state;
  if (rules.holeCard === 'peek' && (isAce(up) || (rules.peekOn === 'ace-and-ten' && isTenValue(up)))) {
    const blackjack = isBlackjack(s.dealer.cards);
    events?.push({ type: 'dealer.peeked', blackjack });
    if (blackjack) return dealerBlackjackShowdown(s, rng, events);
    s = withDealer(s, { cards: s.dealer.cards, holeHidden: s.dealer.holeHidden, peeked: true });
    for (let i = 0; i < s.seats.length; i++) s = settleInsurance(s, i, false, events);
  }
  if (dealerBlackjackRuledOut(s)) {
    for (let i = 0; i < s.seats.length; i++) {
      const hand = handAt(s, i, 0);
      if (hand.outcome === null && isBlackjack(hand.cards)) s = settleHand(s, i, 0, 'blackjack', events);
    }
  }
  return advanceTurn(s, 0, 0, rng, events);
}

/** The peek found blackjack: insurance wins, player blackjacks push, every other hand loses. */
function dealerBlackjackShowdown(state: RoundState, rng: Rng, events: RoundEvent[] | null): RoundState {
  let s = revealHole(state, events);
  events?.push({ type: 'dealer.stood', total: 21, bust: false, blackjack: true });
  for (let i = 0; i < s.seats.length; i++) {
    s = settleInsurance(s, i, true, events);
    const hands = seatAt(s, i).hands;
    for (let h = 0; h < hands.length; h++) {
      const hand = hands[h]!;
      if (hand.outcome === null) s = settleHand(s, i, h, showdownOutcome(hand, s.dealer.cards), events);
    }
  }
  return endOfRound(s, rng, events);
}

/**
 * Gives the turn to the first hand from (seat, hand) on that needs a decision, dealing the second
 * card of a split hand when play reaches it and moving past 21 and finished split aces. When no
 * hand is left, the dealer plays.
 */
export function advanceTurn(
  state: RoundState,
  seatIndex: number,
  handIndex: number,
  rng: Rng,
  events: RoundEvent[] | null,
): RoundState {
  let s = state;
  for (let si = seatIndex; si < s.seats.length; si++) {
    for (let hi = si === seatIndex ? handIndex : 0; hi < seatAt(s, si).hands.length; hi++) {
      let hand = handAt(s, si, hi);
      if (hand.done || hand.outcome !== null) continue;
      if (hand.cards.length === 1) {
        s = dealToHand(s, si, hi, rng, events);
        hand = handAt(s, si, hi);
      }
      if (hand.splitAce && !s.rules.hitSplitAces && !canSplit(s, si, hi)) {
        s = finishHand(s, si, hi);
        continue;
      }
      if (handTotal(hand.cards) >= 21) {
        s = finishHand(s, si, hi);
        continue;
      }
      events?.push({ type: 'turn.started', seat: seatAt(s, si).seat, hand: hi });
      return withTurn(s, 'player', { seat: si, hand: hi });
    }
  }
  return withTurn(s, 'dealer', null);
}

export function endOfRound(state: RoundState, rng: Rng, events: RoundEvent[] | null): RoundState {
  events?.push({ type: 'round.over', staked: state.staked, returned: state.returned });
  return withTurn(state, 'over', null, endRound(state.shoe, rng));
}
