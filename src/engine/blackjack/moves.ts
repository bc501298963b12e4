/**
 * Applying a player's decision: insurance or even money while the dealer shows an ace, then hit,
 * stand, double, split and surrender on the hand whose turn it is; a double or split of a hand
 * with a back bet first asks the back bettor whether to match it (behind.ts).
 */
import type { Rng } from '../shared/rng';
import { askBehind, matchBehind } from './behind';
import { advanceTurn, dealToHand, nextInsurance } from './flow';
import { isAce, isTripleSeven } from './hand';
import {
  behindCovered,
  choiceAllowed,
  choiceToName,
  insuranceAmountOf,
  movesAllowed,
  movesIn,
  playersSeat,
} from './legal';
import { BlackjackRuleError } from './problems';
import { insuranceCost, settleHand } from './settle';
import type { Choice, Decision, RoundEvent, RoundState, Step } from './state';
import {
  draftHand,
  draftOf,
  type HandDraft,
  keepCards,
  makeHand,
  type RoundDraft,
  type SeatDraft,
  settledState,
  totalOf,
} from './update';

/** Applies a decision to a copy of `state`; `state` itself is left as it was. */
export function decide(state: RoundState, decision: Choice, rng: Rng): Step {
  const events: RoundEvent[] = [];
  const d = draftOf(state);
  applyDecision(d, decision, rng, events);
  return { state: settledState(d), events };
}

/**
 * `decide` on a draft, writing its events into `events` (null: not wanted, none are built);
 * `legal` (MOVE bits) may be passed when the caller has just computed it for this state.
 */
export function applyDecision(
  d: RoundDraft,
  decision: Choice,
  rng: Rng,
  events: RoundEvent[] | null,
  legal: number = movesAllowed(d),
): void {
  const turn = d.turn;
  if (turn === null || !choiceAllowed(d, decision, legal)) {
    const insurance = choiceToName(d, legal);
    throw new BlackjackRuleError({
      code: 'move.illegal',
      decision,
      seat: turn === null ? null : d.seats[turn.seat]!.seat,
      hand: turn === null || d.phase === 'insurance' ? null : turn.hand + 1,
      legal: movesIn(legal),
      ...(insurance ? { insurance } : {}),
    });
  }
  const si = turn.seat;
  const hi = turn.hand;
  const seat = d.seats[si] as SeatDraft;
  const hand = seat.hands[hi] as HandDraft;
  const amount = insuranceAmountOf(decision);
  if (amount !== null) {
    if (amount > 0) takeInsurance(d, si, amount, events);
    nextInsurance(d, si, rng, events);
    return;
  }
  const move = decision as Decision;
  if ((move === 'double' || move === 'split') && behindCovered(d, si, hi)) {
    askBehind(d, move, events);
    return;
  }
  if (move === 'behind:yes' || move === 'behind:no') {
    const asked = d.asked ?? 'double';
    d.asked = null;
    d.phase = 'player';
    if (asked === 'split') split(d, si, hi, move === 'behind:yes', rng, events);
    else double(d, si, hi, move === 'behind:yes', rng, events);
    return;
  }
  switch (move) {
    case 'hit':
      hand.acted = true;
      dealToHand(d, si, hi, rng, events);
      afterCard(d, si, hi, events);
      break;
    case 'stand':
      events?.push({ type: 'hand.stood', seat: seat.seat, hand: hi, total: totalOf(hand) });
      hand.acted = true;
      hand.done = true;
      break;
    case 'double':
      double(d, si, hi, false, rng, events);
      return;
    case 'split':
      split(d, si, hi, false, rng, events);
      return;
    case 'surrender':
      events?.push({ type: 'hand.surrendered', seat: seat.seat, hand: hi });
      hand.acted = true;
      settleHand(d, si, hi, 'surrender', events);
      break;
    case 'insurance:yes':
      takeInsurance(d, si, insuranceCost(draftHand(d, si, 0).bet), events);
      nextInsurance(d, si, rng, events);
      return;
    case 'even-money:yes':
      settleHand(d, si, 0, 'even-money', events);
      nextInsurance(d, si, rng, events);
      return;
    case 'insurance:no':
    case 'even-money:no':
      nextInsurance(d, si, rng, events);
      return;
  }
  if (hand.done || hand.outcome !== null) advanceTurn(d, si, hi + 1, rng, events);
}

/** Doubles the hand (and its back bet where the back bettor matched): one card, then the next hand. */
function double(d: RoundDraft, si: number, hi: number, matched: boolean, rng: Rng, events: RoundEvent[] | null): void {
  const hand = draftHand(d, si, hi);
  const extra = hand.bet;
  hand.bet += extra;
  hand.doubled = true;
  hand.acted = true;
  if (playersSeat(d, si)) d.balance -= extra;
  d.staked += extra;
  events?.push({ type: 'hand.doubled', seat: d.seats[si]!.seat, hand: hi, bet: extra * 2 });
  if (matched) matchBehind(d, si, hi, hi, events);
  dealToHand(d, si, hi, rng, events);
  afterCard(d, si, hi, events);
  hand.done = true;
  advanceTurn(d, si, hi + 1, rng, events);
}

/** The seat stakes `bet` on insurance (exactly half, or the amount it chose). */
function takeInsurance(d: RoundDraft, si: number, bet: number, events: RoundEvent[] | null): void {
  const seat = d.seats[si] as SeatDraft;
  events?.push({ type: 'insurance.taken', seat: seat.seat, bet });
  seat.insurance.bet = bet;
  if (playersSeat(d, si)) d.balance -= bet;
  d.staked += bet;
}

/** After a drawn card: bust loses at once, 7-7-7 pays at once where the table has the bonus, 21 stops. */
function afterCard(d: RoundDraft, si: number, hi: number, events: RoundEvent[] | null): void {
  const hand = draftHand(d, si, hi);
  const total = totalOf(hand);
  if (total > 21) {
    events?.push({ type: 'hand.busted', seat: d.seats[si]!.seat, hand: hi, total });
    settleHand(d, si, hi, 'lose', events);
  } else if (d.rules.bonus777 && !hand.split && isTripleSeven(hand.cards)) {
    settleHand(d, si, hi, 'bonus777', events);
  } else if (total === 21) {
    hand.done = true;
  }
}

/**
 * Splits the hand: the new hand goes in right behind it with a stake equal to the first, and the
 * back bet's share where the back bettor matched (else the back bet stays on the first hand only).
 */
function split(d: RoundDraft, si: number, hi: number, matched: boolean, rng: Rng, events: RoundEvent[] | null): void {
  const seat = d.seats[si] as SeatDraft;
  const hand = seat.hands[hi] as HandDraft;
  const first = hand.cards[0]!;
  const second = hand.cards[1]!;
  const splitAce = isAce(first);
  // The hand keeps its first card; a new hand with the second goes in right behind it.
  keepCards(hand, 1);
  hand.split = true;
  hand.splitAce = splitAce;
  hand.doubled = false;
  hand.acted = false;
  hand.done = false;
  const other = makeHand([second], hand.bet, true, splitAce, false, false, false, hand.outcome, hand.returned);
  seat.hands.splice(hi + 1, 0, other);
  if (playersSeat(d, si)) d.balance -= hand.bet;
  d.staked += hand.bet;
  events?.push({ type: 'hand.split', seat: seat.seat, hand: hi, bet: hand.bet });
  if (matched) matchBehind(d, si, hi, hi + 1, events);
  if (d.rules.splitSecondCard === 'immediately') {
    dealToHand(d, si, hi, rng, events);
    dealToHand(d, si, hi + 1, rng, events);
  }
  advanceTurn(d, si, hi, rng, events);
}
