/**
 * Which game server a page plays against and its session: a page the server served (its mark)
 * plays there, a static copy in the browser; a demo page makes its own session and keeps playing
 * as the same demo player on a reload (a new one once that session has ended); the launch's
 * inactivity reaches the server; a currency without limits, a refused launch code and a server out
 * of reach each end in a coded problem, never a half-made session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findServer, SERVER_MARK } from '../../src/app/server-mark';
import { openServerSession } from '../../src/app/server-session';
import { ServerApi } from '../../src/platform/remote/api';
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
