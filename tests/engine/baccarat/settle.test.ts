import { describe, expect, it } from 'vitest';
import { describeBaccarat } from '../../../src/engine/baccarat/problems';
import { type Bets, betProblem, tableRules } from '../../../src/engine/baccarat/rules';
import { settle, winReturn } from '../../../src/engine/baccarat/settle';

const rules = tableRules('baccarat-8deck');
const bets = (player: number, banker: number, tie: number): Bets => ({ player, banker, tie });

describe('payouts', () => {
  it('pays BANKER 1.95 x stake rounded down to the cent: the sheet examples', () => {
    expect(winReturn(10, 'banker', rules)).toBe(19);
    expect(winReturn(20, 'banker', rules)).toBe(39);
    expect(winReturn(30, 'banker', rules)).toBe(58);
    expect(winReturn(100, 'banker', rules)).toBe(195);
    expect(winReturn(500_000, 'banker', rules)).toBe(975_000);
  });

  it('pays PLAYER 1:1 and TIE 8:1 (9 for 1)', () => {
    expect(winReturn(10, 'player', rules)).toBe(20);
    expect(winReturn(10, 'tie', rules)).toBe(90);
    expect(winReturn(100_000, 'tie', rules)).toBe(900_000);
  });

  it('settles a Banker win: BANKER wins, PLAYER and TIE lose', () => {
    const s = settle(bets(100, 30, 10), 'banker', rules);
    expect(s.areas).toEqual({
      player: { bet: 100, returned: 0, result: 'lose' },
      banker: { bet: 30, returned: 58, result: 'win' },
      tie: { bet: 10, returned: 0, result: 'lose' },
    });
    expect(s.staked).toBe(140);
    expect(s.returned).toBe(58);
  });

  it('settles a Player win', () => {
    const s = settle(bets(100, 30, 0), 'player', rules);
    expect(s.returned).toBe(200);
    expect(s.areas.tie).toEqual({ bet: 0, returned: 0, result: 'none' });
    expect(s.events).toEqual([
      { type: 'settled', area: 'player', bet: 100, returned: 200, result: 'win' },
      { type: 'settled', area: 'banker', bet: 30, returned: 0, result: 'lose' },
    ]);
  });

  it('pushes PLAYER and BANKER on a tie and pays TIE 9 for 1', () => {
    const s = settle(bets(100, 30, 10), 'tie', rules);
    expect(s.areas.player).toEqual({ bet: 100, returned: 100, result: 'push' });
    expect(s.areas.banker).toEqual({ bet: 30, returned: 30, result: 'push' });
    expect(s.areas.tie).toEqual({ bet: 10, returned: 90, result: 'win' });
    expect(s.returned).toBe(220);
  });

  it('follows the payout fields of the rules, not the table name', () => {
    const custom = tableRules('baccarat-8deck', { payouts: { tie: [9, 1] }, rounding: 'half-up' });
    expect(winReturn(10, 'tie', custom)).toBe(100);
    expect(winReturn(10, 'banker', custom)).toBe(20);
  });
});

describe('table limits', () => {
  it('accepts bets within MIN/MAX on every area', () => {
    expect(betProblem(bets(10, 0, 0), rules)).toBeNull();
    expect(betProblem(bets(500_000, 500_000, 100_000), rules)).toBeNull();
  });

  it('names the area and the limit when a bet is out of range', () => {
    expect(betProblem(bets(9, 0, 0), rules)).toEqual({ code: 'bet.belowMin', area: 'player', amount: 9, min: 10 });
    expect(betProblem(bets(0, 500_001, 0), rules)).toEqual({
      code: 'bet.overMax',
      area: 'banker',
      amount: 500_001,
      max: 500_000,
    });
    expect(betProblem(bets(0, 0, 100_010), rules)).toEqual({
      code: 'bet.overMax',
      area: 'tie',
      amount: 100_010,
      max: 100_000,
    });
  });

  it('refuses no bet at all, negative and fractional stakes', () => {
    expect(betProblem(bets(0, 0, 0), rules)).toEqual({ code: 'bet.none' });
    expect(betProblem(bets(600, 0, 0), rules, 500)).toEqual({ code: 'bet.overBalance', total: 600, balance: 500 });
    expect(betProblem(bets(-10, 0, 0), rules)).toEqual({ code: 'bet.badAmount', area: 'player', amount: -10 });
    expect(betProblem(bets(0, 10.5, 0), rules)).toEqual({ code: 'bet.badAmount', area: 'banker', amount: 10.5 });
    const problem = betProblem(bets(-10, 0, 0), rules);
    expect(problem && describeBaccarat(problem)).toBe(
      'player bet must be a non-negative integer of minor units, got -10',
    );
  });
});
