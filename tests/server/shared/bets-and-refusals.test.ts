/**
 * Money and refusals at shared tables (SHARED.md "Rounds and money", "Bad input and refusals"): a
 * bet after the close is 409 betting-closed with nothing debited; a changed bet debits the
 * difference or rolls back whole debits and debits the rest; a withdrawn bet leaves no part and
 * no closing credit; a fourth box is 422 seat-limit; a UK session is refused too-soon when the
 * window would close inside its least time between rounds; a repeated requestId is answered as
 * the first time. Reconcile stays clean throughout.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../../src/server/reconcile';
import { type DbKind, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';
import { at, FAST, ledgerOf, sleep } from './support';

describe.each(DB_KINDS)('bets and refusals at shared tables on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(async () => server.stop());

  it('debits a raise, rolls back a cut, refuses a bet after the close, and settles each part once', async () => {
    const [a, b] = await Promise.all([server.demo(50_000), server.demo(50_000)]);
    const ta = at(a, 'roulette-shared');
    const tb = at(b, 'roulette-shared');
    await ta.test({ timings: { ...FAST, bettingSeconds: 0.8 }, result: 7 });
    const id = (await ta.read()).state.tableRoundId;
    expect((await ta.bet(id, [{ bet: 'straight:7', amount: 1000 }])).body.balance).toBe(49_000);
    expect(
      (
        await ta.bet(id, [
          { bet: 'straight:7', amount: 1000 },
          { bet: 'red', amount: 1500 },
        ])
      ).body.balance,
    ).toBe(47_500);
    // A part still open reconciles: its round row carries what is staked so far.
    expect((await reconcile(server.db)).differences).toEqual([]);
    const cut = await ta.bet(id, [{ bet: 'straight:7', amount: 500 }]);
    expect([cut.body.balance, cut.body.you.bets]).toEqual([49_500, [{ bet: 'straight:7', amount: 500 }]]);
    // b bets and withdraws: no part in the round, no closing credit.
    expect((await tb.bet(id, [{ bet: 'black', amount: 2000 }])).body.balance).toBe(48_000);
    expect((await tb.bet(id, [])).body.balance).toBe(50_000);
    // The same call again is answered as it was, and moves nothing.
    const requestId = randomUUID();
    const once = await a.post('/v1/shared/roulette-shared/bets', {
      requestId,
      tableRoundId: id,
      bets: [{ bet: 'straight:7', amount: 600 }],
    });
    const twice = await a.post('/v1/shared/roulette-shared/bets', {
      requestId,
      tableRoundId: id,
      bets: [{ bet: 'straight:7', amount: 600 }],
    });
    expect(twice.body).toEqual(once.body);
    await ta.until((x) => x.state.phase === 'settled' || x.state.tableRoundId !== id);
    const late = await tb.bet(id, [{ bet: 'red', amount: 1000 }]);
    expect([late.status, late.body.error?.code]).toEqual([409, 'betting-closed']);
    expect(await b.balance()).toBe(50_000);
    expect(await a.balance()).toBe(50_000 - 600 + 600 * 36);
    const ledger = await ledgerOf(server.db, a.token);
    expect(ledger.map((l) => [l.kind, l.amount])).toEqual([
      ['debit', 1000],
      ['debit', 1500],
      ['rollback', 1000],
      ['rollback', 1500],
      ['debit', 500],
      ['debit', 100],
      ['credit', 21_600],
    ]);
    const bl = await ledgerOf(server.db, b.token);
    expect(bl.map((l) => l.kind)).toEqual(['debit', 'rollback']);
    expect((await reconcile(server.db)).differences).toEqual([]);
  });

  it('refuses a fourth box, a bet on a box nobody holds, and an unaffordable bet, leaving the balance', async () => {
    const p = await server.demo(1500);
    const t = at(p, 'bj-european-shared');
    for (const box of [1, 2, 3]) expect((await t.sit(box)).status).toBe(200);
    const fourth = await t.sit(4);
    expect([fourth.status, fourth.body.error?.code]).toEqual([422, 'seat-limit']);
    const id = (await t.read()).state.tableRoundId;
    const nobody = await t.bet(id, [{ box: 5, main: 0, behind: 1000 }]);
    expect(nobody.status).toBe(400);
    const broke = await t.bet(id, [
      { box: 1, main: 1000 },
      { box: 2, main: 1000 },
    ]);
    expect([broke.status, broke.body.error?.code]).toEqual([422, 'insufficient-funds']);
    expect(await p.balance()).toBe(1500);
    expect((await t.leave()).body.you.boxes).toEqual([]);
  });

  it('refuses a UK session too-soon when the window would close inside its least time between rounds', async () => {
    const p = await server.demo(50_000, { jurisdiction: 'uk' });
    const t = at(p, 'baccarat-shared');
    await t.test({ timings: { ...FAST, bettingSeconds: 0.3 } });
    const id = (await t.read()).state.tableRoundId;
    expect((await t.bet(id, { banker: 1000 })).status).toBe(200);
    const next = await t.until((x) => x.state.phase === 'betting' && x.state.tableRoundId !== id);
    await sleep(10);
    const soon = await t.bet(next.state.tableRoundId, { banker: 1000 });
    expect([soon.status, soon.body.error?.code]).toEqual([422, 'too-soon']);
  });
});
