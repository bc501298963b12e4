/**
 * One-trip round calls (issue 37, src/server/rounds/one-trip/): a demo player's round call is one
 * statement that writes it all, starting from what the server process knows of the player since
 * its last call (a first call, or one after a change elsewhere, reads first), with no transaction
 * around them. What a player would notice if it went wrong: a retried call charged twice or
 * answered differently, a top-up lost under a round written over it, a card dealt from a seed
 * already revealed, a second server's round ignored. Each case is forced here by stepping into the
 * server's database calls just before the write.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../src/server/app';
import { DatabaseUnavailable, type Db } from '../../../../src/server/db/db';
import { reconcile } from '../../../../src/server/reconcile';
import { type DbKind, type Player, type RoundAnswer, TestServer } from '../../support/api';
import { DB_KINDS } from '../../support/test-db';

/** The one-trip write (guarded by the player's version) and read (the stored answer joined to the session). */
const isWrite = (sql: string) => sql.startsWith('with guard as');
const isRead = (sql: string) => !isWrite(sql) && sql.includes('left join requests q on q.scope');

/** Watches the server's statements and transactions, and steps in before a write or after it. */
function watch(db: Db) {
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const w = {
    statements: [] as string[],
    transactions: 0,
    /** Runs once, just before the next one-trip write is sent. */
    beforeWrite: null as (() => Promise<void>) | null,
    /** The next one-trip write commits and then its answer is lost, as if the connection dropped. */
    loseNextWriteAnswer: false,
    reset() {
      w.statements = [];
      w.transactions = 0;
    },
  };
  db.query = (async (text: string, params?: readonly unknown[]) => {
    if (isWrite(text) && w.beforeWrite) {
      const step = w.beforeWrite;
      w.beforeWrite = null;
      await step();
    }
    // The shared tables' clock reads its leases and due tables in the background (shared/clock.ts):
    // not part of any round call.
    if (!/table_leases|from shared_tables/.test(text)) w.statements.push(text);
    const rows = await query(text, params);
    if (isWrite(text) && w.loseNextWriteAnswer) {
      w.loseNextWriteAnswer = false;
      throw new DatabaseUnavailable('the connection dropped after the commit (test)');
    }
    return rows;
  }) as Db['query'];
  db.transaction = ((work: Parameters<Db['transaction']>[0]) => {
    w.transactions++;
    return transaction(work);
  }) as Db['transaction'];
  return w;
}

describe.each(DB_KINDS)('one-trip round calls on %s', (kind: DbKind) => {
  let server: TestServer;
  let db: ReturnType<typeof watch>;
  beforeAll(async () => {
    server = await TestServer.start(kind);
    db = watch(server.db);
  });
  afterAll(() => server.stop());

  /** `felt_round_stale_writes_total` as this server's /metrics says it. */
  const staleWrites = async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${server.config.metricsToken}` },
    });
    return Number(/^felt_round_stale_writes_total (\d+)$/m.exec(res.body)?.[1]);
  };

  const ledgerOf = (roundId: string) =>
    server.db.query<{ kind: string; amount: number }>(
      'select kind, amount from ledger where round_id = $1 order by id',
      [roundId],
    );

  it('plays a blackjack round with one statement a call once the server knows the player, no transaction', async () => {
    const p = await server.demo(100_000);
    db.reset();
    let r = (await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }])).body;
    let calls = 1;
    while (r.status === 'open') {
      r = (await p.act(r.roundId, r.legal.includes('insurance:no') ? 'insurance:no' : 'stand')).body;
      calls++;
    }
    expect(r.status).toBe('settled');
    expect(db.transactions).toBe(0);
    // The first call reads the player; each call after it only writes.
    expect(db.statements.filter(isRead)).toHaveLength(1);
    expect(db.statements.filter(isWrite)).toHaveLength(calls);
    expect(db.statements).toHaveLength(calls + 1);
    expect(await p.balance()).toBe(100_000 - 1000 + r.returned);
  });

  it('answers a call retried after its commit, its first answer lost, from one statement with the stored answer', async () => {
    const p = await server.demo(100_000);
    const body = { requestId: randomUUID(), bets: [{ seat: 1, main: 1000 }] };
    const url = '/v1/tables/bj-h17-8deck/rounds';
    db.loseNextWriteAnswer = true;
    const lost = await server.call<{ error: { code: string } }>('POST', url, body, p.token);
    expect(lost.status).toBe(503);
    expect(lost.body.error.code).toBe('database-unavailable');
    db.reset();
    const retried = await server.call<RoundAnswer>('POST', url, body, p.token);
    expect(db.statements).toHaveLength(1);
    expect(db.statements.filter(isRead)).toHaveLength(1);
    expect(db.transactions).toBe(0);
    expect(retried.status).toBe(201);
    // The round the lost answer was for: one stake taken, the balance the answer says.
    expect(await ledgerOf(retried.body.roundId)).toEqual([
      { kind: 'debit', amount: 1000 },
      ...(retried.body.status === 'settled' ? [{ kind: 'credit', amount: retried.body.returned }] : []),
    ]);
    expect(await p.balance()).toBe(retried.body.balance);

    // An action's answer lost the same way.
    let r = retried.body;
    while (r.status === 'open') {
      const action = { requestId: randomUUID(), action: r.legal.includes('insurance:no') ? 'insurance:no' : 'stand' };
      db.loseNextWriteAnswer = true;
      const first = await server.call('POST', `/v1/rounds/${r.roundId}/actions`, action, p.token);
      expect(first.status).toBe(503);
      db.reset();
      const again = await server.call<RoundAnswer>('POST', `/v1/rounds/${r.roundId}/actions`, action, p.token);
      expect(again.status).toBe(200);
      expect(db.statements).toHaveLength(1);
      r = again.body;
    }
    const credits = (await ledgerOf(r.roundId)).filter((l) => l.kind === 'credit');
    expect(credits).toEqual([{ kind: 'credit', amount: r.returned }]);
    expect(await p.balance()).toBe(100_000 - 1000 + r.returned);
  });

  it('keeps a top-up that lands just before a round call’s write', async () => {
    const p = await server.demo(100_000);
    // Lose some first (the ball stops on 17), so that a rebuy tops the wallet up.
    const first = (
      await p.open('roulette-european', [{ bet: 'straight:0', amount: 5000 }], { testSeed: { result: 17 } })
    ).body;
    const afterFirst = first.balance;
    expect(afterFirst).toBe(95_000);
    let toppedUp = -1;
    db.beforeWrite = async () => {
      const rebuy = await p.post<{ balance: number; toppedUp: number }>('/v1/wallet/rebuy', {});
      toppedUp = rebuy.body.toppedUp;
    };
    db.reset();
    const r = (await p.open('roulette-european', [{ bet: 'red', amount: 1000 }])).body;
    expect(toppedUp).toBe(100_000 - afterFirst);
    // The round's write found the player changed: the call read it and played on the topped-up
    // wallet with a second write.
    expect(db.statements.filter(isWrite)).toHaveLength(2);
    expect(db.statements.filter(isRead)).toHaveLength(1);
    expect(r.balance).toBe(100_000 - 1000 + r.returned);
    expect(await p.balance()).toBe(r.balance);
    expect((await reconcile(server.db)).ok).toBe(true);
  });

  it('deals from the new seed when the seed rotates just before a round call’s write', async () => {
    const p = await server.demo(100_000);
    let next = '';
    db.beforeWrite = async () => {
      const rotated = await p.post<{ next: { serverSeedHash: string } }>('/v1/fairness/rotate', {
        clientSeed: 'rotated-in-between',
      });
      next = rotated.body.next.serverSeedHash;
    };
    const r = (await p.open('baccarat-8deck', { player: 1000 })).body;
    expect(r.status).toBe('settled');
    const record = await p.get<{ fairness: { serverSeedHash: string; clientSeed: string } }>(`/v1/rounds/${r.roundId}`);
    expect(next).not.toBe('');
    expect(record.body.fairness).toMatchObject({ serverSeedHash: next, clientSeed: 'rotated-in-between' });
  });

  it('takes the locked path for what it would refuse, and stores that refusal', async () => {
    const p: Player = await server.demo(1_000);
    const body = { requestId: randomUUID(), bets: [{ bet: 'red', amount: 5_000 }] };
    db.reset();
    const refused = await server.call<{ error: { code: string } }>(
      'POST',
      '/v1/tables/roulette-european/rounds',
      body,
      p.token,
    );
    expect(refused.status).toBe(422);
    expect(db.transactions).toBe(1);
    db.reset();
    const again = await server.call('POST', '/v1/tables/roulette-european/rounds', body, p.token);
    expect(again).toEqual(refused);
    expect(db.statements).toHaveLength(1); // the stored refusal, from the one-trip read
    expect(await p.balance()).toBe(1_000);
  });

  it('answers the same call sent again, after its answer arrived, with the stored answer', async () => {
    const p = await server.demo(100_000);
    const body = { requestId: randomUUID(), bets: { banker: 1000 } };
    const first = await server.call<RoundAnswer>('POST', '/v1/tables/baccarat-8deck/rounds', body, p.token);
    db.reset();
    const again = await server.call('POST', '/v1/tables/baccarat-8deck/rounds', body, p.token);
    expect(again).toEqual(first);
    // Its write found the requestId answered and applied nothing; the read found the answer.
    expect(db.statements.filter(isWrite)).toHaveLength(1);
    expect(db.statements.filter(isRead)).toHaveLength(1);
    expect(db.statements).toHaveLength(2);
    expect((await ledgerOf(first.body.roundId)).filter((l) => l.kind === 'debit')).toEqual([
      { kind: 'debit', amount: 1000 },
    ]);
    expect(await p.balance()).toBe(first.body.balance);
  });

  it('plays on from what another server wrote: a stale write applies nothing, and the call reads and writes again', async () => {
    const other = await buildServer({ db: server.db, config: server.config });
    try {
      const p = await server.demo(100_000);
      const red = { bet: 'red', amount: 1000 };
      const a1 = (await p.open('roulette-european', [red])).body;
      const b = await other.inject({
        method: 'POST',
        url: '/v1/tables/roulette-european/rounds',
        payload: { requestId: randomUUID(), bets: [red] },
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(b.statusCode).toBe(201);
      const b1 = b.json() as RoundAnswer;
      expect(b1.balance).toBe(a1.balance - 1000 + b1.returned);
      const staleBefore = await staleWrites();
      db.reset();
      const a2 = (await p.open('roulette-european', [red])).body;
      // This server's write was stale (the other server's round moved the player): it found so,
      // read the player, and its second write applied on the right balance.
      expect(db.statements.filter(isWrite)).toHaveLength(2);
      expect(db.statements.filter(isRead)).toHaveLength(1);
      expect(db.statements).toHaveLength(3);
      expect(a2.balance).toBe(b1.balance - 1000 + a2.returned);
      // The operator's Prometheus sees it.
      expect(await staleWrites()).toBe(staleBefore + 1);
      expect(await p.balance()).toBe(a2.balance);
      expect((await reconcile(server.db)).ok).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('does not write over a balance changed outside the server between two calls', async () => {
    const p = await server.demo(100_000);
    // The ball stops on 2 (black): the red bet loses, and the server knows the player as it left it.
    const lost = (await p.open('roulette-european', [{ bet: 'red', amount: 1000 }], { testSeed: { result: 2 } })).body;
    expect(lost.balance).toBe(99_000);
    // An operator's correction made in the database itself, which the server did not see.
    await server.db.query(
      'update players set balance = balance + 500 where id in (select player_id from rounds where id = $1)',
      [lost.roundId],
    );
    db.reset();
    const next = (await p.open('roulette-european', [{ bet: 'red', amount: 1000 }], { testSeed: { result: 2 } })).body;
    expect(db.statements.filter(isWrite)).toHaveLength(2); // the first found the balance changed
    expect(db.statements.filter(isRead)).toHaveLength(1);
    expect(next.balance).toBe(98_500);
    expect(await p.balance()).toBe(98_500);
  });
});
