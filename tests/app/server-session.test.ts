/**
 * Which game server a page plays against and its session: a page the server served (its mark)
 * plays there, a static copy in the browser; a demo page makes its own session and keeps playing
 * as the same demo player on a reload (a new one once that session has ended); the launch's
 * inactivity reaches the server; a currency without limits, a refused launch code and a server out
 * of reach each end in a coded problem, never a half-made session. The session a page opens while
 * its code downloads (app/early-session.ts) is the one its boot plays with when the launch reads
 * the same (one session made, not two; at roulette and baccarat the table's earlier rounds read
 * once); another launch, a session that could not be opened, or none started leave the boot to
 * open its own; it is taken once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEarlySession, takeEarlySession } from '../../src/app/early-session';
import { findServer, SERVER_MARK } from '../../src/app/server-mark';
import { openServerSession } from '../../src/app/server-session';
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
  lang: 'fi' as const,
  inactivityMinutes: null as number | null,
  jurisdiction: 'default',
};
const api = () => new ServerApi({ base: '', fetch: net.fetch, backoffMs: [1], sleep: async () => undefined });
const doc = (marked: boolean) => ({
  querySelector: (q: string) => (marked && q === `meta[name="${SERVER_MARK}"]` ? ({} as Element) : null),
});

describe('where a page plays', () => {
  it('on the server that served it, on the one `server` names, or in the browser on a static host', () => {
    expect(findServer({ mode: 'demo', server: null }, doc(true))).toBe('');
    expect(findServer({ mode: 'demo', server: null }, doc(false))).toBeNull();
    expect(findServer({ mode: 'demo', server: 'https://games.example' }, doc(false))).toBe('https://games.example');
    // Real money is never played in the browser.
    expect(findServer({ mode: 'real', server: null }, doc(false))).toBe('');
  });
});

describe('a demo session on the server', () => {
  it('is made by the page, kept in local storage, and found again by a reload', async () => {
    const local = new MemoryStorage();
    const first = await openServerSession('', demo, { local, session: null }, api());
    if ('code' in first) throw new Error(first.code);
    expect(first.session).toMatchObject({ currency: 'EUR', balance: 50_000, open: [] });
    const kept = local.getItem('felt.session.demo.self.EUR');
    expect(kept).toBe(first.api.token);
    // one call: the new session's answer carries the session
    expect(net.calls.filter((c) => c.url === '/v1/session').length).toBe(0);
    const made = net.calls.filter((c) => c.url === '/v1/sessions').length;
    const again = await openServerSession('', demo, { local, session: null }, api());
    if ('code' in again) throw new Error(again.code);
    expect(again.session.sessionId).toBe(first.session.sessionId);
    expect(net.calls.filter((c) => c.url === '/v1/sessions').length).toBe(made);
  });

  it('reads the session itself from a server whose new session’s answer does not carry it', async () => {
    const older = async (url: string, init: RequestInit) => {
      const r = await net.fetch(url, init);
      if (url !== '/v1/sessions') return r;
      const { session: _, ...rest } = (await r.json()) as Record<string, unknown>;
      return new Response(JSON.stringify(rest), { status: r.status, headers: r.headers });
    };
    const before = net.calls.filter((c) => c.url === '/v1/session').length;
    const client = new ServerApi({ base: '', fetch: older, backoffMs: [1], sleep: async () => undefined });
    const opened = await openServerSession('', demo, { local: new MemoryStorage(), session: null }, client);
    if ('code' in opened) throw new Error(opened.code);
    expect(opened.session).toMatchObject({ currency: 'EUR', balance: 50_000, open: [] });
    expect(net.calls.filter((c) => c.url === '/v1/session').length).toBe(before + 1);
  });

  it('carries the launch’s inactivity to the server, and begins afresh once that session has ended', async () => {
    const local = new MemoryStorage();
    const first = await openServerSession('', { ...demo, inactivityMinutes: 5 }, { local, session: null }, api());
    if ('code' in first) throw new Error(first.code);
    expect(first.session.inactivityMinutes).toBe(5);
    await server.db.query(`update sessions set last_seen = now() - interval '1 hour' where id = $1`, [
      first.session.sessionId,
    ]);
    const me = await server.call('GET', '/v1/session', undefined, first.api.token as string);
    expect(me).toMatchObject({ status: 401, body: { error: { code: 'session-expired' } } });
    const next = await openServerSession('', { ...demo, inactivityMinutes: 5 }, { local, session: null }, api());
    if ('code' in next) throw new Error(next.code);
    expect(next.session.sessionId).not.toBe(first.session.sessionId);
    expect(local.getItem('felt.session.demo.self.EUR')).toBe(next.api.token);
  });

  it('says why when there can be none: a currency without limits, a refused launch code, no server', async () => {
    const local = new MemoryStorage();
    expect(await openServerSession('', { ...demo, currency: 'USD' }, { local, session: null }, api())).toMatchObject({
      code: 'currency-unsupported',
    });
    const real = { ...demo, mode: 'real' as const, launch: 'Zx8_k2-Qp0LmN4vB7tR1' };
    const session = new MemoryStorage();
    expect(await openServerSession('', real, { local, session }, api())).toMatchObject({ code: 'launch-refused' });
    expect(session.getItem('felt.session.real.self.EUR')).toBeNull();
    const offline = new ServerApi({
      base: '',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      backoffMs: [1],
      sleep: async () => undefined,
    });
    expect(await openServerSession('', demo, { local: new MemoryStorage(), session: null }, offline)).toEqual({
      code: 'server-unreachable',
    });
  });
});

/** The launch as the early session reads it (the game and table too: which rounds it reads). */
const early = { ...demo, lang: 'it' as const, game: 'blackjack' as GameId | null, table: null as string | null };
const sessionsMade = () => net.calls.filter((c) => c.method === 'POST' && c.url === '/v1/sessions').length;

describe('the session opened while the code downloads', () => {
  it('is the one the boot plays with: one session made, its token kept, its balance the launch’s', async () => {
    const local = new MemoryStorage();
    const before = sessionsMade();
    startEarlySession('', early, { local, session: null }, api());
    const taken = await takeEarlySession('', early);
    expect(taken?.session.balance).toBe(50_000);
    expect(taken?.api.token).toBeTruthy();
    expect(taken?.history).toBeNull(); // blackjack shows no earlier rounds
    expect(sessionsMade() - before).toBe(1);
    expect([...local.keys()].some((k) => local.getItem(k) === taken?.api.token)).toBe(true);
    // Taken once: a second take finds none (the boot would open its own).
    expect(await takeEarlySession('', early)).toBeNull();
  });

  it('at roulette, reads the launch table’s rounds with it: the table’s opening takes that read, not a second', async () => {
    const launch = { ...early, game: 'roulette' as GameId, table: 'roulette-european' };
    const reads = () => net.calls.filter((c) => c.url.startsWith('/v1/history')).map((c) => c.url);
    const before = reads().length;
    startEarlySession('', launch, { local: new MemoryStorage(), session: null }, api());
    const taken = await takeEarlySession('', launch);
    expect(taken?.history).toMatchObject({ game: 'roulette', table: 'roulette-european' });
    if (!taken?.history) throw new Error('no early read');
    const history = new RemoteHistory(taken.api);
    history.prefetch(taken.history.table, taken.history.answer);
    await history.prepare('roulette', 'roulette-european');
    expect(reads().slice(before)).toEqual(['/v1/history?game=roulette&table=roulette-european&limit=500']);
    expect(history.stats('roulette-european').recent).toEqual([]); // a new player: no spins yet
  });

  it('is left alone when the boot reads another launch or another server', async () => {
    startEarlySession('', early, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('', { ...early, balance: 20_000 })).toBeNull();
    startEarlySession('', early, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('https://other.example', early)).toBeNull();
    startEarlySession('', early, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('', { ...early, lang: 'el' as const })).toBeNull();
    startEarlySession('', early, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('', { ...early, game: 'roulette' })).toBeNull();
  });

  it('that could not be opened is not taken: the boot tries again itself', async () => {
    net.down(5); // every try of the early one fails to reach the server
    startEarlySession('', early, { local: new MemoryStorage(), session: null }, api());
    expect(await takeEarlySession('', early)).toBeNull();
  });

  it('is not there when none was started', async () => {
    expect(await takeEarlySession('', early)).toBeNull();
  });
});
