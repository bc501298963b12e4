/**
 * Shoes shuffled before every round and continuous shufflers shuffle lazily: each card drawn is
 * one step of the forward Fisher–Yates (i swaps with i + int(N − i)), so the cards dealt are those
 * the whole shuffle would put first for the same draws; the simulators' ValueShoe deals the same.
 */
import { describe, expect, it } from 'vitest';
import { BLACKJACK_VALUES } from '../../../src/engine/blackjack/fast-sim';
import { type Card, decksOf } from '../../../src/engine/shared/cards';
import { CryptoRng, SeededRng } from '../../../src/engine/shared/rng';
import {
  beginDraftRound,
  beginRound,
  cardsRemaining,
  createShoe,
  draftShoe,
  draw,
  drawCard,
  endDraftRound,
  restoreShoe,
  type ShufflePolicy,
} from '../../../src/engine/shared/shoe';
import { ValueShoe } from '../../../src/engine/shared/value-shoe';

/** The whole forward Fisher–Yates of SERVER.md on a fresh shoe, with the local Rng's int. */
function forwardShuffle(decks: number, rng: SeededRng): Card[] {
  const cards = decksOf(decks);
  for (let i = 0; i < cards.length - 1; i++) {
    const j = i + rng.int(cards.length - i);
    [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
  }
  return cards;
}

const VALUE: Record<string, number> = { A: 1, T: 10, J: 10, Q: 10, K: 10 };
const bjValue = (c: Card): number => VALUE[c[0] as string] ?? Number(c[0]);

describe('a lazily shuffled shoe', () => {
  it('deals, card by card, what the whole forward shuffle deals first for the same draws', () => {
    const rng = new SeededRng('lazy');
    let shoe = beginRound(createShoe(2, 'every-round', rng), rng);
    expect(shoe.lazy).toBe(true);
    const dealt: Card[] = [];
    for (let i = 0; i < 12; i++) {
      const d = draw(shoe, rng);
      dealt.push(d.card);
      shoe = d.shoe;
    }
    expect(dealt).toEqual(forwardShuffle(2, new SeededRng('lazy')).slice(0, 12));
  });

  it('draws one number per card, not one per card in the shoe', () => {
    const counting = new SeededRng('count');
    let calls = 0;
    const rng = {
      uint32: () => counting.uint32(),
      int: (n: number) => {
        calls++;
        return counting.int(n);
      },
    };
    const d = draftShoe(createShoe(8, 'every-round', rng));
    for (let round = 0; round < 10; round++) {
      beginDraftRound(d, rng);
      for (let i = 0; i < 5; i++) drawCard(d, rng);
      endDraftRound(d, rng);
    }
    expect(calls).toBe(50);
  });

  it('leaves the state it drew from as it was, and restores with its flag', () => {
    const rng = new SeededRng(5);
    const shoe = beginRound(createShoe(1, 'every-round', rng), rng);
    const before = shoe.cards.slice();
    const first = draw(shoe, new SeededRng(9));
    expect(shoe.cards).toEqual(before);
    expect(draw(shoe, new SeededRng(9)).card).toBe(first.card);
    const saved = JSON.parse(JSON.stringify(first.shoe));
    expect(restoreShoe(saved)).toEqual(first.shoe);
    expect(() => restoreShoe({ ...saved, lazy: 'yes' })).toThrow(/lazy/);
    const { lazy: _gone, ...old } = saved;
    expect(restoreShoe(old).lazy).toBe(false);
  });

  it('takes every card back into a continuous shuffler after each round', () => {
    const rng = new SeededRng('csm');
    const d = draftShoe(createShoe(1, 'continuous', rng));
    const seen = new Set<string>();
    for (let round = 0; round < 200; round++) {
      beginDraftRound(d, rng);
      for (let i = 0; i < 6; i++) seen.add(drawCard(d, rng));
      endDraftRound(d, rng);
      expect(cardsRemaining({ ...d })).toBe(52);
    }
    expect(seen.size).toBe(52);
  });

  it.each<[ShufflePolicy]>([['every-round'], ['continuous'], [{ penetration: 0.75 }], [{ penetration: 1 }]])(
    'matches the simulators’ ValueShoe card for card (%j)',
    (policy) => {
      const a = new SeededRng('value-shoe');
      const b = new SeededRng('value-shoe');
      const d = draftShoe(createShoe(1, policy, a));
      const v = new ValueShoe(1, policy, b, BLACKJACK_VALUES);
      const product: number[] = [];
      const fast: number[] = [];
      for (let round = 0; round < 300; round++) {
        beginDraftRound(d, a);
        v.beginRound(b);
        for (let i = 0; i < 2 + (round % 7); i++) {
          product.push(bjValue(drawCard(d, a)));
          fast.push(v.draw(b));
        }
        endDraftRound(d, a);
        v.endRound();
      }
      expect(fast).toEqual(product);
    },
  );

  it('shuffles uniformly with crypto entropy too (each card first about equally often)', () => {
    const rng = new CryptoRng();
    const counts = new Map<string, number>();
    const d = draftShoe(createShoe(1, 'every-round', rng));
    for (let i = 0; i < 26_000; i++) {
      beginDraftRound(d, rng);
      const c = drawCard(d, rng);
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(52);
    for (const n of counts.values()) expect(Math.abs(n - 500)).toBeLessThan(120);
  });
});
