import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/cli/io';
import { runScenario } from '../../../src/cli/roulette/scenario';
import { spinWheel } from '../../../src/engine/roulette/wheel';
import { SeededRng } from '../../../src/engine/shared/rng';
import { runCliSync } from '../../helpers/cli';

const FIXTURES = 'tests/fixtures/roulette';

function scenario(file: string, input?: string) {
  return runCliSync('scenario', [file], input, 60_000);
}

function ok(file: string) {
  const run = scenario(`${FIXTURES}/${file}`);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout);
}

function fails(file: string): string {
  const run = scenario(`${FIXTURES}/${file}`);
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] as string;
}

describe('roulette scenarios through the real command', () => {
  it('plays the HEADLESS.md example: the split wins 17:1, voisins (expanded) loses', () => {
    const out = ok('headless-example.json');
    const [round] = out.rounds;
    expect(round).toMatchObject({ result: 17, colour: 'black', staked: 1000, returned: 1800, balanceAfter: 10800 });
    expect(round.bets[0]).toEqual({ bet: 'split:17-20', amount: 100, returned: 1800 });
    expect(round.bets.slice(1)).toEqual([
      { bet: 'trio:0-2-3', amount: 200, returned: 0, announced: 'voisins', chips: 2 },
      { bet: 'split:4-7', amount: 100, returned: 0, announced: 'voisins', chips: 1 },
      { bet: 'split:12-15', amount: 100, returned: 0, announced: 'voisins', chips: 1 },
      { bet: 'split:18-21', amount: 100, returned: 0, announced: 'voisins', chips: 1 },
      { bet: 'split:19-22', amount: 100, returned: 0, announced: 'voisins', chips: 1 },
      { bet: 'corner:25-26-28-29', amount: 200, returned: 0, announced: 'voisins', chips: 2 },
      { bet: 'split:32-35', amount: 100, returned: 0, announced: 'voisins', chips: 1 },
    ]);
    const voisinsChips = round.bets.filter((b: { announced?: string }) => b.announced === 'voisins');
    expect(voisinsChips.reduce((n: number, b: { chips: number }) => n + b.chips, 0)).toBe(9);
    expect(out.balance).toBe(10800);
  });

  it('pays every kind of bet and carries the balance from round to round', () => {
    const out = ok('every-payout.json');
    const summary = out.rounds.map((r: Record<string, number>) => [r.result, r.staked, r.returned, r.balanceAfter]);
    expect(summary).toEqual([
      [0, 200, 3600, 103400],
      [2, 300, 3300, 106400],
      [5, 400, 2100, 108100],
      [0, 3000, 5400, 110500],
      [33, 400, 600, 110700],
    ]);
    const returned = (round: number, bet: string) =>
      out.rounds[round].bets.filter((b: { bet: string }) => b.bet === bet).map((b: { returned: number }) => b.returned);
    expect(returned(0, 'red')).toEqual([0]);
    expect(returned(1, 'trio:0-1-2')).toEqual([1200]);
    expect(returned(1, 'basket:0-1-2-3')).toEqual([900]);
    expect(returned(2, 'line:1-2-3-4-5-6')).toEqual([600]);
    expect(returned(3, 'split:0-3')).toEqual([1800]);
    expect(returned(3, 'even')).toEqual([0]);
    expect(returned(3, 'straight:0')).toEqual([3600]);
    expect(out.statistics.last).toEqual([33, 0, 5, 2, 0]);
    expect(out.statistics.counts).toMatchObject({ zero: 2 });
  });

  it('spins the seeded wheel when no result is given, the same way every time, also from stdin', () => {
    const a = ok('seeded.json');
    const rng = new SeededRng('lab-42');
    const expected = [0, 1, 2].map(() => spinWheel(rng).number);
    expect(a.rounds.map((r: { result: number }) => r.result)).toEqual(expected);
    const b = scenario('-', readFileSync(`${FIXTURES}/seeded.json`, 'utf8'));
    expect(b.code).toBe(0);
    expect(JSON.parse(b.stdout)).toEqual(a);
  });

  it('follows rules overrides of the table', () => {
    expect(ok('rules-override.json').rounds[0].returned).toBe(720000);
  });

  it('exits 2 with one line for a malformed file', () => {
    expect(fails('error-malformed.txt')).toMatch(/error-malformed.txt is not valid JSON/);
  });

  it('exits 2 for an unknown table, naming the tables there are', () => {
    expect(fails('error-unknown-table.json')).toBe(
      'table: unknown roulette table "roulette-american" (tables: roulette-european)',
    );
  });

  it('exits 2 for an illegal position, naming round, bet and the legal splits', () => {
    expect(fails('error-illegal-split.json')).toBe(
      'round 2, bet 2 (split:1-5 100): "split:1-5" is not a legal split: a split is two numbers side by side on the layout, or 0 with 1, 2 or 3 (split:17-20); legal splits with 1: split:0-1, split:1-2, split:1-4',
    );
  });

  it('exits 2 when an announced bet amount does not divide into its chips', () => {
    expect(fails('error-announced-indivisible.json')).toBe(
      'round 1, bet 1 (voisins 950): voisins is 9 chips: 950 does not divide evenly into 9 (try 945 or 954)',
    );
  });

  it('exits 2 over a table limit, counting announced chips on the same position', () => {
    expect(fails('error-over-limit.json')).toBe(
      'round 1: straight:32: 10050 is over the maximum of 10000 on a straight',
    );
  });

  it('exits 2 when the bets exceed the balance, and for a result that is no pocket', () => {
    expect(fails('error-over-balance.json')).toBe('round 2: the bets total 1000 but the balance is 0');
    expect(fails('error-bad-result.json')).toBe('round 1: "result" must be a pocket number 0–36, got 37');
  });

  it('exits 2 for unknown fields rather than ignoring a typo', () => {
    const run = scenario(
      '-',
      JSON.stringify({ game: 'roulette', table: 'roulette-european', balance: 100, rounds: [{ bets: [], reslt: 1 }] }),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('round 1: unknown field "reslt" (known: bets, result, description)\n');
  });
});

describe('roulette scenario bets the table refuses: the round, the bet and the problem in one line', () => {
  /** The one line the runner (in process) refuses one round of `bets` with. */
  function refuses(bets: { bet: unknown; amount: unknown }[]): string {
    try {
      runScenario({
        game: 'roulette',
        table: 'roulette-european',
        balance: 10_000_000,
        rounds: [{ bets, result: 17 }],
      });
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError);
      return (e as Error).message;
    }
    throw new Error('the scenario was accepted');
  }

  it.each<[{ bet: unknown; amount: unknown }[], string | RegExp]>([
    [
      [{ bet: 'red', amount: 0 }],
      'round 1, bet 1 (red 0): the amount on red must be a positive integer of minor units, got 0',
    ],
    [
      [
        { bet: 'red', amount: 100 },
        { bet: 'odd', amount: 12.5 },
      ],
      'round 1, bet 2 (odd 12.5): the amount on odd must be a positive integer of minor units, got 12.5',
    ],
    [
      [{ bet: 'green', amount: 100 }],
      /^round 1, bet 1 \(green 100\): "green" is not a bet: unknown kind "green" \(kinds: straight, /,
    ],
    [
      [{ bet: 'neighbours:17:12', amount: 100 }],
      /^round 1, bet 1 \(neighbours:17:12 100\): "neighbours:17:12" has a bad neighbour count "12"/,
    ],
    [
      [{ bet: 'tiers', amount: 5 }],
      'round 1, bet 1 (tiers 5): tiers is 6 chips: 5 does not divide evenly into 6 (try 6)',
    ],
    [[{ bet: 'red', amount: 5 }], 'round 1: red: 5 is under the table minimum of 10 per position'],
    [
      [
        { bet: 'red', amount: 180_000 },
        { bet: 'odd', amount: 180_000 },
        { bet: 'low', amount: 140_000 },
        { bet: 'straight:7', amount: 10 },
      ],
      'round 1: the bets total 500010, over the table maximum of 500000 per spin',
    ],
  ])('%j', (bets, message) => {
    const line = refuses(bets);
    if (typeof message === 'string') expect(line).toBe(message);
    else expect(line).toMatch(message);
    expect(line).not.toContain('\n');
  });
});
