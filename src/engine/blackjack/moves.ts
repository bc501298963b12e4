/**
 * Applying a player's decision: insurance or even money while the dealer shows an ace, then hit,
 * stand, double, split and surrender on the hand whose turn it is.
 */
import type { Rng } from '../shared/rng';
import { advanceTurn, dealToHand, nextInsurance } from './flow';
import { isAce, isTripleSeven } from './hand';
import { moveBit, movesAllowed, movesIn, playersSeat } from './legal';
import { BlackjackRuleError } from './problems';
import { insuranceCost, settleHand } from './settle';
import type { Decision, RoundEvent, RoundState, Step } from './state';
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
export function decide(state: RoundState, decision: Decision, rng: Rng): Step {
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
  decision: Decision,
  rng: Rng,
  events: RoundEvent[] | null,
  legal: number = movesAllowed(d),
): void {
  const turn = d.turn;
  if (turn === null || (legal & moveBit(decision)) === 0) {
    throw new BlackjackRuleError({
      code: 'move.illegal',
      decision,
      seat: turn === null ? null : d.seats[turn.seat]!.seat,
      hand: turn === null || d.phase === 'insurance' ? null : turn.hand + 1,
      legal: movesIn(legal),
    });
  }
  const si = turn.seat;
  const hi = turn.hand;
  const seat = d.seats[si] as SeatDraft;
  const hand = seat.hands[hi] as HandDraft;
  switch (decision) {
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
    case 'double': {
      const extra = hand.bet;
      hand.bet += extra;
      hand.doubled = true;
      hand.acted = true;
      if (playersSeat(d, si)) d.balance -= extra;
      d.staked += extra;
      events?.push({ type: 'hand.doubled', seat: seat.seat, hand: hi, bet: extra * 2 });
      dealToHand(d, si, hi, rng, events);
      afterCard(d, si, hi, events);
      hand.done = true;
      break;
    }
    case 'split':
      split(d, si, hi, rng, events);
      return;
    case 'surrender':
      events?.push({ type: 'hand.surrendered', seat: seat.seat, hand: hi });
      hand.acted = true;
      settleHand(d, si, hi, 'surrender', events);
      break;
    case 'insurance:yes': {
      const bet = insuranceCost(draftHand(d, si, 0).bet);
      events?.push({ type: 'insurance.taken', seat: seat.seat, bet });
      seat.insurance.bet = bet;
      if (playersSeat(d, si)) d.balance -= bet;
      d.staked += bet;
      nextInsurance(d, si, rng, events);
      return;
    }
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

function split(d: RoundDraft, si: number, hi: number, rng: Rng, events: RoundEvent[] | null): void {
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
  if (d.rules.splitSecondCard === 'immediately') {
    dealToHand(d, si, hi, rng, events);
    dealToHand(d, si, hi + 1, rng, events);
  }
  advanceTurn(d, si, hi, rng, events);
}
