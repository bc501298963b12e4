/**
 * Applying a player's decision: insurance or even money while the dealer shows an ace, then hit,
 * stand, double, split and surrender on the hand whose turn it is.
 */
import type { Rng } from '../shared/rng';
import { advanceTurn, dealToHand, nextInsurance } from './flow';
import { handTotal, isAce, isTripleSeven } from './hand';
import { legalMoves } from './legal';
import { insuranceCost, settleHand } from './settle';
import { type Decision, type Hand, IllegalMoveError, type RoundEvent, type RoundState, type Step } from './state';
import { handAt, seatAt, withHand, withSeat } from './update';

function describe(state: RoundState): string {
  const { turn } = state;
  if (turn === null) return `no decision is asked for (phase "${state.phase}")`;
  const seat = seatAt(state, turn.seat).seat;
  return state.phase === 'insurance' ? `seat ${seat}` : `seat ${seat}, hand ${turn.hand + 1}`;
}

export function decide(state: RoundState, decision: Decision, rng: Rng): Step {
  const legal = legalMoves(state);
  const turn = state.turn;
  if (turn === null || !legal.includes(decision)) {
    const seat = turn === null ? null : seatAt(state, turn.seat).seat;
    throw new IllegalMoveError(
      `"${decision}" is not allowed at ${describe(state)}; legal moves: ${legal.length ? legal.join(', ') : 'none'}`,
      seat,
      turn === null || state.phase === 'insurance' ? null : turn.hand + 1,
      legal,
    );
  }
  const events: RoundEvent[] = [];
  const { seat: si, hand: hi } = turn;
  let s = state;
  switch (decision) {
    case 'insurance:yes': {
      const bet = insuranceCost(handAt(s, si, 0).bet);
      events.push({ type: 'insurance.taken', seat: seatAt(s, si).seat, bet });
      s = withSeat(s, si, (seat) => ({ ...seat, insurance: { ...seat.insurance, bet } }));
      s = { ...s, balance: s.balance - bet, staked: s.staked + bet };
      return { state: nextInsurance(s, si, rng, events), events };
    }
    case 'even-money:yes':
      s = settleHand(s, si, 0, 'even-money', events);
      return { state: nextInsurance(s, si, rng, events), events };
    case 'insurance:no':
    case 'even-money:no':
      return { state: nextInsurance(s, si, rng, events), events };
    case 'hit':
      s = dealToHand(withHand(s, si, hi, { acted: true }), si, hi, rng, events);
      s = afterCard(s, si, hi, events);
      break;
    case 'stand':
      events.push({
        type: 'hand.stood',
        seat: seatAt(s, si).seat,
        hand: hi,
        total: handTotal(handAt(s, si, hi).cards),
      });
      s = withHand(s, si, hi, { acted: true, done: true });
      break;
    case 'double': {
      const extra = handAt(s, si, hi).bet;
      s = withHand(s, si, hi, (h) => ({ bet: h.bet + extra, doubled: true, acted: true }));
      s = { ...s, balance: s.balance - extra, staked: s.staked + extra };
      events.push({ type: 'hand.doubled', seat: seatAt(s, si).seat, hand: hi, bet: extra * 2 });
      s = dealToHand(s, si, hi, rng, events);
      s = afterCard(s, si, hi, events);
      s = withHand(s, si, hi, { done: true });
      break;
    }
    case 'split':
      return { state: split(s, si, hi, rng, events), events };
    case 'surrender':
      events.push({ type: 'hand.surrendered', seat: seatAt(s, si).seat, hand: hi });
      s = settleHand(withHand(s, si, hi, { acted: true }), si, hi, 'surrender', events);
      break;
  }
  const hand = handAt(s, si, hi);
  const next = hand.done || hand.outcome !== null ? advanceTurn(s, si, hi + 1, rng, events) : s;
  return { state: next, events };
}

/** After a drawn card: bust loses at once, 7-7-7 pays at once where the table has the bonus, 21 stops. */
function afterCard(state: RoundState, si: number, hi: number, events: RoundEvent[]): RoundState {
  const hand = handAt(state, si, hi);
  const total = handTotal(hand.cards);
  if (total > 21) {
    events.push({ type: 'hand.busted', seat: seatAt(state, si).seat, hand: hi, total });
    return settleHand(state, si, hi, 'lose', events);
  }
  if (state.rules.bonus777 && !hand.split && isTripleSeven(hand.cards)) {
    return settleHand(state, si, hi, 'bonus777', events);
  }
  return total === 21 ? withHand(state, si, hi, { done: true }) : state;
}

function split(state: RoundState, si: number, hi: number, rng: Rng, events: RoundEvent[]): RoundState {
  const hand = handAt(state, si, hi);
  const [first, second] = hand.cards as [Hand['cards'][0], Hand['cards'][0]];
  const splitAce = isAce(first);
  const base: Hand = { ...hand, split: true, splitAce, acted: false, done: false, doubled: false };
  let s = withSeat(state, si, (seat) => {
    const hands = seat.hands.slice();
    hands.splice(hi, 1, { ...base, cards: [first] }, { ...base, cards: [second] });
    return { ...seat, hands };
  });
  s = { ...s, balance: s.balance - hand.bet, staked: s.staked + hand.bet };
  events.push({ type: 'hand.split', seat: seatAt(s, si).seat, hand: hi, bet: hand.bet });
  if (s.rules.splitSecondCard === 'immediately') {
    s = dealToHand(s, si, hi, rng, events);
    s = dealToHand(s, si, hi + 1, rng, events);
  }
  return advanceTurn(s, si, hi, rng, events);
}
