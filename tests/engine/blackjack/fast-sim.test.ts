/**
 * The simulator's fast loop is the same game as the round engine: for one seed, every round
 * stakes and returns exactly what simulateRounds (the product's own steps) stakes and returns, on
 * every table and on overrides that reach each rule the loop reads (split variants, double
 * totals, surrender, no hole card, 7-7-7, a shoe that runs dry mid-round).
 */
import { describe, expect, it } from 'vitest';
import { strategyFor } from '../../../src/engine/blackjack/advice';
import { blackjackShoe, fastSimulate } from '../../../src/engine/blackjack/fast-sim';
import { simulateRounds } from '../../../src/engine/blackjack/play';
import { type BlackjackRules, tableRules } from '../../../src/engine/blackjack/rules';
import { SeededRng } from '../../../src/engine/shared/rng';
import { createShoe } from '../../../src/engine/shared/shoe';

const ROUNDS = 20_000;

function product(rules: BlackjackRules, seed: string, stake: number): number[] {
  const rng = new SeededRng(seed);
  const out: number[] = [];
  const shoe = createShoe(rules.decks, rules.shuffle, rng);
  simulateRounds(rules, shoe, [{ seat: 1, main: stake }], 1e12, rng, strategyFor(rules), ROUNDS, (s, r) => {
    out.push(s, r);
  });
  return out;
}

function fast(rules: BlackjackRules, seed: string, stake: number): number[] {
  const rng = new SeededRng(seed);
  const out: number[] = [];
  fastSimulate(rules, strategyFor(rules), stake, blackjackShoe(rules, rng), rng, ROUNDS, (s, r) => {
    out.push(s, r);
  });
  return out;
}

const CASES: [string, Record<string, unknown>][] = [
  ['bj-h17-8deck', { shuffle: { penetration: 0.75 } }],
  ['bj-h17-8deck', {}],
  ['bj-classic', {}],
  ['bj-european', {}],
  ['bj-multiseat', {}],
  ['bj-multiseat', { shuffle: 'continuous', surrender: 'late-not-vs-ace', peekOn: 'ace' }],
  ['bj-classic', { decks: 1, shuffle: { penetration: 1 }, doubleOn: '9-11', resplitAces: true, maxHands: 4 }],
  ['bj-classic', { splitSecondCard: 'immediately', doubleOn: '10-11', dealerHitsSoft17: true, blackjackPays: [6, 5] }],
  ['bj-european', { bonus777: true, hitSplitAces: true, doubleAfterSplit: false, decks: 2 }],
];

describe('the fast simulation loop', () => {
  it.each(CASES)('plays %s %j round for round as simulateRounds does', (table, overrides) => {
    const rules = tableRules(table, overrides);
    const stake = Math.max(rules.minBet, 1000);
    const a = product(rules, `fast-${table}`, stake);
    const b = fast(rules, `fast-${table}`, stake);
    expect(b.length).toBe(2 * ROUNDS);
    // Doubles or splits happen, so the comparison covers more than one-bet rounds.
    expect(a.some((v, i) => i % 2 === 0 && v > stake)).toBe(true);
    expect(b).toEqual(a);
  });

  it('differs from the product when the seed differs (the comparison can fail)', () => {
    const rules = tableRules('bj-h17-8deck');
    expect(fast(rules, 'one', 1000)).not.toEqual(product(rules, 'two', 1000));
  });
});
