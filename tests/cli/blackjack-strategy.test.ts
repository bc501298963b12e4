import { describe, expect, it } from 'vitest';
import { tableRules } from '../../src/engine/blackjack/rules';
import { computeStrategy } from '../../src/engine/blackjack/strategy';
import { type CliRun, runCli } from '../helpers/cli';

function strategy(args: string[]): Promise<CliRun> {
  return runCli('strategy', args);
}

const UPS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'];
const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i));

describe('npm run strategy', () => {
  it('prints the HEADLESS.md chart for a table, computed for its rules, and honours --rules', async () => {
    const [plain, overridden] = await Promise.all([
      strategy(['--table', 'bj-h17-8deck']),
      strategy(['--table', 'bj-h17-8deck', '--rules', '{"surrender":"none","doubleAfterSplit":false}']),
    ]);
    expect(plain.code).toBe(0);
    expect(plain.stderr).toBe('');
    const chart = JSON.parse(plain.stdout);
    expect(Object.keys(chart)).toEqual(['hard', 'soft', 'pairs']);
    expect(Object.keys(chart.hard)).toEqual(range(5, 21));
    expect(Object.keys(chart.soft)).toEqual(range(13, 21));
    expect(Object.keys(chart.pairs)).toEqual([...range(2, 9), 'T', 'A']);
    for (const section of ['hard', 'soft', 'pairs']) {
      for (const row of Object.values(chart[section]) as Record<string, string>[]) {
        expect(Object.keys(row)).toEqual(UPS);
        for (const code of Object.values(row)) expect(['H', 'S', 'D', 'Ds', 'P', 'Rh', 'Rs', 'Rp']).toContain(code);
      }
    }
    expect(chart).toEqual(JSON.parse(JSON.stringify(computeStrategy(tableRules('bj-h17-8deck')))));
    expect(chart.hard['17'].A).toBe('Rs');

    expect(overridden.code).toBe(0);
    const other = JSON.parse(overridden.stdout);
    expect(other.hard['17'].A).toBe('S');
    expect(other.pairs['4']['5']).toBe('H');
  });

  it.each([
    [['--table', 'bj-nowhere'], 'unknown blackjack table "bj-nowhere"'],
    [[], '--table is required'],
    [['--table', 'bj-classic', '--rules', '{decks:2}'], '--rules is not valid JSON'],
    [['--table', 'bj-classic', '--rules', '[1]'], '--rules must be a JSON object'],
    [['--table', 'bj-classic', '--rules', '{"decks":0}'], 'rules field "decks" must be an integer from 1 to 8'],
    [['--table', 'bj-classic', '--seat', '1'], 'unknown option --seat'],
  ])('exits 2 with one line and no output for %j', async (args, message) => {
    const r = await strategy(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
