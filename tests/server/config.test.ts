/**
 * The server's settings (SERVER.md "Running it"): a bad setting stops the server at start with a
 * message naming it, good ones are read as written, and `main.ts` run as a process refuses to
 * start (no database opened, no port taken) with one line on stderr.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/config';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('readConfig', () => {
  const refusals: [string, Record<string, string>, string][] = [
    ['a port that is not a number', { PORT: 'abc' }, 'PORT'],
    ['a port above 65535', { PORT: '70000' }, 'PORT'],
    ['a database URL that is not PostgreSQL', { DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    ['an allowed origin that is not a URL', { ALLOWED_ORIGINS: 'not-an-origin' }, 'ALLOWED_ORIGINS'],
    ['an allowed origin with a path', { ALLOWED_ORIGINS: 'https://a.example/path' }, 'ALLOWED_ORIGINS'],
    [
      'a good origin followed by a bad one',
      { ALLOWED_ORIGINS: 'https://a.example,ftp://b.example' },
      'ALLOWED_ORIGINS',
    ],
    ['test seeds in production', { ALLOW_TEST_SEEDS: 'true', NODE_ENV: 'production' }, 'ALLOW_TEST_SEEDS'],
    ['a flag that is neither true nor false', { ALLOW_TEST_SEEDS: 'maybe' }, 'ALLOW_TEST_SEEDS'],
    ['an empty connection pool', { DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE'],
    ['a request timeout under a second', { REQUEST_TIMEOUT_MS: '999' }, 'REQUEST_TIMEOUT_MS'],
    ['a metrics token too short to be secret', { METRICS_TOKEN: 'prometheus' }, 'METRICS_TOKEN'],
    ['a metrics token that would break the header', { METRICS_TOKEN: `${'a'.repeat(32)} x` }, 'METRICS_TOKEN'],
    ['a replay token that never expires', { REPLAY_TOKEN_MINUTES: '0' }, 'REPLAY_TOKEN_MINUTES'],
    ['a replay token lifetime past 30 days', { REPLAY_TOKEN_MINUTES: '43201' }, 'REPLAY_TOKEN_MINUTES'],
  ];

  it.each(refusals)('refuses %s, naming the setting', (_what, env, name) => {
    let thrown: unknown;
    try {
      readConfig(env);
    } catch (e) {
      thrown = e;
    }
    // main.ts turns a ConfigError (only) into the one-line message and exit 2.
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toContain(name);
  });

  it('reads the defaults when nothing is set', () => {
    expect(readConfig({})).toEqual({
      port: 4173,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      databaseUrl: null,
      poolSize: 10,
      allowedOrigins: [],
      allowTestSeeds: false,
      clientDir: resolve('dist'),
      demoSessionsPerMinute: 30,
      trustProxy: false,
      wallet: 'off',
      publicUrl: null,
      requestTimeoutMs: 30_000,
      metricsToken: null,
      replayTokenMinutes: 1440,
    });
  });

  it('reads good settings as written', () => {
    const config = readConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: 'var/felt',
      DATABASE_URL: 'postgresql://felt@db.internal:5432/felt',
      DB_POOL_SIZE: '200',
      ALLOWED_ORIGINS: 'https://casino.example, http://127.0.0.1:8080/',
      ALLOW_TEST_SEEDS: 'true',
      NODE_ENV: 'test',
      CLIENT_DIR: '',
      DEMO_SESSIONS_PER_MINUTE: '5',
      TRUST_PROXY: 'true',
      WALLET: 'seamless',
      PUBLIC_URL: 'https://games.example/felt/',
      REQUEST_TIMEOUT_MS: '5000',
      METRICS_TOKEN: 'm'.repeat(40),
      REPLAY_TOKEN_MINUTES: '90',
    });
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: resolve('var/felt'),
      databaseUrl: 'postgresql://felt@db.internal:5432/felt',
      poolSize: 200,
      // A trailing slash is still an origin; what CORS compares is the bare origin.
      allowedOrigins: ['https://casino.example', 'http://127.0.0.1:8080'],
      allowTestSeeds: true,
      clientDir: null,
      demoSessionsPerMinute: 5,
      trustProxy: true,
      wallet: 'seamless',
      publicUrl: 'https://games.example/felt',
      requestTimeoutMs: 5000,
      metricsToken: 'm'.repeat(40),
      replayTokenMinutes: 90,
    });
    expect(readConfig({}).wallet).toBe('off');
    expect(() => readConfig({ WALLET: 'transfer' })).toThrow(/WALLET must be seamless or off/);
    expect(() => readConfig({ PUBLIC_URL: 'games.example' })).toThrow(/PUBLIC_URL/);
    expect(readConfig({ PORT: '65535', DATABASE_URL: 'postgres://x/y', ALLOW_TEST_SEEDS: 'false' })).toMatchObject({
      port: 65535,
      databaseUrl: 'postgres://x/y',
      allowTestSeeds: false,
    });
    expect(readConfig({ ALLOW_TEST_SEEDS: 'false', NODE_ENV: 'production' }).allowTestSeeds).toBe(false);
    // An origin written with its default port or in capitals is the same origin.
    expect(readConfig({ ALLOWED_ORIGINS: 'HTTPS://Casino.example:443' }).allowedOrigins).toEqual([
      'https://casino.example',
    ]);
  });
});

describe('main.ts with a bad setting', () => {
  let tempDir = '';
  afterAll(async () => {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  it('exits non-zero at once with one line naming PORT, before opening the database', async () => {
    tempDir = await mkdtemp(join(tmpdir(), 'felt-config-'));
    const dataDir = join(tempDir, 'never-made');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: 'abc', DATA_DIR: dataDir, CLIENT_DIR: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const started = Date.now();
    const code = await new Promise<number | null>((done) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.on('exit', (c) => {
        clearTimeout(timer);
        done(c);
      });
    });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull(); // null: it was still running when killed
    expect(Date.now() - started).toBeLessThan(10_000);
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
    expect(lines[0]).toContain('"abc"');
    expect(stdout).not.toContain('felt game server on');
    // The embedded database was never opened: its directory was not made.
    expect(existsSync(dataDir)).toBe(false);
  });
});
