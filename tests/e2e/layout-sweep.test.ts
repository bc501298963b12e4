/**
 * Every screen at the six layout sizes in the four languages: the lobby and a table of each game,
 * one page a language and screen, resized through the sizes (phones both ways, tablets both ways,
 * a desktop). What a player can press or read as a piece — buttons, chips, bet spots, HUD figures,
 * the message line, tabs — lies wholly on screen and no two of them overlap. (The boxes are the
 * inspector's: a layout test sees the arithmetic, this sees the words each language really draws.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_SIZES } from '../view/support/layout-sizes';
import { launchBrowser, type NodeInfo, nodes, openGame, settle } from './harness';

const LANGUAGES = ['en', 'fi', 'it', 'el'] as const;
const SCREENS = [
  ['lobby', '/'],
  ['bj-european', '/play.html?game=blackjack&table=bj-european'],
  ['baccarat', '/play.html?game=baccarat&table=baccarat-8deck'],
  ['roulette', '/play.html?game=roulette'],
] as const;

/**
 * Nodes that hold others by design (a lobby tile and its table rows, a table row and its rules
 * button and tier pills, the roads panel and its buttons, the betting layout's viewport, the
 * tests' state nodes): left out of the overlap check, still checked to be on screen but for the
 * state nodes.
 */
const HOLDERS = [/^lobby\.tile\./, /^lobby\.table\./, /^bac\.roads$/, /^rou\.board$/, /\.state$/];
const OFF_SCREEN_OK = [/\.state$/, /^rou\.board$/];

const inside = (n: NodeInfo, w: number, h: number) =>
  n.x >= -1 && n.y >= -1 && n.x + n.width <= w + 1 && n.y + n.height <= h + 1;
const overlap = (a: NodeInfo, b: NodeInfo) =>
  // more than a pixel's sliver each way: touching edges and anti-aliased rims do not count
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1.5;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every screen at six sizes in four languages', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: pieces on screen, none over another`, async () => {
      const faults: string[] = [];
      for (const [screen, path] of SCREENS) {
        const [, w0, h0] = LAYOUT_SIZES[0];
        const game = await openGame(
          browser,
          { width: w0, height: h0 },
          `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`,
        );
        try {
          for (const [size, w, h] of LAYOUT_SIZES) {
            await game.page.setViewportSize({ width: w, height: h });
            // the resize is handled on the next frame; the texts settle in the frames after it
            await settle(game.page);
            await game.page.waitForTimeout(150);
            await settle(game.page);
            const shown = (await nodes(game.page)).filter((n) => n.width > 0 && n.height > 0);
            const where = `${lang} ${screen} ${size} ${w}×${h}`;
            for (const n of shown)
              if (!OFF_SCREEN_OK.some((r) => r.test(n.id)) && !inside(n, w, h))
                faults.push(`${where}: ${n.id} "${n.label}" off screen ${JSON.stringify(box(n))}`);
            const pieces = shown.filter((n) => !HOLDERS.some((r) => r.test(n.id)));
            for (let i = 0; i < pieces.length; i++)
              for (let j = i + 1; j < pieces.length; j++) {
                const a = pieces[i] as NodeInfo;
                const b = pieces[j] as NodeInfo;
                if (overlap(a, b))
                  faults.push(`${where}: ${a.id} ${JSON.stringify(box(a))} over ${b.id} ${JSON.stringify(box(b))}`);
              }
          }
          expect(game.errors).toEqual([]);
        } finally {
          await game.close();
        }
      }
      expect(faults).toEqual([]);
    }, 180_000);
  }
});

function box(n: NodeInfo) {
  return { x: Math.round(n.x), y: Math.round(n.y), w: Math.round(n.width), h: Math.round(n.height) };
}
