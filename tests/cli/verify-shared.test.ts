/**
 * `npm run verify` at the shared tables (SHARED.md "Fairness at a shared table"): the baccarat
 * shoe of fairness version 2 with its cut, the blackjack and roulette tables as version 1 by their
 * solo tables' rules, and the optional check of a revealed seed against its chain's commitment.
 */
import { describe, expect, it } from 'vitest';
import { tableRules } from '../../src/engine/blackjack/rules';
import { fairPocket, fairShoe } from '../../src/engine/shared/fair';
import { chainCommitment, chainSeed, sharedBaccaratShoe } from '../../src/engine/shared/fair-chain';
import { referencePocket, referenceShoe } from '../engine/shared/fair-reference';
import { runCli } from '../helpers/cli';

const TOP = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const LENGTH = 20;
const COMMITMENT = chainCommitment(TOP, LENGTH);
/** The seed of the chain's third shoe, as a shoe.closed event would reveal it. */
const SEED = chainSeed(TOP, LENGTH, 3);
const CLIENT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function verify(over: Record<string, string | null>) {
  const flags: Record<string, string | null> = {
    'server-seed': SEED,
    'client-seed': CLIENT,
    nonce: '0',
    game: 'baccarat',
    table: 'baccarat-shared',
    ...over,
  };
  const args = Object.entries(flags).flatMap(([name, value]) => (value === null ? [] : [`--${name}`, value]));
  return runCli('verify', args);
}

function expectOneLine(
  run: { code: number | null; stdout: string; stderr: string },
  code: number,
  out: 'stdout' | 'stderr',
) {
  expect(run.code).toBe(code);
  expect(run[out === 'stdout' ? 'stderr' : 'stdout']).toBe('');
  expect(run[out].trimEnd().split('\n')).toHaveLength(1);
}

describe('verify at the shared tables', () => {
  it('prints the baccarat shoe of version 2 with its cut, nonce 0', async () => {
    const run = await verify({});
    expectOneLine(run, 0, 'stdout');
    const doc = JSON.parse(run.stdout);
    expect(Object.keys(doc)).toEqual(['version', 'cut', 'shoe']);
    const { cut, cards } = sharedBaccaratShoe(SEED, CLIENT, 8);
    expect(doc).toEqual({ version: 2, cut, shoe: cards });
    expect(doc.shoe).toHaveLength(416);
  });

  it('prints the fixed shoe and cut of the engine’s known vector', async () => {
    const run = await verify({ 'server-seed': TOP });
    const doc = JSON.parse(run.stdout);
    expect(doc.cut).toBe(264);
    expect(doc.shoe.slice(0, 5)).toEqual(['AD', 'QD', '8S', 'TC', 'JD']);
  });

  it('verifies the shared blackjack and roulette tables as version 1 at the given nonce', async () => {
    const [bj, wheel] = await Promise.all([
      verify({ game: 'blackjack', table: 'bj-european-shared', nonce: '17' }),
      verify({ game: 'roulette', table: 'roulette-shared', nonce: '99' }),
    ]);
    expectOneLine(bj!, 0, 'stdout');
    const decks = tableRules('bj-european').decks;
    expect(JSON.parse(bj!.stdout)).toEqual({ shoe: fairShoe(SEED, CLIENT, 17, decks) });
    expect(JSON.parse(bj!.stdout).shoe).toEqual(referenceShoe(SEED, CLIENT, 17, 6));
    expectOneLine(wheel!, 0, 'stdout');
    expect(JSON.parse(wheel!.stdout)).toEqual({ pocket: fairPocket(SEED, CLIENT, 99) });
    expect(JSON.parse(wheel!.stdout).pocket).toBe(referencePocket(SEED, CLIENT, 99));
  });

  it('adds "chain":"ok" when the seed hashes to the commitment at its index', async () => {
    const runs = await Promise.all([
      verify({ 'chain-commitment': COMMITMENT, 'chain-index': '3' }),
      verify({
        'chain-commitment': COMMITMENT.toUpperCase(),
        'chain-index': '3',
        game: 'roulette',
        table: 'roulette-shared',
        nonce: '5',
      }),
      verify({ 'server-seed': chainSeed(TOP, LENGTH, 1), 'chain-commitment': COMMITMENT, 'chain-index': '1' }),
    ]);
    for (const run of runs) {
      expectOneLine(run, 0, 'stdout');
      expect(JSON.parse(run.stdout).chain).toBe('ok');
    }
    expect(JSON.parse(runs[1]!.stdout)).toEqual({ pocket: fairPocket(SEED, CLIENT, 5), chain: 'ok' });
  });

  it('exits 1 with one line when the seed does not hash to the commitment', async () => {
    const runs = await Promise.all([
      verify({ 'chain-commitment': COMMITMENT, 'chain-index': '2' }),
      verify({ 'chain-commitment': COMMITMENT, 'chain-index': '4' }),
      verify({ 'chain-commitment': chainSeed(TOP, LENGTH, 1), 'chain-index': '3' }),
      verify({ 'server-seed': 'f'.repeat(64), 'chain-commitment': COMMITMENT, 'chain-index': '3' }),
    ]);
    for (const run of runs) {
      expectOneLine(run, 1, 'stderr');
      expect(run.stderr.trimEnd()).toBe("the server seed does not hash to the chain's commitment");
    }
  });

  it('refuses a bad argument with exit 2 and a line naming it', async () => {
    const cases: [Record<string, string | null>, RegExp][] = [
      [{ nonce: '1' }, /^--nonce must be 0 at baccarat-shared/],
      [{ nonce: null }, /^missing --nonce$/],
      [{ 'chain-commitment': COMMITMENT }, /--chain-commitment and --chain-index go together/],
      [{ 'chain-index': '3' }, /--chain-commitment and --chain-index go together/],
      [{ 'chain-commitment': COMMITMENT.slice(2), 'chain-index': '3' }, /^--chain-commitment must be .*64 hex/],
      [{ 'chain-commitment': COMMITMENT, 'chain-index': '0' }, /^--chain-index must be a whole number from 1/],
      [{ 'chain-commitment': COMMITMENT, 'chain-index': '-2' }, /^--chain-index/],
      [{ 'chain-commitment': COMMITMENT, 'chain-index': '1e3' }, /^--chain-index/],
      [{ game: 'blackjack' }, /^--table: unknown blackjack table "baccarat-shared"/],
      [{ game: 'roulette', table: 'bj-european-shared' }, /^--table: unknown roulette table "bj-european-shared"/],
      [{ table: 'baccarat-nowhere' }, /^--table: /],
    ];
    const runs = await Promise.all(cases.map(([over]) => verify(over)));
    for (const [i, run] of runs.entries()) {
      const [over, message] = cases[i]!;
      const label = JSON.stringify(over);
      expect(run.code, label).toBe(2);
      expect(run.stdout, label).toBe('');
      expect(run.stderr.trimEnd().split('\n'), label).toHaveLength(1);
      expect(run.stderr.trimEnd(), label).toMatch(message);
    }
  });
});
