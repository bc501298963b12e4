/**
 * The shared blackjack table in real Chromium against the real game server (SHARED.md): three
 * browser contexts at `bj-european-shared`, two players and a spectator. What only browsers at
 * one server can show: a box taken by a tap shows its holder's name in every context; a back bet
 * placed on someone else's box, set to follow, doubles with the holder's double; the holder reloads
 * in the middle of their turn and comes back to the same turn with less time left; the other hand
 * is left to the clock and stands, said on every message line; and after settlement every context
 * shows the same cards while each player's HUD balance is what their ledger adds up to.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eur } from './blackjack-page';
import { clickNode, launchBrowser, nodeShown, settle } from './harness';
import {
  type GameServer,
  moneyOf,
  openAt,
  playerOfPage,
  type ServerPage,
  startGameServer,
  waitReady,
} from './server-harness';
import { hudIsLedger, openTable } from './server-page';
import { testHookOf, untilTable } from './shared-table-page';

const TABLE = 'bj-european-shared';
/** The launch's demo balance (EMBEDDING.md's default). */
const START = 100_000;
const VIEW = { width: 1024, height: 720 };
/**
 * Box 1 (the first player): 5 6 (11), doubles and draws the T (21). Box 2 (the second player): T 7
 * (17), left to the clock. The dealer: 9, then 8 (17): box 1 wins its doubled bet, box 2 pushes.
 */
const SHOE = ['5H', 'TS', '9C', '6H', '7S', 'TD', '8C', '2C', '3C', '4C'];

interface Shown {
  phase: string;
  seq: number;
  dealer: (string | null)[];
  seats: Record<string, (string | null)[][]>;
  holders: { box: number; name: string }[];
  mine: number[];
  asked: { box: number; hand: number; kind: string; deadline: number } | null;
  left: number | null;
  balance: number;
  message: string;
}

const until = (page: Page, what: string, ok: (s: Shown) => boolean, ms = 30_000) =>
  untilTable<Shown>(page, 'bj.state', what, ok, ms);

const announcements = (page: Page) =>
  page.evaluate(() => (window as unknown as { __FELT__: { announcements(): string[] } }).__FELT__.announcements());

let browser: Browser;
let server: GameServer;
let hook: (body: Record<string, unknown>) => Promise<number>;

/** The test hook (ALLOW_TEST_SEEDS): the next round's cards, the table's timings. */
async function setTest(body: Record<string, unknown>): Promise<void> {
  expect(await hook(body)).toBe(200);
}

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startGameServer({ distDir: inject('distDir') })]);
  hook = testHookOf(server.url, TABLE);
  // Windows close 8 s after the first bet; a turn has 25 s (a reload fits in it on a busy runner).
  await setTest({ timings: { settleSeconds: 1, bettingSeconds: 8, turnSeconds: 25 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the shared blackjack table, two players and a spectator', () => {
  let a: ServerPage;
  let b: ServerPage;
  let watcher: ServerPage;
  const url = () => `${server.url}/?game=blackjack&table=${TABLE}&lang=en`;

  it('plays a round with a back bet, a double matched, a reload mid-turn and a hand left to the clock', async () => {
    [a, b, watcher] = await Promise.all([
      openAt(browser, VIEW, url()),
      openAt(browser, VIEW, url()),
      openAt(browser, VIEW, url()),
    ]);
    // Taps on free boxes take them; every context shows who holds which.
    await clickNode(a.page, 'bj.seat.1');
    await until(a.page, 'box 1 taken', (s) => s.mine.includes(1));
    await clickNode(b.page, 'bj.seat.2');
    for (const p of [a, b, watcher])
      await until(p.page, 'both boxes held', (s) => s.holders.map((h) => h.box).join() === '1,2');
    const names = (await until(watcher.page, 'both names', () => true)).holders.map((h) => h.name);
    expect(names[0]).not.toBe(names[1]);

    await setTest({ shoe: SHOE });
    // The second player bets first (its back bet on box 1 follows the holder's double), then the first.
    await clickNode(b.page, 'bj.chip.1000');
    await clickNode(b.page, 'bj.seat.2');
    await clickNode(b.page, 'bj.seat.1');
    await clickNode(b.page, 'bj.behind.match');
    await clickNode(a.page, 'bj.chip.1000');
    await clickNode(a.page, 'bj.seat.1');

    // Box 1 is asked: its holder reloads, and is back at the same turn with less time left.
    const before = await until(a.page, 'box 1 asked', (s) => s.asked?.box === 1 && s.left !== null, 20_000);
    await a.page.reload();
    await waitReady(a.page);
    const back = await until(a.page, 'the turn again', (s) => s.asked?.box === 1 && s.left !== null);
    expect(back.asked?.deadline).toBe(before.asked?.deadline);
    expect(back.left).toBeLessThan(before.left as number);
    expect(back.left).toBeGreaterThan(0);
    expect(back.mine).toEqual([1]);
    // The next hand asked (box 2, left to the clock) gets a short turn: the hook's timings apply to it.
    await setTest({ timings: { settleSeconds: 1, bettingSeconds: 8, turnSeconds: 3 } });
    // The double by its key, as a keyboard player plays.
    await a.page.keyboard.press('d');

    // Box 2 is left to the clock: it stands, and every message line says so.
    const settled = await Promise.all(
      [a, b, watcher].map((p) => until(p.page, 'the settlement', (s) => s.phase === 'settled', 40_000)),
    );
    for (const p of [a, b, watcher])
      expect((await announcements(p.page)).some((t) => t.startsWith('Time ran out'))).toBe(true);
    // A screen reader heard the window's countdown at 5 s, and whose turn it was.
    // (The live region joins what is said together into one announcement.)
    const heard = (await announcements(watcher.page)).join(' ');
    expect(heard).toContain('5 seconds left.');
    expect(heard).toMatch(/ to play at box 1\./);
    expect((await announcements(b.page)).join(' ')).toMatch(/Your turn at box 2, \d seconds\./);

    // Every context shows the same cards.
    const cards = settled.map((s) => ({ dealer: s.dealer, box1: s.seats['1'], box2: s.seats['2'] }));
    expect(cards[0]).toEqual({ dealer: ['9C', '8C'], box1: [['5H', '6H', 'TD']], box2: [['TS', '7S']] });
    expect(cards[1]).toEqual(cards[0]);
    expect(cards[2]).toEqual(cards[0]);

    // A: 2000 doubled on 21 wins 2000. B: box 2 pushes, the back bet (1000 + 1000 matched) wins 2000.
    for (const [p, expected] of [
      [a, START + 2000],
      [b, START + 2000],
      [watcher, START],
    ] as const) {
      const player = await playerOfPage(server.db, p.page);
      await until(p.page, 'the balance', (s) => s.balance === expected);
      await settle(p.page);
      expect(await hudIsLedger(server.db, p.page, player)).toBe(expected);
      expect((await moneyOf(server.db, player)).balance).toBe(expected);
    }
    expect(eur(START + 2000)).toBe('€1,020.00');
    for (const p of [a, b, watcher]) expect(p.errors).toEqual([]);
  }, 120_000);

  it('lists the shared tables in the server’s lobby with how many play at each', async () => {
    const lobby = await openAt(browser, VIEW, `${server.url}/?lang=en`);
    try {
      const row = async () => (await nodeShown(lobby.page, `lobby.table.${TABLE}`)).label;
      await expect.poll(row, { timeout: 10_000 }).toBe('European · shared, Bets €10 – €500 · 2 playing');
      expect((await nodeShown(lobby.page, 'lobby.table.baccarat-shared')).label).toMatch(/^Eight decks · shared, /);
      expect((await nodeShown(lobby.page, 'lobby.table.roulette-shared')).label).toMatch(/^European · shared, /);
      // The row (its name: its middle is the ⓘ mark's) opens the table, where the two players' boxes are held.
      await openTable(lobby.page, TABLE, 'bj.state');
      await until(lobby.page, 'the table', (s) => s.holders.length === 2 && s.mine.length === 0);
    } finally {
      await lobby.close();
      for (const p of [a, b, watcher]) await p?.close();
    }
  }, 60_000);
});

describe('a shared table on a static host', () => {
  it('stops on the error screen: shared tables play only on the game server', async () => {
    const context = await browser.newContext({ viewport: VIEW });
    const page = await context.newPage();
    try {
      await page.goto(`${inject('baseUrl')}/?game=blackjack&table=${TABLE}&lang=en`);
      await waitReady(page);
      const felt = await page.evaluate(() => {
        const f = (window as unknown as { __FELT__: { screen: string; lastMessage: string } }).__FELT__;
        return { screen: f.screen, message: f.lastMessage };
      });
      expect(felt).toEqual({
        screen: 'error',
        message: expect.stringContaining('Shared tables play only on the game server.'),
      });
    } finally {
      await context.close();
    }
  });
});
