/**
 * Five players at bj-european-shared (issue 38): two hold boxes (one holds two), two place back
 * bets (one follows doubles, one does not), one watches; a double and a split by the holders; one
 * holder never acts and stands on the clock. Every player's ledger and the round record agree to
 * the cent, and reconcile re-plays the table round from its cards and decisions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../../src/server/reconcile';
import { type DbKind, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';
import { at, FAST, ledgerOf } from './support';

const T = 'bj-european-shared';
// Box 1: 6 5 (doubles: T); box 2: 8 8 (splits: T, 9); box 3: T 7 (left to the clock); dealer 6 T 9 (busts).
const SHOE = ['6S', '8S', 'TS', '6H', '5S', '8H', '7S', 'TH', 'TD', '9S', 'TC', '9H'];

describe.each(DB_KINDS)('five players at one blackjack table on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(async () => server.stop());

  it('plays holders, back bettors and the clock, and every ledger agrees with the round', async () => {
    const [holder, second, follower, stayer, watcher] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => server.demo(100_000)),
    );
    const h = at(holder!, T);
    const s2 = at(second!, T);
    const f = at(follower!, T);
    const st = at(stayer!, T);
    const w = at(watcher!, T);
    await h.test({ timings: { ...FAST, bettingSeconds: 0.6 }, shoe: SHOE });

    expect((await h.sit(1)).status).toBe(200);
    expect((await h.sit(2)).status).toBe(200);
    const taken = await s2.sit(2);
    expect([taken.status, taken.body.error?.code]).toEqual([409, 'seat-taken']);
    const seated = await s2.sit();
    expect(seated.body.you.boxes).toEqual([3]);
    const id = seated.body.state.tableRoundId;

    expect(
      (
        await h.bet(id, [
          { box: 1, main: 1000 },
          { box: 2, main: 1000 },
        ])
      ).status,
    ).toBe(200);
    expect((await s2.bet(id, [{ box: 3, main: 1000 }])).status).toBe(200);
    // A back bet on one's own box is refused, and so is a second one on a box.
    const own = await s2.bet(id, [{ box: 3, main: 1000, behind: 1000 }]);
    expect(own.body.error?.code).toBe('behind-not-allowed');
    expect((await f.bet(id, [{ box: 1, main: 0, behind: 1000, behindFollows: true }])).status).toBe(200);
    expect((await st.bet(id, [{ box: 2, main: 0, behind: 1000, behindFollows: false }])).status).toBe(200);
    const second2 = await st.bet(id, [
      { box: 2, main: 0, behind: 1000 },
      { box: 1, main: 0, behind: 1000 },
    ]);
    expect(second2.body.error?.code).toBe('behind-not-allowed');

    // Box 1 is asked first: the holder of box 3 may not act, nor act for box 1.
    let a = await h.until((x) => x.state.asked?.box === 1);
    const rid = a.state.tableRoundId;
    expect((await s2.act(rid, 3, 0, 'stand')).body.error?.code).toBe('not-your-turn');
    expect((await s2.act(rid, 1, 0, 'stand')).body.error?.code).toBe('not-your-turn');
    expect((await h.act(rid, 1, 0, 'double')).status).toBe(200);
    a = await h.until((x) => x.state.asked?.box === 2);
    expect((await h.act(rid, 2, 0, 'split')).status).toBe(200);
    await h.until((x) => x.state.asked?.box === 2 && x.state.asked.hand === 0);
    expect((await h.act(rid, 2, 0, 'stand')).status).toBe(200);
    await h.until((x) => x.state.asked?.box === 2 && x.state.asked.hand === 1);
    expect((await h.act(rid, 2, 1, 'stand')).status).toBe(200);
    // Box 3's holder never acts: the clock stands the hand when its time runs out.
    const asked3 = await h.until((x) => x.state.asked?.box === 3);
    const done = await w.until(
      (x) => x.state.phase === 'settled' || (x.state.phase === 'betting' && x.state.tableRoundId !== rid),
      6000,
    );
    expect(Date.now()).toBeGreaterThanOrEqual((asked3.state.asked?.deadline ?? 0) - 50);
    expect(done.you.seated).toBe(false);

    // Every player's money: staked and returned as the rules pay them.
    const expected: [typeof holder, number, number][] = [
      [holder, 4000, 8000], // box 1 doubled (2000 → 4000), box 2 split (2 × 1000 → 4000)
      [second, 1000, 2000], // 17 stood by the clock beats the dealer's bust
      [follower, 2000, 4000], // followed the double
      [stayer, 1000, 2000], // did not follow the split: rides on the first hand only
    ];
    for (const [p, staked, returned] of expected) {
      expect(await p!.balance()).toBe(100_000 - staked + returned);
      const ledger = await ledgerOf(server.db, p!.token);
      const debits = ledger.filter((l) => l.kind === 'debit').reduce((t, l) => t + l.amount, 0);
      const credits = ledger.filter((l) => l.kind === 'credit');
      expect([debits, credits.length, credits[0]?.amount]).toEqual([staked, 1, returned]);
      const history = (await p!.get<{ rounds: { staked: number; returned: number; table: string }[] }>('/v1/history'))
        .body.rounds;
      expect(history.map((r) => [r.table, r.staked, r.returned])).toEqual([[T, staked, returned]]);
    }
    expect(await watcher!.balance()).toBe(100_000);
    const report = await reconcile(server.db);
    expect(report.differences).toEqual([]);
    expect(report.replayed).toBe(4);
  });

  it('cuts a back bet to the main bet at the close, and returns one on a box with no main bet', async () => {
    const [holder, other, backer] = await Promise.all([
      server.demo(100_000),
      server.demo(100_000),
      server.demo(100_000),
    ]);
    const h = at(holder, T);
    const b = at(backer, T);
    // Box 4: T 9 (stands on 19), dealer T 7 (17): the box and its back bet win.
    await h.test({ timings: { ...FAST, bettingSeconds: 0.6 }, shoe: ['TS', 'TH', '9S', '7D'] });
    await h.sit(4);
    await at(other, T).sit(5);
    // The table may still be showing the last test's settlement: bet in the window that opens next.
    const id = (await h.until((x) => x.state.phase === 'betting')).state.tableRoundId;
    await h.bet(id, [{ box: 4, main: 2000 }]);
    expect(
      (
        await b.bet(id, [
          { box: 4, main: 0, behind: 2000 },
          { box: 5, main: 0, behind: 1000 },
        ])
      ).body.balance,
    ).toBe(97_000);
    await h.bet(id, [{ box: 4, main: 1000 }]);
    const asked = await h.until((x) => x.state.asked?.box === 4);
    expect(asked.state.bets).toEqual([{ box: 4, main: 1000, perfectPairs: 0, behind: 1000 }]);
    await h.act(asked.state.tableRoundId, 4, 0, 'stand');
    await h.until((x) => x.state.phase === 'settled' || x.state.tableRoundId !== asked.state.tableRoundId);
    // The back bet on box 4 played 1000 (cut to the main bet); the one on box 5 (no bet there) came back whole.
    expect(await backer.balance()).toBe(100_000 - 1000 + 2000);
    const ledger = await ledgerOf(server.db, backer.token);
    expect(ledger.map((l) => [l.kind, l.amount])).toEqual([
      ['debit', 3000],
      ['rollback', 3000],
      ['debit', 1000],
      ['credit', 2000],
    ]);
    expect((await reconcile(server.db)).differences).toEqual([]);
  });
});
