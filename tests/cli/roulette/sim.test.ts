import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/cli/io';
import { runSim } from '../../../src/cli/roulette/sim';
import { runCliSync } from '../../helpers/cli';

function sim(...args: string[]) {
  return runCliSync('sim', ['--game', 'roulette', ...args]);
}

const KINDS = [
  'straight',
  'split',
  'street',
  'trio',
  'corner',
  'basket',
  'line',
  'column',
  'dozen',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'voisins',
  'tiers',
  'orphelins',
  'jeu-zero',
  'neighbours',
];

interface Figures {
  wagered: number;
  returned: number;
  rtp: number;
  ci95: number;
}

describe('roulette sim through the real command', () => {
  it('reports every bet kind near 36/37 and repeats its figures for the same seed', () => {
    const args = ['--table', 'roulette-european', '--rounds', '400000', '--seed', '7'];
    const a = sim(...args);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    const report = JSON.parse(a.stdout);
    expect(report).toMatchObject({ game: 'roulette', table: 'roulette-european', rounds: 400000, seed: '7' });
    expect(report.roundsPerSecond).toBeGreaterThan(0);
    expect(Object.keys(report.bets)).toEqual(KINDS);
    for (const [kind, f] of Object.entries(report.bets as Record<string, Figures>)) {
      expect(f.rtp, kind).toBeCloseTo(f.returned / f.wagered, 12);
      expect(f.ci95, kind).toBeGreaterThan(0);
      expect(f.ci95, kind).toBeLessThan(0.05);
      // 4.5 half-widths: a fair table strays that far about once in 10^5 per bet.
      expect(Math.abs(f.rtp - 36 / 37), kind).toBeLessThan((f.ci95 * 4.5) / 1.96);
    }
    const again = JSON.parse(sim(...args).stdout);
    expect(again.bets).toEqual(report.bets);
    const other = JSON.parse(sim('--table', 'roulette-european', '--rounds', '400000', '--seed', '8').stdout);
    expect(other.bets.straight).not.toEqual(report.bets.straight);
  });

  it('follows --rules: a straight paying 17:1 returns about 18/37', () => {
    const run = sim(
      '--table',
      'roulette-european',
      '--rounds',
      '200000',
      '--seed',
      '3',
      '--rules',
      '{"payouts":{"straight":17}}',
    );
    expect(run.code).toBe(0);
    const { bets } = JSON.parse(run.stdout);
    expect(bets.straight.rtp).toBeGreaterThan(18 / 37 - 0.05);
    expect(bets.straight.rtp).toBeLessThan(18 / 37 + 0.05);
    expect(Math.abs(bets.split.rtp - 36 / 37)).toBeLessThan(0.05);
  });

  it('exits 2 with one line for an unknown table or a rule that does not exist', () => {
    const unknown = sim('--table', 'roulette-american', '--rounds', '10', '--seed', '1');
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe('unknown roulette table "roulette-american" (tables: roulette-european)\n');
    const badRule = sim('--table', 'roulette-european', '--rounds', '10', '--rules', '{"zeros":2}');
    expect(badRule.code).toBe(2);
    expect(badRule.stderr).toMatch(/^rules.zeros is not a roulette rule/);
  });
});

describe('roulette sim on limits its bets would break', () => {
  const refuses = (rules: Record<string, unknown>): string => {
    try {
      runSim({ table: 'roulette-european', rounds: 10, seed: '1', rules });
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError);
      return (e as Error).message;
    }
    throw new Error('the sim ran');
  };

  it('refuses before the first round, naming the position and the limit', () => {
    // The table minimum on a straight, with neighbours and orphelins chips on the same numbers, is over 10.
    expect(refuses({ limits: { max: { straight: 10 } } })).toMatch(
      /^the simulated bets would break a table limit: straight:\d+: \d+ is over the maximum of 10 on a straight$/,
    );
    expect(refuses({ limits: { total: 100 } })).toMatch(
      /^the simulated bets \(\d+ a round\) would break the table maximum 100$/,
    );
  });
});
