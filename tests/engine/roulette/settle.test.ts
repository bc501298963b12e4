import { describe, expect, it } from 'vitest';
import { ANNOUNCED_BETS, expandBet } from '../../../src/engine/roulette/bets';
import { POSITIONS, parsePosition } from '../../../src/engine/roulette/layout';
import { describeRoulette, RouletteRuleError } from '../../../src/engine/roulette/problems';
import { rouletteTable } from '../../../src/engine/roulette/rules';
import { assertWithinLimits, limitProblem, positionReturn, settle } from '../../../src/engine/roulette/settle';
import { spinTo } from '../../../src/engine/roulette/wheel';
import { refusal } from '../refusal';

const table = rouletteTable('roulette-european');

describe('settlement', () => {
  it('pays every kind at its RULES.md price, stake included', () => {
    const cases: [string, number, number][] = [
      ['straight:17', 17, 3600],
      ['straight:0', 0, 3600],
      ['split:17-20', 20, 1800],
      ['split:0-2', 0, 1800],
      ['street:16-17-18', 16, 1200],
      ['trio:0-2-3', 3, 1200],
      ['corner:17-18-20-21', 21, 900],
      ['basket:0-1-2-3', 0, 900],
      ['line:13-14-15-16-17-18', 13, 600],
      ['column:2', 17, 300],
      ['dozen:2', 17, 300],
      ['black', 17, 200],
      ['odd', 17, 200],
      ['low', 17, 200],
      ['red', 17, 0],
      ['even', 17, 0],
      ['high', 17, 0],
      ['straight:17', 18, 0],
    ];
    for (const [name, n, returned] of cases) {
      expect(positionReturn(table, parsePosition(name), 100, n), `${name} on ${n}`).toBe(returned);
    }
  });

  it('loses every outside bet on the zero', () => {
    for (const name of [
      'column:1',
      'column:2',
      'column:3',
      'dozen:1',
      'dozen:2',
      'dozen:3',
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
    ]) {
      expect(positionReturn(table, parsePosition(name), 100, 0), name).toBe(0);
    }
  });

  it('returns 36/37 (97.30 %) over the 37 results for every position', () => {
    for (const p of POSITIONS) {
      let returned = 0;
      for (let n = 0; n <= 36; n++) returned += positionReturn(table, p, 10, n);
      expect(returned / (37 * 10), p.name).toBe(36 / 37);
    }
    expect(POSITIONS).toHaveLength(157);
  });

  it('returns 36/37 over the 37 results for every announced bet', () => {
    for (const bet of ANNOUNCED_BETS) {
      const amount = bet.chips * 10;
      const stakes = expandBet(bet.name, amount);
      let returned = 0;
      for (let n = 0; n <= 36; n++) returned += settle(table, stakes, spinTo(n)).settlement.returned;
      expect(returned / (37 * amount), bet.name).toBe(36 / 37);
    }
  });

  it('settles a mixed slip stake by stake, with events for the view', () => {
    const stakes = [...expandBet('split:17-20', 100), ...expandBet('voisins', 900), ...expandBet('red', 50)];
    const { settlement, events } = settle(table, stakes, spinTo(17));
    expect(settlement.staked).toBe(1050);
    // 17 is black and outside voisins: only the split wins, 17:1.
    expect(settlement.returned).toBe(1800);
    expect(settlement.stakes[0]).toEqual({ position: 'split:17-20', amount: 100, returned: 1800 });
    expect(events[0]).toEqual({ type: 'ball.landed', spin: { number: 17, pocket: 8, colour: 'black' } });
    expect(events.filter((e) => e.type === 'stake.won')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'stake.lost')).toHaveLength(8);
    const onZero = settle(table, expandBet('voisins', 900), spinTo(0)).settlement;
    expect(onZero.returned).toBe(200 * 12);
  });
});

describe('table limits', () => {
  it('accepts the maximum on each kind and refuses one more, naming the position, kind and limit', () => {
    const max: [string, number][] = [
      ['straight:5', 10_000],
      ['split:5-8', 20_000],
      ['street:4-5-6', 30_000],
      ['trio:0-1-2', 30_000],
      ['corner:4-5-7-8', 40_000],
      ['basket:0-1-2-3', 40_000],
      ['line:4-5-6-7-8-9', 60_000],
      ['column:3', 120_000],
      ['dozen:1', 120_000],
      ['red', 180_000],
      ['high', 180_000],
    ];
    for (const [name, cap] of max) {
      expect(limitProblem(table, expandBet(name, cap)), name).toBeNull();
      const kind = parsePosition(name).kind;
      const problem = limitProblem(table, expandBet(name, cap + 1));
      expect(problem, name).toEqual({ code: 'bet.overMax', position: name, kind, amount: cap + 1, max: cap });
      expect(problem && describeRoulette(problem)).toBe(
        `${name}: ${cap + 1} is over the maximum of ${cap} on a ${kind}`,
      );
    }
  });

  it('counts every chip on a position together, announced chips included', () => {
    const stakes = [...expandBet('straight:32', 9_950), ...expandBet('neighbours:0', 500)];
    expect(limitProblem(table, stakes)).toEqual({
      code: 'bet.overMax',
      position: 'straight:32',
      kind: 'straight',
      amount: 10_050,
      max: 10_000,
    });
  });

  it('refuses under the minimum per position and over the total per spin', () => {
    expect(limitProblem(table, expandBet('red', 9))).toEqual({
      code: 'bet.belowMin',
      position: 'red',
      amount: 9,
      min: 10,
    });
    // 45 on voisins is 5 a chip: the single-chip splits are under the minimum.
    expect(limitProblem(table, expandBet('voisins', 45))).toEqual({
      code: 'bet.belowMin',
      position: 'split:4-7',
      amount: 5,
      min: 10,
    });
    const big = [...expandBet('red', 180_000), ...expandBet('odd', 180_000), ...expandBet('low', 140_000)];
    expect(limitProblem(table, big)).toBeNull();
    const over = [...big, ...expandBet('straight:7', 10)];
    expect(limitProblem(table, over)).toEqual({ code: 'bet.overTotal', total: 500_010, max: 500_000 });
    const error = refusal(RouletteRuleError, () => assertWithinLimits(table, over));
    expect(error.problem).toEqual({ code: 'bet.overTotal', total: 500_010, max: 500_000 });
    expect(error.message).toBe('the bets total 500010, over the table maximum of 500000 per spin');
    expect(() => assertWithinLimits(table, big)).not.toThrow();
  });

  it('follows the rules object, not the table id', () => {
    const tight = rouletteTable('roulette-european', { limits: { max: { straight: 500 } }, payouts: { straight: 34 } });
    expect(limitProblem(tight, expandBet('straight:1', 600))).toMatchObject({ code: 'bet.overMax', max: 500 });
    expect(limitProblem(tight, expandBet('split:1-2', 600))).toBeNull();
    expect(positionReturn(tight, parsePosition('straight:1'), 10, 1)).toBe(350);
  });

  it('refuses unknown tables and unknown rule fields by name', () => {
    expect(() => rouletteTable('roulette-american')).toThrow(
      'unknown roulette table "roulette-american" (tables: roulette-european)',
    );
    expect(() => rouletteTable('roulette-european', { limit: {} })).toThrow(/rules.limit is not a roulette rule/);
    expect(() => rouletteTable('roulette-european', { limits: { min: -1 } })).toThrow(
      /rules.limits.min must be a positive/,
    );
  });
});
