/**
 * The session a page on the game server opens while its code downloads (app/early-session.ts):
 * the boot's server play takes it when its launch reads the same, so the server makes one session,
 * not two; another launch, a session that could not be opened, or none started leave the boot to
 * open its own, as it always did; it is taken once. A launch for roulette or baccarat has its
 * table's earlier rounds asked for with it, and the table's opening takes that read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEarlySession, takeEarlySession } from '../../src/app/early-session';
import type { GameId } from '../../src/platform/games';
import { ServerApi } from '../../src/platform/remote/api';
import { RemoteHistory } from '../../src/platform/remote/remote-history';
import { MemoryStorage } from '../../src/platform/storage';
import { TestServer } from '../server/support/api';
import { type InjectFetch, injectFetch } from '../server/support/inject-fetch';

let server: TestServer;
let net: InjectFetch;
beforeAll(async () => {
  server = await TestServer.start('pglite');
  net = injectFetch(() => server.app);
});
afterAll(() => server.stop());

const demo = {
  mode: 'demo' as const,
  launch: null,
  currency: 'EUR',
  balance: 50_000,
  lang: 'it' as const,
  inactivityMinutes: null as number | null,
  jurisdiction: 'default',
  game: 'blackjack' as GameId | null,
  table: null as string | null,
};
const api = () => new ServerApi({ base: '', fetch: net.fetch, backoffMs: [1], sleep: async () => undefined });
const sessionsMade = () => net.calls.filter((c) => c.method === 'POST' && c.url === '/v1/sessions').length;

describe('the session opened while the code downloads', () => {
  it('is the one the boot plays with: one session made, its token kept, its balance the launch’s', async () => {
    const local = new MemoryStorage();
    const before = sessionsMade();
    startEarlySession('', demo, { local, session: null }, api());
    const taken = await takeEarlySession('', demo);
    expect(taken?.session.balance).toBe(50_000);
    expect(taken?.api.token).toBeTruthy();
    expect(taken?.history).toBeNull(); // blackjack shows no earlier rounds
    expect(sessionsMade() - before).toBe(1);
    expect([...local.keys()].some((k) => local.getItem(k) === taken?.api.token)).toBe(true);
    // Taken once: a second take finds none (the boot would open its own).
    expect(await takeEarlySession('', demo)).toBeNull();
  });

  it('at roulette, reads the launch table’s rounds with it: the table’s opening takes that read, not a second', async () => {
    const launch = { ...demo, game: 'roulette' as GameId, table: 'roulette-european' };
    const reads = () => net.calls.filter((c) => c.url.startsWith('/v1/history')).map((c) => c.url);
    const before = reads().length;
    startEarlySession('', launch, { local: new MemoryStorage(), session: null }, api());
    const taken = await takeEarlySession('', launch);
    expect(taken?.history).toMatchObject({ game: 'roulette', table: 'roulette-european' });
    if (!taken?.history) throw new Error('no early read');
    const history = new RemoteHistory(taken.api);
    history.prefetch(taken.history.game, taken.history.table, taken.history.answer);
    await history.prepare('roulette', 'roulette-european');
    expect(reads().slice(before)).toEqual(['/v1/history?game=roulette&table=roulette-european&limit=500']);
    expect(history.stats('roulette-european').recent).toEqual([]); // a new player: no spins yet
  });

  it('is left alone when the boot reads another launch or another server', async () => {
    startEarlySession('', demo, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('', { ...demo, balance: 20_000 })).toBeNull();
    startEarlySession('', demo, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('https://other.example', demo)).toBeNull();
    startEarlySession('', demo, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('', { ...demo, lang: 'el' as const })).toBeNull();
    startEarlySession('', demo, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('', { ...demo, game: 'roulette' })).toBeNull();
  });

  it('that could not be opened is not taken: the boot tries again itself', async () => {
    net.down(5); // every try of the early one fails to reach the server
    startEarlySession('', demo, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('', demo)).toBeNull();
  });

  it('is not there when none was started', async () => {
    expect(await takeEarlySession('', demo)).toBeNull();
  });
});
