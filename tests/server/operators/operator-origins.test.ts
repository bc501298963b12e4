/**
 * CORS and `frame-ancestors` follow ALLOWED_ORIGINS and every operator's allowed origins (SERVER.md
 * "Running it", "Operator integration"): an operator added while the server runs is allowed once
 * the short cache has passed, without a restart; anything else (another origin, a wildcard or a
 * path someone wrote into the table by hand) never is. The cache reads the database once per
 * window and keeps its last list when the database does not answer.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app';
import type { ServerConfig } from '../../../src/server/config';
import { type Db, openDb, type Sql } from '../../../src/server/db/db';
import { AllowedOrigins } from '../../../src/server/operators/origins';
import { addOperator } from '../../../src/server/operators/store';

const CONFIGURED = 'https://config.example';
const LATE = 'https://late-casino.example:8443';
const TTL_MS = 150;

const ancestorsOf = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'frame-ancestors')
    ?.slice(1)
    .sort();

describe('origins of operators added while the server runs', () => {
  let dir: string;
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'felt-origins-'));
    await writeFile(join(dir, 'play.html'), '<!doctype html><title>felt</title>');
    await writeFile(join(dir, 'app.js'), 'export {};');
    db = await openDb({ databaseUrl: null, dataDir: join(dir, 'db') });
    const config: ServerConfig = {
      port: 0,
      host: '127.0.0.1',
      dataDir: join(dir, 'db'),
      databaseUrl: null,
      poolSize: 2,
      allowedOrigins: [CONFIGURED],
      allowTestSeeds: false,
      clientDir: dir,
      demoSessionsPerMinute: 100,
      trustProxy: false,
      wallet: 'seamless',
      publicUrl: null,
      requestTimeoutMs: 30_000,
      metricsToken: null,
    };
    app = await buildServer({ db, config, operatorOriginsTtlMs: TTL_MS });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/v1/session',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
  const allowed = async (origin: string) => {
    const pre = await preflight(origin);
    const get = await app.inject({ method: 'GET', url: '/health', headers: { origin } });
    const a = pre.headers['access-control-allow-origin'];
    const b = get.headers['access-control-allow-origin'];
    expect(a, `preflight and call agree for ${origin}`).toBe(b);
    if (a !== undefined) expect(a).toBe(origin);
    return a === origin;
  };
  const pageAncestors = async () =>
    ancestorsOf(String((await app.inject({ method: 'GET', url: '/play.html' })).headers['content-security-policy']));

  it('allows a new operator’s origins after the cache window, and nothing else', async () => {
    expect(await allowed(CONFIGURED)).toBe(true);
    expect(await allowed(LATE)).toBe(false);
    expect(await pageAncestors()).toEqual(["'self'", CONFIGURED].sort());

    await addOperator(db, { id: 'late', name: 'Late', walletUrl: 'http://127.0.0.1:9/w', allowedOrigins: [LATE] });
    // Rows written by hand are read too, but only what is an origin as written.
    await db.query(
      `insert into operators (id, name, wallet_url, allowed_origins)
       values ('hand', 'Hand', 'http://127.0.0.1:9/w', '{*,https://path.example/lobby,"https://a.example b.example"}')`,
    );
    await sleep(TTL_MS + 50);

    expect(await allowed(LATE)).toBe(true);
    expect(await allowed(CONFIGURED)).toBe(true);
    for (const origin of ['https://evil.example', 'https://late-casino.example', 'https://path.example', '*']) {
      expect(await allowed(origin), origin).toBe(false);
    }
    expect(await pageAncestors()).toEqual(["'self'", CONFIGURED, LATE].sort());
    // The page's files carry the same list (as last read).
    const js = await app.inject({ method: 'GET', url: '/app.js' });
    expect(ancestorsOf(String(js.headers['content-security-policy']))).toEqual(["'self'", CONFIGURED, LATE].sort());
  });
});

describe('the allowed-origins cache', () => {
  /** A database whose operators' origins a test sets, counting the reads; `down` makes it fail. */
  function fakeDb() {
    const state = { origins: ['https://a.example'], reads: 0, down: false };
    const sql: Sql = {
      query: async <T>() => {
        state.reads += 1;
        if (state.down) throw new Error('connection refused');
        return state.origins.map((origin) => ({ origin })) as T[];
      },
    };
    return { state, sql };
  }

  it('reads once per window, again after it, and keeps the last list when the database fails', async () => {
    const { state, sql } = fakeDb();
    let now = 0;
    const cache = new AllowedOrigins(sql, [CONFIGURED], 30_000, () => now);
    expect(await cache.list()).toEqual([CONFIGURED, 'https://a.example']);
    state.origins = ['https://a.example', 'https://b.example'];
    now = 29_999;
    expect(await cache.allows('https://b.example')).toBe(false);
    expect(state.reads).toBe(1);
    now = 30_000;
    expect(await cache.allows('https://b.example')).toBe(true);
    expect(state.reads).toBe(2);
    expect(await cache.allows(undefined)).toBe(false);

    state.down = true;
    now = 60_000;
    expect(await cache.allows('https://b.example')).toBe(true);
    expect(state.reads).toBe(3);
    // Not on every request while it is away: again a few seconds later.
    now = 61_000;
    await cache.list();
    expect(state.reads).toBe(3);
    state.down = false;
    state.origins = [];
    now = 65_000;
    expect(await cache.allows('https://b.example')).toBe(false);
    expect(state.reads).toBe(4);
  });

  it('shares one read among the requests that arrive while it runs', async () => {
    const { state, sql } = fakeDb();
    const cache = new AllowedOrigins(sql, [], 30_000, () => 0);
    const answers = await Promise.all([cache.list(), cache.list(), cache.list()]);
    expect(answers).toEqual([['https://a.example'], ['https://a.example'], ['https://a.example']]);
    expect(state.reads).toBe(1);
  });
});
