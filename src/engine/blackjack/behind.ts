/**
 * Bet behind (sheet 002, "taustapanos"): a back bet rides on a box's hand, whose holder alone
 * decides. When the holder doubles or splits that hand, the round stops (phase `behind`) for the
 * back bettor to say whether to match it; the holder's move is then made, with or without the back
 * bet's match. A back bet is always the player's money, whoever holds the box.
 */
import type { BehindMove, RoundEvent } from './state';
import { type RoundDraft, type SeatDraft, setTurn } from './update';

/** The holder of the hand in turn doubles or splits: the back bettor is asked first. */
export function askBehind(d: RoundDraft, move: BehindMove, events: RoundEvent[] | null): void {
  const turn = d.turn!;
  d.asked = move;
  setTurn(d, 'behind', turn.seat, turn.hand);
  events?.push({ type: 'behind.asked', seat: (d.seats[turn.seat] as SeatDraft).seat, hand: turn.hand, move });
}

/**
 * The back bettor matched: the back bet on hand `from` is staked again on hand `to` (the same hand
 * for a double, the new hand for a split).
 */
export function matchBehind(
  d: RoundDraft,
  seatIndex: number,
  from: number,
  to: number,
  events: RoundEvent[] | null,
): void {
  const seat = d.seats[seatIndex] as SeatDraft;
  const amount = seat.hands[from]!.behind;
  const hand = seat.hands[to]!;
  hand.behind += amount;
  d.balance -= amount;
  d.staked += amount;
  events?.push({ type: 'behind.matched', seat: seat.seat, hand: to, bet: hand.behind });
}
