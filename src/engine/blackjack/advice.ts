/**
 * The move the computed basic strategy recommends for the hand whose turn it is: the simulator
 * plays by it and the table's hint shows it. Insurance and even money are always declined. A code
 * whose move the table does not allow now falls back as the chart says (D: hit, Ds: stand, Rh:
 * hit, Rs: stand, Rp: split); a pair that may not be split is played as its hard or soft total.
 */
import { cardValue } from './hand';
import { legalMoves } from './legal';
import type { BlackjackRules } from './rules';
import type { Decision, Hand, RoundState } from './state';
import { computeStrategy, type Strategy, type StrategyCode, type StrategyRow, type UpCard } from './strategy';

/** Chart column by card value (index 1 the ace, 10 the tens). */
const UP_BY_VALUE: readonly UpCard[] = ['A', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'];

/** The strategy's chart row for a hand: pair (when it may split), soft or hard total. */
function rowFor(strategy: Strategy, hand: Hand, splittable: boolean): StrategyRow | null {
  let hard = 0;
  let ace = false;
  for (const card of hand.cards) {
    const v = cardValue(card);
    hard += v;
    if (v === 1) ace = true;
  }
  if (splittable) {
    const v = cardValue(hand.cards[0]!);
    return strategy.pairs[v === 1 ? 'A' : v === 10 ? 'T' : String(v)] ?? null;
  }
  if (ace && hard + 10 <= 21) return strategy.soft[hard + 10] ?? null;
  return strategy.hard[hard] ?? null;
}

/** The first of `wanted` that is legal, else stand, else the first legal move. */
function firstLegal(legal: readonly Decision[], ...wanted: Decision[]): Decision {
  for (const w of wanted) if (legal.includes(w)) return w;
  return legal.includes('stand') ? 'stand' : (legal[0] as Decision);
}

function moveFor(code: StrategyCode, legal: readonly Decision[]): Decision {
  switch (code) {
    case 'H':
      return firstLegal(legal, 'hit');
    case 'S':
      return firstLegal(legal, 'stand');
    case 'D':
      return firstLegal(legal, 'double', 'hit');
    case 'Ds':
      return firstLegal(legal, 'double', 'stand');
    case 'P':
      return firstLegal(legal, 'split', 'hit');
    case 'Rh':
      return firstLegal(legal, 'surrender', 'hit');
    case 'Rs':
      return firstLegal(legal, 'surrender', 'stand');
    case 'Rp':
      return firstLegal(legal, 'surrender', 'split', 'hit');
  }
}

/**
 * The recommended decision for `state` given its legal moves (pass them when already known, as
 * the simulator does). Null when no decision is asked for.
 */
export function recommendMove(
  strategy: Strategy,
  state: RoundState,
  legal: readonly Decision[] = legalMoves(state),
): Decision | null {
  if (legal.length === 0 || state.turn === null) return null;
  if (state.phase === 'insurance') return legal.includes('even-money:no') ? 'even-money:no' : 'insurance:no';
  const hand = state.seats[state.turn.seat]!.hands[state.turn.hand]!;
  const up = UP_BY_VALUE[cardValue(state.dealer.cards[0]!)] as UpCard;
  // Hard 4 and soft 12 (a pair that may not split) are below the chart: hit.
  const row = rowFor(strategy, hand, legal.includes('split'));
  return moveFor(row === null ? 'H' : row[up], legal);
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
