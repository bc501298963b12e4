/**
 * Return-to-player figures the rules panel shows, each computed from the engine for the rules in
 * force (nothing typed in): blackjack's main game by the engine's basic strategy and expected
 * return, Perfect Pairs from the shoe's composition and the engine's odds, roulette from the
 * engine's own settlement of every pocket.
 */
import { expectedReturn } from '../../engine/blackjack/ev/expected';
import { PERFECT_PAIRS_ODDS } from '../../engine/blackjack/hand';
import type { BlackjackRules } from '../../engine/blackjack/rules';
import { computeStrategy, type Strategy } from '../../engine/blackjack/strategy';
import type { AnnouncedBet } from '../../engine/roulette/bets';
import { type Position, positionsOfKind } from '../../engine/roulette/layout';
import type { PositionKind, RouletteTable } from '../../engine/roulette/rules';
import { positionReturn } from '../../engine/roulette/settle';
import { POCKETS } from '../../engine/roulette/wheel';

const returnMemo = new Map<string, number | null>();
const strategyMemo = new Map<string, Strategy>();

/** What the return and the strategy depend on: limits, chips, seats and the shuffle change neither from a full shoe. */
function playKey(rules: BlackjackRules): string {
  const { chips: _c, minBet: _min, maxBet: _max, seats: _s, shuffle: _sh, tiers: _t, ...play } = rules;
  return JSON.stringify(play);
}

/**
 * The basic strategy the engine computes for these rules (a few hundred ms, then remembered per
 * rules object): the one the main game's figure assumes and the strategy chart shows.
 */
export function basicStrategy(rules: BlackjackRules): Strategy {
  const key = playKey(rules);
  let strategy = strategyMemo.get(key);
  if (!strategy) {
    strategy = computeStrategy(rules);
    strategyMemo.set(key, strategy);
  }
  return strategy;
}

/**
 * The main game's expected return per initial bet with basic strategy (remembered per rules
 * object); null if the engine cannot compute it for these rules.
 */
export function blackjackMainReturn(rules: BlackjackRules): number | null {
  const key = playKey(rules);
  if (!returnMemo.has(key)) {
    let value: number | null;
    try {
      value = expectedReturn(rules, basicStrategy(rules));
      if (!Number.isFinite(value)) value = null;
    } catch {
      value = null;
    }
    returnMemo.set(key, value);
  }
  return returnMemo.get(key) ?? null;
}

/**
 * Perfect Pairs on the first two cards of a full shoe: after any first card, of the 52·d − 1 left,
 * d − 1 match it in rank and suit, d in rank and the other suit of its colour, 2d in rank and the
 * other colour. A win returns the stake with the engine's odds.
 */
export function perfectPairsReturn(decks: number): number {
  const left = 52 * decks - 1;
  return (
    ((decks - 1) / left) * (PERFECT_PAIRS_ODDS.perfect + 1) +
    (decks / left) * (PERFECT_PAIRS_ODDS.coloured + 1) +
    ((2 * decks) / left) * (PERFECT_PAIRS_ODDS.mixed + 1)
  );
}

function pockets(): number[] {
  return Array.from({ length: POCKETS }, (_, n) => n);
}

/** A position's return per unit staked, over every pocket, by the engine's settlement. */
function positionRtp(table: RouletteTable, position: Position, stake = 1): number {
  let returned = 0;
  for (const n of pockets()) returned += positionReturn(table, position, stake, n);
  return returned / (stake * POCKETS);
}

/** A bet kind's return: the average over its positions (they cover equally many numbers). */
export function rouletteKindReturn(table: RouletteTable, kind: PositionKind): number {
  const positions = positionsOfKind(kind);
  let sum = 0;
  for (const p of positions) sum += positionRtp(table, p);
  return sum / positions.length;
}

/** An announced bet's return: its pieces with their chips, settled on every pocket. */
export function announcedReturn(table: RouletteTable, bet: AnnouncedBet): number {
  let returned = 0;
  for (const n of pockets()) {
    for (const part of bet.parts) returned += positionReturn(table, part.position, part.chips, n);
  }
  return returned / (bet.chips * POCKETS);
}
