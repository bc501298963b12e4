/**
 * Real money through an operator's wallet (SERVER.md "Seamless wallet"), against the reference
 * operator over real HTTP with its own ledger: every stake is debited before anything is dealt,
 * every round closes with one credit, and when the wallet declines, fails, drops the connection
 * after moving the money, or is slow, no cent is lost or paid twice: after the outbox has run, the
 * game server's reconcile, the operator's own ledger check and the two ledgers side by side agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundAnswer } from '../support/api';
import { requestId, SeamlessTable } from '../support/seamless-table';
import { DB_KINDS } from '../support/test-db';

describe.each(DB_KINDS)('the seamless wallet on %s', (kind) => {
  let t: SeamlessTable;
  beforeAll(async () => {
    t = await SeamlessTable.start(kind);
  });
  afterAll(() => t.stop());

  const expectLedgersAgree = async () => {
    const { server, operator, cross } = await t.ledgers();
    expect(server.differences).toEqual([]);
    expect(operator.differences).toEqual([]);
    expect(cross.differences).toEqual([]);
  };

  it('debits the stake, then closes the round with one credit the operator acknowledges', async () => {
    const p = await t.player('ann', 50_000, 'roulette-european');
    expect(await p.balance()).toBe(50_000);
    const r = await p.open('roulette-european', [{ bet: 'straight:17', amount: 100 }], { testSeed: { result: 17 } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'settled', staked: 100, returned: 3600, balance: 53_500 });
    expect(r.body).not.toHaveProperty('credit');
    expect(await t.operatorBalance('ann')).toBe(53_500);
    const calls = (await t.walletCalls()).filter((c) => c.round_id === r.body.roundId);
    expect(calls.map((c) => [c.kind, c.amount, c.state, c.round_closed])).toEqual(
      expect.arrayContaining([
        ['debit', 100, 'done', false],
        ['credit', 3600, 'done', true],
      ]),
    );
    expect(calls).toHaveLength(2);
    // A losing round closes too, with a zero credit (operators close rounds on it).
    const lost = await p.open('roulette-european', [{ bet: 'straight:17', amount: 100 }], { testSeed: { result: 3 } });
    expect(lost.body).toMatchObject({ status: 'settled', returned: 0, balance: 53_400 });
    const closing = (await t.walletCalls()).filter((c) => c.round_id === lost.body.roundId && c.kind === 'credit');
    expect(closing.map((c) => [c.amount, c.round_closed, c.state])).toEqual([[0, true, 'done']]);
    await expectLedgersAgree();
  });

  it('debits a double before the card moves and settles a blackjack round', async () => {
    const p = await t.player('ben', 10_000);
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      testSeed: { shoe: ['6S', '9H', '5D', 'TC', 'KC', '8D'] },
    });
    expect(open.body).toMatchObject({ status: 'open', staked: 1000, balance: 9000 });
    const doubled = await p.act(open.body.roundId, 'double');
    expect(doubled.body).toMatchObject({ status: 'settled', staked: 2000, returned: 4000 });
    expect(await t.operatorBalance('ben')).toBe(12_000);
    expect(doubled.body.balance).toBe(12_000);
    await expectLedgersAgree();
  });

  it('a stake the wallet declines deals nothing, and the same call again gets the same refusal', async () => {
    const p = await t.player('cat', 500);
    await t.operator.setPlayer({ playerId: 'cat', balance: 300 }); // spent elsewhere at the casino since the launch
    const body = { requestId: requestId(), bets: [{ seat: 1, main: 1000 }] };
    const first = await p.server.call<RoundAnswer>('POST', '/v1/tables/bj-h17-8deck/rounds', body, p.token);
    expect(first.status).toBe(422);
    expect(first.body.error?.code).toBe('insufficient-funds');
    // The notice says the operator's balance, asked after the refusal.
    expect((first.body.error as { detail?: unknown } | undefined)?.detail).toMatchObject({ total: 1000, balance: 300 });
    const again = await p.server.call<RoundAnswer>('POST', '/v1/tables/bj-h17-8deck/rounds', body, p.token);
    expect(again).toEqual(first);
    expect((await p.get('/v1/tables/bj-h17-8deck/round')).status).toBe(404);
    expect(await t.operatorBalance('cat')).toBe(300);
    await expectLedgersAgree();
  });

  it('a debit the wallet failed (500) or dropped after taking the money is rolled back; the retry plays once', async () => {
    for (const fault of ['fail', 'dropAfterApply'] as const) {
      const id = `dan-${fault}`;
      const p = await t.player(id, 5000, 'roulette-european');
      t.operator.setFaults({ reset: true, endpoints: ['debit'], sequence: [fault] });
      const body = { requestId: requestId(), bets: [{ bet: 'red', amount: 1000 }], testSeed: { result: 1 } };
      const url = '/v1/tables/roulette-european/rounds';
      const first = await p.server.call<RoundAnswer>('POST', url, body, p.token);
      expect(first.status).toBe(503);
      expect(first.body.error?.code).toBe('wallet-unavailable');
      // The rollback reached the operator in the same call (or the outbox sends it): the stake is back.
      expect(await t.drain()).toBe(0);
      expect(await t.operatorBalance(id)).toBe(5000);
      // The player's retry (same requestId) is a fresh debit that plays the round once.
      const retry = await p.server.call<RoundAnswer>('POST', url, body, p.token);
      expect(retry.status).toBe(201);
      expect(retry.body).toMatchObject({ status: 'settled', staked: 1000, returned: 2000, balance: 6000 });
      expect(await t.operatorBalance(id)).toBe(6000);
      const debits = (await t.walletCalls()).filter((c) => c.player_id === `op:refcasino:${id}` && c.kind === 'debit');
      expect(debits.map((d) => d.state).sort()).toEqual(['done', 'rolled-back']);
    }
    t.operator.setFaults({ reset: true });
    await expectLedgersAgree();
  });

  it('a wallet slower than 3 s is a timeout: the stake is rolled back and nothing is dealt', async () => {
    const p = await t.player('eve', 5000, 'roulette-european');
    t.operator.setFaults({ reset: true, endpoints: ['debit'], delayMs: 3500 });
    const started = Date.now();
    const r = await p.open('roulette-european', [{ bet: 'black', amount: 1000 }]);
    expect(r.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(6000);
    t.operator.setFaults({ reset: true });
    // The slow debit lands at the operator after the timeout; the rollback undoes it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await t.drain()).toBe(0);
    expect(await t.operatorBalance('eve')).toBe(5000);
    expect(
      (await p.get<{ rounds: unknown[] }>('/v1/history?game=roulette&table=roulette-european')).body.rounds,
    ).toEqual([]);
    await expectLedgersAgree();
  });

  it('a credit the wallet will not take stays in the outbox, across a restart, until it is acknowledged', async () => {
    const p = await t.player('fay', 5000, 'roulette-european');
    t.operator.setFaults({ reset: true, endpoints: ['credit'], failRate: 1 });
    const r = await p.open('roulette-european', [{ bet: 'red', amount: 1000 }], { testSeed: { result: 1 } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'settled', returned: 2000, credit: 'pending', balance: 4000 });
    expect(await t.operatorBalance('fay')).toBe(4000);
    const owed = await t.ledgers();
    expect(owed.server.differences.map((d) => d.kind)).toContain('wallet-pending');
    // The round's own first try is answered after the round is: its refusal is recorded first, or a
    // pass below could find the call still in flight (not due yet) and try nothing.
    await expect
      .poll(
        async () =>
          (
            await t.server.db.query<{ last_error: string | null }>(
              `select last_error from wallet_calls where round_id = $1 and kind = 'credit'`,
              [r.body.roundId],
            )
          )[0]?.last_error,
        { timeout: 10_000 },
      )
      .toMatch(/500/);
    // The outbox keeps trying and backs off; nothing is given up.
    expect(await t.drain(3)).toBe(1);
    const [tried] = await t.server.db.query<{ attempts: number; last_error: string }>(
      `select attempts, last_error from wallet_calls where round_id = $1 and kind = 'credit'`,
      [r.body.roundId],
    );
    expect(tried?.attempts).toBeGreaterThanOrEqual(4);
    expect(tried?.last_error).toMatch(/500/);
    await t.server.restart();
    t.operator.setFaults({ reset: true });
    expect(await t.drain()).toBe(0);
    expect(await t.operatorBalance('fay')).toBe(6000);
    expect(await p.balance()).toBe(6000);
    await expectLedgersAgree();
  });

  it('two copies of one call at once debit once and give the same answer', async () => {
    const p = await t.player('gus', 5000, 'roulette-european');
    t.operator.setFaults({ reset: true, endpoints: ['debit'], delayMs: 400 });
    const body = { requestId: requestId(), bets: [{ bet: 'even', amount: 500 }], testSeed: { result: 8 } };
    const url = '/v1/tables/roulette-european/rounds';
    const [a, b] = await Promise.all([
      p.server.call<RoundAnswer>('POST', url, body, p.token),
      p.server.call<RoundAnswer>('POST', url, body, p.token),
    ]);
    t.operator.setFaults({ reset: true });
    expect(a.status).toBe(201);
    expect(b).toEqual(a);
    expect(await t.operatorBalance('gus')).toBe(5500);
    const debits = (await t.walletCalls()).filter((c) => c.player_id === 'op:refcasino:gus' && c.kind === 'debit');
    expect(debits).toHaveLength(1);
    await expectLedgersAgree();
  });

  it('a debit whose call never finished (its process died) is rolled back by the outbox', async () => {
    const p = await t.player('hal', 5000, 'roulette-european');
    // What a server killed between committing the debit and hearing the operator leaves behind.
    // Written just now: the server's own outbox (1 s passes) leaves it alone for its 5 s lease, so
    // the refusal below never races it; drain() runs the outbox with the lease over.
    await t.server.db.query(
      `insert into wallet_calls (transaction_uuid, player_id, round_id, table_id, kind, amount, request_id, state, created_at)
       values (gen_random_uuid(), 'op:refcasino:hal', gen_random_uuid()::text, 'roulette-european', 'debit', 700, 'lost', 'pending', now())`,
    );
    // It holds the table until then.
    const held = await p.open('roulette-european', [{ bet: 'red', amount: 100 }]);
    expect(held.body.error?.code).toBe('round-in-progress');
    expect(await t.drain()).toBe(0);
    const [rolled] = await t.server.db.query<{ state: string }>(
      `select r.state from wallet_calls d join wallet_calls r on r.reference_uuid = d.transaction_uuid where d.request_id = 'lost'`,
    );
    expect(rolled?.state).toBe('done');
    const next = await p.open('roulette-european', [{ bet: 'red', amount: 100 }], { testSeed: { result: 1 } });
    expect(next.status).toBe(201);
    await expectLedgersAgree();
  });
});

describe('unfinished rounds at an operator with a round expiry', () => {
  let t: SeamlessTable;
  beforeAll(async () => {
    t = await SeamlessTable.start('pglite');
    await t.server.db.query('update operators set round_expiry_minutes = 5');
  });
  afterAll(() => t.stop());

  it('completes a round left open past the expiry with the safest moves and closes it with its credit', async () => {
    const p = await t.player('ivy', 10_000);
    // Dealer A up: insurance is offered; the safest play declines it and stands on 16.
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      testSeed: { shoe: ['TS', 'AH', '6D', '7C', '2C', '3D', '4H'] },
    });
    expect(open.body).toMatchObject({ status: 'open', phase: 'insurance' });
    const fresh = await t.drain();
    expect(fresh).toBe(0);
    expect((await p.get('/v1/tables/bj-h17-8deck/round')).status).toBe(200); // not yet expired
    await t.server.db.query(`update rounds set started_at = now() - interval '6 minutes' where id = $1`, [
      open.body.roundId,
    ]);
    expect(await t.drain()).toBe(0);
    const [row] = await t.server.db.query<{
      status: string;
      staked: number;
      returned: number;
      record: { decisions: string[] };
    }>('select status, staked, returned, record from rounds where id = $1', [open.body.roundId]);
    // No insurance was bought and no card drawn: 16 against the dealer's A-7 (18) loses.
    expect(row).toMatchObject({ status: 'settled', staked: 1000, returned: 0 });
    expect(row?.record.decisions).toEqual(['insurance:no', 'stand']);
    const closing = (await t.walletCalls()).filter((c) => c.round_id === open.body.roundId && c.kind === 'credit');
    expect(closing.map((c) => [c.amount, c.round_closed, c.state])).toEqual([[0, true, 'done']]);
    expect(await t.operatorBalance('ivy')).toBe(9000);
    const { server, operator, cross } = await t.ledgers();
    expect([...server.differences, ...operator.differences, ...cross.differences]).toEqual([]);
  });
});
