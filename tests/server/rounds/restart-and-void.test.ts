/**
 * A server stopped in the middle of a blackjack round loses nothing (the round is in the database,
 * the next process carries on), and a round that cannot be completed is voided with its stakes
 * returned (RULES.md sheet 001, SERVER.md "Malfunction voids"). Then the ledger reconciles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../../src/server/reconcile';
import { type DbKind, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';

describe.each(DB_KINDS)('restarts and voids on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(() => server.stop());

  it('finishes a blackjack round after the server restarts between two actions', async () => {
    const p = await server.demo(100_000);
    const shoe = ['8S', '6H', '8D', 'TC', '3C', 'TD', '9S', 'KH'];
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], { testSeed: { shoe } });
    const split = await p.act(open.body.roundId, 'split');
    expect(split.body.staked).toBe(2000);
    await server.restart();
    const resumed = await p.get<{ roundId: string; legal: string[]; view: unknown; balance: number }>(
      '/v1/tables/bj-h17-8deck/round',
    );
    expect(resumed.body).toMatchObject({ roundId: open.body.roundId, legal: split.body.legal, balance: 98_000 });
    expect(resumed.body.view).toEqual(split.body.view);
    let r = resumed.body as unknown as { roundId: string; status: string; balance: number; returned: number };
    while (r.status !== 'settled') r = (await p.act(r.roundId, 'stand')).body;
    expect(r.returned).toBe(4000);
    expect(r.balance).toBe(102_000);
  });

  it('finishes a fair round dealt before the restart from the same shoe', async () => {
    const p = await server.demo(100_000);
    let r = (await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }])).body;
    await server.restart();
    while (r.status === 'open')
      r = (await p.act(r.roundId, r.legal.find((m) => m === 'insurance:no' || m === 'even-money:no') ?? 'stand')).body;
    expect(r.status).toBe('settled');
    expect(await p.balance()).toBe(100_000 - r.staked + r.returned);
  });

  it('voids a round whose saved state cannot be read, returning every stake', async () => {
    const p = await server.demo(100_000);
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 2000 }], {
      testSeed: { shoe: ['TS', '9H', '7D', '8C', '5S'] },
    });
    expect(await p.balance()).toBe(98_000);
    await server.db.query(`update rounds set state = '{"round": 5}'::jsonb where id = $1`, [open.body.roundId]);
    const r = await p.act(open.body.roundId, 'hit');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'void', phase: 'void', reason: 'unreadable', staked: 2000, returned: 2000 });
    expect(r.body.balance).toBe(100_000);
    const history = await p.get<{ rounds: { roundId: string; status: string; reason: string }[] }>('/v1/history');
    expect(history.body.rounds[0]).toMatchObject({ roundId: open.body.roundId, status: 'void', reason: 'unreadable' });
  });

  it('voids a round the rules cannot finish (the shoe ran out), returning the stakes of the step before', async () => {
    const p = await server.demo(100_000);
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      testSeed: { shoe: ['5S', '9H', '6D', '8C'] },
    });
    expect(open.body.legal).toContain('double');
    const r = await p.act(open.body.roundId, 'double');
    expect(r.body).toMatchObject({ status: 'void', reason: 'unplayable', staked: 1000, returned: 1000 });
    expect(await p.balance()).toBe(100_000);
  });

  it('reconciles every wallet and round, and finds a ledger that was tampered with', async () => {
    const clean = await reconcile(server.db);
    expect(clean).toMatchObject({ ok: true, differences: [] });
    expect(clean.replayed).toBeGreaterThan(0);
    const p = await server.demo(1_000);
    await p.open('roulette-european', [{ bet: 'red', amount: 100 }], { testSeed: { result: 1 } });
    const [{ id }] = (await server.db.query<{ id: string }>(
      `select id from players order by created_at desc limit 1`,
    )) as [{ id: string }];
    await server.db.query('update players set balance = balance + 1 where id = $1', [id]);
    const dirty = await reconcile(server.db);
    expect(dirty.ok).toBe(false);
    expect(dirty.differences).toContainEqual(expect.objectContaining({ kind: 'balance', playerId: id }));
    await server.db.query('update players set balance = balance - 1 where id = $1', [id]);
    await server.db.query(`update rounds set returned = returned + 3600 where player_id = $1`, [id]);
    const wrongPay = await reconcile(server.db);
    expect(wrongPay.differences.map((d) => d.kind)).toEqual(
      expect.arrayContaining(['round-returns', 'replay-returns']),
    );
    await server.db.query(`update rounds set returned = returned - 3600 where player_id = $1`, [id]);
    expect((await reconcile(server.db)).ok).toBe(true);
  });
});
