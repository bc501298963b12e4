/**
 * The browser's shared table (games/shared/shared-table.ts) against a real game server on PGlite
 * listening on a port: two players and a spectator each follow the table through their own
 * SharedTable, whose public state moves only by the table's events (platform/shared/table-events).
 * Whenever the table rests (a window open and waiting for a bet), every follower's state must be
 * exactly the server's own (`GET`), bets, cards, history (baccarat's roads of the shoe, roulette's
 * numbers), seats and fairness included, and each player's balance must be the ledger's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedPublicState } from '../../../src/contract/shared';
import { type SharedSnapshot, SharedTable } from '../../../src/games/shared/shared-table';
import { SharedTableClient } from '../../../src/platform/shared/table-client';
import { TestServer } from '../../server/support/api';

const START = 100_000;
// Long enough for two players' bets and a decision on a busy runner, short enough for a whole shoe.
const TIMINGS = { settleSeconds: 0.1, bettingSeconds: 1, turnSeconds: 2 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The state without the read's own time. */
const still = (s: SharedPublicState) => ({ ...s, now: 0 });

async function until<T>(what: string, get: () => T | Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() - t0 > ms) throw new Error(`never: ${what}: ${JSON.stringify(v).slice(0, 800)}`);
    await sleep(10);
  }
}

describe('a shared table followed by its events', () => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await TestServer.start('pglite');
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => server?.stop());

  async function seat(table: string, count: number) {
    const players = await Promise.all(Array.from({ length: count }, () => server.demo(START)));
    const followers = players.map((p) => {
      const balances: number[] = [];
      const client = new SharedTableClient({ baseUrl: url, token: p.token, table });
      return { client, table: new SharedTable({ client, onBalance: (b) => balances.push(b) }), balances };
    });
    // The test hook's timings are no event: set before anyone reads the table.
    await followers[0]!.client.setTest({ timings: TIMINGS });
    for (const f of followers) await f.table.start();
    return followers;
  }

  /** Waits for the table to rest in an open window, then checks every follower against the server. */
  async function expectSame(followers: { table: SharedTable; client: SharedTableClient }[]) {
    const reader = followers[0]!.client;
    const server = await until(
      'an open window',
      () => reader.read(),
      (a) => a.state.phase === 'betting',
    );
    for (const f of followers) {
      const mine: SharedSnapshot = await until(
        'the follower caught up',
        () => f.table.getSnapshot(),
        (s) => s.seq >= server.seq,
      );
      expect(mine.seq).toBe(server.seq);
      expect(still(mine.state)).toEqual(still(server.state));
      const own = await f.client.read();
      await until(
        'the balance',
        () => f.table.getSnapshot().balance,
        (b) => b === own.balance,
      );
    }
    return server;
  }

  it('blackjack: seats, bets, back bets, a double and a hand left to the clock come out as the server has them', async () => {
    const [a, b, watcher] = await seat('bj-european-shared', 3);
    await a!.table.sit(1);
    await b!.table.sit(2);
    expect(a!.table.getSnapshot().you.boxes).toEqual([1]);
    let open = await expectSame([a!, b!, watcher!]);
    // Box 1: 5 6 (11) doubles and draws a T; box 2: T 7 left to the clock; dealer 9 8 stands on 17.
    await a!.client.setTest({ shoe: ['5H', 'TS', '9C', '6H', '7S', 'TD', '8C', '2C', '3C'] });
    expect(await a!.table.bet([{ box: 1, main: 1000 }])).toBe(true);
    expect(
      await b!.table.bet([
        { box: 2, main: 1000 },
        { box: 1, behind: 1000, behindFollows: true },
      ]),
    ).toBe(true);
    await until(
      'box 1 asked',
      () => a!.table.getSnapshot().state.asked,
      (x) => x?.box === 1,
    );
    expect(await a!.table.act(1, 0, 'double')).toBe(true);
    await until(
      'box 2 asked',
      () => watcher!.table.getSnapshot().state.asked,
      (x) => x?.box === 2,
    );
    open = await expectSame([a!, b!, watcher!]);
    const settled = open.state.history[0] as { dealer: string[] };
    expect(settled.dealer).toEqual(['9C', '8C']);
    // a: 21 on a doubled 11 wins 2000 on 2000; b: 17 v 17 pushes, the back bet follows the double and wins 2000.
    expect(a!.table.getSnapshot().balance).toBe(START + 2000);
    expect(b!.table.getSnapshot().balance).toBe(START + 2000);
    expect(watcher!.table.getSnapshot().balance).toBe(START);
    // A refused command leaves a code and the balance as it was.
    expect(await watcher!.table.act(1, 0, 'hit')).toBe(false);
    expect(watcher!.table.getSnapshot().refused?.code).toBe('not-your-turn');
    await a!.table.leave(1);
    await until(
      'box 1 freed',
      () => b!.table.getSnapshot().state.seats,
      (s) => s.every((x) => x.box !== 1),
    );
    expect(a!.table.getSnapshot().you.boxes).toEqual([]);
    for (const f of [a!, b!, watcher!]) f.table.stop();
  }, 30_000);

  it('baccarat: a whole shoe to its cut card, every follower with the same roads', async () => {
    const [a, b] = await seat('baccarat-shared', 2);
    // 30 cards: a few coups, the cut 6 from the end (the test shoe's rule), then a fresh shoe.
    const cards = 'AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS AH 2D 3C 4S 5H 6D 7C 8S 9H TD JC QS KH AD 2C 3S 4H';
    await a!.client.setTest({ shoe: cards.split(' ') });
    let coups = 0;
    let newShoe = false;
    for (let i = 0; i < 10 && !newShoe; i++) {
      const id = (await expectSame([a!, b!])).state.tableRoundId;
      expect(await a!.table.bet({ player: 100, banker: 0, tie: 0 })).toBe(true);
      expect(await b!.table.bet({ player: 0, banker: 200, tie: 50 })).toBe(true);
      // The coup after the cut card's opens a new shoe: its roads start again from one coup.
      const settled = await until(
        'the coup',
        () => a!.table.getSnapshot().state,
        (x) => x.tableRoundId !== id || x.phase === 'settled',
      );
      const n = settled.history.length;
      expect(n === coups + 1 || n === 1, `${n} coups after ${coups}`).toBe(true);
      newShoe = i > 0 && n === 1;
      if (!newShoe) coups = n;
    }
    await expectSame([a!, b!]);
    expect(newShoe).toBe(true);
    expect(coups).toBeGreaterThan(2);
    for (const f of [a!, b!]) f.table.stop();
  }, 40_000);

  it('roulette: numbers and everyone’s chips summed per bet', async () => {
    const [a, b] = await seat('roulette-shared', 2);
    for (const number of [17, 0, 32]) {
      await expectSame([a!, b!]);
      await a!.client.setTest({ result: number });
      await a!.table.bet([{ bet: 'straight:17', amount: 100 }]);
      await b!.table.bet([
        { bet: 'red', amount: 200 },
        { bet: 'straight:17', amount: 50 },
      ]);
      await until(
        'the bets summed',
        () => a!.table.getSnapshot().state.bets,
        (x) => (x as Record<string, number>)['straight:17'] === 150,
      );
      await until(
        'the spin',
        () => b!.table.getSnapshot().state.history[0],
        (n) => n === number,
      );
    }
    const open = await expectSame([a!, b!]);
    expect(open.state.history.slice(0, 3)).toEqual([32, 0, 17]);
    for (const f of [a!, b!]) f.table.stop();
  }, 30_000);

  it('shows the reconnecting banner while the server is away, and is back at the table as the server has it', async () => {
    const [a, b] = await seat('roulette-shared', 2);
    const shown: boolean[] = [];
    b!.table.subscribe((s) => {
      if (shown.at(-1) !== s.connected) shown.push(s.connected);
    });
    const port = Number(new URL(url).port);
    // The server goes (its streams end) and comes back on the same address; play goes on meanwhile.
    await server.restart();
    await server.app.listen({ port, host: '127.0.0.1' });
    await a!.client.setTest({ timings: TIMINGS, result: 5 });
    await expectSame([a!, b!]);
    expect(await a!.table.bet([{ bet: 'straight:5', amount: 100 }])).toBe(true);
    await until(
      'the spin',
      () => b!.table.getSnapshot().state.history[0],
      (n) => n === 5,
    );
    await expectSame([a!, b!]);
    expect(shown).toEqual([false, true]);
    expect(b!.table.getSnapshot().connected).toBe(true);
    for (const f of [a!, b!]) f.table.stop();
  }, 30_000);
});
