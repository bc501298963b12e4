import { describe, expect, it } from 'vitest';
import { countOutcomes, exactReturns, percent } from '../../../src/engine/baccarat/exact';
import { tableRules } from '../../../src/engine/baccarat/rules';

describe('exact returns by full enumeration of the shoe', () => {
  it('reproduces sheet 001 for 8 decks: BANKER 98.94 %, PLAYER 98.76 %, TIE 85.64 %', () => {
    const started = process.hrtime.bigint();
    const { rtp } = exactReturns(tableRules('baccarat-8deck'));
    expect(Number(process.hrtime.bigint() - started) / 1e9).toBeLessThan(5);
    expect([percent(rtp.banker), percent(rtp.player), percent(rtp.tie)]).toEqual(['98.94', '98.76', '85.64']);
  });

  it('derives the 6-deck returns: BANKER 98.94 %, PLAYER 98.76 %, TIE 85.56 %', () => {
    const { rtp } = exactReturns(tableRules('baccarat-6deck'));
    expect([percent(rtp.banker), percent(rtp.player), percent(rtp.tie)]).toEqual(['98.94', '98.76', '85.56']);
  });

  // House edges published by the Wizard of Odds (baccarat, "house edge by number of decks").
  it.each([
    [6, 1.0558, 1.2374, 14.4382],
    [8, 1.0579, 1.2351, 14.3596],
  ])('matches the published house edges for %i decks to four decimals', (decks, banker, player, tie) => {
    const { rtp } = exactReturns({ ...tableRules('baccarat-8deck'), decks });
    expect((1 - rtp.banker) * 100).toBeCloseTo(banker, 4);
    expect((1 - rtp.player) * 100).toBeCloseTo(player, 4);
    expect((1 - rtp.tie) * 100).toBeCloseTo(tie, 4);
  });

  it('counts every ordered six-card sequence exactly once', () => {
    const k = countOutcomes(8);
    expect(k.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(k.player + k.banker + k.tie).toBe(k.total);
    expect(k).toEqual({
      total: 4998398275503360,
      player: 2230518282592256,
      banker: 2292252566437888,
      tie: 475627426473216,
    });
  });

  it('gives the probabilities of each winner on 8 decks', () => {
    const { probabilities } = exactReturns(tableRules('baccarat-8deck'));
    expect(probabilities.banker).toBeCloseTo(0.458597, 6);
    expect(probabilities.player).toBeCloseTo(0.446247, 6);
    expect(probabilities.tie).toBeCloseTo(0.095156, 6);
  });

  it('follows the payout fields: a TIE paying 9:1 returns 95.16 % on 8 decks', () => {
    const { rtp } = exactReturns({
      ...tableRules('baccarat-8deck'),
      payouts: { player: [1, 1], banker: [1, 1], tie: [9, 1] },
    });
    expect(percent(rtp.tie)).toBe('95.16');
    expect(rtp.banker).toBeGreaterThan(1);
  });
});
