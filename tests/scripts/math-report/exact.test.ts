/**
 * The report's exact figures against values worked out by hand and the published ones: roulette's
 * 36/37 and a straight's deviation of 216/37, baccarat's 8-deck returns (sheet 001: 98.94 %,
 * 98.76 %, 85.64 %), Perfect Pairs and insurance from the shoe, and blackjack's largest wins.
 */
import { describe, expect, it } from 'vitest';
import { baccaratExact } from '../../../scripts/math-report/baccarat';
import { insurance, largestWin, perfectPairs } from '../../../scripts/math-report/blackjack-exact';
import { largestWinPerRound, rouletteBets } from '../../../scripts/math-report/roulette';
import { tableRules as baccaratRules } from '../../../src/engine/baccarat/rules';
import { tableRules } from '../../../src/engine/blackjack/rules';
import { rouletteTable } from '../../../src/engine/roulette/rules';
import { perfectPairsReturn } from '../../../src/ui/rules/returns';

describe('roulette, exactly', () => {
  const table = rouletteTable('roulette-european');
  const bets = rouletteBets(table);
  const bet = (name: string) => bets.find((b) => b.name === name)!;

  it('returns 36/37 on every bet, announced bets included', () => {
    expect(bets.map((b) => b.name)).toContain('voisins');
    expect(bets.map((b) => b.name)).toContain('neighbours (9 each side)');
    for (const b of bets) {
      expect(b.rtpFraction, b.name).toBe('36/37');
      expect(b.rtp, b.name).toBeCloseTo(36 / 37, 14);
    }
  });

  it('a straight: SD 216/37, hit 1/37, largest win 35×, 3,500.00 at its maximum', () => {
    const s = bet('straight');
    expect(s.count).toBe(37);
    expect(s.sd).toBeCloseTo(216 / 37, 12);
    expect(s.hitFrequency).toBeCloseTo(1 / 37, 14);
    expect(s.largestWin).toBe(35);
    expect(s.largestWinAtMax).toBe(350_000);
    expect(s.outcomes.map((o) => o.net / s.stake)).toEqual([-1, 35]);
  });

  it('even-money bets and the announced bets settle as the layout says', () => {
    expect(bet('red').sd).toBeCloseTo(Math.sqrt(1 - (1 / 37) ** 2), 12);
    expect(bet('split').count).toBe(60);
    // Orphelins on 17: two splits and nothing else, 36 chips back for 5: +31 / 5 = 6.2.
    expect(bet('orphelins').largestWin).toBeCloseTo(6.2, 12);
    expect(bet('voisins').covers).toBe(17);
    expect(bet('voisins').hitFrequency).toBeCloseTo(17 / 37, 14);
  });

  it('the largest win of a spin fills the positions covering one number, best-paying first', () => {
    const best = largestWinPerRound(table);
    // Within the 5,000.00 of a spin, at least a straight, its splits and street at their maxima.
    expect(best.minor).toBeGreaterThan(35 * 10_000 + 4 * 17 * 20_000);
    expect(best.minor).toBeLessThan(35 * 500_000);
  });
});

describe('baccarat, exactly', () => {
  it('8 decks: Banker 98.94 %, Player 98.76 %, Tie at 8:1 85.64 % (sheet 001)', () => {
    const e = baccaratExact(baccaratRules('baccarat-8deck'));
    const rtp = Object.fromEntries(e.bets.map((b) => [b.area, b.rtp]));
    expect(rtp.banker).toBeCloseTo(0.98942, 5);
    expect(rtp.player).toBeCloseTo(0.98765, 5);
    expect(rtp.tie).toBeCloseTo(0.8564, 4);
    const p = e.probabilities;
    expect(p.player.count + p.banker.count + p.tie.count).toBe(e.sequences);
    const banker = e.bets.find((b) => b.area === 'banker')!;
    expect(banker.largestWin).toBeCloseTo(0.95, 12);
    expect(banker.pushFrequency).toBeCloseTo(p.tie.probability, 14);
    // At 0.10 the Banker's 0.195 is paid 0.19.
    expect(banker.atMinimum.rtp).toBeLessThan(banker.rtp - 0.02);
    expect(e.largestWinPerRound.minor).toBe(8 * 100_000);
    expect(e.round.outcomes.map((o) => o.net)).toEqual([-105, -100, 800]);
  });
});

describe('blackjack, exactly', () => {
  it('Perfect Pairs from the shoe equals the rules screen’s figure', () => {
    for (const decks of [1, 6, 8]) {
      const pp = perfectPairs(decks, 100);
      expect(pp.rtp).toBeCloseTo(perfectPairsReturn(decks), 14);
      expect(pp.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 14);
    }
    expect(perfectPairs(6, 100).rtpFraction).toBe('293/311');
  });

  it('insurance off the top: 3 × 16d / (52d − 1); the player’s tens move it', () => {
    const ins = insurance(6, 50);
    expect(ins.average.rtp).toBeCloseTo((3 * 96) / 311, 14);
    expect(ins.average.rtpFraction).toBe('288/311');
    const [none, one, two] = ins.byTensHeld.map((b) => b.figures.rtp);
    expect(none).toBeGreaterThan(one!);
    expect(one).toBeGreaterThan(two!);
  });

  it('largest wins by the rules: 4 doubled hands at bj-european (with Perfect Pairs 38×), 2× at bj-classic', () => {
    const eu = largestWin(tableRules('bj-european'));
    expect(eu.main.multiple).toBe(8);
    expect(eu.perBox).toBe(38);
    // The 20-1000 tier: 1,000.00 × 38 per box.
    expect(eu.perBoxAtMax).toBe(38 * 100_000);
    expect(largestWin(tableRules('bj-classic')).main.multiple).toBe(2);
    expect(largestWin(tableRules('bj-h17-8deck')).main.multiple).toBe(8);
    expect(largestWin(tableRules('bj-multiseat')).main.multiple).toBe(4);
  });
});
