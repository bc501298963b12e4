import { describe, expect, it } from 'vitest';
import { type Card, standardDeck } from '../../../src/engine/shared/cards';
import { SeededRng } from '../../../src/engine/shared/rng';
import {
  beginDraftRound,
  beginRound,
  cardsRemaining,
  createShoe,
  draftShoe,
  draw,
  drawCard,
  endDraftRound,
  endRound,
  restoreShoe,
  roundCards,
  ShoeError,
  type ShoeState,
  settledShoe,
  stackedShoe,
  validateShufflePolicy,
} from '../../../src/engine/shared/shoe';
import { chiSquareCritical, chiSquareUniform } from '../../helpers/stats';

function drawN(shoe: ShoeState, n: number, rng = new SeededRng(0)): { cards: Card[]; shoe: ShoeState } {
  const cards: Card[] = [];
  let s = shoe;
  for (let i = 0; i < n; i++) {
    const d = draw(s, rng);
    cards.push(d.card);
    s = d.shoe;
  }
  return { cards, shoe: s };
}

const sorted = (cards: readonly Card[]) => [...cards].sort();

describe('a shuffled shoe', () => {
  it('holds every card of N decks exactly N times', () => {
    const shoe = createShoe(6, 'every-round', new SeededRng('six'));
    expect(shoe.cards).toHaveLength(312);
    const all = sorted(shoe.cards);
    const expected = sorted(Array.from({ length: 6 }, standardDeck).flat());
    expect(all).toEqual(expected);
    expect(shoe.cards.slice(0, 10)).not.toEqual(expected.slice(0, 10));
  });

  it('deals all 24 orders of 4 cards equally often (chi-square)', () => {
    const rng = new SeededRng('perm-4');
    const four: Card[] = ['AS', 'KH', '7D', '2C'];
    const seen = new Map<string, number>();
    const runs = 240_000;
    for (let i = 0; i < runs; i++) {
      const shoe = beginRound(stackedAsRandom(four), rng);
      const key = drawN(shoe, 4, rng).cards.join();
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(24);
    expect(chiSquareUniform([...seen.values()])).toBeLessThan(chiSquareCritical(23));
  });

  it('draws without mutating the state it was given', () => {
    // A penetration shoe holds its cards in dealing order (an every-round shoe shuffles as it deals: lazy-shoe.test.ts).
    const shoe = createShoe(1, { penetration: 0.75 }, new SeededRng(3));
    const first = draw(shoe, new SeededRng(0));
    expect(shoe.position).toBe(0);
    expect(first.shoe.position).toBe(1);
    expect(first.card).toBe(shoe.cards[0]);
    expect(draw(shoe, new SeededRng(0)).card).toBe(first.card);
  });

  it('serializes to JSON and restores to the same deal', () => {
    const rng = new SeededRng('save');
    let shoe = createShoe(8, { penetration: 0.75 }, rng);
    shoe = drawN(shoe, 37, rng).shoe;
    const restored = restoreShoe(JSON.parse(JSON.stringify(shoe)));
    expect(restored).toEqual(shoe);
    expect(drawN(restored, 20).cards).toEqual(drawN(shoe, 20).cards);
  });

  it('refuses corrupt saved shoes', () => {
    const shoe = createShoe(1, 'continuous', new SeededRng(1));
    const json = JSON.parse(JSON.stringify(shoe));
    expect(() => restoreShoe(null)).toThrow(ShoeError);
    expect(() => restoreShoe({ ...json, cards: json.cards.slice(1) })).toThrow(/card count/);
    expect(() => restoreShoe({ ...json, position: 99 })).toThrow(/position/);
    expect(() => restoreShoe({ ...json, cards: ['XX', ...json.cards.slice(1)] })).toThrow(/cards/);
    expect(() => restoreShoe({ ...json, policy: 'sometimes' })).toThrow(/shuffle must be/);
  });
});

/** A one-deck-like shoe of the given cards that shuffles every round. */
function stackedAsRandom(cards: Card[]): ShoeState {
  return { ...stackedShoe(cards), policy: 'every-round' };
}

describe('shuffle policies', () => {
  it('every-round: each round starts from a full, freshly shuffled shoe', () => {
    const rng = new SeededRng('er');
    let shoe = createShoe(6, 'every-round', rng);
    shoe = drawN(shoe, 15, rng).shoe;
    shoe = endRound(shoe, rng);
    const next = beginRound(shoe, rng);
    expect(cardsRemaining(next)).toBe(312);
    expect(next.shuffles).toBe(shoe.shuffles + 1);
  });

  it('penetration: reshuffles before the round after the cut card came out, not before', () => {
    const rng = new SeededRng('pen');
    let shoe = createShoe(1, { penetration: 0.5 }, rng);
    expect(shoe.cutIndex).toBe(26);
    shoe = beginRound(shoe, rng);
    shoe = drawN(shoe, 25, rng).shoe; // 25 dealt: the cut card (26th) is still inside
    shoe = beginRound(endRound(shoe, rng), rng);
    expect(shoe.position).toBe(25);
    expect(shoe.shuffles).toBe(1);
    shoe = drawN(shoe, 1, rng).shoe; // the 26th card: the cut card is out
    shoe = beginRound(endRound(shoe, rng), rng);
    expect(shoe.position).toBe(0);
    expect(shoe.shuffles).toBe(2);
  });

  it('bj-h17-8deck reshuffles after 10 % of 416 cards, i.e. at the 42nd card', () => {
    const rng = new SeededRng('ten');
    const shoe = createShoe(8, { penetration: 0.1 }, rng);
    expect(shoe.cutIndex).toBe(42);
    expect(beginRound(drawN(shoe, 41, rng).shoe, rng).shuffles).toBe(1);
    expect(beginRound(drawN(shoe, 42, rng).shoe, rng).shuffles).toBe(2);
  });

  it('continuous: the round’s cards go back into the machine', () => {
    const rng = new SeededRng('csm');
    let shoe = beginRound(createShoe(6, 'continuous', rng), rng);
    const dealt = drawN(shoe, 11, rng);
    shoe = dealt.shoe;
    expect(cardsRemaining(shoe)).toBe(301);
    expect(roundCards(shoe)).toEqual(dealt.cards);
    shoe = endRound(shoe, rng);
    expect(cardsRemaining(shoe)).toBe(312);
    expect(sorted(shoe.cards)).toEqual(sorted(Array.from({ length: 6 }, standardDeck).flat()));
    // and they can come out again in the very next round
    let seenAgain = 0;
    for (let r = 0; r < 200; r++) {
      const round = drawN(beginRound(shoe, rng), 20, rng);
      if (round.cards.some((c) => c === dealt.cards[0])) seenAgain++;
      shoe = endRound(round.shoe, rng);
    }
    expect(seenAgain).toBeGreaterThan(0);
  });

  it('a shoe that runs dry mid-round shuffles the discards and keeps the table’s cards out', () => {
    const rng = new SeededRng('dry');
    let shoe = createShoe(1, 'continuous', rng);
    shoe = { ...shoe, policy: { penetration: 1 }, cutIndex: 52 };
    shoe = drawN(shoe, 48, rng).shoe;
    shoe = beginRound(endRound(shoe, rng), rng); // cut card not out until the 52nd card
    const round = drawN(shoe, 10, rng);
    const onTable = round.cards;
    const after = round.shoe;
    expect(after.shuffles).toBe(shoe.shuffles + 1);
    const rest = after.cards.slice(after.position);
    expect(rest).toHaveLength(52 - 10);
    for (const c of onTable) expect(rest).not.toContain(c);
  });

  it('validates the policy of the rules object', () => {
    expect(validateShufflePolicy({ penetration: 0.75 })).toEqual({ penetration: 0.75 });
    expect(() => validateShufflePolicy({ penetration: 1.5 })).toThrow(/penetration/);
    expect(() => validateShufflePolicy('sometimes')).toThrow(/every-round/);
  });
});

describe('a stacked shoe', () => {
  it('deals exactly the listed cards in order, across rounds, and never shuffles', () => {
    const rng = new SeededRng(0);
    let shoe = stackedShoe(['TS', '9H', 'AS', '7D', '2C']);
    shoe = beginRound(shoe, rng);
    const a = drawN(shoe, 3, rng);
    const b = drawN(beginRound(endRound(a.shoe, rng), rng), 2, rng);
    expect([...a.cards, ...b.cards]).toEqual(['TS', '9H', 'AS', '7D', '2C']);
  });

  it('is an error when it runs out, and names a bad card by index', () => {
    const shoe = drawN(stackedShoe(['TS']), 1).shoe;
    expect(() => draw(shoe, new SeededRng(0))).toThrow(/ran out after 1 cards/);
    expect(() => stackedShoe(['TS', '10H'])).toThrow(/shoe\[1\].*TH/);
  });
});

describe('a shoe draft (dealt from in place)', () => {
  const policies: [string, ShoeState][] = [
    ['every-round', createShoe(2, 'every-round', new SeededRng('p1'))],
    ['continuous', createShoe(2, 'continuous', new SeededRng('p2'))],
    ['penetration', createShoe(2, { penetration: 0.5 }, new SeededRng('p3'))],
    // The cut card at the very end: rounds run the shoe dry and shuffle the discards mid-round.
    ['runs dry', { ...createShoe(1, 'continuous', new SeededRng('p4')), policy: { penetration: 1 }, cutIndex: 52 }],
  ];

  it.each(policies)(
    '%s: deals what the ShoeState steps deal, and leaves every state it showed alone',
    (name, start) => {
      const functional = new SeededRng('same');
      const inPlace = new SeededRng('same');
      const before = JSON.stringify(start);
      let shoe = start;
      const draft = draftShoe(start);
      const shown: { state: ShoeState; json: string }[] = [];
      let midRoundShuffles = 0;
      for (let round = 0; round < 60; round++) {
        const n = 3 + (round % 7);
        shoe = beginRound(shoe, functional);
        const dealt = drawN(shoe, n, functional);
        shoe = endRound(dealt.shoe, functional);
        beginDraftRound(draft, inPlace);
        const shuffles = draft.shuffles;
        const cards = Array.from({ length: n }, () => drawCard(draft, inPlace));
        if (draft.shuffles > shuffles) midRoundShuffles++;
        endDraftRound(draft, inPlace);
        expect(cards).toEqual(dealt.cards);
        if (round % 9 === 0) {
          const state = settledShoe(draft);
          shown.push({ state, json: JSON.stringify(state) });
        }
      }
      expect(settledShoe(draft)).toEqual(shoe);
      expect(inPlace.save()).toEqual(functional.save());
      for (const s of shown) expect(JSON.stringify(s.state)).toBe(s.json);
      expect(JSON.stringify(start)).toBe(before);
      if (name === 'runs dry') expect(midRoundShuffles).toBeGreaterThan(0);
    },
  );
});
