/**
 * Operators' players at shared tables (SHARED.md "Rounds and money", SERVER.md "Seamless wallet"),
 * with the reference operator as their wallet: each bet debited at the operator when placed (intent
 * committed first, no money call inside a transaction), a lowered bet's debits rolled back through
 * the outbox, a declined debit refused with nothing placed, a debit the wallet failed rolled back
 * and the retry placed once, a double taken the same way, a back bet's follow asked of the wallet
 * after the holder's double, one closing credit per part; both ledgers and the cross-check agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, SeamlessTable } from '../support/seamless-table';
import { DB_KINDS, type DbKind } from '../support/test-db';
import { at, FAST, roundOver } from './support';

describe.each(DB_KINDS)('operators’ players at shared tables on %s', (kind: DbKind) => {
  let t: SeamlessTable;
  beforeAll(async () => {
    t = await SeamlessTable.start(kind);
  });
  afterAll(async () => t.stop());

  const expectLedgersAgree = async () => {
    expect(await t.drain()).toBe(0);
    const { server, operator, cross } = await t.ledgers();
    expect(server.differences).toEqual([]);
    expect(operator.differences).toEqual([]);
    expect(cross.differences).toEqual([]);
  };

  it('debits each bet at the operator, rolls back a cut, refuses a declined debit, and credits each part once', async () => {
    const [ann, bob, cal] = await Promise.all([
      t.player('ann', 10_000, 'baccarat-shared'),
      t.player('bob', 10_000, 'baccarat-shared'),
      t.player('cal', 500, 'baccarat-shared'),
    ]);
    const ta = at(ann, 'baccarat-shared');
    const tb = at(bob, 'baccarat-shared');
    // Player 9 (natural) against banker 5: the player's side wins.
    await ta.test({ timings: { ...FAST, bettingSeconds: 1 }, shoe: ['9S', '2H', 'TD', '3C', '4D', '5D', '6D', '7D'] });
    const id = (await ta.read()).state.tableRoundId;
    expect((await ta.bet(id, { player: 1000 })).status).toBe(200);
    expect(await t.operatorBalance('ann')).toBe(9000);
    expect((await tb.bet(id, { banker: 2000 })).status).toBe(200);
    const cut = await tb.bet(id, { banker: 500 });
    expect([cut.status, cut.body.you.bets]).toEqual([200, { player: 0, banker: 500, tie: 0 }]);
    const broke = await at(cal, 'baccarat-shared').bet(id, { tie: 1000 });
    expect([broke.status, broke.body.error?.code]).toEqual([422, 'insufficient-funds']);
    await ta.until(roundOver(id));
    expect(await t.drain()).toBe(0);
    expect([await t.operatorBalance('ann'), await t.operatorBalance('bob'), await t.operatorBalance('cal')]).toEqual([
      11_000, 9500, 500,
    ]);
    const credits = (await t.walletCalls()).filter((c) => c.kind === 'credit');
    expect(credits.map((c) => c.amount).sort((a, b) => a - b)).toEqual([0, 2000]);
    await expectLedgersAgree();
  });

  it('rolls back a debit the wallet failed and places the retry once', async () => {
    const dan = await t.player('dan', 5000, 'roulette-shared');
    const td = at(dan, 'roulette-shared');
    await td.test({ timings: { ...FAST, bettingSeconds: 1 }, result: 0 });
    const id = (await td.read()).state.tableRoundId;
    t.operator.setFaults({ reset: true, endpoints: ['debit'], sequence: ['dropAfterApply'] });
    const body = { requestId: requestId(), tableRoundId: id, bets: [{ bet: 'red', amount: 1000 }] };
    const first = await dan.server.call<{ error?: { code: string } }>(
      'POST',
      '/v1/shared/roulette-shared/bets',
      body,
      dan.token,
    );
    expect([first.status, first.body.error?.code]).toEqual([503, 'wallet-unavailable']);
    expect(await t.drain()).toBe(0);
    expect(await t.operatorBalance('dan')).toBe(5000);
    t.operator.setFaults({ reset: true });
    const retry = await dan.server.call<{ balance: number }>(
      'POST',
      '/v1/shared/roulette-shared/bets',
      body,
      dan.token,
    );
    expect(retry.status).toBe(200);
    expect(await t.operatorBalance('dan')).toBe(4000);
    await td.until(roundOver(id));
    expect(await t.drain()).toBe(0);
    expect(await t.operatorBalance('dan')).toBe(4000);
    await expectLedgersAgree();
  });

  it('takes a double and a back bet’s follow through the operator’s wallet', async () => {
    const [eve, fay] = await Promise.all([
      t.player('eve', 10_000, 'bj-european-shared'),
      t.player('fay', 10_000, 'bj-european-shared'),
    ]);
    const te = at(eve, 'bj-european-shared');
    const tf = at(fay, 'bj-european-shared');
    // Box 1: 6 5, doubles onto T (21); dealer 7 T (17).
    await te.test({ timings: { ...FAST, bettingSeconds: 0.6, turnSeconds: 3 }, shoe: ['6S', '7H', '5S', 'TH', 'TD'] });
    const seated = await te.sit(1);
    const id = seated.body.state.tableRoundId;
    expect((await te.bet(id, [{ box: 1, main: 1000 }])).status).toBe(200);
    expect((await tf.bet(id, [{ box: 1, main: 0, behind: 1000, behindFollows: true }])).status).toBe(200);
    const asked = await te.until((x) => x.state.asked?.box === 1 && x.state.asked.kind === 'play');
    expect((await te.act(asked.state.tableRoundId, 1, 0, 'double')).status).toBe(200);
    await te.until(roundOver(id));
    expect(await t.drain()).toBe(0);
    // Both win 2000 on 2000 staked: the double and the follow were taken at the operator.
    expect([await t.operatorBalance('eve'), await t.operatorBalance('fay')]).toEqual([12_000, 12_000]);
    await expectLedgersAgree();
  });
});
