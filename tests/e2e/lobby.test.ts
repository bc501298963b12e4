import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canvasPixels,
  DESKTOP,
  frames,
  type GamePage,
  node,
  nodes,
  openGame,
  PHONE,
  screenshot,
  settle,
} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await (await import('./harness')).launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sizes = [
  // a 3× phone (an iPhone's): the canvas's resolution is capped at 2
  ['phone-portrait', { ...PHONE, deviceScaleFactor: 3 }],
  ['desktop', DESKTOP],
] as const;

describe.each(sizes)('lobby at %s', (label, viewport) => {
  let game: GamePage;
  beforeAll(async () => {
    game = await openGame(browser, viewport);
  });
  afterAll(async () => {
    await game?.close();
  });

  it('draws a lobby, not a blank canvas, without console errors', async () => {
    await screenshot(game.page, `lobby-${label}`);
    const px = await canvasPixels(game.page);
    expect(px.distinctColours).toBeGreaterThan(200);
    expect(px.nonBackground).toBeGreaterThan(0.3);
    expect(game.errors).toEqual([]);
  });

  it('fills the window with a canvas at device resolution (capped at 2)', async () => {
    const size = await game.page.evaluate(() => {
      const c = document.querySelector('canvas') as HTMLCanvasElement;
      return { cssW: c.clientWidth, cssH: c.clientHeight, w: c.width, h: c.height, dpr: devicePixelRatio };
    });
    expect(size.cssW).toBe(viewport.width);
    expect(size.cssH).toBe(viewport.height);
    const res = Math.min(size.dpr, 2);
    expect(size.w).toBe(Math.round(viewport.width * res));
    expect(size.h).toBe(Math.round(viewport.height * res));
  });

  it('shows a tile for each game, inside the window and not overlapping', async () => {
    const tiles = (await nodes(game.page)).filter((n) => n.id.startsWith('lobby.tile.'));
    expect(tiles.map((t) => t.id).sort()).toEqual([
      'lobby.tile.baccarat',
      'lobby.tile.blackjack',
      'lobby.tile.roulette',
    ]);
    for (const t of tiles) {
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.y).toBeGreaterThanOrEqual(0);
      expect(t.x + t.width).toBeLessThanOrEqual(viewport.width);
      expect(t.y + t.height).toBeLessThanOrEqual(viewport.height);
      expect(Math.min(t.width, t.height)).toBeGreaterThanOrEqual(44);
      for (const o of tiles) {
        if (o === t) continue;
        const apart = t.x + t.width <= o.x || o.x + o.width <= t.x || t.y + t.height <= o.y || o.y + o.height <= t.y;
        expect(apart, `${t.id} overlaps ${o.id}`).toBe(true);
      }
    }
  });

  it('each tile keeps its table rows above its PLAY button, here and in an 800 × 600 lobby frame', async () => {
    const small = await openGame(browser, { width: 800, height: 600 });
    try {
      for (const page of [game.page, small.page]) {
        const all = await nodes(page);
        for (const [id, prefix] of [
          ['blackjack', 'bj-'],
          ['baccarat', 'baccarat-'],
          ['roulette', 'roulette-'],
        ]) {
          const play = all.find((n) => n.id === `lobby.play.${id}`);
          expect(play, id).toBeDefined();
          const rows = all.filter((n) => n.id.startsWith(`lobby.table.${prefix}`));
          expect(rows.length).toBeGreaterThan(0);
          // a row's target reaches 3 px below its words
          for (const r of rows) expect(r.y + r.height - 3, r.id).toBeLessThanOrEqual((play?.y ?? 0) + 1);
        }
      }
      await screenshot(small.page, 'lobby-800x600');
    } finally {
      await small.close();
    }
  });

  it('every game is playable: each tile is enabled', async () => {
    const tiles = (await nodes(game.page)).filter((n) => n.id.startsWith('lobby.tile.'));
    expect(tiles).toHaveLength(3);
    for (const t of tiles) expect(t.enabled, t.id).toBe(true);
  });

  it('renders nothing while nothing moves', async () => {
    await settle(game.page);
    const before = await frames(game.page);
    await game.page.waitForTimeout(1000);
    expect(await frames(game.page)).toBe(before);
  });
});

describe('lobby layout follows the window', () => {
  it('re-lays out when the phone turns to landscape', async () => {
    const game = await openGame(browser, PHONE);
    try {
      const portrait = await node(game.page, 'lobby.tile.baccarat');
      await game.page.setViewportSize({ width: 844, height: 390 });
      await game.page.waitForTimeout(200);
      await settle(game.page);
      const landscape = await node(game.page, 'lobby.tile.baccarat');
      expect(landscape).not.toEqual(portrait);
      const size = await game.page.evaluate(() => (document.querySelector('canvas') as HTMLCanvasElement).clientWidth);
      expect(size).toBe(844);
      for (const t of (await nodes(game.page)).filter((n) => n.id.startsWith('lobby.tile.'))) {
        expect(t.y + t.height).toBeLessThanOrEqual(390);
      }
      await screenshot(game.page, 'lobby-phone-landscape');
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it.each([
    ['el-GR', 'el', DESKTOP, 'Ευρωπαϊκή ρουλέτα', 'desktop'],
    ['fi', 'fi', PHONE, 'Eurooppalainen ruletti', 'phone-portrait'],
    ['it-IT', 'it', PHONE, 'Roulette europea', 'phone-portrait'],
  ] as const)('speaks the language of lang=%s', async (param, lang, viewport, roulette, label) => {
    const game = await openGame(browser, viewport, `/?lang=${param}`);
    try {
      expect(await game.page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect((await node(game.page, 'lobby.tile.roulette')).label).toBe(roulette);
      await screenshot(game.page, `lobby-${label}-${lang}`);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});
