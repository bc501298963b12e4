/**
 * Retries and races (SERVER.md "Money, retries and concurrency"): every mutating call sent twice,
 * one after the other and at the same time, answers the same and moves money once; a requestId
 * reused with another body is 409; two different calls racing for one table or one balance cannot
 * both spend it. Then the ledger reconciles to the cent.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/server/reconcile';
import { type DbKind, TestServer } from './support/api';
import { DB_KINDS } from './support/test-db';

describe.each(DB_KINDS)('retries and races on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(() => server.stop());

  it('answers every call of a blackjack round the same when sent twice in a row and twice at once', async () => {
    const p = await server.demo(100_000);
    const send = (url: string, body: Record<string, unknown>) => server.call('POST', url, body, p.token);
    const openBody = { requestId: randomUUID(), bets: [{ seat: 1, main: 1000 }] };
    const [a, b] = await Promise.all([
      send('/v1/tables/bj-h17-8deck/rounds', openBody),
      send('/v1/tables/bj-h17-8deck/rounds', openBody),
    ]);
    const c = await send('/v1/tables/bj-h17-8deck/rounds', openBody);
    expect(a).toEqual(b);
    expect(c).toEqual(a);
    expect(a.status).toBe(201);
    let r = a.body as { roundId: string; status: string; legal: string[]; balance: number };
    expect(await p.balance()).toBe(r.balance);
    while (r.status === 'open') {
      const move =
        r.legal.find((m) => m === 'insurance:no' || m === 'even-money:no') ??
        (r.legal.includes('double') ? 'double' : 'stand');
      const body = { requestId: randomUUID(), action: move };
      const url = `/v1/rounds/${r.roundId}/actions`;
      const [x, y] = await Promise.all([send(url, body), send(url, body)]);
      const z = await send(url, body);
      expect(x).toEqual(y);
      expect(z).toEqual(x);
      expect(x.status).toBe(200);
      r = x.body as typeof r;
    }
    expect(await p.balance()).toBe(r.balance);
    const ledger = await server.db.query<{ kind: string; n: number }>(
      `select kind, count(*)::int8 as n from ledger where round_id = $1 group by kind order by kind`,
      [r.roundId],
    );
    expect(ledger.find((l) => l.kind === 'credit')?.n).toBe(1);
  });

  it('answers a reused requestId with a different body or path with 409 conflict, and moves nothing', async () => {
    const p = await server.demo(10_000);
    const requestId = randomUUID();
    const first = await server.call(
      'POST',
      '/v1/tables/roulette-european/rounds',
      { requestId, bets: [{ bet: 'red', amount: 100 }] },
      p.token,
    );
    expect(first.status).toBe(201);
    const balance = await p.balance();
    const other = await server.call<{ error: { code: string } }>(
      'POST',
      '/v1/tables/roulette-european/rounds',
      { requestId, bets: [{ bet: 'black', amount: 100 }] },
      p.token,
    );
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('conflict');
    const path = await server.call(
      'POST',
      '/v1/tables/baccarat-8deck/rounds',
      { requestId, bets: { player: 100 } },
      p.token,
    );
    expect(path.status).toBe(409);
    // The same body with its keys in another order is the same call.
    const reordered = await server.call(
      'POST',
      '/v1/tables/roulette-european/rounds',
      { bets: [{ amount: 100, bet: 'red' }], requestId },
      p.token,
    );
    expect(reordered).toEqual(first);
    expect(await p.balance()).toBe(balance);
  });

  it('stores a refusal too: the same refused call again is refused the same, even once it could pass', async () => {
    const p = await server.demo(500);
    const body = { requestId: randomUUID(), bets: [{ bet: 'red', amount: 1000 }] };
    const refused = await server.call('POST', '/v1/tables/roulette-european/rounds', body, p.token);
    expect(refused.status).toBe(422);
    expect(await p.post('/v1/wallet/rebuy', {})).toMatchObject({ status: 200 });
    expect(await server.call('POST', '/v1/tables/roulette-european/rounds', body, p.token)).toEqual(refused);
  });

  it('lets only one of two rounds racing for one table open, and never spends one balance twice', async () => {
    const p = await server.demo(1_000);
    const tables = Array.from({ length: 6 }, () =>
      p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], { testSeed: { shoe: ['TS', '9H', '7D', '8C', '5S'] } }),
    );
    const results = await Promise.all(tables);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    // Now five spins for one balance of 0: all refused; and from a fresh wallet, eight spins of 300 for 1000.
    const q = await server.demo(1_000);
    const spins = await Promise.all(
      Array.from({ length: 8 }, () =>
        q.open('roulette-european', [{ bet: 'red', amount: 300 }], { testSeed: { result: 2 } }),
      ),
    );
    expect(spins.filter((s) => s.status === 201)).toHaveLength(3);
    expect(spins.filter((s) => s.status === 422).every((s) => s.body.error?.code === 'insufficient-funds')).toBe(true);
    expect(await q.balance()).toBe(100);
    const report = await reconcile(server.db);
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
