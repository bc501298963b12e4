/**
 * What the benchmark runs inside the page and how it drives it: two init scripts (a probe that
 * reads the table's phase through the inspector, and a recorder of each frame's main-thread work
 * and of long animation frames), Chromium's launch, throttling through CDP, and the player's
 * clicks and keys. The in-page code is plain JavaScript text, so no bundler helper leaks into it.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { NodeInfo } from '../../src/look/inspector';
import { launchBrowser } from '../browser';

export { launchBrowser };

const SCREENS = ['lobby', 'blackjack', 'baccarat', 'roulette'] as const;
export type ScreenId = (typeof SCREENS)[number];
export const GAMES = ['blackjack', 'baccarat', 'roulette'] as const;
export type GameId = (typeof GAMES)[number];

/** Each game's first table: the one `play.html?game=X` opens. */
export const FIRST_TABLE: Record<GameId, string> = {
  blackjack: 'bj-classic',
  baccarat: 'baccarat-8deck',
  roulette: 'roulette-european',
};

/** A phone's CSS size at one device pixel per CSS pixel (software WebGL draws a ninth of a 3× canvas). */
export const PHONE_1X = { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: false };
/** The browser tests' desktop. */
export const DESKTOP = { width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
/** A phone held upright with a touch screen, as a player holds it. */
export const PHONE_TOUCH = { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
/** A small landscape window for the many rounds of the heap measure (the desktop layout, few pixels). */
export const SMALL = { width: 960, height: 600, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
export type Viewport = typeof PHONE_1X | typeof PHONE_TOUCH;

export function screenPath(screen: ScreenId, seed = 'bench', table?: string): string {
  if (screen === 'lobby') return '/';
  const t = table ? `&table=${table}` : '';
  return `/play.html?game=${screen}${t}&seed=${seed}&balance=100000&lang=en&speed=fast`;
}

/**
 * `window.__BENCH__`: the table's state (the JSON label of `bj.state`, `bac.state`, `rou.state`,
 * with `startEnabled`: DEAL or SPIN shown and enabled) and whether a screen is playable: the
 * inspector ready and the table resting in its betting phase, or the lobby with every game's tile enabled. `playable` returns the page's clock then.
 */
const PROBE_SCRIPT = `(() => {
  const STATE = { blackjack: 'bj.state', baccarat: 'bac.state', roulette: 'rou.state' };
  const START = { blackjack: 'bj.deal', baccarat: 'bac.deal', roulette: 'rou.spin' };
  const bench = {
    state: (game) => {
      const felt = window.__FELT__;
      if (!felt || !felt.ready) return null;
      const all = felt.nodes();
      const n = all.find((x) => x.id === STATE[game]);
      if (!n) return null;
      const s = JSON.parse(n.label);
      const start = all.find((x) => x.id === START[game]);
      s.startEnabled = Boolean(start && start.enabled);
      return s;
    },
    playable: (screen) => {
      const felt = window.__FELT__;
      if (!felt || !felt.ready) return false;
      if (screen === 'lobby') {
        const tiles = felt.nodes().filter((n) => n.id.startsWith('lobby.tile.'));
        return tiles.length > 0 && tiles.every((n) => n.enabled) ? performance.now() : false;
      }
      const s = bench.state(screen);
      return s && s.phase === 'betting' && !s.busy ? performance.now() : false;
    },
  };
  window.__BENCH__ = bench;
})();`;

/**
 * `window.__BENCH_FRAMES__`: while recording, every requestAnimationFrame callback is timed with
 * performance.now() and summed per frame (callbacks of one frame share its timestamp); a frame
 * counts as rendered when the app's frame counter moved during it. A buffered PerformanceObserver
 * collects long animation frames (LoAF, over 50 ms) and `stop` keeps those that began in the window.
 */
export const FRAME_SCRIPT = `(() => {
  const raf = window.requestAnimationFrame.bind(window);
  const rec = { on: false, t0: 0, frames: new Map(), loafs: [] };
  const appFrames = () => (window.__FELT__ ? window.__FELT__.frames() : 0);
  window.requestAnimationFrame = (cb) =>
    raf((ts) => {
      if (!rec.on) return cb(ts);
      const before = appFrames();
      const start = performance.now();
      try {
        return cb(ts);
      } finally {
        const work = performance.now() - start;
        let f = rec.frames.get(ts);
        if (!f) {
          f = { work: 0, rendered: false };
          rec.frames.set(ts, f);
        }
        f.work += work;
        if (appFrames() !== before) f.rendered = true;
      }
    });
  const supported = (PerformanceObserver.supportedEntryTypes || []).includes('long-animation-frame');
  if (supported)
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) rec.loafs.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  window.__BENCH_FRAMES__ = {
    supported,
    start: () => {
      rec.on = true;
      rec.frames = new Map();
      rec.t0 = performance.now();
    },
    stop: () => {
      rec.on = false;
      const t1 = performance.now();
      return {
        ms: t1 - rec.t0,
        supported,
        frames: [...rec.frames.values()],
        loafs: rec.loafs.filter((l) => l.start >= rec.t0 && l.start < t1),
      };
    },
  };
})();`;

export interface Throttle {
  /** CPU slowdown factor (Emulation.setCPUThrottlingRate). */
  cpu?: number;
  network?: { latencyMs: number; downBytesPerSecond: number; upBytesPerSecond: number };
  cacheDisabled?: boolean;
}

/** The slow-phone conditions: 150 ms, 1.6 Mbps down, 750 kbps up, 4× CPU, no cache. */
export const SLOW_PHONE: Throttle = {
  cpu: 4,
  network: { latencyMs: 150, downBytesPerSecond: 200_000, upBytesPerSecond: 93_750 },
  cacheDisabled: true,
};

export async function throttle(cdp: CDPSession, t: Throttle): Promise<void> {
  if (t.network || t.cacheDisabled) await cdp.send('Network.enable');
  if (t.network)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: t.network.latencyMs,
      downloadThroughput: t.network.downBytesPerSecond,
      uploadThroughput: t.network.upBytesPerSecond,
    });
  if (t.cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (t.cpu !== undefined) await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpu });
}

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  errors: string[];
  close(): Promise<void>;
}

/** A fresh browser context (no cache, no storage) with one page, the probe installed. */
export async function newPage(browser: Browser, viewport: Viewport, scripts: string[] = []): Promise<BenchPage> {
  const { width, height, deviceScaleFactor, isMobile, hasTouch } = viewport;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile, hasTouch });
  const page = await context.newPage();
  for (const s of [PROBE_SCRIPT, ...scripts]) await page.addInitScript(s);
  const cdp = await context.newCDPSession(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, cdp, errors, close: () => context.close() };
}

/** Waits until the screen is playable; returns the page clock then (ms since navigation began). */
export async function waitPlayable(page: Page, screen: ScreenId, timeout = 60_000): Promise<number> {
  // A function, not a string: under the game's CSP a string predicate polled again is an eval.
  type Probe = { __BENCH__: { playable(s: ScreenId): number | false } };
  const handle = await page.waitForFunction((s) => (window as unknown as Probe).__BENCH__.playable(s), screen, {
    polling: 50,
    timeout,
  });
  return (await handle.jsonValue()) as number;
}

/** Two animation frames: what a tap or key started has been drawn. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

export async function nodeInfo(page: Page, id: string): Promise<NodeInfo> {
  const all = (await page.evaluate('window.__FELT__.nodes()')) as NodeInfo[];
  const n = all.find((x) => x.id === id);
  if (!n) throw new Error(`no node "${id}" on screen`);
  return n;
}

export async function clickAt(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.click(x, y);
  await settle(page);
}

export async function clickNode(page: Page, id: string): Promise<void> {
  const n = await nodeInfo(page, id);
  await clickAt(page, n.x + n.width / 2, n.y + n.height / 2);
}

export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await settle(page);
}

export async function frameCount(page: Page): Promise<number> {
  return (await page.evaluate('window.__FELT__.frames()')) as number;
}

/** Used JS heap after two full garbage collections (CDP), in bytes. */
export async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}
