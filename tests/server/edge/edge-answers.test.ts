/**
 * What every answer carries (issue 35, findings 4, 7, 8): the security headers on the API's JSON,
 * its token answers, `/health`, `/metrics`, 404s and errors (`no-store` on tokens and money); a
 * request id on each, which a 500 quotes and the log line of that 500 names, logged whether or
 * not LOG_REQUESTS is on; and `/metrics` only for whoever holds METRICS_TOKEN.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { TestServer } from '../support/api';

const METRICS_TOKEN = 'metrics-token-of-this-test-0123456789';

describe('answers and their headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start('pglite', { metricsToken: METRICS_TOKEN });
  });
  afterAll(() => server.stop());

  it('sends nosniff, no-store, no Referer and a request id on every kind of answer', async () => {
    const demo = await server.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      payload: { requestId: randomUUID(), mode: 'demo', currency: 'EUR', balance: 1000, lang: 'en' },
    });
    expect(demo.statusCode).toBe(201);
    const token = demo.json().token as string;
    const answers = {
      'the token answer': demo,
      'the session (a balance)': await server.app.inject({
        method: 'GET',
        url: '/v1/session',
        headers: { authorization: `Bearer ${token}` },
      }),
      'an exchange refused': await server.app.inject({
        method: 'POST',
        url: '/v1/sessions/exchange',
        payload: { launch: 'x'.repeat(20) },
      }),
      '/health': await server.app.inject({ method: 'GET', url: '/health' }),
      '/ready': await server.app.inject({ method: 'GET', url: '/ready' }),
      '/metrics': await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }),
      'a 404': await server.app.inject({ method: 'GET', url: '/v1/nothing-here' }),
      'a 401': await server.app.inject({ method: 'GET', url: '/v1/session' }),
      'a 400': await server.app.inject({ method: 'POST', url: '/v1/sessions', payload: { mode: 'demo' } }),
    };
    const ids = new Set<string>();
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['cache-control'], what).toBe('no-store');
      expect(res.headers['referrer-policy'], what).toBe('no-referrer');
      expect(res.headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
      const id = String(res.headers['x-request-id']);
      expect(id, what).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(Object.keys(answers).length);
  });

  it('serves /metrics only with its token: none is 401, a wrong one 401, the right one the text', async () => {
    const ask = (authorization?: string) =>
      server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    for (const authorization of [
      undefined,
      'Bearer wrong-token-wrong-token-wrong-token',
      `Basic ${METRICS_TOKEN}`,
      `Bearer ${METRICS_TOKEN}x`,
    ]) {
      const res = await ask(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
      expect(res.body).not.toContain('felt_');
    }
    const ok = await ask(`bearer ${METRICS_TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('felt_database_up 1');
  });

  it('has no /metrics at all on a server without a token', async () => {
    const bare = await TestServer.start('pglite', { metricsToken: null });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
      expect(res.body).not.toContain('felt_');
    } finally {
      await bare.stop();
    }
  });
});

describe('a 500', () => {
  let server: TestServer;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  let failing = false;
  beforeAll(async () => {
    server = await TestServer.start('pglite');
    // The same database, one query of it made to fail as a bug would: not a database outage.
    const db: Db = new Proxy(server.db, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver);
        return (text: string, params?: readonly unknown[]) => {
          if (failing && text.includes('select game, table_id, id, tier from rounds')) {
            return Promise.reject(new TypeError('a bug in the session view'));
          }
          return target.query(text, params);
        };
      },
    });
    const log = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    // The server as main.ts builds it without LOG_REQUESTS: errors only.
    app = await buildServer({ db, config: server.config, log: { level: 'error', stream: log } });
  });
  afterAll(async () => {
    await app.close();
    await server.stop();
  });

  it('is answered in the API format with the request id, and logged with it though requests are not', async () => {
    const p = await server.demo(1000);
    const ok = await app.inject({ method: 'GET', url: '/v1/session', headers: { authorization: `Bearer ${p.token}` } });
    expect(ok.statusCode).toBe(200);
    expect(lines).toEqual([]); // a good call writes nothing at this level
    failing = true;
    const res = await app.inject({
      method: 'GET',
      url: '/v1/session',
      headers: { authorization: `Bearer ${p.token}` },
    });
    failing = false;
    expect(res.statusCode).toBe(500);
    const id = String(res.headers['x-request-id']);
    expect(res.json()).toEqual({
      error: { code: 'internal', message: `the server failed to answer: retry (request ${id})` },
    });
    expect(res.body).not.toContain('a bug in the session view');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      reqId: id,
      url: '/v1/session',
      err: { message: 'a bug in the session view' },
    });
  });
});
