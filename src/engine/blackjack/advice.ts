/**
 * The move the computed basic strategy recommends for the hand whose turn it is: the simulator
 * plays by it and the table's hint shows it. Insurance and even money are always declined. A code
 * whose move the table does not allow now falls back as the chart says (D: hit, Ds: stand, Rh:
 * hit, Rs: stand, Rp: split); a pair that may not be split is played as its hard or soft total.
 */
import type { Card } from '../shared/cards';
import { cardValue } from './hand';
import { legalMoves, MOVE, moveBit, movesIn } from './legal';
import type { BlackjackRules } from './rules';
import type { Decision, RoundState } from './state';
import { computeStrategy, type Strategy, type StrategyCode, type StrategyRow } from './strategy';
import { draftOf, type HandDraft, makeHand } from './update';

/** The chart codes, numbered from 1 in a compiled strategy (0: no such row, play as H). */
const CODES: readonly StrategyCode[] = ['H', 'S', 'D', 'Ds', 'P', 'Rh', 'Rs', 'Rp'];
const UP_INDEX: Readonly<Record<string, number>> = {
  A: 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 10,
};

/** Rows of a compiled strategy: hard totals 0–31, soft totals 32–63, pairs by card value 64–74. */
export const SOFT = 32;
export const PAIR = 64;
const ROWS = 75;

/**
 * A strategy as one array of chart codes: entry (row × 11 + up card value) is the index in CODES
 * plus one. The lookup the simulator makes for every decision: no strings, no objects.
 */
export type CompiledStrategy = Uint8Array;

const compiled = new WeakMap<Strategy, CompiledStrategy>();

export function compileStrategy(strategy: Strategy): CompiledStrategy {
  let table = compiled.get(strategy);
  if (table !== undefined) return table;
  table = new Uint8Array(ROWS * 11);
  const fill = (base: number, rows: Record<string, StrategyRow>, rowIndex: (key: string) => number | undefined) => {
    for (const [key, row] of Object.entries(rows)) {
      const r = rowIndex(key);
      if (r === undefined) continue;
      for (const [up, code] of Object.entries(row)) {
        const u = UP_INDEX[up];
        const c = CODES.indexOf(code);
        if (u !== undefined && c >= 0) (table as Uint8Array)[(base + r) * 11 + u] = c + 1;
      }
    }
  };
  const total = (max: number) => (key: string) => {
    const n = Number(key);
    return Number.isInteger(n) && n >= 0 && n < max ? n : undefined;
  };
  fill(0, strategy.hard, total(SOFT));
  fill(SOFT, strategy.soft, total(SOFT));
  fill(PAIR, strategy.pairs, (key) => (key === 'A' ? 1 : key === 'T' ? 10 : total(10)(key)));
  compiled.set(strategy, table);
  return table;
}

/** The play decision of one MOVE bit. */
function playMove(bit: number): Decision {
  switch (bit) {
    case MOVE.hit:
      return 'hit';
    case MOVE.stand:
      return 'stand';
    case MOVE.double:
      return 'double';
    case MOVE.split:
      return 'split';
    default:
      return 'surrender';
  }
}

/** The first of the wanted moves (MOVE bits, best first) that is legal, else stand, else the first legal move. */
function firstLegal(legal: number, a: number, b = 0, c = 0): Decision {
  if (legal & a) return playMove(a);
  if (legal & b) return playMove(b);
  if (legal & c) return playMove(c);
  return legal & MOVE.stand ? 'stand' : (movesIn(legal)[0] as Decision);
}

/** What a chart code means given the legal moves: the chart's fallbacks (D: hit, Ds: stand, …). */
export function moveFor(code: number, legal: number): Decision {
  switch (code) {
    case 2: // S
      return firstLegal(legal, MOVE.stand);
    case 3: // D
      return firstLegal(legal, MOVE.double, MOVE.hit);
    case 4: // Ds
      return firstLegal(legal, MOVE.double, MOVE.stand);
    case 5: // P
      return firstLegal(legal, MOVE.split, MOVE.hit);
    case 6: // Rh
      return firstLegal(legal, MOVE.surrender, MOVE.hit);
    case 7: // Rs
      return firstLegal(legal, MOVE.surrender, MOVE.stand);
    case 8: // Rp
      return firstLegal(legal, MOVE.surrender, MOVE.split, MOVE.hit);
    default: // H, and hands below the chart (hard 4, soft 12 that may not split)
      return firstLegal(legal, MOVE.hit);
  }
}

/**
 * The chart's move for a hand against the dealer's up card, given the legal moves (MOVE bits):
 * the pair row when the hand may split, else its soft or hard total.
 */
export function strategyMove(table: CompiledStrategy, hand: HandDraft, up: Card, legal: number): Decision {
  const hard = hand.hard;
  let row: number;
  if (legal & MOVE.split) row = PAIR + cardValue(hand.cards[0] as Card);
  else if (hand.aces > 0 && hard <= 11) row = SOFT + hard + 10;
  else row = hard < SOFT ? hard : 0;
  return moveFor(table[row * 11 + cardValue(up)] as number, legal);
}

/** The decision of the simulator and the hint while insurance or even money is offered: decline. */
export function declineInsurance(legal: number): Decision {
  return legal & MOVE['even-money:no'] ? 'even-money:no' : 'insurance:no';
}

/**
 * The recommended decision for `state` given its legal moves (pass them when already known).
 * Null when no decision is asked for.
 */
export function recommendMove(
  strategy: Strategy,
  state: RoundState,
  legal: readonly Decision[] = legalMoves(state),
): Decision | null {
  if (legal.length === 0 || state.turn === null) return null;
  let mask = 0;
  for (const move of legal) mask |= moveBit(move);
  if (state.phase === 'insurance') return declineInsurance(mask);
  const d = draftOf(state);
  const hand = d.seats[state.turn.seat]!.hands[state.turn.hand]!;
  return strategyMove(compileStrategy(strategy), hand, d.dealer.cards[0]!, mask);
}

/**
 * The recommended decision for a hand as the player sees it (the table's hint): its cards, the
 * dealer's up card and the legal moves; insurance and even money declined. Null when nothing is
 * asked.
 */
export function recommendForHand(
  strategy: Strategy,
  phase: RoundState['phase'],
  cards: readonly Card[],
  up: Card,
  legal: readonly Decision[],
): Decision | null {
  if (legal.length === 0) return null;
  let mask = 0;
  for (const move of legal) mask |= moveBit(move);
  if (phase === 'insurance') return declineInsurance(mask);
  const hand = makeHand(cards.slice(), 0, false, false, false, false, false, null, 0);
  return strategyMove(compileStrategy(strategy), hand, up, mask);
}

const cache = new Map<string, Strategy>();

/** computeStrategy, kept per distinct rules object content (the chart takes a fraction of a second). */
export function strategyFor(rules: BlackjackRules): Strategy {
  const key = JSON.stringify(rules);
  let strategy = cache.get(key);
  if (strategy === undefined) {
    strategy = computeStrategy(rules);
    if (cache.size >= 16) cache.clear();
    cache.set(key, strategy);
  }
  return strategy;
}
