/**
 * `npm run --silent operator -- add|list|rotate-key` as a real process on an embedded database in
 * a temporary DATA_DIR (SERVER.md "Operator integration"): the secret is printed once, when it is
 * made, and never by `list`; a rotation leaves two keys valid for the overlap; a bad argument
 * exits 2 with one line naming it, before any database is touched.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../src/server/db/db';
import { operatorSecrets } from '../../../src/server/operators/store';
import { type CommandResult, childEnv, killAll, ROOT, runScript } from '../support/server-process';

let dir: string;
const operator = (...args: string[]) => runScript('operator', args, { DATA_DIR: dir }, 60_000);
const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** The command without npm in front (quicker, for the many refusals): node runs tsx runs it. */
function direct(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/commands/operator.ts', ...args],
      { cwd: ROOT, env: childEnv(env), timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code ?? error.signal ?? 'unknown') : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'felt-operator-cli-'));
});
afterAll(async () => {
  killAll();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run operator', () => {
  it('adds an operator, rotates its key, lists both keys without a secret, and keeps both valid', async () => {
    const add = await operator(
      'add',
      '--id',
      'casino-one',
      '--name',
      'Casino One',
      '--wallet-url',
      'https://wallet.casino.example/felt',
      '--origins',
      'https://casino.example,https://m.casino.example/',
      '--currencies',
      'EUR,SEK',
      '--jurisdiction',
      'uk',
      '--profile',
      '{"realityCheckMinutes":30,"complaintsText":"Write to complaints@casino.example"}',
      '--inactivity-minutes',
      '15',
      '--round-expiry-minutes',
      '120',
    );
    expect(add.code, add.stderr).toBe(0);
    const [added, ...more] = lines(add.stdout);
    expect(more).toEqual([]);
    expect(Object.keys(added ?? {}).sort()).toEqual(['id', 'secret']);
    expect(added?.id).toBe('casino-one');
    const first = String(added?.secret);
    expect(first).toMatch(/^[0-9a-f]{64}$/);

    const rotate = await operator('rotate-key', '--id', 'casino-one', '--overlap-hours', '2');
    expect(rotate.code, rotate.stderr).toBe(0);
    const [rotated] = lines(rotate.stdout);
    expect(rotated?.id).toBe('casino-one');
    const second = String(rotated?.secret);
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);

    // Listed with its settings and its keys' ids and times: neither secret.
    const list = await operator('list');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).not.toContain(first);
    expect(list.stdout).not.toContain(second);
    const listed = lines(list.stdout);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: 'casino-one',
      name: 'Casino One',
      walletUrl: 'https://wallet.casino.example/felt',
      allowedOrigins: ['https://casino.example', 'https://m.casino.example'],
      currencies: ['EUR', 'SEK'],
      limitSet: 'standard',
      jurisdiction: 'uk',
      profile: { realityCheckMinutes: 30, complaintsText: 'Write to complaints@casino.example' },
      inactivityMinutes: 15,
      roundExpiryMinutes: 120,
    });
    const keys = (listed[0]?.keys ?? []) as { id: number; createdAt: string; expiresAt: string | null }[];
    expect(keys.map((k) => Object.keys(k).sort())).toEqual([
      ['createdAt', 'expiresAt', 'id'],
      ['createdAt', 'expiresAt', 'id'],
    ]);
    expect(keys[0]?.expiresAt).toBeNull();
    const hours = (Date.parse(keys[1]?.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);

    // Both sign while the overlap lasts, the newest first.
    const db = await openDb({ databaseUrl: null, dataDir: dir });
    try {
      expect(await operatorSecrets(db, 'casino-one')).toEqual([second, first]);
    } finally {
      await db.close();
    }
  });

  it('sets an operator’s jurisdiction and its own profile fields, printing the profile its next sessions play by', async () => {
    const set = await operator(
      'jurisdiction',
      '--id',
      'casino-one',
      '--jurisdiction',
      'default',
      '--profile',
      '{"minRoundMs":2500,"showNetPosition":true}',
    );
    expect(set.code, set.stderr).toBe(0);
    expect(lines(set.stdout)).toEqual([
      {
        id: 'casino-one',
        jurisdiction: 'default',
        profile: {
          turbo: true,
          minRoundMs: 2500,
          realityCheckMinutes: null,
          showNetPosition: true,
          showSessionTime: false,
          showRtp: true,
          complaintsText: null,
        },
      },
    ]);
    const [listed] = lines((await operator('list')).stdout);
    expect(listed).toMatchObject({ jurisdiction: 'default', profile: { minRoundMs: 2500, showNetPosition: true } });
    const unknown = await operator('jurisdiction', '--id', 'nobody', '--jurisdiction', 'uk');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim()).toBe('--id: no operator "nobody"');
  });

  it('refuses a bad argument with exit 2 and one line naming it, before touching any database', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'felt-operator-cli-bad-'));
    const bad = (...args: string[]) => direct(args, { DATA_DIR: empty });
    const base = ['--name', 'N', '--wallet-url', 'http://127.0.0.1:9/w'];
    const cases: [string[], RegExp][] = [
      [['add', '--id', 'Casino', ...base], /^--id: id must match/],
      [['add', '--id', 'x', ...base], /^--id/],
      [['add', '--id', 'ok-id', '--name', 'N'], /^--wallet-url is required/],
      [['add', '--id', 'ok-id', '--name', 'N', '--wallet-url', 'ftp://x.example'], /^--wallet-url: /],
      [['add', '--id', 'ok-id', ...base, '--origins', 'https://a.example/path'], /^--origins: /],
      [['add', '--id', 'ok-id', ...base, '--currencies', 'eur'], /^--currencies: /],
      [['add', '--id', 'ok-id', ...base, '--jurisdiction', 'mars'], /^--jurisdiction: /],
      [['add', '--id', 'ok-id', ...base, '--inactivity-minutes', '0'], /^--inactivity-minutes: /],
      [['add', '--id', 'ok-id', ...base, '--profile', '{"minRoundMs":-1}'], /^--profile: profile\.minRoundMs must be/],
      [['add', '--id', 'ok-id', ...base, '--profile', 'uk'], /^--profile must be a JSON object/],
      [['jurisdiction', '--id', 'ok-id', '--jurisdiction', 'uk', '--profile', '{"colour":1}'], /no field "colour"/],
      [['jurisdiction', '--id', 'ok-id'], /^--jurisdiction is required/],
      [['jurisdiction', '--id', 'ok-id', '--jurisdiction', 'mars'], /^--jurisdiction: /],
      [['add', '--id', 'ok-id', ...base, '--round-expiry-minutes', 'soon'], /^--round-expiry-minutes must be/],
      [['add', '--id', 'ok-id', ...base, '--colour', 'red'], /colour/],
      [['rotate-key'], /^--id is required/],
      [['rotate-key', '--id', 'ok-id', '--overlap-hours', '-3'], /overlap-hours/],
      [['list', '--id', 'ok-id'], /^--id is not an option of list/],
      [['remove', '--id', 'ok-id'], /^unknown command "remove"/],
    ];
    try {
      // Two at a time: each is a node process that starts and stops.
      const results: CommandResult[] = [];
      for (let i = 0; i < cases.length; i += 2) {
        results.push(...(await Promise.all(cases.slice(i, i + 2).map(([args]) => bad(...args)))));
      }
      for (const [i, [args, message]] of cases.entries()) {
        const r = results[i] as CommandResult;
        expect(r.code, args.join(' ')).toBe(2);
        expect(r.stdout, args.join(' ')).toBe('');
        expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
        expect(r.stderr.trim(), args.join(' ')).toMatch(message);
      }
      expect(await readdir(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('refuses an id that exists and a rotation of an unknown operator, naming --id', async () => {
    const again = await operator(
      'add',
      '--id',
      'casino-one',
      '--name',
      'Again',
      '--wallet-url',
      'http://127.0.0.1:9/w',
    );
    expect(again.code).toBe(2);
    expect(again.stderr.trim()).toBe('--id: operator "casino-one" exists already');
    const unknown = await operator('rotate-key', '--id', 'nobody');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim()).toBe('--id: no operator "nobody"');
  });
});
