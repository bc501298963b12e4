/**
 * A shared table's event stream resumed with `Last-Event-ID` (SHARED.md "Events"), on one
 * in-process server listening on a real port, on PGlite and on PostgreSQL. Two players play
 * blackjack rounds from stacked shoes through the headless SharedTableClient (one holder acts,
 * the other is stood by the clock) while a spectator follows over raw SSE. The spectator drops
 * in the middle of a round, misses the rest of it and a whole round, and comes back with
 * `Last-Event-ID: n`: it gets n+1 … with no gap and no repeat, exactly the `table_events` rows.
 * Then the same across a server restart. Every event is checked for what it must never carry: a
 * balance, a player's id, a card before the `play` event that deals it.
 *
 * The middle case keeps a fault found here from coming back: app.close() (SIGTERM's path in
 * main.ts) neither ended an open event stream nor finished while one was open (fixed in 624bf83).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedAnswer, SharedEvent } from '../../../src/contract/shared';
import { SharedTableClient } from '../../../src/platform/shared/table-client';
import { reconcile } from '../../../src/server/reconcile';
import { type DbKind, type Player, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';
import { expectGapFree, expectNothingPrivate, type Follower, follow, logOf, sleep } from './sse-follow';

const T = 'bj-european-shared';
const INSTANCE = `${T}:demo:EUR`;
// A window long enough for both players' bets on a busy runner (0.2 s missed the second one in CI).
const TIMINGS = { settleSeconds: 0.1, bettingSeconds: 1, turnSeconds: 0.8 };
const START = 100_000;
const BET = 1000;

/**
 * One round's cards, every code unique across the test (one suit per round), so the first event
 * that names a code is the one that showed it. Box 1: T 8 (18, stands); box 2: J 7 (17, left to
 * the clock); dealer 6 Q 9 (busts): both boxes win. The 2 and 3 at the end are never dealt.
 */
const shoeOf = (suit: string) => ['T', 'J', '6', '8', '7', 'Q', '9', '2', '3'].map((rank) => rank + suit);
const DEALT = 7;

/** The cards of the engine's `card.dealt` events in a `play` event. */
function dealtBy(e: SharedEvent | undefined): string[] {
  if (e?.type !== 'play' || !Array.isArray(e.events)) return [];
  return (e.events as { type: string; card?: string | null }[])
    .filter((x) => x.type === 'card.dealt')
    .map((x) => x.card ?? '');
}

/** Every dealt card first shows in the `play` event that deals it, and never again in another `play`; undealt ones never show. */
function expectCardsOnlyOnceDealt(events: readonly SharedEvent[], shoe: readonly string[]): void {
  shoe.forEach((card, i) => {
    const first = events.find((e) => JSON.stringify(e).includes(`"${card}"`));
    if (i >= DEALT) expect(first, `${card} is never dealt, yet event ${first?.seq} shows it`).toBeUndefined();
    else expect([card, first?.type, dealtBy(first).includes(card)]).toEqual([card, 'play', true]);
    const deals = events.filter((e) => dealtBy(e).includes(card));
    expect(deals.length, `${card} dealt by ${deals.length} play events`).toBe(i < DEALT ? 1 : 0);
  });
}

async function until(c: SharedTableClient, ok: (a: SharedAnswer) => boolean, what: string, ms = 8000) {
  const t0 = Date.now();
  for (;;) {
    const a = await c.read();
    if (ok(a)) return a;
    if (Date.now() - t0 > ms)
      throw new Error(`the table never got to ${what}: ${JSON.stringify(a.state).slice(0, 600)}`);
    await sleep(15);
  }
}

describe.each(DB_KINDS)('resuming a shared table event stream on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(async () => server?.stop());

  /** Listens on a free port of 127.0.0.1 (TestServer alone answers through app.inject only). */
  const listen = async () => server.app.listen({ port: 0, host: '127.0.0.1' });
  const dbSeq = async () =>
    Number((await server.db.query<{ seq: number }>('select seq from shared_tables where id = $1', [INSTANCE]))[0]?.seq);

  /**
   * Plays one round from `suit`'s shoe: box 1 stands, box 2 is stood by the clock. Returns once
   * the next window is open and idle (no event comes until the next bet), with the round's id.
   */
  async function playRound(a: SharedTableClient, b: SharedTableClient, suit: string): Promise<string> {
    const open = await until(a, (x) => x.state.phase === 'betting', 'an open window');
    const id = open.state.tableRoundId;
    await a.setTest({ shoe: shoeOf(suit) });
    await a.bet(id, [{ box: 1, main: BET }]);
    await b.bet(id, [{ box: 2, main: BET }]);
    await until(a, (x) => x.state.tableRoundId === id && x.state.asked?.box === 1, 'box 1 asked');
    await a.act(id, 1, 0, 'stand');
    await until(a, (x) => x.state.tableRoundId !== id && x.state.phase === 'betting', 'the next window', 10_000);
    return id;
  }

  // One table played on through the three cases, in order: the log they compare with grows on.
  let pa: Player;
  let pb: Player;
  let watcher: Player;
  let a: SharedTableClient;
  let b: SharedTableClient;
  let seqBefore: number;
  let snapshot: SharedEvent;
  let s1: Follower;
  let s2: Follower;
  const clients = (base: string) =>
    [pa, pb].map((p) => new SharedTableClient({ baseUrl: base, token: p.token, table: T })) as [
      SharedTableClient,
      SharedTableClient,
    ];

  it('sends n+1 … after Last-Event-ID n, gap-free and unrepeated, as the table log has them', async () => {
    [pa, pb, watcher] = await Promise.all([server.demo(START), server.demo(START), server.demo(START)]);
    const url = await listen();
    [a, b] = clients(url);
    await a.setTest({ timings: TIMINGS });
    await a.sit(1);
    await b.sit(2);

    // A first connect without Last-Event-ID: one snapshot, whose id is the table's seq now.
    seqBefore = await dbSeq();
    s1 = await follow(url, T, watcher.token);
    snapshot = await s1.until(() => true, 'at all');
    expect([snapshot.type, snapshot.seq]).toEqual(['snapshot', seqBefore]);
    expect((snapshot.state as { seats: unknown[] }).seats).toHaveLength(2);

    await playRound(a, b, 'S');
    // Round 2: the spectator drops once box 2 is asked (its hand is still to be stood by the clock).
    const from = s1.events.length;
    const round2 = playRound(a, b, 'H');
    await s1.until((e) => e.type === 'decision.asked' && e.box === 2, 'box 2 asked in round 2', 8000, from);
    s1.close();
    await s1.ended;
    const n = s1.events.at(-1)!.seq;
    await round2;
    await playRound(a, b, 'D');

    const missed = await dbSeq();
    expect(missed - n, 'events happened while the spectator was away').toBeGreaterThan(10);
    s2 = await follow(url, T, watcher.token, n);
    await s2.until((e) => e.seq === missed, `up to seq ${missed}`);
    expect(s2.events[0]?.seq).toBe(n + 1);
    expect(s2.events.filter((e) => e.type === 'snapshot')).toEqual([]);
    expectGapFree(s2.events, n + 1);
    expect(s2.events).toEqual(await logOf(server.db, INSTANCE, n));
    expect(s1.events.slice(1)).toEqual(
      await logOf(server.db, INSTANCE, seqBefore).then((l) => l.slice(0, n - seqBefore)),
    );
  }, 30_000);

  it('ends the open event streams when the server closes, so a restart does not wait on them', async () => {
    // s2 is still open. app.close() is what SIGTERM runs (main.ts: "finish the calls in flight,
    // then close"): an event stream is never finished, so close must end it for the client to
    // reconnect (to this server restarted, or another) instead of hanging on a server going away.
    const m = s2.events.at(-1)!.seq;
    const restart = server.restart();
    try {
      const [closed, ended] = await Promise.all([
        Promise.race([restart.then(() => 'closed'), sleep(3000).then(() => 'still closing after 3 s')]),
        Promise.race([s2.ended.then(() => 'ended by the server'), sleep(3000).then(() => 'still open after 3 s')]),
      ]);
      expect({ closed, ended }, 'a stream open while the server closes').toEqual({
        closed: 'closed',
        ended: 'ended by the server',
      });
    } finally {
      // Whatever the server did, the client goes, and the restart finishes for the next case.
      s2.close();
      await restart;
    }
    expect(s2.events.at(-1)!.seq, 'nothing reached the old stream after the last event').toBe(m);
  }, 20_000);

  it('resumes across the restart from the last event the old server sent', async () => {
    const m = s2.events.at(-1)!.seq;
    const url = await listen();
    [a, b] = clients(url);
    // The new process's clock takes the old one's lease once it lapses (≤ 2.5 s), then plays on.
    await playRound(a, b, 'C');
    const last = await dbSeq();
    const s3 = await follow(url, T, watcher.token, m);
    await s3.until((e) => e.seq === last, `up to seq ${last} after the restart`);
    expect(s3.events[0]?.seq).toBe(m + 1);
    expectGapFree(s3.events, m + 1);
    expect(s3.events).toEqual(await logOf(server.db, INSTANCE, m));
    s3.close();

    // Together the three connections are the table's log after the snapshot, each event once.
    const streamed = [...s1.events.slice(1), ...s2.events, ...s3.events];
    expect(streamed).toEqual(await logOf(server.db, INSTANCE, seqBefore));
    expectGapFree(streamed, seqBefore + 1);
    for (const f of [s1, s2, s3]) expect(f.problems).toEqual([]);

    // A first connect now, mid-table: one snapshot at the current seq, then only newer events.
    const s4 = await follow(url, T, watcher.token);
    const again = await s4.until(() => true, 'at all');
    expect([again.type, again.seq]).toEqual(['snapshot', last]);
    await sleep(300);
    expect(s4.events.filter((e) => e.type === 'snapshot')).toHaveLength(1);
    s4.close();

    // What no event may carry, in the database's log and on the wire (the snapshots too).
    const everything = [snapshot, ...(await logOf(server.db, INSTANCE)), again]; // in seq order
    expectNothingPrivate(everything);
    for (const suit of ['S', 'H', 'D', 'C']) expectCardsOnlyOnceDealt(everything, shoeOf(suit));
    // Box 2's holder never acted: the clock stood it each round (across the restart too).
    const byClock = everything.filter((e) => e.type === 'decision' && e.by === 'clock');
    expect(byClock.map((e) => [e.box, e.action])).toEqual([1, 2, 3, 4].map(() => [2, 'stand']));

    // Four rounds, both boxes won each (the dealer busts); the ledger agrees.
    expect([await pa.balance(), await pb.balance(), await watcher.balance()]).toEqual([
      START + 4 * BET,
      START + 4 * BET,
      START,
    ]);
    expect((await reconcile(server.db)).differences).toEqual([]);
  }, 30_000);
});
