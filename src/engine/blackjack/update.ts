/**
 * Copy-on-write helpers for the round state: only the seat and hand that change are copied, so a
 * step costs a few small objects whatever the size of the shoe.
 */
import type { Hand, RoundState, SeatState } from './state';

export function withSeat(state: RoundState, seatIndex: number, patch: (seat: SeatState) => SeatState): RoundState {
  const seats = state.seats.slice();
  seats[seatIndex] = patch(seats[seatIndex] as SeatState);
  return { ...state, seats };
}

export function withHand(
  state: RoundState,
  seatIndex: number,
  handIndex: number,
  patch: Partial<Hand> | ((hand: Hand) => Partial<Hand>),
): RoundState {
  return withSeat(state, seatIndex, (seat) => {
    const hands = seat.hands.slice();
    const hand = hands[handIndex] as Hand;
    hands[handIndex] = { ...hand, ...(typeof patch === 'function' ? patch(hand) : patch) };
    return { ...seat, hands };
  });
}

export function handAt(state: RoundState, seatIndex: number, handIndex: number): Hand {
  return (state.seats[seatIndex] as SeatState).hands[handIndex] as Hand;
}

export function seatAt(state: RoundState, seatIndex: number): SeatState {
  return state.seats[seatIndex] as SeatState;
}
