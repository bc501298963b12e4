/**
 * The browser-test harness every game test uses: start Chromium, open the built game at a
 * viewport size, wait until it is ready, click what the player would click, look at the canvas,
 * and save screenshots under test-results/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Frame, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, launchBrowser } from '../../scripts/browser';
import type { NodeInfo } from '../../src/look/inspector';

export { CHROMIUM_ARGS, launchBrowser };

/**
 * A phone at 2× device pixels: the game's canvas renders at most 2× (stage.ts), so a 3× phone shows
 * the same canvas pixels, scaled by the compositor, at 2.25 times the screenshot's cost.
 * (tests/e2e/lobby.test.ts opens a 3× phone to see the cap.)
 */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false } as const;
export type Viewport =
  | typeof PHONE
  | typeof DESKTOP
  | { width: number; height: number; deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean };

/**
 * Where the game runs: a page, or a frame of a host page (a lobby embedding the game). A frame
 * must sit at the host page's top-left corner: its points are clicked on the host page.
 */
export type Surface = Page | Frame;
export const frameOf = (s: Surface): Frame => ('mainFrame' in s ? s.mainFrame() : s);
export const pageOf = (s: Surface): Page => ('mainFrame' in s ? s : s.page());

export interface GamePage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A node as the page's inspector describes it (`window.__FELT__.nodes()`). */
export type { NodeInfo } from '../../src/look/inspector';

/** Opens the game (path and query relative to the served build) and waits until it is playable. */
export async function openGame(browser: Browser, viewport: Viewport, path = '/'): Promise<GamePage> {
  const { width, height, deviceScaleFactor = 1, isMobile = false, hasTouch = false } = viewport;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile, hasTouch });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(inject('baseUrl') + path);
  await page.waitForFunction(
    () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true,
    null,
    {
      timeout: 30_000,
    },
  );
  await settle(page);
  return { page, errors, close: () => context.close() };
}

/** Waits until the render loop has gone idle (two animation frames with nothing pending). */
export async function settle(page: Surface): Promise<void> {
  await frameOf(page).evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      ),
  );
}

export async function nodes(page: Surface): Promise<NodeInfo[]> {
  return frameOf(page).evaluate(() => (window as unknown as { __FELT__: { nodes(): NodeInfo[] } }).__FELT__.nodes());
}

/** The node on screen now (no waiting: `nodeShown` waits). */
export const node = (page: Surface, id: string): Promise<NodeInfo> => nodeShown(page, id, 0);

/** Clicks (or taps, on touch viewports) a point of the canvas in CSS pixels. */
export async function clickCanvas(page: Surface, x: number, y: number): Promise<void> {
  const touch = await frameOf(page).evaluate(() => matchMedia('(pointer: coarse)').matches);
  if (touch) await pageOf(page).touchscreen.tap(x, y);
  else await pageOf(page).mouse.click(x, y);
  await settle(page);
}

/**
 * The node, once it is on screen: what a tap just opened may come a moment later (a panel's code
 * loaded on demand, a list read from storage or the server), as a player would wait for it.
 */
export async function nodeShown(page: Surface, id: string, timeout = 15_000): Promise<NodeInfo> {
  const end = Date.now() + timeout;
  for (;;) {
    const found = (await nodes(page)).find((n) => n.id === id);
    if (found) return found;
    if (Date.now() > end) throw new Error(`no node "${id}" on screen`);
    await frameOf(page).waitForTimeout(50);
  }
}

/** Clicks the centre of an exposed node (waiting for it to be shown). */
export async function clickNode(page: Surface, id: string): Promise<void> {
  const n = await nodeShown(page, id);
  await clickCanvas(page, n.x + n.width / 2, n.y + n.height / 2);
}

export async function frames(page: Surface): Promise<number> {
  return frameOf(page).evaluate(() => (window as unknown as { __FELT__: { frames(): number } }).__FELT__.frames());
}

export interface PixelStats {
  distinctColours: number;
  /** Share of sampled pixels that differ from the most common colour. */
  nonBackground: number;
  /** Mean luminance, 0–255. */
  luminance: number;
}

/** Samples the canvas as the player sees it (a real screenshot of the page). */
export async function canvasPixels(page: Surface): Promise<PixelStats> {
  const png = PNG.sync.read(await frameOf(page).locator('canvas').screenshot());
  const counts = new Map<number, number>();
  let lum = 0;
  let samples = 0;
  const step = Math.max(1, Math.floor(Math.sqrt((png.width * png.height) / 40_000)));
  for (let y = 0; y < png.height; y += step) {
    for (let x = 0; x < png.width; x += step) {
      const i = (y * png.width + x) * 4;
      const r = png.data[i] as number;
      const g = png.data[i + 1] as number;
      const b = png.data[i + 2] as number;
      const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      lum += 0.2126 * r + 0.7152 * g + 0.0722 * b;
      samples++;
    }
  }
  const top = Math.max(...counts.values());
  return { distinctColours: counts.size, nonBackground: 1 - top / samples, luminance: lum / samples };
}

/** Saves a full-page screenshot as test-results/NAME.png and returns its path. */
export async function screenshot(page: Surface, name: string): Promise<string> {
  mkdirSync('test-results', { recursive: true });
  const path = `test-results/${name}.png`;
  await pageOf(page).screenshot({ path });
  return path;
}
