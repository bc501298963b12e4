/**
 * The dealer's turn: turn the hole card (or, with no hole card, take the second card), settle
 * insurance, draw to 17 (standing or hitting soft 17 per table) while a hand is left to beat,
 * then settle every live hand.
 */
import type { Rng } from '../shared/rng';
import { dealToDealer, endOfRound, revealHole } from './flow';
import { cardValue, handValue, isBlackjack } from './hand';
import type { BlackjackRules } from './rules';
import { settleHand, settleInsurance, showdownOutcome } from './settle';
import type { RoundEvent, RoundState, Step } from './state';
import { seatAt } from './update';

export function dealerMustHit(cards: RoundState['dealer']['cards'], rules: BlackjackRules): boolean {
  // handValue inlined: this runs for every dealer card in the simulator.
  let hard = 0;
  let aces = false;
  for (let i = 0; i < cards.length; i++) {
    const v = cardValue(cards[i]!);
    hard += v;
    if (v === 1) aces = true;
  }
  if (aces && hard + 10 <= 21) return hard + 10 < 17 || (hard + 10 === 17 && rules.dealerHitsSoft17);
  return hard < 17;
}

function anyUnsettled(state: RoundState, liveOnly: boolean): boolean {
  for (const seat of state.seats) {
    for (const hand of seat.hands) {
      if (hand.outcome === null && !(liveOnly && isBlackjack(hand.cards, hand.split))) return true;
    }
  }
  return false;
}

function insurancePending(state: RoundState): boolean {
  return state.seats.some((s) => s.insurance.bet > 0 && !s.insurance.settled);
}

/** Plays the dealer's hand and settles the round (phase `dealer` → `over`). */
export function playDealer(state: RoundState, rng: Rng): Step {
  const events: RoundEvent[] = [];
  return { state: dealerTurn(state, rng, events), events };
}

/** `playDealer` writing its events into `events` (null: not wanted, none are built). */
export function dealerTurn(state: RoundState, rng: Rng, events: RoundEvent[] | null): RoundState {
  if (state.phase !== 'dealer') throw new Error(`the dealer plays only in the dealer phase, not "${state.phase}"`);
  let s = revealHole(state, events);
  // Nothing left to beat: the dealer does not draw.
  if (!anyUnsettled(s, false) && !insurancePending(s)) return endOfRound(s, rng, events);
  if (s.dealer.cards.length === 1) s = dealToDealer(s, rng, events);
  const blackjack = isBlackjack(s.dealer.cards);
  for (let i = 0; i < s.seats.length; i++) s = settleInsurance(s, i, blackjack, events);
  if (!blackjack && anyUnsettled(s, true)) {
    while (dealerMustHit(s.dealer.cards, s.rules)) s = dealToDealer(s, rng, events);
  }
  const { total } = handValue(s.dealer.cards);
  events?.push({ type: 'dealer.stood', total, bust: total > 21, blackjack });
  for (let i = 0; i < s.seats.length; i++) {
    const hands = seatAt(s, i).hands;
    for (let h = 0; h < hands.length; h++) {
      const hand = hands[h]!;
      if (hand.outcome === null) s = settleHand(s, i, h, showdownOutcome(hand, s.dealer.cards), events);
    }
  }
  return endOfRound(s, rng, events);
}
