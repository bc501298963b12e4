/**
 * The real server process on PostgreSQL (SERVER.md "Running it", "Ledger", "Provably fair"): killed
 * with SIGKILL in the middle of a blackjack round, a new process on the same database shows the
 * same round and balance and finishes it; SIGTERM stops it cleanly; `npm run reconcile` passes a
 * true ledger and fails a tampered one; `npm run verify` recomputes a dealt shoe from the seed a
 * rotation reveals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/db';
import { killAll, runScript, type ServerProcess, startServer } from './support/server-process';
import { testDbConfig } from './support/test-db';

interface RoundView {
  roundId: string;
  status: string;
  legal: string[];
  staked: number;
  returned: number;
  balance: number;
  view: unknown;
}

describe('the server process on PostgreSQL', () => {
  let databaseUrl: string;
  let dataDir: string;
  let drop: () => Promise<void>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    const db = await testDbConfig('postgres');
    databaseUrl = db.config.databaseUrl as string;
    dataDir = db.config.dataDir;
    drop = db.drop;
  });
  afterAll(async () => {
    killAll();
    await drop?.();
  });

  const env = () => ({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const start = async () => {
    server = await startServer({ ...env(), PORT: '0', ALLOW_TEST_SEEDS: 'true', CLIENT_DIR: '' });
    return server;
  };
  const call = async <T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
    if (!server) throw new Error('no server running');
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const demo = async (balance: number) => {
    const r = await call<{ token: string }>('POST', '/v1/sessions', undefined, {
      mode: 'demo',
      currency: 'EUR',
      balance,
      lang: 'en',
    });
    expect(r.status).toBe(201);
    return r.body.token;
  };

  it('finishes a round opened before a kill -9, in a new process, with the balance moved once', async () => {
    await start();
    const token = await demo(100_000);
    // Player TS 7D (17) against the dealer's 9H with 8C in the hole; the next card, 4D, makes 21.
    const open = await call<RoundView>('POST', '/v1/tables/bj-h17-8deck/rounds', token, {
      bets: [{ seat: 1, main: 1000 }],
      testSeed: { shoe: ['TS', '9H', '7D', '8C', '4D', '5S'] },
    });
    expect(open.status).toBe(201);
    expect(open.body).toMatchObject({ status: 'open', staked: 1000, balance: 99_000 });

    const killed = server as ServerProcess;
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toBe('SIGKILL');

    await start();
    const resumed = await call<RoundView>('GET', '/v1/tables/bj-h17-8deck/round', token);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ roundId: open.body.roundId, status: 'open', balance: 99_000 });
    expect(resumed.body.view).toEqual(open.body.view);
    expect(resumed.body.legal).toEqual(open.body.legal);

    let r = (await call<RoundView>('POST', `/v1/rounds/${open.body.roundId}/actions`, token, { action: 'hit' })).body;
    while (r.status === 'open') {
      r = (await call<RoundView>('POST', `/v1/rounds/${r.roundId}/actions`, token, { action: 'stand' })).body;
    }
    // 21 against the dealer's 17 (a hard 17 stands even at H17): even money.
    expect(r).toMatchObject({ status: 'settled', staked: 1000, returned: 2000 });
    expect(r.balance).toBe(100_000 - r.staked + r.returned);
    expect((await call<{ balance: number }>('GET', '/v1/session', token)).body.balance).toBe(101_000);
  });

  it('prints with `verify` the shoe a revealed seed dealt', async () => {
    const token = await demo(100_000);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      let r = (
        await call<RoundView>('POST', '/v1/tables/bj-h17-8deck/rounds', token, { bets: [{ seat: 1, main: 1000 }] })
      ).body;
      while (r.status === 'open') {
        const action = r.legal.find((m) => m === 'insurance:no' || m === 'even-money:no') ?? 'stand';
        r = (await call<RoundView>('POST', `/v1/rounds/${r.roundId}/actions`, token, { action })).body;
      }
      ids.push(r.roundId);
    }
    const rotated = await call<{ revealed: { serverSeed: string; clientSeed: string } }>(
      'POST',
      '/v1/fairness/rotate',
      token,
      { clientSeed: 'after-the-test' },
    );
    expect(rotated.status).toBe(200);
    const { serverSeed, clientSeed } = rotated.body.revealed;

    interface RoundRecord {
      cards: string[];
      fairness: { nonces: number[]; firstCard: number; serverSeed: string };
    }
    const records: RoundRecord[] = [];
    for (const id of ids) records.push((await call<RoundRecord>('GET', `/v1/rounds/${id}`, token)).body);
    // An 8-deck shoe lasts many rounds: both came from nonce 0, the second further in.
    expect(records.map((x) => x.fairness.nonces)).toEqual([[0], [0]]);
    expect(records[1]?.fairness.firstCard).toBeGreaterThan(0);
    const out = await runScript(
      'verify',
      [
        ...['--server-seed', serverSeed, '--client-seed', clientSeed, '--nonce', '0'],
        ...['--game', 'blackjack', '--table', 'bj-h17-8deck'],
      ],
      {},
    );
    expect(out.code, out.stderr).toBe(0);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const shoe = (JSON.parse(lines[0] as string) as { shoe: string[] }).shoe;
    expect(shoe).toHaveLength(8 * 52);
    for (const rec of records) {
      expect(rec.fairness.serverSeed).toBe(serverSeed);
      expect(rec.cards.length).toBeGreaterThanOrEqual(4);
      const { firstCard } = rec.fairness;
      expect(shoe.slice(firstCard, firstCard + rec.cards.length)).toEqual(rec.cards);
    }
  });

  it('stops on SIGTERM, then reconcile passes the ledger and catches a tampered balance', async () => {
    const running = server as ServerProcess;
    const asked = Date.now();
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(Date.now() - asked).toBeLessThan(5_000);

    const good = await runScript('reconcile', [], env());
    expect(good.code, good.stderr).toBe(0);
    const goodLines = good.stdout.trimEnd().split('\n');
    expect(goodLines).toHaveLength(1);
    expect(JSON.parse(goodLines[0] as string)).toMatchObject({ ok: true, players: 2, rounds: 3, differences: [] });

    const db = await openDb({ databaseUrl, dataDir, poolSize: 1 });
    try {
      await db.query('update players set balance = balance + 1');
    } finally {
      await db.close();
    }
    const bad = await runScript('reconcile', [], env());
    expect(bad.code).toBe(1);
    const report = JSON.parse(bad.stdout.trimEnd()) as { ok: boolean; differences: { kind: string }[] };
    expect(report.ok).toBe(false);
    expect(report.differences.map((d) => d.kind)).toEqual(['balance', 'balance']);
  });
});
