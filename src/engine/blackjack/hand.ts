/**
 * Hand arithmetic: card values, soft and hard totals, blackjack, pairs, 7-7-7 and the Perfect
 * Pairs side bet. Plain functions over card codes, fast enough for the simulator's inner loop.
 */
import { type Card, colourOf, rankOf, suitOf } from '../shared/cards';

/** Blackjack value by the rank's character code: A 1, 2–9, T J Q K 10 (other codes: code − 48). */
const VALUE_BY_CODE = Int8Array.from({ length: 128 }, (_, code) => {
  if (code === 65) return 1; // A
  if (code === 84 || code === 74 || code === 81 || code === 75) return 10; // T J Q K
  return code - 48;
});

/** Blackjack value of a card: A 1 (an ace's extra 10 is decided by handValue), 2–9, T J Q K 10. */
export function cardValue(card: Card): number {
  // A table look-up, not a switch: the simulator asks this for every card, in random order.
  const code = card.charCodeAt(0);
  return code < 128 ? (VALUE_BY_CODE[code] as number) : code - 48;
}

export interface HandValue {
  /** The best total: an ace counts 11 unless that busts. */
  readonly total: number;
  /** True when an ace counts 11 (A-6 is soft 17; A-6-T is hard 17). */
  readonly soft: boolean;
}

export function handValue(cards: readonly Card[]): HandValue {
  let hard = 0;
  let aces = false;
  for (const c of cards) {
    const v = cardValue(c);
    hard += v;
    if (v === 1) aces = true;
  }
  if (aces && hard + 10 <= 21) return { total: hard + 10, soft: true };
  return { total: hard, soft: false };
}

/** handValue's total without building the object: the simulator asks for it on every card. */
export function handTotal(cards: readonly Card[]): number {
  let hard = 0;
  let aces = false;
  for (let i = 0; i < cards.length; i++) {
    const v = cardValue(cards[i] as Card);
    hard += v;
    if (v === 1) aces = true;
  }
  return aces && hard + 10 <= 21 ? hard + 10 : hard;
}

export function isBust(cards: readonly Card[]): boolean {
  return handTotal(cards) > 21;
}

/** Ace and a ten-value card as the first two cards of an unsplit hand. */
export function isBlackjack(cards: readonly Card[], fromSplit = false): boolean {
  if (fromSplit || cards.length !== 2) return false;
  const a = cardValue(cards[0] as Card);
  const b = cardValue(cards[1] as Card);
  return (a === 1 && b === 10) || (a === 10 && b === 1);
}

export function isTenValue(card: Card): boolean {
  return cardValue(card) === 10;
}

export function isAce(card: Card): boolean {
  return card.charCodeAt(0) === 65;
}

/** Two cards of equal blackjack value (K+J may split). */
export function isSplittablePair(cards: readonly Card[]): boolean {
  return cards.length === 2 && cardValue(cards[0] as Card) === cardValue(cards[1] as Card);
}

/** The first three cards are 7-7-7. */
export function isTripleSeven(cards: readonly Card[]): boolean {
  return cards.length === 3 && cards.every((c) => c.charCodeAt(0) === 55);
}

export type PerfectPairsResult = 'none' | 'mixed' | 'coloured' | 'perfect';

/** Perfect Pairs pays by rank, not value: J-J pairs, J-Q does not. */
export function perfectPairsResult(first: Card, second: Card): PerfectPairsResult {
  if (rankOf(first) !== rankOf(second)) return 'none';
  if (suitOf(first) === suitOf(second)) return 'perfect';
  return colourOf(first) === colourOf(second) ? 'coloured' : 'mixed';
}

/** Perfect Pairs odds (x:1): mixed 5, coloured 10, perfect 30. */
export const PERFECT_PAIRS_ODDS: Readonly<Record<PerfectPairsResult, number>> = {
  none: 0,
  mixed: 5,
  coloured: 10,
  perfect: 30,
};
