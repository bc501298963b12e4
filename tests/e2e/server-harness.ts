/**
 * The game server as the browser tests (and `npm run bench:tap`) run it: the real app of
 * `npm start` (src/server/app.ts) on an embedded PGlite database in a fresh temporary directory,
 * serving the test build (its pages carry the server's mark, so they play on this server), test
 * seeds allowed, on a free port of 127.0.0.1. The test reads the database directly: the balance a
 * page shows must be the one the ledger adds up to.
 *
 * No vitest import here: the benchmark script runs it outside the test runner.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildServer } from '../../src/server/app';
import type { ServerConfig } from '../../src/server/config';
import { type Db, openDb } from '../../src/server/db/db';

export interface GameServer {
  /** http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  db: Db;
  stop(): Promise<void>;
}

export interface GameServerOptions {
  distDir: string;
  /** `seamless`: operators' players play with their operator's money (default `off`). */
  wallet?: ServerConfig['wallet'];
  /** The base of operators' launch URLs (default the address it listens on). */
  publicUrl?: string | null;
  /** ALLOWED_ORIGINS (operators' own origins come from the database). */
  allowedOrigins?: string[];
  /** The port to listen on (default a free one). */
  port?: number;
}

export async function startGameServer(o: GameServerOptions): Promise<GameServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'felt-e2e-server-'));
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    poolSize: 4,
    allowedOrigins: o.allowedOrigins ?? [],
    allowTestSeeds: true,
    clientDir: o.distDir,
    // Every browser context of a run makes its own demo session from the same address.
    demoSessionsPerMinute: 100_000,
    trustProxy: false,
    wallet: o.wallet ?? 'off',
    publicUrl: o.publicUrl ?? null,
    requestTimeoutMs: 30_000,
    metricsToken: null,
  };
  const db = await openDb({ databaseUrl: null, dataDir, poolSize: config.poolSize });
  const app = await buildServer({ db, config });
  await app.listen({ port: o.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the game server is not listening');
  return {
    url: `http://127.0.0.1:${address.port}`,
    db,
    stop: async () => {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Opens a page of the game server (absolute URL) in a browser context of its own (its own
 * storage: a new demo player) and waits until the game is playable. `before` runs on the new page
 * before it loads (a route to install, a response recorder).
 */
export async function openAt(
  browser: Browser,
  viewport: { width: number; height: number; deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean },
  url: string,
  before?: (page: Page) => Promise<void> | void,
): Promise<ServerPage> {
  const { width, height, deviceScaleFactor = 1, isMobile = false, hasTouch = false } = viewport;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile, hasTouch });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await before?.(page);
  await page.goto(url);
  await waitReady(page);
  return { page, errors, close: () => context.close() };
}

/** Waits until the game on the page is playable (after a load or a reload). */
export async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true,
    null,
    {
      timeout: 30_000,
    },
  );
}

/** Where the page keeps its demo session's token (app/server-session.ts: mode, origin, currency). */
export const DEMO_TOKEN_KEY = 'felt.session.demo.self.EUR';

/** The demo player of the page's session (its token from localStorage, looked up by its hash). */
export async function playerOfPage(db: Db, page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), DEMO_TOKEN_KEY);
  if (!token) throw new Error(`the page keeps no session token under ${DEMO_TOKEN_KEY}`);
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await db.query<{ player_id: string }>('select player_id from sessions where token_hash = $1', [hash]);
  if (!row) throw new Error('the server knows no session of this token');
  return row.player_id;
}

export interface Money {
  /** The wallet's balance on the server. */
  balance: number;
  /** The starting balance plus every ledger row (credits, rollbacks and top-ups less debits). */
  ledger: number;
}

export async function moneyOf(db: Db, playerId: string): Promise<Money> {
  const [p] = await db.query<{ balance: number; start_balance: number }>(
    'select balance, start_balance from players where id = $1',
    [playerId],
  );
  if (!p) throw new Error(`no player ${playerId}`);
  const [sum] = await db.query<{ net: number }>(
    `select coalesce(sum(case when kind = 'debit' then -amount else amount end), 0)::int8 as net
       from ledger where player_id = $1`,
    [playerId],
  );
  return { balance: p.balance, ledger: p.start_balance + (sum?.net ?? 0) };
}

/** The ledger rows of one round, oldest first. */
export function roundLedger(db: Db, roundId: string): Promise<{ kind: string; amount: number }[]> {
  return db.query('select kind, amount from ledger where round_id = $1 order by id', [roundId]);
}

/** The player's open round at a table: its id and the secret engine state the server keeps. */
export async function openRoundOf(
  db: Db,
  playerId: string,
  table: string,
): Promise<{ id: string; state: Record<string, unknown> } | null> {
  const [row] = await db.query<{ id: string; state: Record<string, unknown> }>(
    `select id, state from rounds where player_id = $1 and table_id = $2 and status = 'open'`,
    [playerId, table],
  );
  return row ?? null;
}
