/**
 * `npm run verify` (SERVER.md "Provably fair"): a player with a revealed seed gets the table's
 * whole shoe or the spin's number, exactly what the engine dealt and what an independent HMAC
 * computation gives; a wrong argument is refused with a line naming it.
 */
import { describe, expect, it } from 'vitest';
import { tableRules as baccaratRules } from '../../src/engine/baccarat/rules';
import { tableRules } from '../../src/engine/blackjack/rules';
import { fairPocket, fairShoe } from '../../src/engine/shared/fair';
import { referencePocket, referenceShoe } from '../engine/shared/fair-reference';
import { runCli } from '../helpers/cli';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

function verify(over: Record<string, string | null>) {
  const flags: Record<string, string | null> = {
    'server-seed': SEED,
    'client-seed': 'player-1',
    nonce: '7',
    game: 'blackjack',
    table: 'bj-classic',
    ...over,
  };
  const args = Object.entries(flags).flatMap(([name, value]) => (value === null ? [] : [`--${name}`, value]));
  return runCli('verify', args);
}

describe('verify through the real command', () => {
  it('prints a blackjack table’s whole shoe of its decks on one line', async () => {
    const run = await verify({ nonce: '42' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
    const { shoe } = JSON.parse(run.stdout);
    expect(shoe).toHaveLength(tableRules('bj-classic').decks * 52);
    expect(shoe).toEqual(fairShoe(SEED, 'player-1', 42, 6));
    expect(shoe).toEqual(referenceShoe(SEED, 'player-1', 42, 6));
  });

  it('prints a baccarat shoe whose first cards are the ones worked out by hand', async () => {
    const run = await verify({ game: 'baccarat', table: 'baccarat-8deck' });
    expect(run.code).toBe(0);
    const { shoe } = JSON.parse(run.stdout);
    expect(shoe).toHaveLength(baccaratRules('baccarat-8deck').decks * 52);
    // HMAC-SHA256(00..1f, "player-1:7:0") and on, through the rejection rule and forward Fisher–Yates.
    expect(shoe.slice(0, 12).join(' ')).toBe('TD 4S 8S 9S 4C JC 2H TC TH 5S 2C 7C');
    expect(shoe).toEqual(referenceShoe(SEED, 'player-1', 7, 8));
  });

  it('prints the number of a roulette spin', async () => {
    const runs = await Promise.all(
      ['0', '2', '9'].map((nonce) => verify({ game: 'roulette', table: 'roulette-european', nonce })),
    );
    expect(runs.map((r) => JSON.parse(r.stdout))).toEqual([
      { pocket: 27 },
      { pocket: 36 },
      { pocket: fairPocket(SEED, 'player-1', 9) },
    ]);
    expect(JSON.parse(runs[2]!.stdout).pocket).toBe(referencePocket(SEED, 'player-1', 9));
  });

  it('refuses a missing or bad argument with exit 2 and a line naming it', async () => {
    const cases: [Record<string, string | null>, RegExp][] = [
      [{ nonce: null }, /^missing --nonce$/],
      [{ 'server-seed': null }, /^missing --server-seed$/],
      [{ 'server-seed': SEED.slice(2) }, /--server-seed must be .*64 hex digits/],
      [{ 'server-seed': `${SEED.slice(2)}zz` }, /--server-seed/],
      [{ 'client-seed': 'has space' }, /--client-seed must be 1 to 64 characters/],
      [{ nonce: '-1' }, /--nonce must be a whole number/],
      [{ nonce: '1.5' }, /--nonce/],
      [{ nonce: '99999999999999999999' }, /--nonce/],
      [{ game: 'poker' }, /--game must be one of blackjack, baccarat, roulette/],
      [{ table: 'bj-nowhere' }, /^--table: unknown blackjack table "bj-nowhere"/],
      [{ game: 'roulette' }, /^--table: unknown roulette table "bj-classic"/],
      [{ decks: '8' }, /unknown option --decks/],
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
