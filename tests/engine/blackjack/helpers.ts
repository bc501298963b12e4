/** Plays scripted rounds on stacked shoes and records what the table asked at every decision. */

import { expect } from 'vitest';
import {
  type Choice,
  type Decision,
  handValue,
  playRound,
  type RoundEvent,
  type RoundState,
  type SeatBet,
  tableRules,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';

export interface Scripted {
  state: RoundState;
  events: readonly RoundEvent[];
  /** The legal moves offered at each decision, in order. */
  asked: Decision[][];
  /** Decisions the script still held when the round ended. */
  unused: Choice[];
}

export function play(
  table: string,
  shoe: string[],
  decisions: Choice[],
  options: { bets?: SeatBet[]; balance?: number; rules?: Record<string, unknown> } = {},
): Scripted {
  const rules = tableRules(table, options.rules);
  const queue = [...decisions];
  const asked: Decision[][] = [];
  const { state, events } = playRound(
    rules,
    stackedShoe(shoe),
    options.bets ?? [{ seat: 1, main: 1000 }],
    options.balance ?? 100000,
    new SeededRng(1),
    (_s, legal) => {
      asked.push([...legal]);
      const next = queue.shift();
      if (next === undefined) throw new Error(`script ran out of decisions; legal: ${legal.join(', ')}`);
      return next;
    },
  );
  return { state, events, asked, unused: queue };
}

/** The hands of a seat as the test tables describe them. */
function hands(state: RoundState, seatIndex = 0) {
  return state.seats[seatIndex]!.hands.map((h) => ({
    cards: h.cards.join(' '),
    total: handValue(h.cards).total,
    bet: h.bet,
    outcome: h.outcome,
    returned: h.returned,
  }));
}

export const TABLES = ['bj-classic', 'bj-european', 'bj-multiseat', 'bj-h17-8deck'] as const;

export interface HandRow {
  cards: string;
  total: number;
  bet: number;
  outcome: string | null;
  returned: number;
}

export interface Case {
  name: string;
  table: string;
  shoe: string;
  decisions?: Choice[];
  bets?: SeatBet[];
  balance?: number;
  rules?: Record<string, unknown>;
  /** Legal moves offered at each decision. */
  asked?: Decision[][];
  /** Seat 1's hands (or every seat's, with `seats`). */
  hands?: HandRow[];
  seats?: HandRow[][];
  dealer: string;
  insurance?: { bet: number; returned: number }[];
  perfectPairs?: { result: string; returned: number }[];
  staked: number;
  returned: number;
}

export const h = (cards: string, total: number, bet: number, outcome: string | null, returned: number): HandRow => ({
  cards,
  total,
  bet,
  outcome,
  returned,
});

export function check(c: Case) {
  const r = play(c.table, c.shoe.split(' '), c.decisions ?? [], {
    bets: c.bets,
    balance: c.balance,
    rules: c.rules,
  });
  expect(r.unused).toEqual([]);
  if (c.asked) expect(r.asked).toEqual(c.asked);
  if (c.hands) expect(hands(r.state)).toEqual(c.hands);
  if (c.seats) expect(r.state.seats.map((_, i) => hands(r.state, i))).toEqual(c.seats);
  expect(r.state.dealer.cards.join(' ')).toBe(c.dealer);
  if (c.insurance) {
    expect(r.state.seats.map((s) => ({ bet: s.insurance.bet, returned: s.insurance.returned }))).toEqual(c.insurance);
  }
  if (c.perfectPairs) {
    expect(r.state.seats.map((s) => ({ result: s.perfectPairs.result, returned: s.perfectPairs.returned }))).toEqual(
      c.perfectPairs,
    );
  }
  expect(r.state.phase).toBe('over');
  expect(r.state.staked).toBe(c.staked);
  expect(r.state.returned).toBe(c.returned);
  const start = c.balance ?? 100000;
  expect(r.state.balance).toBe(start - c.staked);
  return r;
}
