import { describe, expect, it } from 'vitest';
import {
  CardError,
  colourOf,
  decksOf,
  isCard,
  parseCard,
  rankIndex,
  rankOf,
  standardDeck,
  suitOf,
} from '../../../src/engine/shared/cards';

describe('cards as two-character codes', () => {
  it('reads rank and suit of HEADLESS.md codes', () => {
    expect(rankOf('TD')).toBe('T');
    expect(suitOf('TD')).toBe('D');
    expect(rankIndex('AS')).toBe(1);
    expect(rankIndex('KC')).toBe(13);
    expect(colourOf('QH')).toBe('red');
    expect(colourOf('2D')).toBe('red');
    expect(colourOf('JS')).toBe('black');
    expect(colourOf('9C')).toBe('black');
  });

  it('refuses what is not a card, with a hint for "10"', () => {
    expect(isCard('TD')).toBe(true);
    expect(isCard('td')).toBe(false);
    expect(isCard('1S')).toBe(false);
    expect(() => parseCard('10H')).toThrow(/write the ten as TH/);
    expect(() => parseCard('ZZ')).toThrow(CardError);
    expect(() => parseCard(7)).toThrow(/"7" is not a card/);
  });

  it('builds decks of 52 distinct cards, 13 per suit', () => {
    const deck = standardDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect(deck.filter((c) => suitOf(c) === 'H')).toHaveLength(13);
    const shoe = decksOf(8);
    expect(shoe).toHaveLength(416);
    expect(shoe.filter((c) => c === 'AS')).toHaveLength(8);
    expect(() => decksOf(0)).toThrow(CardError);
  });
});
