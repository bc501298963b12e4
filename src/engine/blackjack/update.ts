/**
 * The round being played: a draft with the RoundState's fields plus each hand's running count
 * (`hard`: the card values with aces as 1; `aces`), whose fields the engine's steps change in
 * place, so a dealt card or a settled bet allocates nothing and no total is ever recounted.
 * A draft is private to the call that made it: the public steps and readers copy the state they
 * are given into a fresh draft (`draftOf`), work on it and hand back a plain RoundState that
 * nobody else holds (`settledState`); the state given is never touched. The simulator keeps one
 * draft for all its rounds and shows no state at all. Objects are built here, field by field in
 * one fixed order, so drafts, seats and hands each have one shape (the hot paths stay monomorphic)
 * and the states handed out serialize exactly as before.
 */
import type { Card } from '../shared/cards';
import type { Minor } from '../shared/money';
import { draftShoe, type ShoeDraft, settledShoe } from '../shared/shoe';
import { cardValue, type PerfectPairsResult } from './hand';
import type { BlackjackRules } from './rules';
import type { BehindMove, DealerState, Hand, Outcome, Phase, RoundState, SeatState } from './state';

/** Cards with their running count: what hand arithmetic on a draft reads instead of the cards. */
export interface Counted {
  cards: Card[];
  /** Σ card values, each ace counted 1. */
  hard: number;
  /** How many aces. */
  aces: number;
}

export interface HandDraft extends Counted {
  bet: Minor;
  split: boolean;
  splitAce: boolean;
  doubled: boolean;
  acted: boolean;
  done: boolean;
  outcome: Outcome | null;
  returned: Minor;
  behind: Minor;
  behindReturned: Minor;
}

interface SideBetDraft {
  bet: Minor;
  returned: Minor;
  settled: boolean;
}

interface PerfectPairsDraft {
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
  behind: Minor;
}

export interface DealerDraft extends Counted {
  holeHidden: boolean;
  peeked: boolean;
}

interface TurnDraft {
  seat: number;
  hand: number;
}

export interface RoundDraft {
  rules: BlackjackRules;
  phase: Phase;
  seats: SeatDraft[];
  dealer: DealerDraft;
  turn: TurnDraft | null;
  asked: BehindMove | null;
  balance: Minor;
  staked: Minor;
  returned: Minor;
  shoe: ShoeDraft;
}

/** Adds a card and counts it. */
export function addCard(to: Counted, card: Card): void {
  to.cards.push(card);
  const v = cardValue(card);
  to.hard += v;
  if (v === 1) to.aces++;
}

/** Counts `cards` afresh into `to` (after a split, and for a draft made from a state). */
function recount(to: Counted): void {
  let hard = 0;
  let aces = 0;
  for (let i = 0; i < to.cards.length; i++) {
    const v = cardValue(to.cards[i] as Card);
    hard += v;
    if (v === 1) aces++;
  }
  to.hard = hard;
  to.aces = aces;
}

/** The best total: one ace counts 11 unless that busts. */
export function totalOf(c: Counted): number {
  return c.aces > 0 && c.hard <= 11 ? c.hard + 10 : c.hard;
}

/** Ace and a ten-value card as the first two cards (a split hand's 21 is not blackjack: ask the caller). */
export function twoCardBlackjack(c: Counted): boolean {
  return c.cards.length === 2 && c.aces === 1 && c.hard === 11;
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
  behind: Minor = 0,
  behindReturned: Minor = 0,
): HandDraft {
  const h: HandDraft = {
    cards,
    hard: 0,
    aces: 0,
    bet,
    split,
    splitAce,
    doubled,
    acted,
    done,
    outcome,
    returned,
    behind,
    behindReturned,
  };
  recount(h);
  return h;
}

/** Cuts a hand back to its first `n` cards (a split keeps the first), recounting it. */
export function keepCards(h: Counted, n: number): void {
  while (h.cards.length > n) h.cards.pop();
  recount(h);
}

/**
 * Empties a card array in place, keeping its storage for the next round (popping does not shrink
 * the array's backing store; setting `length` may, and is a slow call besides).
 */
function clear(c: Counted): void {
  while (c.cards.length > 0) c.cards.pop();
  c.hard = 0;
  c.aces = 0;
}

/** A seat with no cards yet: one hand of `main`, Perfect Pairs `pp` and a back bet `behind` (0: none). */
export function newSeat(seat: number, main: Minor, pp: Minor, behind: Minor = 0): SeatDraft {
  return {
    seat,
    hands: [makeHand([], main, false, false, false, false, false, null, 0, behind, 0)],
    insurance: { bet: 0, returned: 0, settled: false },
    perfectPairs: { bet: pp, result: 'none', returned: 0, settled: false },
    behind,
  };
}

/** `newSeat` on an existing seat draft, reusing its objects (the simulator, between rounds). */
export function resetSeat(s: SeatDraft, seat: number, main: Minor, pp: Minor, behind: Minor = 0): void {
  s.seat = seat;
  if (s.hands.length > 1) s.hands.length = 1;
  const h = s.hands[0] as HandDraft;
  clear(h);
  h.bet = main;
  h.split = false;
  h.splitAce = false;
  h.doubled = false;
  h.acted = false;
  h.done = false;
  h.outcome = null;
  h.returned = 0;
  h.behind = behind;
  h.behindReturned = 0;
  const ins = s.insurance;
  ins.bet = 0;
  ins.returned = 0;
  ins.settled = false;
  const pairs = s.perfectPairs;
  pairs.bet = pp;
  pairs.result = 'none';
  pairs.returned = 0;
  pairs.settled = false;
  s.behind = behind;
}

/** The dealer before the deal. */
export function clearDealer(d: DealerDraft): void {
  clear(d);
  d.holeHidden = false;
  d.peeked = false;
}

function dealerDraft(cards: Card[], holeHidden: boolean, peeked: boolean): DealerDraft {
  const dealer: DealerDraft = { cards, hard: 0, aces: 0, holeHidden, peeked };
  recount(dealer);
  return dealer;
}

export function newDraft(rules: BlackjackRules, shoe: ShoeDraft): RoundDraft {
  return {
    rules,
    phase: 'player',
    seats: [],
    dealer: dealerDraft([], false, false),
    turn: null,
    asked: null,
    balance: 0,
    staked: 0,
    returned: 0,
    shoe,
  };
}

function copyHand(h: Hand): HandDraft {
  // A round saved before back bets existed has no back-bet fields: none was staked.
  const behind = h.behind ?? 0;
  const behindReturned = h.behindReturned ?? 0;
  return makeHand(
    h.cards.slice(),
    h.bet,
    h.split,
    h.splitAce,
    h.doubled,
    h.acted,
    h.done,
    h.outcome,
    h.returned,
    behind,
    behindReturned,
  );
}

function copySeat(s: SeatState): SeatDraft {
  const ins = s.insurance;
  const pp = s.perfectPairs;
  return {
    seat: s.seat,
    hands: s.hands.map(copyHand),
    insurance: { bet: ins.bet, returned: ins.returned, settled: ins.settled },
    perfectPairs: { bet: pp.bet, result: pp.result, returned: pp.returned, settled: pp.settled },
    behind: s.behind ?? 0,
  };
}

/** A draft of `state` sharing nothing it may change (the shoe copies its cards before a shuffle). */
export function draftOf(state: RoundState, shoe: ShoeDraft = draftShoe(state.shoe)): RoundDraft {
  const d = state.dealer;
  return {
    rules: state.rules,
    phase: state.phase,
    seats: state.seats.map(copySeat),
    dealer: dealerDraft(d.cards.slice(), d.holeHidden, d.peeked),
    turn: state.turn === null ? null : { seat: state.turn.seat, hand: state.turn.hand },
    asked: state.asked ?? null,
    balance: state.balance,
    staked: state.staked,
    returned: state.returned,
    shoe,
  };
}

function settledHand(h: HandDraft): Hand {
  return {
    cards: h.cards,
    bet: h.bet,
    split: h.split,
    splitAce: h.splitAce,
    doubled: h.doubled,
    acted: h.acted,
    done: h.done,
    outcome: h.outcome,
    returned: h.returned,
    behind: h.behind,
    behindReturned: h.behindReturned,
  };
}

function settledSeat(s: SeatDraft): SeatState {
  return {
    seat: s.seat,
    hands: s.hands.map(settledHand),
    insurance: s.insurance,
    perfectPairs: s.perfectPairs,
    behind: s.behind,
  };
}

/** The draft as a plain RoundState, for a caller that then abandons the draft (they share objects). */
export function settledState(d: RoundDraft): RoundState {
  const dealer: DealerState = { cards: d.dealer.cards, holeHidden: d.dealer.holeHidden, peeked: d.dealer.peeked };
  return {
    rules: d.rules,
    phase: d.phase,
    seats: d.seats.map(settledSeat),
    dealer,
    turn: d.turn,
    asked: d.asked,
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

export function draftHand(d: RoundDraft, seatIndex: number, handIndex: number): HandDraft {
  return (d.seats[seatIndex] as SeatDraft).hands[handIndex] as HandDraft;
}
