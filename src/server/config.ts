/**
 * The server's settings, from the environment (SERVER.md "Running it"). A bad setting stops the
 * server at start with a message naming it, rather than running with a guess.
 */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database lives (PGlite under `<dataDir>/pglite`). */
  dataDir: string;
  /** A real PostgreSQL; null: the embedded one. */
  databaseUrl: string | null;
  poolSize: number;
  /** Origins that may frame the game and call the API (CORS, frame-ancestors). */
  allowedOrigins: string[];
  /** Tests only: a round request may carry `testSeed`. */
  allowTestSeeds: boolean;
  /** The built client to serve; null: the API only. */
  clientDir: string | null;
  /** Demo sessions one address may create per minute. */
  demoSessionsPerMinute: number;
  /**
   * Whether the client's address comes from X-Forwarded-For (behind a load balancer). Off by
   * default: a client could otherwise name any address and slip past the per-address limit.
   */
  trustProxy: boolean;
  /**
   * How operator players' money is kept: `seamless`, in the operator's own wallet through the
   * calls of SERVER.md "Seamless wallet"; `off`, no operator play (demo wallets only).
   */
  wallet: 'off' | 'seamless';
  /** Where players reach this server (the base of an operator's `launchUrl`); null: http://HOST:PORT. */
  publicUrl: string | null;
  /**
   * The longest a client may take to send one whole request, headers and body (ms): a request
   * still arriving then is answered `408` and its connection closed, so slow senders cannot hold
   * the server's connections. A connection silent for twice as long is closed.
   */
  requestTimeoutMs: number;
  /**
   * The bearer token `GET /metrics` asks for; null: `/metrics` is not served (it names routes,
   * tables and the wallet outbox, which are the operator's business, not the public's).
   */
  metricsToken: string | null;
  /**
   * How long an operator's replay token opens its round (REPLAY_TOKEN_MINUTES, default 1440: a
   * support desk answers a complaint within a day, and a link found later in a ticket or a log
   * should no longer open it). Optional here so a config written by hand (tests) may leave it out.
   */
  replayTokenMinutes?: number;
}

/** A replay token's lifetime when REPLAY_TOKEN_MINUTES is not set: 24 hours. */
export const DEFAULT_REPLAY_TOKEN_MINUTES = 1440;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function origins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      let url: URL;
      try {
        url = new URL(o);
      } catch {
        throw new ConfigError(`ALLOWED_ORIGINS: "${o}" is not an origin such as https://casino.example`);
      }
      // An origin is a scheme, a host and a port: https://A.example:443 is https://a.example.
      if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
        throw new ConfigError(`ALLOWED_ORIGINS: "${o}" is not an origin (scheme, host and port, no path)`);
      }
      return url.origin;
    });
}

function databaseUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return raw;
}

function wallet(raw: string | undefined): ServerConfig['wallet'] {
  if (raw === undefined || raw === '' || raw === 'off') return 'off';
  if (raw === 'seamless') return 'seamless';
  throw new ConfigError(`WALLET must be seamless or off, got "${raw}"`);
}

function publicUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL: "${raw}" is not a URL such as https://games.example`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_URL: "${raw}" must be an http(s) URL without a query`);
  }
  return url.href.replace(/\/+$/, '');
}

function metricsToken(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^[A-Za-z0-9_-]{32,200}$/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be 32 to 200 characters of A-Z a-z 0-9 _ - (e.g. openssl rand -hex 32)');
  }
  return raw;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const allowTestSeeds = flag(env, 'ALLOW_TEST_SEEDS');
  if (allowTestSeeds && env.NODE_ENV === 'production') {
    throw new ConfigError('ALLOW_TEST_SEEDS=true is refused when NODE_ENV=production (tests only)');
  }
  const host = env.HOST || '127.0.0.1';
  return {
    port: integer(env, 'PORT', 4173, 0, 65535),
    host,
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 200),
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    allowTestSeeds,
    clientDir: env.CLIENT_DIR === '' ? null : resolve(env.CLIENT_DIR || 'dist'),
    demoSessionsPerMinute: integer(env, 'DEMO_SESSIONS_PER_MINUTE', 30, 1, 100000),
    trustProxy: flag(env, 'TRUST_PROXY'),
    wallet: wallet(env.WALLET),
    publicUrl: publicUrl(env.PUBLIC_URL),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    replayTokenMinutes: integer(env, 'REPLAY_TOKEN_MINUTES', DEFAULT_REPLAY_TOKEN_MINUTES, 1, 43_200),
  };
}
