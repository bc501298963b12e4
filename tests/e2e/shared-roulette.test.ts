/**
 * The shared roulette table in real Chromium against the real game server (SHARED.md): two players
 * at `roulette-shared`. What only two browsers at one server can show: a chip one player puts down
 * lands on the other's layout as another player's (its amount, no name), apart from that player's
 * own chips; the window's countdown runs on both; the ball lands on the table's number on both, the
 * winning chips stay, and each HUD's balance is what that player's ledger adds up to.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, settle } from './harness';
import { tapPosition } from './roulette-page';
import { type GameServer, moneyOf, openAt, playerOfPage, type ServerPage, startGameServer } from './server-harness';
import { hudIsLedger } from './server-page';
import { testHookOf, untilTable } from './shared-table-page';

const TABLE = 'roulette-shared';
/** The launch's demo balance (EMBEDDING.md's default). */
const START = 100_000;
const VIEW = { width: 1440, height: 900 };

interface Shown {
  phase: string;
  stage: string;
  own: Record<string, number>;
  others: Record<string, number>;
  lit: number | null;
  recent: number[];
  left: number | null;
  ring: boolean;
  balance: number;
  message: string;
}

const until = (page: Page, what: string, ok: (s: Shown) => boolean, ms = 30_000) =>
  untilTable<Shown>(page, 'rou.state', what, ok, ms);

let browser: Browser;
let server: GameServer;
let hook: (body: Record<string, unknown>) => Promise<number>;

/** The test hook (ALLOW_TEST_SEEDS): the next spin's number, the table's timings. */
async function setTest(body: Record<string, unknown>): Promise<void> {
  expect(await hook(body)).toBe(200);
}

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startGameServer({ distDir: inject('distDir') })]);
  hook = testHookOf(server.url, TABLE);
  // The window closes 8 s after the first bet (room for the second player's chip on a busy runner).
  await setTest({ timings: { settleSeconds: 1, bettingSeconds: 8, turnSeconds: 20 }, result: 17 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the shared roulette table, two players', () => {
  let a: ServerPage;
  let b: ServerPage;

  it('shows each player the other’s chips apart from their own, and one spin for both', async () => {
    const url = `${server.url}/?game=roulette&table=${TABLE}&lang=en`;
    [a, b] = await Promise.all([openAt(browser, VIEW, url), openAt(browser, VIEW, url)]);
    try {
      // A puts a €1 chip (the third in the tray, by its key) on 17: B sees it as another player's.
      await a.page.keyboard.press('3');
      await tapPosition(a.page, 'straight:17');
      await until(a.page, 'A’s chip', (s) => s.own['straight:17'] === 100 && s.phase === 'closing');
      const seen = await until(b.page, 'A’s chip on B’s layout', (s) => s.others['straight:17'] === 100);
      expect(seen.own).toEqual({});
      expect(seen.ring).toBe(true);
      expect(seen.left).toBeGreaterThan(0);
      // B puts the smallest chip on red: A sees it, its own chip still its own.
      await tapPosition(b.page, 'red');
      const onA = await until(a.page, 'B’s chip on A’s layout', (s) => s.others.red === 10);
      expect(onA.own).toEqual({ 'straight:17': 100 });
      expect(onA.others).toEqual({ red: 10 });

      // One spin for both, on the table's number: A's straight up stays with its winnings, B's red goes.
      const [ra, rb] = (await Promise.all(
        [a, b].map((p) =>
          until(p.page, 'the number', (s) => s.lit === 17 && s.phase !== 'closing' && s.stage !== 'spinning', 40_000),
        ),
      )) as [Shown, Shown];
      expect(ra.own).toEqual({ 'straight:17': 3600 });
      expect(rb.others).toEqual({ 'straight:17': 3600 });
      expect(rb.own).toEqual({});
      expect(ra.message).toBe('17 black · you win €36.00');
      expect(rb.message).toBe('17 black · no win this time');
      for (const [p, expected] of [
        [a, START - 100 + 3600],
        [b, START - 10],
      ] as const) {
        const player = await playerOfPage(server.db, p.page);
        await until(p.page, 'the balance', (s) => s.balance === expected && s.recent[0] === 17);
        await settle(p.page);
        expect(await hudIsLedger(server.db, p.page, player)).toBe(expected);
        expect((await moneyOf(server.db, player)).balance).toBe(expected);
      }
      for (const p of [a, b]) expect(p.errors).toEqual([]);
    } finally {
      for (const p of [a, b]) await p?.close();
    }
  }, 120_000);
});
