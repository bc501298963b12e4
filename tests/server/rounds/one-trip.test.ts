/**
 * One-trip round calls (issue 37, src/server/rounds/one-trip/): a demo player's round call reads
 * in one statement and writes in one, with no transaction around them. What a player would notice
 * if it went wrong: a retried call charged twice or answered differently, a top-up lost under a
 * round written over it, a card dealt from a seed already revealed. Each case is forced here by
 * stepping into the server's database calls between the read and the write.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailable, type Db } from '../../../src/server/db/db';
import { reconcile } from '../../../src/server/reconcile';
import { type DbKind, type Player, type RoundAnswer, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';

/** The one-trip read (it joins the stored answer to the session) and write (guarded by the player's version). */
const isRead = (sql: string) => sql.includes('left join requests q on q.scope');
const isWrite = (sql: string) => sql.startsWith('with guard as');

/** Watches the server's statements and transactions, and steps in after a read or a write. */
function watch(db: Db) {
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const w = {
    statements: [] as string[],
    transactions: 0,
    /** Runs once, after the next one-trip read has answered and before its write is sent. */
    afterRead: null as (() => Promise<void>) | null,
    /** The next one-trip write commits and then its answer is lost, as if the connection dropped. */
    loseNextWriteAnswer: false,
    reset() {
      w.statements = [];
      w.transactions = 0;
    },
  };
  db.query = (async (text: string, params?: readonly unknown[]) => {
    w.statements.push(text);
    const rows = await query(text, params);
    if (isRead(text) && w.afterRead) {
      const step = w.afterRead;
      w.afterRead = null;
      await step();
    }
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

  const ledgerOf = (roundId: string) =>
    server.db.query<{ kind: string; amount: number }>(
      'select kind, amount from ledger where round_id = $1 order by id',
      [roundId],
    );

  it('plays a blackjack round with one read and one write a call, no transaction', async () => {
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
    expect(db.statements.filter(isRead)).toHaveLength(calls);
    expect(db.statements.filter(isWrite)).toHaveLength(calls);
    expect(db.statements).toHaveLength(2 * calls);
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

  it('keeps a top-up that lands between a round call’s read and its write', async () => {
    const p = await server.demo(100_000);
    // Lose some first (the ball stops on 17), so that a rebuy tops the wallet up.
    const first = (
      await p.open('roulette-european', [{ bet: 'straight:0', amount: 5000 }], { testSeed: { result: 17 } })
    ).body;
    const afterFirst = first.balance;
    expect(afterFirst).toBe(95_000);
    let toppedUp = -1;
    db.afterRead = async () => {
      const rebuy = await p.post<{ balance: number; toppedUp: number }>('/v1/wallet/rebuy', {});
      toppedUp = rebuy.body.toppedUp;
    };
    db.reset();
    const r = (await p.open('roulette-european', [{ bet: 'red', amount: 1000 }])).body;
    expect(toppedUp).toBe(100_000 - afterFirst);
    // The round's write saw the player change, read again and played on the topped-up wallet.
    expect(db.statements.filter(isRead)).toHaveLength(2);
    expect(r.balance).toBe(100_000 - 1000 + r.returned);
    expect(await p.balance()).toBe(r.balance);
    expect((await reconcile(server.db)).ok).toBe(true);
  });

  it('deals from the new seed when the seed rotates between a round call’s read and its write', async () => {
    const p = await server.demo(100_000);
    let next = '';
    db.afterRead = async () => {
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
});
