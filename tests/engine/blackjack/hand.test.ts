import { describe, expect, it } from 'vitest';
import {
  cardValue,
  handValue,
  isBlackjack,
  isBust,
  isSplittablePair,
  isTripleSeven,
  perfectPairsResult,
} from '../../../src/engine/blackjack/hand';
import type { Card } from '../../../src/engine/shared/cards';

const c = (s: string) => s.split(' ') as Card[];

describe('card values', () => {
  it.each([
    ['AS', 1],
    ['2H', 2],
    ['9D', 9],
    ['TC', 10],
    ['JS', 10],
    ['QH', 10],
    ['KD', 10],
  ] as const)('%s counts %i', (card, value) => {
    expect(cardValue(card)).toBe(value);
  });
});

describe('hand totals (the sheets’ own examples)', () => {
  it.each([
    ['5S AH', 16, true, false, '5+A = 6 or 16 (sheet 002)'],
    ['QS KH', 20, false, false, 'Q+K = 20 (sheet 002)'],
    ['5S 5H AD', 21, true, false, '5+5+A = 11 or 21 (sheet 002)'],
    ['JS 6H QD', 26, false, true, 'J+6+Q = 26, bust (sheet 002)'],
    ['AS 6H', 17, true, false, 'A-6 is soft 17 (sheets 003, 004)'],
    ['AS 6H TD', 17, false, false, 'A-6-10 is hard 17 (sheets 003, 004)'],
    ['AS AH', 12, true, false, 'two aces: one counts 11'],
    ['AS AH 9D', 21, true, false, 'A-A-9 is soft 21'],
    ['AS AH TD 9C', 21, false, false, 'A-A-T-9 is hard 21'],
    ['TS 6H 6D', 22, false, true, '22 busts'],
  ])('%s → %i (soft %s, bust %s): %s', (cards, total, soft, bust) => {
    expect(handValue(c(cards))).toEqual({ total, soft });
    expect(isBust(c(cards))).toBe(bust);
  });
});

describe('blackjack', () => {
  it('is an ace and a ten-value card as the first two cards, in either order', () => {
    expect(isBlackjack(c('AS KD'))).toBe(true);
    expect(isBlackjack(c('TD AH'))).toBe(true);
    expect(isBlackjack(c('JC AC'))).toBe(true);
  });
  it('is never three cards or a split hand', () => {
    expect(isBlackjack(c('5S 5H AD'))).toBe(false);
    expect(isBlackjack(c('AS KD'), true)).toBe(false);
    expect(isBlackjack(c('AS 9D'))).toBe(false);
  });
});

describe('pairs', () => {
  it('split on equal value: K+J, T+Q, 8+8, A+A; not 7+8', () => {
    expect(isSplittablePair(c('KS JD'))).toBe(true);
    expect(isSplittablePair(c('TS QD'))).toBe(true);
    expect(isSplittablePair(c('8S 8D'))).toBe(true);
    expect(isSplittablePair(c('AS AD'))).toBe(true);
    expect(isSplittablePair(c('7S 8D'))).toBe(false);
    expect(isSplittablePair(c('8S 8D 8C'))).toBe(false);
  });
  it('7-7-7 is exactly three sevens', () => {
    expect(isTripleSeven(c('7S 7H 7D'))).toBe(true);
    expect(isTripleSeven(c('7S 7H'))).toBe(false);
    expect(isTripleSeven(c('7S 7H 6D'))).toBe(false);
  });
});

describe('Perfect Pairs (sheet 002)', () => {
  it.each([
    ['KH KS', 'mixed', 'one red, one black'],
    ['7C 7S', 'coloured', 'both black, different suits'],
    ['KH KD', 'coloured', 'both red, different suits'],
    ['QD QD', 'perfect', 'same suit'],
    ['JH QH', 'none', 'face cards pair by rank only'],
    ['TH JH', 'none', 'ten and jack are not a pair'],
  ])('%s is %s (%s)', (cards, result) => {
    const [a, b] = c(cards);
    expect(perfectPairsResult(a!, b!)).toBe(result);
  });
});
