import { describe, expect, it } from 'vitest';
import { runSim, simStake } from '../../../src/cli/blackjack/sim';
import { tableRules } from '../../../src/engine/blackjack/rules';
import { type CliRun, runCli } from '../../helpers/cli';

function sim(args: string[]): Promise<CliRun> {
  return runCli('sim', args);
}

describe('blackjack simulation', () => {
  it('prints the HEADLESS.md report and repeats its figures for the same seed', async () => {
    const args = ['--game', 'blackjack', '--table', 'bj-h17-8deck', '--rounds', '20000', '--seed', '7'];
    const [a, b, c] = await Promise.all([sim(args), sim(args), sim([...args.slice(0, -1), '8'])]);
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
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
    expect(first).toMatchObject({ game: 'blackjack', table: 'bj-h17-8deck', rounds: 20000, seed: '7' });
    expect(Object.keys(first.bets)).toEqual(['main', 'mainPerInitialBet']);
    for (const figures of Object.values(first.bets) as {
      wagered: number;
      returned: number;
      rtp: number;
      ci95: number;
    }[]) {
      expect(Object.keys(figures)).toEqual(['wagered', 'returned', 'rtp', 'ci95']);
      expect(figures.rtp).toBeCloseTo(figures.returned / figures.wagered, 12);
      expect(figures.ci95).toBeGreaterThan(0);
    }
    expect(first.bets).toEqual(second.bets);
    expect(JSON.parse(c.stdout).bets).not.toEqual(first.bets);
    expect(first.roundsPerSecond).toBeGreaterThan(0);
  });

  it('counts doubles and splits in `main` and only the initial bet in `mainPerInitialBet`', () => {
    const rounds = 5000;
    const report = runSim({ table: 'bj-classic', rounds, seed: 'split', rules: undefined });
    const stake = simStake(tableRules('bj-classic'));
    const main = report.bets.main!;
    const initial = report.bets.mainPerInitialBet!;
    expect(initial.wagered).toBe(rounds * stake);
    expect(main.wagered).toBeGreaterThan(initial.wagered);
    // Same net result either way: returned − wagered.
    expect(main.returned - main.wagered).toBe(initial.returned - initial.wagered);
  });

  it('plays every table and follows --rules (a 6:5 blackjack costs about 1.4 %)', () => {
    for (const table of ['bj-classic', 'bj-european', 'bj-multiseat', 'bj-h17-8deck']) {
      const r = runSim({ table, rounds: 2000, seed: '1', rules: undefined });
      expect(r.bets.main!.rtp).toBeGreaterThan(0.9);
      expect(r.bets.main!.rtp).toBeLessThan(1.1);
    }
    const seed = 'paytable';
    const base = runSim({ table: 'bj-multiseat', rounds: 20000, seed, rules: undefined }).bets.mainPerInitialBet!;
    const sixFive = runSim({ table: 'bj-multiseat', rounds: 20000, seed, rules: { blackjackPays: [6, 5] } }).bets
      .mainPerInitialBet!;
    expect(base.rtp - sixFive.rtp).toBeGreaterThan(0.01);
    expect(base.rtp - sixFive.rtp).toBeLessThan(0.02);
  });

  it('exits 2 with one line for an unknown table or bad rules', async () => {
    const [table, rules] = await Promise.all([
      sim(['--game', 'blackjack', '--table', 'bj-x', '--rounds', '10', '--seed', '1']),
      sim(['--game', 'blackjack', '--table', 'bj-classic', '--rounds', '10', '--rules', '{"maxHands":9}']),
    ]);
    for (const r of [table, rules]) {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(table.stderr).toContain('unknown blackjack table "bj-x"');
    expect(rules.stderr).toContain('rules field "maxHands"');
  });
});
