/**
 * Copy-on-write helpers for the round state: only the seat and hand that change are copied, so a
 * step costs a few small objects whatever the size of the shoe. Objects are built field by field
 * in one fixed order (not by spreading) so every state, seat and hand has one shape: the
 * simulator's inner loop runs through these and stays monomorphic.
 */
import type { Card } from '../shared/cards';
import type { Minor } from '../shared/money';
import type { ShoeState } from '../shared/shoe';
import type { DealerState, Hand, Outcome, Phase, RoundState, SeatState } from './state';

export function makeState(
  s: RoundState,
  phase: Phase,
  seats: readonly SeatState[],
  dealer: DealerState,
  turn: RoundState['turn'],
  balance: Minor,
  staked: Minor,
  returned: Minor,
  shoe: ShoeState,
): RoundState {
  return { rules: s.rules, phase, seats, dealer, turn, balance, staked, returned, shoe };
}

/** The state with other seats, money and shoe; phase, dealer and turn unchanged. */
export function withSeats(
  s: RoundState,
  seats: readonly SeatState[],
  balance: Minor = s.balance,
  staked: Minor = s.staked,
  returned: Minor = s.returned,
  shoe: ShoeState = s.shoe,
): RoundState {
  return makeState(s, s.phase, seats, s.dealer, s.turn, balance, staked, returned, shoe);
}

export function withDealer(s: RoundState, dealer: DealerState, shoe: ShoeState = s.shoe): RoundState {
  return makeState(s, s.phase, s.seats, dealer, s.turn, s.balance, s.staked, s.returned, shoe);
}

export function withTurn(s: RoundState, phase: Phase, turn: RoundState['turn'], shoe: ShoeState = s.shoe): RoundState {
  return makeState(s, phase, s.seats, s.dealer, turn, s.balance, s.staked, s.returned, shoe);
}

export function withMoney(s: RoundState, balance: Minor, staked: Minor, returned: Minor): RoundState {
  return makeState(s, s.phase, s.seats, s.dealer, s.turn, balance, staked, returned, s.shoe);
}

export function makeSeat(seat: SeatState, hands: readonly Hand[], insurance = seat.insurance): SeatState {
  return { seat: seat.seat, hands, insurance, perfectPairs: seat.perfectPairs };
}

export function makeHand(
  h: Hand,
  cards: readonly Card[],
  bet: Minor,
  doubled: boolean,
  acted: boolean,
  done: boolean,
  outcome: Outcome | null,
  returned: Minor,
): Hand {
  return { cards, bet, split: h.split, splitAce: h.splitAce, doubled, acted, done, outcome, returned };
}

export function withSeat(state: RoundState, seatIndex: number, patch: (seat: SeatState) => SeatState): RoundState {
  const seats = state.seats.slice();
  seats[seatIndex] = patch(seats[seatIndex] as SeatState);
  return withSeats(state, seats);
}

/** The state with one hand replaced (and, for a dealt card or a settlement, the shoe or returns). */
export function setHand(
  state: RoundState,
  seatIndex: number,
  handIndex: number,
  hand: Hand,
  shoe: ShoeState = state.shoe,
  returned: Minor = state.returned,
): RoundState {
  const seats = state.seats.slice();
  const seat = seats[seatIndex] as SeatState;
  const hands = seat.hands.slice();
  hands[handIndex] = hand;
  seats[seatIndex] = makeSeat(seat, hands);
  return withSeats(state, seats, state.balance, state.staked, returned, shoe);
}

/** Marks a hand finished: no more decisions. */
export function finishHand(state: RoundState, seatIndex: number, handIndex: number, acted?: boolean): RoundState {
  const h = handAt(state, seatIndex, handIndex);
  return setHand(
    state,
    seatIndex,
    handIndex,
    makeHand(h, h.cards, h.bet, h.doubled, acted ?? h.acted, true, h.outcome, h.returned),
  );
}

export function handAt(state: RoundState, seatIndex: number, handIndex: number): Hand {
  return (state.seats[seatIndex] as SeatState).hands[handIndex] as Hand;
}

export function seatAt(state: RoundState, seatIndex: number): SeatState {
  return state.seats[seatIndex] as SeatState;
}
