import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/cli/baccarat/scenario';
import { UsageError } from '../../../src/cli/io';
import { runCli } from '../../helpers/cli';

const FIXTURES = 'tests/fixtures/baccarat';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real command, as a user would: `npx tsx src/cli/scenario.ts FILE`. */
function scenario(file: string, stdin?: string): Promise<Run> {
  return runCli('scenario', [file], stdin);
}

async function ok(file: string) {
  const r = await scenario(`${FIXTURES}/${file}`);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

async function fails(path: string): Promise<string> {
  const r = await scenario(path.includes('/') ? path : `${FIXTURES}/${path}`);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] as string;
}

describe('baccarat scenario command (the real command)', () => {
  it('plays the HEADLESS.md example: Player natural 8 beats Banker 7', async () => {
    const out = await ok('natural.json');
    expect(out.rounds).toEqual([
      {
        player: { cards: ['8S', 'KD'], total: 8 },
        banker: { cards: ['2H', '5C'], total: 7 },
        winner: 'player',
        natural: true,
        bets: {
          player: { bet: 0, returned: 0, result: 'none' },
          banker: { bet: 10, returned: 0, result: 'lose' },
          tie: { bet: 0, returned: 0, result: 'none' },
        },
        staked: 10,
        returned: 0,
        balanceAfter: 9990,
      },
    ]);
    expect(out.balance).toBe(9990);
  });

  it('deals third cards, rounds BANKER down, pushes on a tie and carries the balance', async () => {
    const out = await ok('three-rounds.json');
    const summary = out.rounds.map((r: Record<string, unknown>) => ({
      player: r.player,
      banker: r.banker,
      winner: r.winner,
      natural: r.natural,
      staked: r.staked,
      returned: r.returned,
      balanceAfter: r.balanceAfter,
    }));
    expect(summary).toEqual([
      {
        player: { cards: ['2S', '2H', '6C'], total: 0 },
        banker: { cards: ['3D', 'TC', '9D'], total: 2 },
        winner: 'banker',
        natural: false,
        staked: 30,
        returned: 58,
        balanceAfter: 1028,
      },
      {
        player: { cards: ['4S', '4H'], total: 8 },
        banker: { cards: ['5D', '3C'], total: 8 },
        winner: 'tie',
        natural: true,
        staked: 110,
        returned: 190,
        balanceAfter: 1108,
      },
      {
        player: { cards: ['AS', '5H'], total: 6 },
        banker: { cards: ['KD', '7C'], total: 7 },
        winner: 'banker',
        natural: false,
        staked: 40,
        returned: 39,
        balanceAfter: 1107,
      },
    ]);
    expect(out.rounds[1].bets.player).toEqual({ bet: 100, returned: 100, result: 'push' });
    expect(out.rounds[1].bets.tie).toEqual({ bet: 10, returned: 90, result: 'win' });
    expect(out.balance).toBe(1107);
  });

  it('reads a scenario from standard input with -', async () => {
    const r = await scenario('-', readFileSync(`${FIXTURES}/natural.json`, 'utf8'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).balance).toBe(9990);
  });

  it('exits 2 on malformed JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baccarat-'));
    const file = join(dir, 'malformed.json');
    writeFileSync(file, '{ "game": "baccarat", "table": "baccarat-8deck", "shoe": ["8S", ');
    expect(await fails(file)).toMatch(/malformed\.json is not valid JSON/);
  });

  it('exits 2 on an unknown table, naming the known ones', async () => {
    expect(await fails('unknown-table.json')).toBe(
      'unknown baccarat table "baccarat-9deck" (known: baccarat-8deck, baccarat-6deck)',
    );
  });

  it('exits 2 when the stacked shoe runs short, naming the round, and prints no partial result', async () => {
    expect(await fails('short-shoe.json')).toBe('rounds[1]: the stacked shoe ran out after 9 cards');
  });

  it('exits 2 on a bet over the table maximum', async () => {
    expect(await fails('over-limit.json')).toBe('rounds[0]: tie bet 100010 is above the table maximum 100000');
  });
});

/** The same runner in process, for the checks that do not need a new process each. */
const load = (file: string) => JSON.parse(readFileSync(`${FIXTURES}/${file}`, 'utf8')) as Record<string, unknown>;

function refuses(file: string): string {
  return refusesDoc(load(file), file);
}

function refusesDoc(doc: Record<string, unknown>, name = 'the scenario'): string {
  try {
    runScenario(doc);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error(`${name} was accepted`);
}

describe('baccarat scenario runner', () => {
  it('deals a seeded scenario from the product shoe, the same way every time', () => {
    const first = runScenario(load('seeded.json')) as {
      rounds: { player: { cards: string[] }; banker: { cards: string[] }; staked: number; returned: number }[];
      balance: number;
    };
    expect(runScenario(load('seeded.json'))).toEqual(first);
    expect(first.rounds).toHaveLength(4);
    for (const round of first.rounds) {
      const cards = [...round.player.cards, ...round.banker.cards];
      expect(cards.length).toBeGreaterThanOrEqual(4);
      expect(cards.length).toBeLessThanOrEqual(6);
    }
    const net = first.rounds.reduce((a, r) => a + r.returned - r.staked, 0);
    expect(first.balance).toBe(100000 + net);
  });

  it('applies rule overrides: TIE at 9:1 returns 10 for 1', () => {
    const out = runScenario(load('rules-override.json')) as { rounds: { bets: { tie: unknown } }[] };
    expect(out.rounds[0]?.bets.tie).toEqual({ bet: 10, returned: 100, result: 'win' });
  });

  it('refuses a bet under the table minimum', () => {
    expect(refuses('below-minimum.json')).toBe('rounds[0]: banker bet 5 is below the table minimum 10');
  });

  it('names the area and the limit of a bet the table refuses, or that no bet was placed', () => {
    const round = (bets: Record<string, number>) =>
      refusesDoc({ game: 'baccarat', table: 'baccarat-8deck', balance: 10_000_000, seed: 1, rounds: [{ bets }] });
    expect(round({})).toBe('rounds[0]: no bet placed');
    expect(round({ player: 0, banker: 0, tie: 0 })).toBe('rounds[0]: no bet placed');
    expect(round({ banker: 500_001 })).toBe('rounds[0]: banker bet 500001 is above the table maximum 500000');
    expect(round({ player: 100, tie: 9 })).toBe('rounds[0]: tie bet 9 is below the table minimum 10');
  });

  it('refuses stakes over the balance', () => {
    expect(refuses('over-balance.json')).toBe('rounds[1]: stakes 30 exceed the balance 5');
  });

  it('refuses a bet area baccarat does not have, naming the round and the areas', () => {
    expect(refuses('unknown-area.json')).toBe('rounds[1].bets.pair is not a bet area (areas: player, banker, tie)');
  });

  it('refuses a card code that is not a card', () => {
    expect(refuses('bad-card.json')).toMatch(/^shoe\[2\]: "10D" is not a card.*write the ten as TD/);
  });
});
