/**
 * The dealer's turn: turn the hole card (or, with no hole card, take the second card), settle
 * insurance, draw to 17 (standing or hitting soft 17 per table) while a hand is left to beat,
 * then settle every live hand.
 */
import type { Rng } from '../shared/rng';
import { dealToDealer, endOfRound, revealHole } from './flow';
import type { BlackjackRules } from './rules';
import { settleHand, settleInsurance, showdownOutcome } from './settle';
import type { RoundEvent, RoundState, Step } from './state';
import { draftOf, type RoundDraft, settledState, totalOf, twoCardBlackjack } from './update';

/**
 * The dealer draws below 17, and on soft 17 where the table hits it; from a running count: Σ values
 * with aces as 1, and how many aces.
 */
function dealerHits(hard: number, aces: number, rules: BlackjackRules): boolean {
  if (aces > 0 && hard <= 11) return hard + 10 < 17 || (hard + 10 === 17 && rules.dealerHitsSoft17);
  return hard < 17;
}

function anyUnsettled(d: RoundDraft, liveOnly: boolean): boolean {
  for (let i = 0; i < d.seats.length; i++) {
    const hands = d.seats[i]!.hands;
    for (let h = 0; h < hands.length; h++) {
      const hand = hands[h]!;
      if (hand.outcome === null && !(liveOnly && !hand.split && twoCardBlackjack(hand))) return true;
    }
  }
  return false;
}

function insurancePending(state: RoundState): boolean {
  for (let i = 0; i < state.seats.length; i++) {
    const ins = state.seats[i]!.insurance;
    if (ins.bet > 0 && !ins.settled) return true;
  }
  return false;
}

/** Plays the dealer's hand and settles the round (phase `dealer` → `over`) on a copy of `state`. */
export function playDealer(state: RoundState, rng: Rng): Step {
  checkDealerPhase(state);
  const events: RoundEvent[] = [];
  const d = draftOf(state);
  dealerTurn(d, rng, events);
  return { state: settledState(d), events };
}

function checkDealerPhase(state: RoundState): void {
  if (state.phase !== 'dealer') throw new Error(`the dealer plays only in the dealer phase, not "${state.phase}"`);
}

/** `playDealer` on a draft, writing its events into `events` (null: not wanted, none are built). */
export function dealerTurn(d: RoundDraft, rng: Rng, events: RoundEvent[] | null): void {
  checkDealerPhase(d);
  revealHole(d, events);
  // Nothing left to beat: the dealer does not draw.
  if (!anyUnsettled(d, false) && !insurancePending(d)) {
    endOfRound(d, rng, events);
    return;
  }
  if (d.dealer.cards.length === 1) dealToDealer(d, rng, events);
  const blackjack = twoCardBlackjack(d.dealer);
  for (let i = 0; i < d.seats.length; i++) settleInsurance(d, i, blackjack, events);
  if (!blackjack && anyUnsettled(d, true)) {
    while (dealerHits(d.dealer.hard, d.dealer.aces, d.rules)) dealToDealer(d, rng, events);
  }
  const total = totalOf(d.dealer);
  events?.push({ type: 'dealer.stood', total, bust: total > 21, blackjack });
  for (let i = 0; i < d.seats.length; i++) {
    const hands = d.seats[i]!.hands;
    for (let h = 0; h < hands.length; h++) {
      const hand = hands[h]!;
      if (hand.outcome === null) settleHand(d, i, h, showdownOutcome(hand, d.dealer), events);
    }
  }
  endOfRound(d, rng, events);
}
