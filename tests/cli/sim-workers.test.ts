/**
 * `sim --workers N`: the rounds run in fixed chunks with streams derived from the seed alone, so
 * one worker and several print the same totals for a seed; a bad --workers is a usage error.
 * SIM_CHUNK_ROUNDS (inherited by the commands and their worker threads) makes the chunks small,
 * so a few thousand rounds are several chunks and the cost is the processes' start alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkCount } from '../../src/cli/sim-chunks';
import { parseWorkers } from '../../src/cli/sim-workers';
import { type CliRun, runCli } from '../helpers/cli';

function sim(args: string[]): Promise<CliRun> {
  return runCli('sim', args);
}

const CHUNK = 1000;
// Three chunks and a bit, so two and three workers each get chunks in a different arrangement.
const ROUNDS = 3 * CHUNK + 250;
let before: string | undefined;

beforeAll(() => {
  before = process.env.SIM_CHUNK_ROUNDS;
  process.env.SIM_CHUNK_ROUNDS = String(CHUNK);
});

afterAll(() => {
  if (before === undefined) delete process.env.SIM_CHUNK_ROUNDS;
  else process.env.SIM_CHUNK_ROUNDS = before;
});

describe('sim --workers', () => {
  it.each([
    ['blackjack', 'bj-h17-8deck', 'main'],
    ['baccarat', 'baccarat-8deck', 'banker'],
  ])('prints the same %s totals for a seed with 1, 2 and 3 workers', { timeout: 120_000 }, async (game, table, bet) => {
    expect(chunkCount(ROUNDS)).toBe(4);
    const base = ['--game', game, '--table', table, '--rounds', String(ROUNDS), '--seed', 'workers'];
    const runs = await Promise.all(['1', '2', '3'].map((n) => sim([...base, '--workers', n])));
    const docs = runs.map((r) => {
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      return JSON.parse(r.stdout);
    });
    expect(docs.map((d) => d.workers)).toEqual([1, 2, 3]);
    expect(docs[0].bets[bet].wagered).toBeGreaterThan(0);
    expect(docs[1].bets).toEqual(docs[0].bets);
    expect(docs[2].bets).toEqual(docs[0].bets);
    // The round's distribution and its figures merge as exactly as the sums.
    expect(Object.values(docs[0].round.distribution).reduce((a: number, b) => a + (b as number), 0)).toBe(ROUNDS);
    expect(docs[1].round).toEqual(docs[0].round);
    expect(docs[2].round).toEqual(docs[0].round);
    // The same chunks played here give the same totals, and another seed gives others: the
    // comparison above can fail.
    const mod = await import(`../../src/cli/${game}/sim.ts`);
    const here = (seed: string) => {
      const { bets, round } = mod.runSim({ table, rounds: ROUNDS, seed, rules: undefined });
      return JSON.parse(JSON.stringify({ bets, round }));
    };
    expect(here('workers')).toEqual({ bets: docs[0].bets, round: docs[0].round });
    const other = here('other');
    expect(other.bets).not.toEqual(docs[0].bets);
    expect(other.round.distribution).not.toEqual(docs[0].round.distribution);
  });

  it.each(['-1', '1.5', 'many', '257', ''])('refuses --workers %j', (n) => {
    expect(() => parseWorkers(n)).toThrow(/^--workers must be/);
  });

  it('refuses a bad --workers with exit 2 and one line', async () => {
    const r = await sim(['--game', 'blackjack', '--table', 'bj-h17-8deck', '--rounds', '10', '--workers', '257']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^--workers must be/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('draws from crypto entropy on request, with no seed to print', async () => {
    const [r, refused] = await Promise.all([
      sim(['--game', 'baccarat', '--table', 'baccarat-8deck', '--rounds', '2000', '--entropy', 'crypto']),
      sim(['--game', 'baccarat', '--table', 'baccarat-8deck', '--rounds', '9', '--entropy', 'os']),
    ]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ seed: null, entropy: 'crypto', workers: 1, rounds: 2000 });
    expect(doc.bets.tie.wagered).toBe(2000 * 100);
    expect(refused.code).toBe(2);
  });
});
