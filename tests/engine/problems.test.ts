/**
 * Every problem code of the three engines said in English (the one line the headless tools print,
 * HEADLESS.md), and the rule errors that carry them. The tables are keyed by code, so a new code
 * does not compile until it has a line here.
 */
import { describe, expect, it } from 'vitest';
import { type BaccaratProblem, BaccaratRuleError, describeBaccarat } from '../../src/engine/baccarat/problems';
import { type BlackjackProblem, BlackjackRuleError, describeBlackjack } from '../../src/engine/blackjack/problems';
import { describeRoulette, type RouletteProblem, RouletteRuleError } from '../../src/engine/roulette/problems';
import { RuleError } from '../../src/engine/shared/problem';

/** For each code of a problem union: examples of it and the line each must read as. */
type Lines<P extends { code: string }> = { [C in P['code']]: [Extract<P, { code: C }>, string][] };

const BLACKJACK: Lines<BlackjackProblem> = {
  'bet.none': [[{ code: 'bet.none' }, 'a round needs at least one seat with a bet']],
  'bet.noSeat': [
    [{ code: 'bet.noSeat', seat: 4, seats: 3 }, 'seat 4 does not exist: this table has seats 1 to 3'],
    [{ code: 'bet.noSeat', seat: 2, seats: 1 }, 'seat 2 does not exist: this table has seats 1 to 1'],
  ],
  'bet.twoOnSeat': [[{ code: 'bet.twoOnSeat', seat: 1 }, 'seat 1 has two bets']],
  'bet.badAmount': [
    [
      { code: 'bet.badAmount', seat: 1, spot: 'main', amount: 150.5 },
      'seat 1: main bet 150.5 must be a whole number of minor units, 0 or more',
    ],
    [
      { code: 'bet.badAmount', seat: 2, spot: 'perfectPairs', amount: '100' },
      'seat 2: perfectPairs bet "100" must be a whole number of minor units, 0 or more',
    ],
  ],
  'bet.belowMin': [
    [
      { code: 'bet.belowMin', seat: 1, amount: 99, min: 100, max: 30000 },
      'seat 1: main bet 99 is outside the table limits 100 to 30000',
    ],
  ],
  'bet.overMax': [
    [
      { code: 'bet.overMax', seat: 2, spot: 'main', amount: 30001, min: 100, max: 30000 },
      'seat 2: main bet 30001 is outside the table limits 100 to 30000',
    ],
    [
      { code: 'bet.overMax', seat: 1, spot: 'perfectPairs', amount: 50001, min: 1000, max: 50000 },
      'seat 1: perfectPairs bet 50001 must be 0 to 50000',
    ],
  ],
  'bet.sideNeedsMain': [[{ code: 'bet.sideNeedsMain', seat: 3 }, 'seat 3: Perfect Pairs needs a main bet on the seat']],
  'bet.noSideBet': [[{ code: 'bet.noSideBet', seat: 1 }, 'seat 1: this table has no Perfect Pairs side bet']],
  'bet.noBehind': [[{ code: 'bet.noBehind', seat: 1 }, 'seat 1: this table takes no back bets ("behind")']],
  'bet.behindNotOther': [
    [{ code: 'bet.behindNotOther', seat: 2 }, 'seat 2: a back bet goes on a box held by another player'],
  ],
  'bet.behindLimits': [
    [
      { code: 'bet.behindLimits', seat: 4, amount: 2500, min: 1000, max: 1000 },
      "seat 4: back bet 2500 must be from the table minimum 1000 to the box's main bet 1000",
    ],
  ],
  'bet.overBalance': [
    [{ code: 'bet.overBalance', total: 30600, balance: 30599 }, 'the bets total 30600, more than the balance of 30599'],
  ],
  'move.illegal': [
    [
      { code: 'move.illegal', decision: 'split', seat: 1, hand: 2, legal: ['hit', 'stand', 'double'] },
      '"split" is not allowed at seat 1, hand 2; legal moves: hit, stand, double',
    ],
    [
      { code: 'move.illegal', decision: 'hit', seat: 2, hand: null, legal: ['insurance:yes', 'insurance:no'] },
      '"hit" is not allowed at seat 2; legal moves: insurance:yes, insurance:no',
    ],
    [
      { code: 'move.illegal', decision: 'stand', seat: null, hand: null, legal: [] },
      '"stand" is not allowed at no seat; legal moves: none',
    ],
  ],
};

const BACCARAT: Lines<BaccaratProblem> = {
  'bet.none': [[{ code: 'bet.none' }, 'no bet placed']],
  'bet.badAmount': [
    [
      { code: 'bet.badAmount', area: 'player', amount: -10 },
      'player bet must be a non-negative integer of minor units, got -10',
    ],
    [
      { code: 'bet.badAmount', area: 'banker', amount: 10.5 },
      'banker bet must be a non-negative integer of minor units, got 10.5',
    ],
  ],
  'bet.belowMin': [
    [{ code: 'bet.belowMin', area: 'banker', amount: 5, min: 10 }, 'banker bet 5 is below the table minimum 10'],
  ],
  'bet.overMax': [
    [
      { code: 'bet.overMax', area: 'tie', amount: 100010, max: 100000 },
      'tie bet 100010 is above the table maximum 100000',
    ],
  ],
  'bet.overBalance': [
    [{ code: 'bet.overBalance', total: 600, balance: 500 }, 'bets of 600 would exceed the balance 500'],
  ],
};

const ROULETTE: Lines<RouletteProblem> = {
  'bet.none': [[{ code: 'bet.none' }, 'place a bet before spinning']],
  'bet.unknown': [[{ code: 'bet.unknown', bet: 'split:1-5' }, '"split:1-5" is not a bet on this layout']],
  'bet.badAmount': [
    [
      { code: 'bet.badAmount', bet: 'red', amount: 0 },
      'the amount on red must be a positive integer of minor units, got 0',
    ],
    [
      { code: 'bet.badAmount', bet: 'red', amount: '100' },
      'the amount on red must be a positive integer of minor units, got "100"',
    ],
  ],
  'bet.indivisible': [
    [
      { code: 'bet.indivisible', bet: 'voisins', amount: 950, chips: 9 },
      'voisins is 9 chips: 950 does not divide evenly into 9 (try 945 or 954)',
    ],
    [
      { code: 'bet.indivisible', bet: 'tiers', amount: 5, chips: 6 },
      'tiers is 6 chips: 5 does not divide evenly into 6 (try 6)',
    ],
  ],
  'bet.belowMin': [
    [
      { code: 'bet.belowMin', position: 'red', amount: 9, min: 10 },
      'red: 9 is under the table minimum of 10 per position',
    ],
  ],
  'bet.overMax': [
    [
      { code: 'bet.overMax', position: 'straight:17', kind: 'straight', amount: 10010, max: 10000 },
      'straight:17: 10010 is over the maximum of 10000 on a straight',
    ],
  ],
  'bet.overTotal': [
    [
      { code: 'bet.overTotal', total: 500010, max: 500000 },
      'the bets total 500010, over the table maximum of 500000 per spin',
    ],
  ],
  'bet.overBalance': [
    [
      { code: 'bet.overBalance', total: 10001, balance: 10000 },
      'the bets would total 10001, more than the balance of 10000',
    ],
  ],
  'bet.nothing': [
    [{ code: 'bet.nothing', action: 'undo' }, 'there is no bet to undo'],
    [{ code: 'bet.nothing', action: 'clear' }, 'there are no bets to clear'],
    [{ code: 'bet.nothing', action: 'double' }, 'there are no bets to double'],
  ],
  'bet.noPrevious': [[{ code: 'bet.noPrevious' }, 'there is no previous bet to repeat']],
};

const rows = <P extends { code: string }>(lines: Lines<P>) =>
  (Object.values(lines) as [P, string][][]).flat().map(([problem, line]) => [problem.code, problem, line] as const);

/**
 * A line a player of the headless tools can read: one line, no leaked placeholders, and every
 * figure of the problem in it (but the table minimum for Perfect Pairs, whose least is 0).
 */
function expectSensible(problem: object, line: string): void {
  expect(line).not.toMatch(/undefined|NaN|null|\[object|\$\{/);
  expect(line.trim()).toBe(line);
  expect(line).not.toContain('\n');
  const sideBet = 'spot' in problem && problem.spot === 'perfectPairs';
  for (const [key, value] of Object.entries(problem)) {
    if (key === 'min' && sideBet) continue;
    if (typeof value === 'number') expect(line, key).toContain(String(value));
  }
}

describe('describeBlackjack', () => {
  it.each(rows(BLACKJACK))('%s: %j', (_code, problem, line) => {
    expect(describeBlackjack(problem)).toBe(line);
    expectSensible(problem, line);
    const error = new BlackjackRuleError(problem);
    expect(error).toBeInstanceOf(RuleError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('BlackjackRuleError');
    expect(error.problem).toBe(problem);
    expect(error.message).toBe(line);
  });
});

describe('describeBaccarat', () => {
  it.each(rows(BACCARAT))('%s: %j', (_code, problem, line) => {
    expect(describeBaccarat(problem)).toBe(line);
    expectSensible(problem, line);
    const error = new BaccaratRuleError(problem);
    expect(error).toBeInstanceOf(RuleError);
    expect(error.name).toBe('BaccaratRuleError');
    expect(error.problem).toBe(problem);
    expect(error.message).toBe(line);
  });
});

describe('describeRoulette', () => {
  it.each(rows(ROULETTE))('%s: %j', (_code, problem, line) => {
    expect(describeRoulette(problem)).toBe(line);
    expectSensible(problem, line);
    const error = new RouletteRuleError(problem);
    expect(error).toBeInstanceOf(RuleError);
    expect(error.name).toBe('RouletteRuleError');
    expect(error.problem).toBe(problem);
    expect(error.message).toBe(line);
  });

  it('a roulette error may say more than its problem (what is legal near a misspelt bet)', () => {
    const error = new RouletteRuleError({ code: 'bet.unknown', bet: 'split:1-5' }, 'legal splits with 1: split:0-1');
    expect(error.message).toBe('legal splits with 1: split:0-1');
    expect(error.problem).toEqual({ code: 'bet.unknown', bet: 'split:1-5' });
  });
});
