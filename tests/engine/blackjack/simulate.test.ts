/**
 * The simulator's round driver (simulateRounds: one draft reused for every round) plays exactly
 * what the public steps play: the same rounds as playRound with the recommended move at each
 * decision, round by round, and the same shoe afterwards; and it changes nothing it was given.
 */
import { describe, expect, it } from 'vitest';
import { recommendMove, strategyFor } from '../../../src/engine/blackjack/advice';
import { playRound, type SeatBet, simulateRounds, tableRules } from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { createShoe } from '../../../src/engine/shared/shoe';

const CASES: [string, Record<string, unknown>, SeatBet[]][] = [
  ['bj-classic', {}, [{ seat: 1, main: 1000 }]],
  ['bj-european', {}, [{ seat: 1, main: 1000 }]],
  ['bj-multiseat', {}, [{ seat: 1, main: 1000 }]],
  ['bj-h17-8deck', {}, [{ seat: 1, main: 1000 }]],
  // Several seats, Perfect Pairs, insurance locks, split aces that draw, both cards at once.
  [
    'bj-european',
    { perfectPairs: true, hitSplitAces: true, splitSecondCard: 'immediately', insuredHandMayNotDoubleOrSplit: true },
    [
      { seat: 1, main: 1000, perfectPairs: 1000 },
      { seat: 3, main: 2500 },
    ],
  ],
  [
    'bj-multiseat',
    { holeCard: 'none', doubleOn: '9-11', shuffle: { penetration: 0.95 } },
    [
      { seat: 2, main: 500 },
      { seat: 1, main: 300 },
      { seat: 3, main: 100 },
    ],
  ],
];

describe('simulateRounds', () => {
  it.each(CASES)('%s %j: the same rounds as playRound by the recommended move', (table, overrides, bets) => {
    const rules = tableRules(table, overrides);
    const strategy = strategyFor(rules);
    const rounds = 1500;
    const balance = 1_000_000;

    const rngA = new SeededRng(`sim-${table}`);
    const start = createShoe(rules.decks, rules.shuffle, rngA);
    const before = JSON.stringify(start);
    const simulated: [number, number][] = [];
    const end = simulateRounds(rules, start, bets, balance, rngA, strategy, rounds, (staked, returned) => {
      simulated.push([staked, returned]);
    });

    const rngB = new SeededRng(`sim-${table}`);
    let shoe = createShoe(rules.decks, rules.shuffle, rngB);
    const played: [number, number][] = [];
    for (let i = 0; i < rounds; i++) {
      const { state } = playRound(rules, shoe, bets, balance, rngB, (s, legal) => recommendMove(strategy, s, legal)!);
      played.push([state.staked, state.returned]);
      shoe = state.shoe;
    }

    expect(simulated).toEqual(played);
    expect(end).toEqual(shoe);
    expect(rngA.save()).toEqual(rngB.save());
    expect(JSON.stringify(start)).toBe(before);
  });
});
