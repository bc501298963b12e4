/**
 * The round being played: a draft with the RoundState's own shape, whose fields the engine's steps
 * change in place, so a dealt card or a settled bet allocates nothing. A draft is private to the
 * call that made it: the public steps copy the state they are given into a fresh draft, play on
 * it and hand back a state nobody else holds (the given one is never touched); the simulator
 * keeps one draft for all its rounds and shows no state at all. Every object is built here, field
 * by field in one fixed order, so states, seats and hands each have one shape (the hot paths stay
 * monomorphic) and serialize as before.
 */
import type { Card } from '../shared/cards';
import type { Minor } from '../shared/money';
import { type ShoeDraft, settledShoe } from '../shared/shoe';
import type { PerfectPairsResult } from './hand';
import type { BlackjackRules } from './rules';
import type { Hand, Outcome, Phase, RoundState, SeatState } from './state';

export interface HandDraft {
  cards: Card[];
  bet: Minor;
  split: boolean;
  splitAce: boolean;
  doubled: boolean;
  acted: boolean;
  done: boolean;
  outcome: Outcome | null;
  returned: Minor;
}

export interface SideBetDraft {
  bet: Minor;
  returned: Minor;
  settled: boolean;
}

export interface PerfectPairsDraft {
  bet: Minor;
  result: PerfectPairsResult;
  returned: Minor;
  settled: boolean;
}

export interface SeatDraft {
  seat: number;
  hands: HandDraft[];
  insurance: SideBetDraft;
  perfectPairs: PerfectPairsDraft;
}

export interface DealerDraft {
  cards: Card[];
  holeHidden: boolean;
  peeked: boolean;
}

export interface TurnDraft {
  seat: number;
  hand: number;
}

/** A RoundState under construction: assignable to RoundState, so every reader takes either. */
export interface RoundDraft {
  rules: BlackjackRules;
  phase: Phase;
  seats: SeatDraft[];
  dealer: DealerDraft;
  turn: TurnDraft | null;
  balance: Minor;
  staked: Minor;
  returned: Minor;
  shoe: ShoeDraft;
}

export function makeHand(
  cards: Card[],
  bet: Minor,
  split: boolean,
  splitAce: boolean,
  doubled: boolean,
  acted: boolean,
  done: boolean,
  outcome: Outcome | null,
  returned: Minor,
): HandDraft {
  return { cards, bet, split, splitAce, doubled, acted, done, outcome, returned };
}

function copyHand(h: Hand): HandDraft {
  return makeHand(h.cards.slice(), h.bet, h.split, h.splitAce, h.doubled, h.acted, h.done, h.outcome, h.returned);
}

/** A seat with no cards yet: one hand of `main`, Perfect Pairs `pp` (0: none). */
export function newSeat(seat: number, main: Minor, pp: Minor): SeatDraft {
  return {
    seat,
    hands: [makeHand([], main, false, false, false, false, false, null, 0)],
    insurance: { bet: 0, returned: 0, settled: false },
    perfectPairs: { bet: pp, result: 'none', returned: 0, settled: false },
  };
}

/**
 * Empties a card array in place, keeping its storage for the next round (popping does not shrink
 * the array's backing store; setting `length` may, and is a slow call besides).
 */
export function clearCards(cards: Card[]): void {
  while (cards.length > 0) cards.pop();
}

/** `newSeat` on an existing seat draft, reusing its objects (the simulator, between rounds). */
export function resetSeat(s: SeatDraft, seat: number, main: Minor, pp: Minor): void {
  s.seat = seat;
  if (s.hands.length > 1) s.hands.length = 1;
  const h = s.hands[0] as HandDraft;
  clearCards(h.cards);
  h.bet = main;
  h.split = false;
  h.splitAce = false;
  h.doubled = false;
  h.acted = false;
  h.done = false;
  h.outcome = null;
  h.returned = 0;
  const ins = s.insurance;
  ins.bet = 0;
  ins.returned = 0;
  ins.settled = false;
  const pairs = s.perfectPairs;
  pairs.bet = pp;
  pairs.result = 'none';
  pairs.returned = 0;
  pairs.settled = false;
}

export function newDraft(rules: BlackjackRules, shoe: ShoeDraft): RoundDraft {
  return {
    rules,
    phase: 'player',
    seats: [],
    dealer: { cards: [], holeHidden: false, peeked: false },
    turn: null,
    balance: 0,
    staked: 0,
    returned: 0,
    shoe,
  };
}

function copySeat(s: SeatState): SeatDraft {
  const ins = s.insurance;
  const pp = s.perfectPairs;
  return {
    seat: s.seat,
    hands: s.hands.map(copyHand),
    insurance: { bet: ins.bet, returned: ins.returned, settled: ins.settled },
    perfectPairs: { bet: pp.bet, result: pp.result, returned: pp.returned, settled: pp.settled },
  };
}

/** A draft of `state` sharing nothing it may change (the shoe copies its cards before a shuffle). */
export function draftOf(state: RoundState, shoe: ShoeDraft): RoundDraft {
  const d = state.dealer;
  return {
    rules: state.rules,
    phase: state.phase,
    seats: state.seats.map(copySeat),
    dealer: { cards: d.cards.slice(), holeHidden: d.holeHidden, peeked: d.peeked },
    turn: state.turn === null ? null : { seat: state.turn.seat, hand: state.turn.hand },
    balance: state.balance,
    staked: state.staked,
    returned: state.returned,
    shoe,
  };
}

/** A state from a draft that the caller then abandons (it shares the draft's objects). */
export function settledState(d: RoundDraft): RoundState {
  return {
    rules: d.rules,
    phase: d.phase,
    seats: d.seats,
    dealer: d.dealer,
    turn: d.turn,
    balance: d.balance,
    staked: d.staked,
    returned: d.returned,
    shoe: settledShoe(d.shoe),
  };
}

/** A copy of a draft's state that play on the draft cannot change (for a chooser to look at). */
export function snapshotOf(d: RoundDraft): RoundState {
  return settledState(draftOf(d, d.shoe));
}

export function setTurn(d: RoundDraft, phase: Phase, seat: number, hand: number): void {
  d.phase = phase;
  if (seat < 0) d.turn = null;
  else if (d.turn === null) d.turn = { seat, hand };
  else {
    d.turn.seat = seat;
    d.turn.hand = hand;
  }
}

export function handAt(state: RoundState, seatIndex: number, handIndex: number): Hand {
  return (state.seats[seatIndex] as SeatState).hands[handIndex] as Hand;
}

export function seatAt(state: RoundState, seatIndex: number): SeatState {
  return state.seats[seatIndex] as SeatState;
}

export function draftHand(d: RoundDraft, seatIndex: number, handIndex: number): HandDraft {
  return (d.seats[seatIndex] as SeatDraft).hands[handIndex] as HandDraft;
}
