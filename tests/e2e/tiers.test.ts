/**
 * bj-european's second limit tier in the browser: its lobby row offers both tiers (10–500,
 * 20–1000) as pills that fit the tile on a phone and a desktop, and the 20–1000 pill, or the
 * launch parameter, opens the table with that tier's chips in the tray (the parsing, the money
 * and the resumed round are unit-tested: tests/platform/launch, tests/games/blackjack-tiers).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type GamePage, type NodeInfo, nodes, openGame, PHONE, screenshot, settle } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await (await import('./harness')).launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the nodes satisfy `ready` (a table's module loads on demand). */
async function waitForNodes(game: GamePage, ready: (all: NodeInfo[]) => boolean): Promise<NodeInfo[]> {
  const end = Date.now() + 20_000;
  for (;;) {
    const all = await nodes(game.page);
    if (ready(all)) return all;
    if (Date.now() > end) throw new Error(`not ready; nodes: ${all.map((n) => n.id).join(' ')}`);
    await game.page.waitForTimeout(100);
  }
}

const inside = (n: NodeInfo, box: NodeInfo) =>
  n.x >= box.x && n.y >= box.y && n.x + n.width <= box.x + box.width && n.y + n.height <= box.y + box.height;

/** The lobby's blackjack tile and its two tier pills, side by side on the tile, large enough to tap. */
async function tierPills(game: GamePage): Promise<NodeInfo> {
  const all = await nodes(game.page);
  const tile = all.find((n) => n.id === 'lobby.tile.blackjack');
  const low = all.find((n) => n.id === 'lobby.tier.bj-european.10-500');
  const high = all.find((n) => n.id === 'lobby.tier.bj-european.20-1000');
  if (!tile || !low || !high) throw new Error('no tier pills on the blackjack tile');
  for (const pill of [low, high]) {
    expect(inside(pill, tile), pill.id).toBe(true);
    expect(pill.height, pill.id).toBeGreaterThanOrEqual(22);
  }
  expect(low.x + low.width).toBeLessThanOrEqual(high.x + 1);
  return high;
}

/** The chip values in the table's tray, once the table shows. */
async function trayChips(game: GamePage): Promise<number[]> {
  const table = await waitForNodes(game, (n) => n.some((c) => c.id.startsWith('bj.chip.')));
  await settle(game.page);
  return table.filter((n) => n.id.startsWith('bj.chip.')).map((n) => Number(n.id.slice('bj.chip.'.length)));
}

const HIGH_CHIPS = [2000, 5000, 10_000, 25_000, 100_000];

describe('bj-european limit tiers', () => {
  it('phone: the lobby offers 10–500 and 20–1000; the 20–1000 pill opens the table with €20 to €1,000 chips', async () => {
    const game = await openGame(browser, PHONE, '/?lang=en');
    try {
      await screenshot(game.page, 'tiers-lobby-phone');
      const high = await tierPills(game);
      await game.page.touchscreen.tap(high.x + high.width / 2, high.y + high.height / 2);
      expect(await trayChips(game)).toEqual(HIGH_CHIPS);
      await screenshot(game.page, 'tiers-table-phone');
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('desktop: the pills fit the tile; the launch parameter tier=20-1000 opens the table at that tier', async () => {
    const game = await openGame(browser, DESKTOP, '/?lang=en');
    try {
      await screenshot(game.page, 'tiers-lobby-desktop');
      await tierPills(game);
      const launched = await openGame(
        browser,
        DESKTOP,
        '/play.html?game=blackjack&table=bj-european&tier=20-1000&lang=en',
      );
      try {
        expect(await trayChips(launched)).toEqual(HIGH_CHIPS);
        await screenshot(launched.page, 'tiers-table-desktop');
        expect(launched.errors).toEqual([]);
      } finally {
        await launched.close();
      }
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});
