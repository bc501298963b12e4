import { describe, expect, it } from 'vitest';
import { runSim } from '../../../src/cli/baccarat/sim';
import { exactReturns } from '../../../src/engine/baccarat/exact';
import { tableRules } from '../../../src/engine/baccarat/rules';
import { type CliRun, runCli } from '../../helpers/cli';

function sim(args: string[]): Promise<CliRun> {
  return runCli('sim', args);
}

describe('baccarat simulation', () => {
  it.each(['baccarat-8deck', 'baccarat-6deck'])(
    'lands each bet of %s within its 95 per cent interval of the exact return',
    (table) => {
      const exact = exactReturns(tableRules(table)).rtp;
      const report = runSim({ table, rounds: 150_000, seed: 'ci', rules: undefined });
      expect(report.table).toBe(table);
      for (const area of ['player', 'banker', 'tie'] as const) {
        const figures = report.bets[area]!;
        expect(figures.wagered).toBe(150_000 * 100);
        expect(figures.ci95).toBeGreaterThan(0);
        expect(figures.ci95).toBeLessThan(0.02);
        expect(Math.abs(figures.rtp - exact[area])).toBeLessThan(figures.ci95);
      }
    },
  );

  it('sees a rule override: TIE paying 9:1 returns about 95 per cent', () => {
    const report = runSim({
      table: 'baccarat-8deck',
      rounds: 50_000,
      seed: 'tie',
      rules: { payouts: { tie: [9, 1] } },
    });
    const tie = report.bets.tie!;
    expect(Math.abs(tie.rtp - 0.9516)).toBeLessThan(tie.ci95);
  });

  it('prints the HEADLESS.md report and repeats its figures for the same seed', async () => {
    const args = ['--game', 'baccarat', '--table', 'baccarat-6deck', '--rounds', '20000', '--seed', '5'];
    const [a, b] = await Promise.all([sim(args), sim(args)]);
    expect(a.code).toBe(0);
    const first = JSON.parse(a.stdout);
    const second = JSON.parse(b.stdout);
    expect(Object.keys(first).sort()).toEqual([
      'bets',
      'entropy',
      'game',
      'round',
      'rounds',
      'roundsPerSecond',
      'seed',
      'table',
      'workers',
    ]);
    expect(first).toMatchObject({ game: 'baccarat', table: 'baccarat-6deck', rounds: 20000, seed: '5' });
    expect(Object.keys(first.bets)).toEqual(['player', 'banker', 'tie']);
    expect(first.bets).toEqual(second.bets);
    expect(first.roundsPerSecond).toBeGreaterThan(0);
  });

  it('exits 2 with one line for an unknown table', async () => {
    const r = await sim(['--game', 'baccarat', '--table', 'punto', '--rounds', '10', '--seed', '1']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('unknown baccarat table "punto" (known: baccarat-8deck, baccarat-6deck)\n');
  });
});
