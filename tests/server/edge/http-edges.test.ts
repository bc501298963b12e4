/**
 * The server at its HTTP edges (SERVER.md "Running it", "Errors"): CORS and frame-ancestors follow
 * ALLOWED_ORIGINS, the built client is served with the Content-Security-Policy, unknown paths are
 * the API's 404, `/metrics` is Prometheus text; and a PostgreSQL that goes away answers `503
 * database-unavailable` (the process stays up and healthy), after which the same call succeeds
 * exactly once.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app';
import type { ServerConfig } from '../../../src/server/config';
import { type Db, openDb } from '../../../src/server/db/db';
import { reconcile } from '../../../src/server/reconcile';
import { TestServer } from '../support/api';
import { type PostgresInstance, startPostgres } from '../support/postgres';

const LOBBY = 'https://casino.example';
const METRICS_TOKEN = 'metrics-token-of-this-test-0123456789';
const PROMETHEUS = { authorization: `Bearer ${METRICS_TOKEN}` };
const PAGE = '<!doctype html><title>felt</title><p>the game</p>';

// None of this reads the database beyond a ping: one embedded one is enough.
describe('CORS, the client, 404 and metrics', () => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'felt-client-'));
    await writeFile(join(clientDir, 'index.html'), PAGE);
    server = await TestServer.start('pglite', { allowedOrigins: [LOBBY], clientDir, metricsToken: METRICS_TOKEN });
  });
  afterAll(async () => {
    await server.stop();
    await rm(clientDir, { recursive: true, force: true });
  });

  const preflight = (origin: string) =>
    server.app.inject({
      method: 'OPTIONS',
      url: '/v1/tables/roulette-european/rounds',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('lets an allowed origin call the API with a bearer token', async () => {
    const res = await preflight(LOBBY);
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(LOBBY);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    // The actual call carries the header too (the browser checks both).
    const get = await server.app.inject({ method: 'GET', url: '/health', headers: { origin: LOBBY } });
    expect(get.headers['access-control-allow-origin']).toBe(LOBBY);
  });

  it('gives any other origin no permission', async () => {
    for (const origin of ['https://evil.example', 'https://casino.example.evil.example', 'http://casino.example']) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const get = await server.app.inject({ method: 'GET', url: '/health', headers: { origin } });
      expect(get.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('serves the client with a CSP that lets only itself and the allowed origin frame it', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(PAGE);
      const csp = String(res.headers['content-security-policy']);
      const ancestors = csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([name]) => name === 'frame-ancestors');
      expect(ancestors?.slice(1).sort()).toEqual(["'self'", LOBBY].sort());
      expect(csp).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers unknown paths with the API 404, client files or not', async () => {
    const cases = [
      ['GET', '/v1/nothing-here'],
      ['POST', '/v1/nothing-here'],
      ['GET', '/missing.js'],
      ['GET', '/v1/tables/bj-classic/round/extra?x=1'],
    ] as const;
    for (const [method, url] of cases) {
      const res = await server.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toMatchObject({ error: { code: 'not-found' } });
    }
  });

  it('exposes Prometheus text at /metrics, counting the calls answered', async () => {
    await server.app.inject({ method: 'GET', url: '/health' });
    await server.app.inject({ method: 'GET', url: '/health' });
    const res = await server.app.inject({ method: 'GET', url: '/metrics', headers: PROMETHEUS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const lines = res.body.trimEnd().split('\n');
    // Every line is what the text exposition format allows: `# HELP name text`, `# TYPE name type`,
    // `name{label="value",…} value`, or empty (prom-client leaves one between two metrics). A value
    // is a float as Prometheus reads it: digits, ±Inf or NaN (prom-client writes `Nan`; Prometheus
    // parses floats ignoring case).
    const name = /[a-zA-Z_:][a-zA-Z0-9_:]*/.source;
    const label = /[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\["\\n])*"/.source;
    const value = /[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?|[+-]Inf|NaN|Nan/.source;
    const exposition = new RegExp(
      `^(?:|# HELP ${name} .+|# TYPE ${name} (?:counter|gauge|histogram|summary|untyped)|${name}(?:\\{${label}(?:,${label})*\\})? (?:${value}))$`,
    );
    for (const line of lines) expect(line).toMatch(exposition);
    expect(lines).toContain('felt_database_up 1');
    const health = lines.find((l) => l.startsWith('felt_http_requests_total{') && l.includes('route="/health"'));
    expect(Number(health?.split(' ').pop())).toBeGreaterThanOrEqual(2);
  });
});

describe('PostgreSQL stops and comes back', () => {
  let postgres: PostgresInstance;
  let db: Db;
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    postgres = await startPostgres({ maxConnections: 20 });
    dataDir = await mkdtemp(join(tmpdir(), 'felt-db-'));
    const config: ServerConfig = {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: postgres.url,
      poolSize: 4,
      trustProxy: false,
      wallet: 'off',
      publicUrl: null,
      requestTimeoutMs: 30_000,
      metricsToken: METRICS_TOKEN,
      allowedOrigins: [],
      allowTestSeeds: true,
      clientDir: null,
      demoSessionsPerMinute: 100000,
    };
    db = await openDb({ databaseUrl: postgres.url, dataDir, poolSize: 4 });
    app = await buildServer({ db, config });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await postgres?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: Record<string, unknown>) => {
    const res = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it('answers 503 database-unavailable while it is down, then applies the retried call once', async () => {
    const session = await call('POST', '/v1/sessions', undefined, {
      requestId: randomUUID(),
      mode: 'demo',
      currency: 'EUR',
      balance: 100_000,
      lang: 'en',
    });
    expect(session.status).toBe(201);
    const token = session.body.token as string;
    const spin = (requestId: string) =>
      call('POST', '/v1/tables/roulette-european/rounds', token, {
        requestId,
        bets: [{ bet: 'red', amount: 1000 }],
        testSeed: { result: 1 },
      });
    const first = await spin(randomUUID());
    expect(first.status).toBe(201);
    expect(first.body.balance).toBe(101_000);

    await postgres.stop();
    const retried = randomUUID();
    const down = await spin(retried);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: { code: 'database-unavailable' } });
    const read = await call('GET', '/v1/session', token);
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({ error: { code: 'database-unavailable' } });
    expect((await call('GET', '/ready')).status).toBe(503);
    expect((await call('GET', '/health')).status).toBe(200);
    const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: PROMETHEUS });
    expect(metrics.body).toContain('felt_database_up 0');

    await postgres.start();
    expect((await call('GET', '/ready')).status).toBe(200);
    // The 503 was not stored: the same call runs now, and a second copy gets its answer.
    const back = await spin(retried);
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ status: 'settled', staked: 1000, returned: 2000, balance: 102_000 });
    const again = await spin(retried);
    expect(again).toEqual(back);
    expect((await call('GET', '/v1/session', token)).body.balance).toBe(102_000);
    const rounds = await db.query<{ n: number }>('select count(*)::int8 as n from rounds');
    expect(rounds[0]?.n).toBe(2);
    const report = await reconcile(db);
    expect(report).toMatchObject({ ok: true, players: 1, rounds: 2, differences: [] });
    expect(report.ledgerRows).toBe(4); // two debits, two credits
  });
});
