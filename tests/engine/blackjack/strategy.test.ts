/**
 * Basic strategy computed from expected values: it must reproduce the published 4–8 deck charts
 * cell for cell, and follow every rules field that changes play.
 */
import { describe, expect, it } from 'vitest';
import { fullShoe, without } from '../../../src/engine/blackjack/ev/composition';
import { BUST, dealerOutcomes } from '../../../src/engine/blackjack/ev/dealer';
import { expectedReturn } from '../../../src/engine/blackjack/ev/expected';
import { startingHandEvs } from '../../../src/engine/blackjack/ev/player';
import { tableRules } from '../../../src/engine/blackjack/rules';
import { computeStrategy, type Strategy, UP_CARDS } from '../../../src/engine/blackjack/strategy';
import { type Chart, WIZARD_6D_H17_DAS_LS, WIZARD_6D_S17_DAS_LS } from './published-charts';

/** 6 decks, S17, double any two, DAS, split to 4 hands, no re-split aces, late surrender, peek. */
const SIX_DECK_S17 = {
  decks: 6,
  dealerHitsSoft17: false,
  holeCard: 'peek',
  peekOn: 'ace-and-ten',
  doubleOn: 'any2',
  doubleAfterSplit: true,
  maxHands: 4,
  resplitAces: false,
  hitSplitAces: false,
  surrender: 'late',
  shuffle: 'every-round',
};
const rules = (overrides: Record<string, unknown> = {}) =>
  tableRules('bj-multiseat', { ...SIX_DECK_S17, ...overrides });
const strategy = (overrides: Record<string, unknown> = {}) => computeStrategy(rules(overrides));

function differences(computed: Strategy, published: Chart): string[] {
  const out: string[] = [];
  for (const section of ['hard', 'soft', 'pairs'] as const) {
    expect(Object.keys(computed[section])).toEqual(Object.keys(published[section]));
    for (const [row, codes] of Object.entries(published[section])) {
      const expected = codes.split(' ');
      UP_CARDS.forEach((up, i) => {
        const got = computed[section][row]![up];
        if (got !== expected[i]) out.push(`${section} ${row} v ${up}: computed ${got}, published ${expected[i]}`);
      });
    }
  }
  return out;
}

const column = (s: Strategy, section: 'hard' | 'soft' | 'pairs', up: (typeof UP_CARDS)[number]) =>
  Object.values(s[section]).map((row) => row[up]);
const allCodes = (s: Strategy) =>
  (['hard', 'soft', 'pairs'] as const).flatMap((sec) => Object.values(s[sec]).flatMap((r) => Object.values(r)));

describe('computed basic strategy against the published charts', () => {
  it('reproduces the 6-deck S17 DAS late-surrender chart cell for cell', () => {
    expect(differences(strategy(), WIZARD_6D_S17_DAS_LS)).toEqual([]);
  });

  it('reproduces the 6-deck H17 DAS late-surrender chart cell for cell', () => {
    expect(differences(strategy({ dealerHitsSoft17: true }), WIZARD_6D_H17_DAS_LS)).toEqual([]);
  });

  it('reproduces the H17 chart (published for 4–8 decks) for the bj-h17-8deck table itself', () => {
    expect(differences(computeStrategy(tableRules('bj-h17-8deck')), WIZARD_6D_H17_DAS_LS)).toEqual([]);
  });
});

describe('the rules fields that change play', () => {
  it('without double after split, splits 2s and 3s only against 4–7, 4s never, 6s against 3–6', () => {
    const s = strategy({ doubleAfterSplit: false });
    expect(s.pairs['2']).toMatchObject({ 2: 'H', 3: 'H', 4: 'P', 7: 'P', 8: 'H' });
    expect(s.pairs['3']).toMatchObject({ 2: 'H', 3: 'H', 4: 'P', 7: 'P' });
    expect(Object.values(s.pairs['4']!)).not.toContain('P');
    expect(s.pairs['6']).toMatchObject({ 2: 'H', 3: 'P', 6: 'P', 7: 'H' });
  });

  it('without surrender, no R codes: 16 v T hits, and under H17 8-8 v A splits and 17 v A stands', () => {
    const s17 = strategy({ surrender: 'none' });
    expect(allCodes(s17).filter((c) => c.startsWith('R'))).toEqual([]);
    expect(s17.hard['16']).toMatchObject({ 9: 'H', T: 'H', A: 'H' });
    const h17 = strategy({ surrender: 'none', dealerHitsSoft17: true });
    expect(allCodes(h17).filter((c) => c.startsWith('R'))).toEqual([]);
    expect([h17.pairs['8']!.A, h17.hard['17']!.A, h17.hard['15']!.A]).toEqual(['P', 'S', 'H']);
  });

  it('surrender "late-not-vs-ace" never surrenders against an ace', () => {
    const s = strategy({ surrender: 'late-not-vs-ace', dealerHitsSoft17: true });
    expect([...column(s, 'hard', 'A'), ...column(s, 'pairs', 'A')].filter((c) => c.startsWith('R'))).toEqual([]);
    expect(s.hard['16']!.T).toBe('Rh');
  });

  it('doubling only on 10–11 or 9–11 leaves no other double', () => {
    const ten = strategy({ doubleOn: '10-11' });
    expect(column(ten, 'soft', '5').filter((c) => c.startsWith('D'))).toEqual([]);
    expect([ten.hard['9']!['5'], ten.hard['10']!['5'], ten.hard['11']!['5'], ten.soft['18']!['4']]).toEqual([
      'H',
      'D',
      'D',
      'S',
    ]);
    const nine = strategy({ doubleOn: '9-11' });
    expect(nine.hard['9']!['3']).toBe('D');
    expect(nine.soft['17']!['5']).toBe('H');
  });

  it('with no hole card (dealer blackjack takes doubles and splits) hits 11 v T, 8-8 v T and A-A v A', () => {
    const s = strategy({ holeCard: 'none', surrender: 'none' });
    expect([s.hard['11']!.T, s.hard['10']!['9'], s.pairs['8']!.T, s.pairs['8']!['9'], s.pairs.A!.A]).toEqual([
      'H',
      'D',
      'H',
      'P',
      'H',
    ]);
  });

  it('peeking under an ace only plays a ten up card like no hole card', () => {
    const s = strategy({ peekOn: 'ace', surrender: 'none' });
    expect([s.hard['11']!.T, s.pairs['8']!.T, s.hard['11']!['9'], s.pairs.A!.A]).toEqual(['H', 'H', 'D', 'P']);
  });

  it('one hand per seat (maxHands 1) never splits', () => {
    expect(allCodes(strategy({ maxHands: 1 })).filter((c) => c === 'P' || c === 'Rp')).toEqual([]);
  });

  it('one deck doubles 9 v 2, 11 v A and 8 v 5–6, as single-deck charts do', () => {
    const s = strategy({ decks: 1 });
    expect([s.hard['9']!['2'], s.hard['11']!.A, s.hard['8']!['5'], s.hard['8']!['6']]).toEqual(['D', 'D', 'D', 'D']);
  });

  it('values re-splitting: more hands, re-split aces and hitting split aces each raise a split', () => {
    const shoe = (a: number) => without(fullShoe(6), 6, a, a);
    const split = (overrides: Record<string, unknown>, pair: number) =>
      startingHandEvs(rules(overrides), shoe(pair), 6, pair, pair).split;
    expect(split({ maxHands: 4 }, 8)).toBeGreaterThan(split({ maxHands: 2 }, 8));
    expect(split({ resplitAces: true }, 1)).toBeGreaterThan(split({}, 1));
    expect(split({ hitSplitAces: true }, 1)).toBeGreaterThan(split({}, 1));
    expect(split({ doubleAfterSplit: false }, 8)).toBeLessThan(split({}, 8));
    expect(Number.isNaN(startingHandEvs(rules({ maxHands: 1 }), shoe(8), 6, 8, 8).split)).toBe(true);
  });
});

describe('the expected values behind it', () => {
  it('gives the dealer the known 6-deck S17 bust chances (2: 35.36 %, 6: 42.28 %) and sums to one', () => {
    for (const [up, bust] of [
      [2, 0.3536],
      [6, 0.4228],
    ] as const) {
      const d = dealerOutcomes(without(fullShoe(6), up), up, false, false);
      expect(d[BUST]).toBeCloseTo(bust, 3);
      expect(d.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
    const underAce = dealerOutcomes(without(fullShoe(6), 1), 1, false, true);
    expect(underAce[6]).toBe(0);
  });

  it('puts the verified game at the published 99.67 % return per initial bet', () => {
    const r = rules();
    expect(expectedReturn(r, computeStrategy(r))).toBeCloseTo(0.9967, 3);
  });
});
