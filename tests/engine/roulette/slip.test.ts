import { describe, expect, it } from 'vitest';
import { type RouletteProblem, RouletteRuleError } from '../../../src/engine/roulette/problems';
import { rouletteTable } from '../../../src/engine/roulette/rules';
import {
  type BetSlip,
  clearBets,
  clearProblem,
  doubleBets,
  doubleProblem,
  EMPTY_SLIP,
  type Placement,
  placeBet,
  placeProblem,
  rebet,
  rebetProblem,
  type SlipStep,
  slipPlacements,
  slipStakes,
  slipTotal,
  spinProblem,
  undoBet,
  undoProblem,
} from '../../../src/engine/roulette/slip';
import { SeededRng } from '../../../src/engine/shared/rng';
import { refusal } from '../refusal';

const table = rouletteTable('roulette-european');

/** The slip after placing each [bet, amount] in turn (every one accepted). */
function slipOf(...bets: [string, number][]): BetSlip {
  let slip = EMPTY_SLIP;
  for (const [bet, amount] of bets) slip = placeBet(table, slip, bet, amount).slip;
  return slip;
}

/** Asserts that `step` is refused with `problem` and leaves `slip` as it was; returns the English message. */
function refused(slip: BetSlip, step: () => SlipStep, problem: RouletteProblem): string {
  const before = JSON.stringify(slip);
  const error = refusal(RouletteRuleError, step);
  expect(error.problem).toEqual(problem);
  expect(JSON.stringify(slip)).toBe(before);
  return error.message;
}

describe('the bet slip', () => {
  it('places chips and announced bets, with events naming what was laid', () => {
    const a = placeBet(table, EMPTY_SLIP, 'straight:17', 100);
    expect(a.events).toEqual([
      {
        type: 'chips.placed',
        placements: [{ bet: 'straight:17', amount: 100, stakes: [{ position: 'straight:17', amount: 100 }] }],
      },
    ]);
    const b = placeBet(table, a.slip, 'tiers', 60);
    expect(slipTotal(b.slip)).toBe(160);
    expect(slipStakes(b.slip)).toHaveLength(7);
    expect(slipTotal(EMPTY_SLIP)).toBe(0);
  });

  it('refuses illegal bets, limits and more than the balance with the problem, leaving the slip as it was', () => {
    const a = slipOf(['straight:17', 9_000]);
    expect(
      refused(a, () => placeBet(table, a, 'straight:17', 1_010), {
        code: 'bet.overMax',
        position: 'straight:17',
        kind: 'straight',
        amount: 10_010,
        max: 10_000,
      }),
    ).toBe('straight:17: 10010 is over the maximum of 10000 on a straight');
    // The headless tools' user reads which splits would be legal: the message says more than the problem.
    expect(refused(a, () => placeBet(table, a, 'split:1-5', 100), { code: 'bet.unknown', bet: 'split:1-5' })).toMatch(
      /"split:1-5" is not a legal split.*legal splits with 1: split:0-1, split:1-2, split:1-4/,
    );
    expect(
      refused(a, () => placeBet(table, a, 'voisins', 100), {
        code: 'bet.indivisible',
        bet: 'voisins',
        amount: 100,
        chips: 9,
      }),
    ).toBe('voisins is 9 chips: 100 does not divide evenly into 9 (try 99 or 108)');
    expect(
      refused(a, () => placeBet(table, a, 'red', 1_001, 10_000), {
        code: 'bet.overBalance',
        total: 10_001,
        balance: 10_000,
      }),
    ).toBe('the bets would total 10001, more than the balance of 10000');
    refused(a, () => placeBet(table, a, 'red', 0), { code: 'bet.badAmount', bet: 'red', amount: 0 });
    refused(a, () => placeBet(table, a, 'red', 12.5), { code: 'bet.badAmount', bet: 'red', amount: 12.5 });
    refused(a, () => placeBet(table, a, 'red', 9), { code: 'bet.belowMin', position: 'red', amount: 9, min: 10 });
    const big = slipOf(['red', 180_000], ['odd', 180_000], ['low', 140_000]);
    expect(slipTotal(big)).toBe(500_000);
    refused(big, () => placeBet(table, big, 'straight:7', 10), { code: 'bet.overTotal', total: 500_010, max: 500_000 });
  });

  it('undoes one action at a time and clears everything; with nothing on the layout both are refused', () => {
    const slip = slipOf(['red', 100], ['voisins', 90]);
    const undone = undoBet(slip);
    expect(slipPlacements(undone.slip).map((p) => p.bet)).toEqual(['red']);
    expect(undone.events[0]).toMatchObject({ type: 'chips.removed', placements: [{ bet: 'voisins' }] });
    const cleared = clearBets(slip);
    expect(slipTotal(cleared.slip)).toBe(0);
    expect(cleared.events).toEqual([{ type: 'chips.removed', placements: slipPlacements(slip) }]);
    expect(undoProblem(slip)).toBeNull();
    expect(clearProblem(slip)).toBeNull();
    expect(refused(cleared.slip, () => undoBet(cleared.slip), { code: 'bet.nothing', action: 'undo' })).toBe(
      'there is no bet to undo',
    );
    expect(refused(cleared.slip, () => clearBets(cleared.slip), { code: 'bet.nothing', action: 'clear' })).toBe(
      'there are no bets to clear',
    );
    expect(undoProblem(EMPTY_SLIP)).toEqual({ code: 'bet.nothing', action: 'undo' });
    expect(clearProblem(EMPTY_SLIP)).toEqual({ code: 'bet.nothing', action: 'clear' });
  });

  it('doubles all bets as one action that one undo takes back', () => {
    const slip = slipOf(['red', 100], ['jeu-zero', 40]);
    const doubled = doubleBets(table, slip);
    expect(slipTotal(doubled.slip)).toBe(280);
    expect(slipTotal(undoBet(doubled.slip).slip)).toBe(140);
    const capped = slipOf(['straight:1', 6_000]);
    expect(
      refused(capped, () => doubleBets(table, capped), {
        code: 'bet.overMax',
        position: 'straight:1',
        kind: 'straight',
        amount: 12_000,
        max: 10_000,
      }),
    ).toBe('straight:1: 12000 is over the maximum of 10000 on a straight');
    refused(slip, () => doubleBets(table, slip, 279), { code: 'bet.overBalance', total: 280, balance: 279 });
    expect(refused(EMPTY_SLIP, () => doubleBets(table, EMPTY_SLIP), { code: 'bet.nothing', action: 'double' })).toBe(
      'there are no bets to double',
    );
  });

  it('repeats the previous round with rebet', () => {
    const last = slipPlacements(slipOf(['odd', 50], ['neighbours:5', 50]));
    const again = rebet(table, EMPTY_SLIP, last);
    expect(slipPlacements(again.slip)).toEqual(last);
    expect(again.slip.actions).toHaveLength(1);
    expect(refused(EMPTY_SLIP, () => rebet(table, EMPTY_SLIP, []), { code: 'bet.noPrevious' })).toBe(
      'there is no previous bet to repeat',
    );
    refused(EMPTY_SLIP, () => rebet(table, EMPTY_SLIP, last, 99), { code: 'bet.overBalance', total: 100, balance: 99 });
  });

  it('checks a spin: some bet, within the limits and the balance', () => {
    expect(spinProblem(table, EMPTY_SLIP, 100_000)).toEqual({ code: 'bet.none' });
    const slip = slipOf(['red', 100], ['voisins', 90]);
    expect(spinProblem(table, slip, 190)).toBeNull();
    // The balance may have fallen since the chips went down (another table's round, a reload).
    expect(spinProblem(table, slip, 189)).toEqual({ code: 'bet.overBalance', total: 190, balance: 189 });
    // A slip laid out under other limits (rules changed since) is checked against these.
    const tight = rouletteTable('roulette-european', { limits: { max: { red: 50 } } });
    expect(spinProblem(tight, slip, 1_000)).toEqual({
      code: 'bet.overMax',
      position: 'red',
      kind: 'red',
      amount: 100,
      max: 50,
    });
  });

  it('never changes a slip in place: every step returns a new one', () => {
    const a = slipOf(['red', 100]);
    const frozen = JSON.stringify(a);
    placeBet(table, a, 'voisins', 90);
    doubleBets(table, a);
    undoBet(a);
    clearBets(a);
    rebet(table, a, slipPlacements(a));
    expect(JSON.stringify(a)).toBe(frozen);
    expect(EMPTY_SLIP.actions).toHaveLength(0);
  });
});

describe('each check agrees with its step', () => {
  /** The problem a step throws, null when it goes through. */
  function outcome(step: () => SlipStep): RouletteProblem | null {
    try {
      step();
      return null;
    } catch (e) {
      if (e instanceof RouletteRuleError) return e.problem;
      throw e;
    }
  }

  const BETS = [
    'red',
    'black',
    'even',
    'high',
    'column:2',
    'straight:17',
    'split:17-20',
    'voisins',
    'tiers',
    'neighbours:0',
    'split:1-5',
    'dozen:4',
    7,
  ];
  const AMOUNTS = [0, 5, 10, 90, 100, 999, 4_500, 9_000, 60_000, 150_000, 12.5, -10, '100'];

  it('a random walk of 3000 actions: the check returns exactly the problem the step throws, or null when it goes through', () => {
    const rng = new SeededRng('slip checks');
    const pick = <T>(items: readonly T[]): T => items[rng.int(items.length)] as T;
    let slip = EMPTY_SLIP;
    let previous: Placement[] = slipPlacements(slipOf(['odd', 50], ['neighbours:5', 50]));
    // The table's maximum per spin in one rebet: anything more goes over the total.
    const big = slipPlacements(slipOf(['red', 180_000], ['odd', 180_000], ['low', 140_000]));
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const available = pick([Number.MAX_SAFE_INTEGER, 1_000, 20_000, 200_000]);
      const action = rng.int(6);
      let check: RouletteProblem | null;
      let step: () => SlipStep;
      if (action <= 1) {
        const bet = pick(BETS);
        const amount = pick(AMOUNTS);
        check = placeProblem(table, slip, bet, amount, available);
        step = () => placeBet(table, slip, bet, amount, available);
      } else if (action === 2) {
        check = undoProblem(slip);
        step = () => undoBet(slip);
      } else if (action === 3) {
        check = doubleProblem(table, slip, available);
        step = () => doubleBets(table, slip, available);
      } else if (action === 4) {
        const from = pick([[], previous, previous, big]);
        check = rebetProblem(table, slip, from, available);
        step = () => rebet(table, slip, from, available);
      } else {
        check = clearProblem(slip);
        step = () => clearBets(slip);
      }
      const thrown = outcome(step);
      expect(thrown, `action ${i}`).toEqual(check);
      seen.add(check?.code ?? 'ok');
      if (check === null) {
        const next = step().slip;
        if (next.actions.length === 0 && slip.actions.length > 0) previous = slipPlacements(slip);
        slip = next;
        expect(spinProblem(table, slip, Number.MAX_SAFE_INTEGER)).toEqual(
          slip.actions.length === 0 ? { code: 'bet.none' } : null,
        );
      }
    }
    // The walk met every refusal the slip has, and accepted steps too.
    expect([...seen].sort()).toEqual(
      [
        'ok',
        'bet.unknown',
        'bet.badAmount',
        'bet.indivisible',
        'bet.belowMin',
        'bet.overMax',
        'bet.overTotal',
        'bet.overBalance',
        'bet.nothing',
        'bet.noPrevious',
      ].sort(),
    );
  });
});
