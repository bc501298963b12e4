/**
 * The history panel's fairness source against the real game server (in-process, on PGlite): the
 * seeds as the session states them, a rotation revealing the seed, and a roulette spin, a baccarat
 * round and a blackjack round recomputed in "the browser" (ServerFairness over ServerApi) from the
 * revealed seed. A record altered on its way (one card, the number, the seed) is a mismatch that
 * shows what the seed deals against what the round showed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure, ServerApi } from '../../../src/platform/remote/api';
import { ServerFairness } from '../../../src/platform/remote/fairness';
import type { FairnessState } from '../../../src/platform/remote/fairness-source';
import { type Player, TestServer } from '../../server/support/api';
import { injectFetch } from '../../server/support/inject-fetch';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

let server: TestServer;
let player: Player;
let base: Fetch;
const ids: Record<'roulette' | 'baccarat' | 'blackjack', string> = { roulette: '', baccarat: '', blackjack: '' };

/** The player's fairness source, its answers passed through `alter` (a tampering network). */
function fairness(alter: (path: string, body: Record<string, unknown>) => void = () => {}): ServerFairness {
  const fetch: Fetch = async (input, init) => {
    const res = await base(input, init);
    if (!res.ok) return res;
    const body = (await res.json()) as Record<string, unknown>;
    alter(input, body);
    return new Response(JSON.stringify(body), { status: res.status });
  };
  const api = new ServerApi({ base: '', fetch, backoffMs: [], sleep: async () => {} });
  api.token = player.token;
  return new ServerFairness(api);
}

// Declines insurance or even money (a blackjack against an ace: `stand` is not legal then), else stands.
const stand = (legal: string[]) => legal.find((m) => m === 'insurance:no' || m === 'even-money:no') ?? 'stand';

beforeAll(async () => {
  server = await TestServer.start('pglite');
  base = injectFetch(() => server.app).fetch;
  player = await server.demo(1_000_000);
  ids.roulette = (await player.open('roulette-european', [{ bet: 'red', amount: 1000 }])).body.roundId;
  ids.baccarat = (await player.open('baccarat-6deck', { player: 1000 })).body.roundId;
  let r = (await player.open('bj-classic', [{ seat: 1, main: 1000 }])).body;
  while (r.status === 'open') r = (await player.act(r.roundId, stand(r.legal))).body;
  ids.blackjack = r.roundId;
});
afterAll(() => server.stop());

describe('ServerFairness on the game server', () => {
  let before: FairnessState;

  it('states the seeds the session deals from: the server seed as its hash, the client seed, the nonce', async () => {
    before = await fairness().current();
    const session = (await player.get<{ fairness: FairnessState }>('/v1/session')).body.fairness;
    expect(before).toEqual(session);
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.nonce).toBeGreaterThanOrEqual(3); // a spin, a baccarat shuffle, a blackjack shoe
  });

  it('says a round is unrevealed while its seed is still in use', async () => {
    for (const id of Object.values(ids)) expect(await fairness().verify(id)).toEqual({ status: 'unrevealed' });
  });

  it('refuses a rotation while a round is open: round-in-progress', async () => {
    // a stacked shoe (10 and 7 against 9 and 8): the round waits for the player's decision
    let r = (
      await player.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], { testSeed: { shoe: ['TS', '9H', '7D', '8C'] } })
    ).body;
    expect(r.status).toBe('open');
    await expect(fairness().rotate('mine')).rejects.toMatchObject({ status: 409, code: 'round-in-progress' });
    while (r.status === 'open') r = (await player.act(r.roundId, stand(r.legal))).body;
  });

  it('rotates: the seed committed before play is revealed, the next one starts at nonce 0', async () => {
    const r = await fairness().rotate('my-own_seed');
    expect(r.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(r.revealed.clientSeed).toBe(before.clientSeed);
    expect(r.revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(r.next).toMatchObject({ clientSeed: 'my-own_seed', nonce: 0 });
    expect(r.next.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(await fairness().current()).toEqual(r.next);
  });

  it('verifies the spin, the baccarat round and the blackjack round from the revealed seed', async () => {
    for (const [game, id] of Object.entries(ids)) {
      const record = (await player.get<{ cards: string[]; result?: number }>(`/v1/rounds/${id}`)).body;
      const shown = game === 'roulette' ? record.result : record.cards;
      expect(await fairness().verify(id)).toEqual({ status: 'match', game, shown });
      if (game !== 'roulette') expect(record.cards.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('shows a mismatch, what the seed deals against what the round showed, when one card is altered', async () => {
    const record = (await player.get<{ cards: string[] }>(`/v1/rounds/${ids.blackjack}`)).body;
    const swapped = record.cards[1] === 'AS' ? 'KD' : 'AS';
    const tampered = fairness((path, body) => {
      if (path.startsWith('/v1/rounds/')) (body.cards as string[])[1] = swapped;
    });
    const shown = [...record.cards];
    shown[1] = swapped;
    expect(await tampered.verify(ids.blackjack)).toEqual({
      status: 'mismatch',
      game: 'blackjack',
      expected: record.cards,
      shown,
    });
  });

  it('shows a mismatch when a baccarat card or the roulette number is altered', async () => {
    const bac = (await player.get<{ cards: string[] }>(`/v1/rounds/${ids.baccarat}`)).body;
    const reversed = fairness((path, body) => {
      if (path.startsWith('/v1/rounds/')) (body.cards as string[]).reverse();
    });
    expect(await reversed.verify(ids.baccarat)).toMatchObject({ status: 'mismatch', expected: bac.cards });

    const spin = (await player.get<{ result: number }>(`/v1/rounds/${ids.roulette}`)).body.result;
    const other = (spin + 1) % 37;
    const moved = fairness((path, body) => {
      if (path.startsWith('/v1/rounds/')) body.result = other;
    });
    expect(await moved.verify(ids.roulette)).toEqual({
      status: 'mismatch',
      game: 'roulette',
      expected: spin,
      shown: other,
    });
  });

  it('shows a mismatch of the seed itself when the revealed seed is not the one committed', async () => {
    const forged = fairness((path, body) => {
      const f = body.fairness as { serverSeed: string } | undefined;
      if (path.startsWith('/v1/rounds/') && f)
        f.serverSeed = `${f.serverSeed.slice(0, 63)}${f.serverSeed.endsWith('0') ? '1' : '0'}`;
    });
    const outcome = await forged.verify(ids.roulette);
    expect(outcome).toMatchObject({ status: 'mismatch', about: 'seed', expected: [before.serverSeedHash] });
    if (outcome.status === 'mismatch') expect(outcome.shown).not.toEqual([before.serverSeedHash]);
  });

  it('passes on the server’s refusal of a round it does not have', async () => {
    const failure = await fairness()
      .verify('00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 404, code: 'not-found' });
  });
});
