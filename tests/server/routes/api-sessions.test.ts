/**
 * Demo sessions, the session view, heartbeat, rebuy and the error codes of bad input (SERVER.md
 * "Players and sessions", errors), on PGlite and on a real PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbKind, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';

describe.each(DB_KINDS)('sessions on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind, { demoSessionsPerMinute: 1000 });
  });
  afterAll(() => server.stop());

  const demoBody = (extra: Record<string, unknown> = {}) => ({
    requestId: randomUUID(),
    mode: 'demo',
    currency: 'EUR',
    balance: 50_000,
    lang: 'fi',
    ...extra,
  });

  it('creates a demo session with its wallet, seeds and no open round', async () => {
    const r = await server.call<{ token: string; sessionId: string; balance: number; currency: string }>(
      'POST',
      '/v1/sessions',
      demoBody({ jurisdiction: 'uk' }),
    );
    expect(r.status).toBe(201);
    expect(r.body.balance).toBe(50_000);
    expect(r.body.currency).toBe('EUR');
    expect(r.body.token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits, base64url
    const s = await server.call<{ fairness: Record<string, unknown>; jurisdiction: unknown }>(
      'GET',
      '/v1/session',
      undefined,
      r.body.token,
    );
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({ sessionId: r.body.sessionId, currency: 'EUR', balance: 50_000, open: [] });
    expect(s.body.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.body.fairness.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(s.body.fairness.nonce).toBe(0);
    expect(s.body.jurisdiction).toMatchObject({ id: 'uk', turbo: false, minRoundMs: 5000 });
    expect(JSON.stringify(s.body)).not.toMatch(/serverSeed"/);
    // The new session's answer carries what GET /v1/session says: the page asks no second time.
    expect((r.body as unknown as { session: unknown }).session).toEqual(s.body);
  });

  it('lists an open round with its limit tier, and ends a demo session after the launch’s inactivity', async () => {
    const p = await server.demo(100_000, { inactivityMinutes: 5 });
    const open = await p.open('bj-european', [{ seat: 1, main: 2000 }], { tier: '20-1000', testSeed: 'tier-list' });
    expect(open.status).toBe(201);
    const s = await p.get<{ open: unknown[]; inactivityMinutes: number }>('/v1/session');
    expect(s.body.inactivityMinutes).toBe(5);
    expect(open.body.status).toBe('open');
    expect(s.body.open).toEqual([
      { game: 'blackjack', table: 'bj-european', roundId: open.body.roundId, tier: '20-1000' },
    ]);
    await server.db.query(
      `update sessions set last_seen = now() - interval '6 minutes' where token_hash is not null and inactivity_minutes = 5`,
    );
    expect(await p.get('/v1/session')).toMatchObject({ status: 401, body: { error: { code: 'session-expired' } } });
    const zero = await server.call('POST', '/v1/sessions', demoBody({ inactivityMinutes: 0 }));
    expect(zero).toMatchObject({ status: 400, body: { error: { code: 'bad-request' } } });
  });

  it('answers a retried creation with the same session, and a reused requestId with another body with 409', async () => {
    const body = demoBody();
    const a = await server.call<{ sessionId: string }>('POST', '/v1/sessions', body);
    const b = await server.call<{ sessionId: string }>('POST', '/v1/sessions', body);
    expect(b).toEqual(a);
    // The database holds no usable token: only its hash, and for retries the token sealed under the requestId.
    const token = (a.body as unknown as { token: string }).token;
    const dump = await server.db.query<{ t: string }>(
      `select concat_ws(' ', (select string_agg(r::text, ' ') from requests r), (select string_agg(s::text, ' ') from sessions s)) as t`,
    );
    expect(dump[0]?.t).toContain(a.body.sessionId);
    expect(dump[0]?.t).not.toContain(token);
    expect(dump[0]?.t).not.toContain(body.requestId);
    const c = await server.call<{ error: { code: string } }>('POST', '/v1/sessions', { ...body, balance: 7 });
    expect(c.status).toBe(409);
    expect(c.body.error.code).toBe('conflict');
  });

  it.each([
    [{ balance: -1 }, 'balance'],
    [{ balance: 1_000_000_001 }, 'balance'],
    [{ balance: 10.5 }, 'balance'],
    [{ lang: 'xx' }, 'lang'],
    [{ mode: 'real' }, 'mode'],
    [{ requestId: 'not-a-uuid' }, 'requestId'],
    [{ surprise: 1 }, 'surprise'],
  ])('refuses %j with 400 bad-request naming the field', async (bad, field) => {
    const r = await server.call<{ error: { code: string; message: string } }>('POST', '/v1/sessions', demoBody(bad));
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('bad-request');
    expect(r.body.error.message).toContain(field);
  });

  it('refuses a currency without a limit set (400 currency-unsupported)', async () => {
    const r = await server.call<{ error: { code: string } }>('POST', '/v1/sessions', demoBody({ currency: 'JPY' }));
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('currency-unsupported');
  });

  it('refuses calls without a valid token (401 unauthorized) and malformed JSON (400)', async () => {
    expect((await server.call('GET', '/v1/session')).status).toBe(401);
    const wrong = await server.call<{ error: { code: string } }>('GET', '/v1/session', undefined, 'x'.repeat(43));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('unauthorized');
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"requestId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad-request');
  });

  it('tops a demo wallet up to its starting balance with a ledger top-up, between rounds only', async () => {
    const p = await server.demo(10_000);
    const spin = await p.open('roulette-european', [{ bet: 'red', amount: 1000 }], { testSeed: { result: 2 } });
    expect(spin.body.balance).toBe(9_000);
    const rebuy = await p.post<{ balance: number; toppedUp: number }>('/v1/wallet/rebuy', {});
    expect(rebuy.body).toEqual({ balance: 10_000, toppedUp: 1000 });
    const bj = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      testSeed: { shoe: ['TS', '9H', '7D', '8C', '5S'] },
    });
    expect(bj.body.status).toBe('open');
    const refused = await p.post<{ error: { code: string } }>('/v1/wallet/rebuy', {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('round-in-progress');
    expect(await p.balance()).toBe(9_000);
  });

  it('limits demo sessions per address (429 rate-limited)', async () => {
    const limited = await TestServer.start(kind, { demoSessionsPerMinute: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.call('POST', '/v1/sessions', demoBody())).status);
      expect(codes).toEqual([201, 201, 429]);
      // Not behind a trusted proxy: a client naming another address is still the same address.
      const spoofed = await limited.app.inject({
        method: 'POST',
        url: '/v1/sessions',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: demoBody(),
      });
      expect(spoofed.statusCode).toBe(429);
    } finally {
      await limited.stop();
    }
  });

  it('reports health, readiness and metrics', async () => {
    expect((await server.call('GET', '/health')).status).toBe(200);
    expect((await server.call('GET', '/ready')).body).toEqual({ status: 'ready' });
    const m = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${server.config.metricsToken}` },
    });
    expect(m.body).toContain('felt_database_up 1');
    expect(m.body).toMatch(/felt_http_requests_total\{method="POST",route="\/v1\/sessions",status="201"\} \d+/);
  });
});
