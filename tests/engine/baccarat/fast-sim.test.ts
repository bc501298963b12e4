/**
 * The simulator's baccarat loop deals the same rounds as the product's tableau: for one seed,
 * every round's winner is the one dealRound finds on the product's shoe (lazily shuffled before
 * every round, or a penetration shoe, or a continuous shuffler).
 */
import { describe, expect, it } from 'vitest';
import { baccaratShoe, fastBaccarat } from '../../../src/engine/baccarat/fast-sim';
import { tableRules } from '../../../src/engine/baccarat/rules';
import { dealRound } from '../../../src/engine/baccarat/tableau';
import { SeededRng } from '../../../src/engine/shared/rng';
import { beginRound, createShoe, endRound } from '../../../src/engine/shared/shoe';

const ROUNDS = 5000;
const WINNER = { player: 0, banker: 1, tie: 2 } as const;

describe('the fast baccarat loop', () => {
  it.each([
    ['baccarat-8deck', undefined],
    ['baccarat-6deck', { shuffle: { penetration: 0.8 } }],
    ['baccarat-8deck', { shuffle: 'continuous' }],
  ])('deals %s %j round for round as dealRound does', (table, overrides) => {
    const rules = tableRules(table, overrides);
    const a = new SeededRng(`bac-${table}`);
    let shoe = createShoe(rules.decks, rules.shuffle, a);
    const product: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const dealt = dealRound(beginRound(shoe, a), a);
      shoe = endRound(dealt.shoe, a);
      product.push(WINNER[dealt.tableau.outcome!.winner]);
    }
    const b = new SeededRng(`bac-${table}`);
    const fast: number[] = [];
    const wins = new Float64Array(3);
    fastBaccarat(baccaratShoe(rules, b), b, ROUNDS, wins, (w) => fast.push(w));
    expect(fast).toEqual(product);
    expect([...wins]).toEqual([0, 1, 2].map((w) => product.filter((x) => x === w).length));
    expect(wins[2]).toBeGreaterThan(0);
  });
});
