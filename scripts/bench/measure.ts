/**
 * The benchmark's measures, each a function of an open browser (or of nothing, for the engine):
 * first-load bytes received and time to a playable table, main-thread work per frame of the busiest
 * animations, frames drawn at rest and the engine's rounds per second (the heap over many rounds:
 * heap.ts). `npm run bench` (index.ts) and the smoke test
 * (tests/e2e/bench-smoke.test.ts) call them.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { type Kind, kindOf, recordTransfers } from '../transfer';
import { busiest } from './busiest';
import {
  DESKTOP,
  FIRST_TABLE,
  FRAME_SCRIPT,
  type GameId,
  newPage,
  PHONE_1X,
  type ScreenId,
  SLOW_PHONE,
  screenPath,
  throttle,
  waitPlayable,
} from './page';
import { measureIdle, waitQuiet } from './rest';
import { realTime } from './rounds';

export interface Target {
  baseUrl: string;
}

// ---------------------------------------------------------------- first load

interface FileLoad {
  path: string;
  kind: Kind;
  /** `br`, `gzip`, or '' (sent as it is). */
  encoding: string;
  /** Bytes received for it, headers included (CDP `Network.loadingFinished` encodedDataLength). */
  transferred: number;
  /** Its body as sent. */
  body: number;
}

export interface LoadRun {
  /** Navigation start to playable, by the page's own clock (performance.now()). */
  ms: number;
  /** Bytes received for the page's files before it was playable, headers included: fonts and API calls apart. */
  bytes: number;
  /** The bodies' part of `bytes`. */
  bodies: number;
  /** Bytes received for the WOFF2 fonts it fetched (compressed already: sent as they are). */
  fonts: number;
  /** Bytes received for its calls to the game server's API (none on a static host). */
  api: number;
  /** Navigation to the first contentful paint: the loader the stylesheet draws before any script. */
  paintMs: number;
  /**
   * When the last script the page had fetched by playable had arrived (its response's end, the
   * page's clock): the rest of `ms` is the page's own work on the CPU (building, first frame).
   */
  codeInMs: number;
  files: FileLoad[];
}

/** Records the first contentful paint by the page's clock (an init script: it runs before the page's own). */
const PAINT_SCRIPT = `window.__PAINT__ = NaN; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__PAINT__ = e.startTime; }).observe({ type: 'paint', buffered: true });`;

/**
 * One load of a screen in a fresh context (empty cache and storage) on a phone-sized page: the
 * time from navigation to playable and the bytes received until then from the target's origin,
 * as Chromium counted them (scripts/transfer.ts: compressed as the server sent them). `slow`
 * applies the slow phone (150 ms latency, 1.6 Mbps down, 750 kbps up, 4× CPU, cache disabled).
 */
export async function measureLoad(browser: Browser, target: Target, screen: ScreenId, slow: boolean): Promise<LoadRun> {
  const bp = await newPage(browser, PHONE_1X);
  try {
    if (slow) await throttle(bp.cdp, SLOW_PHONE);
    else await throttle(bp.cdp, { cacheDisabled: true });
    const recorder = await recordTransfers(bp.cdp, new URL(target.baseUrl).origin);
    await bp.page.addInitScript(PAINT_SCRIPT);
    await bp.page.goto(target.baseUrl + screenPath(screen), { waitUntil: 'commit' });
    const ms = await waitPlayable(bp.page, screen, 120_000);
    const received = await recorder.stop();
    const paintMs = await bp.page.evaluate(() => (window as unknown as { __PAINT__: number }).__PAINT__);
    const codeInMs = await bp.page.evaluate(
      (playable) =>
        Math.max(
          0,
          ...performance
            .getEntriesByType('resource')
            .filter(
              (e) =>
                /\.m?js$/.test(new URL(e.name).pathname) && (e as PerformanceResourceTiming).responseEnd <= playable,
            )
            .map((e) => (e as PerformanceResourceTiming).responseEnd),
        ),
      ms,
    );
    if (bp.errors.length) throw new Error(`${screen}: page errors: ${bp.errors.join('; ')}`);
    const files: FileLoad[] = received.map((t) => ({
      path: t.path,
      kind: kindOf(t),
      encoding: t.encoding,
      transferred: t.transferred,
      body: t.body,
    }));
    files.sort((a, b) => b.transferred - a.transferred);
    const sum = (keep: (f: FileLoad) => boolean, pick: (f: FileLoad) => number = (f) => f.transferred) =>
      files.reduce((s, f) => s + (keep(f) ? pick(f) : 0), 0);
    const code = (f: FileLoad) => f.kind !== 'font' && f.kind !== 'api';
    return {
      ms,
      bytes: sum(code),
      bodies: sum(code, (f) => f.body),
      fonts: sum((f) => f.kind === 'font'),
      api: sum((f) => f.kind === 'api'),
      paintMs,
      codeInMs,
      files,
    };
  } finally {
    await bp.close();
  }
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[i] as number;
};

// ---------------------------------------------------------------- animation frames and idle

interface FrameReport {
  table: string;
  seed: string;
  what: string;
  /** Frames the app rendered in the window, and their main-thread work (ms). */
  frames: number;
  p50: number;
  p95: number;
  max: number;
  /** Long animation frames (over 50 ms) that began in the window; null where LoAF is unsupported. */
  loafs: number | null;
  windowMs: number;
}

interface Recorded {
  ms: number;
  supported: boolean;
  frames: { work: number; rendered: boolean }[];
  loafs: { start: number; duration: number }[];
}

export interface AnimationRun {
  frames: FrameReport;
  /** Frames per second drawn afterwards, the table at rest. */
  idleFps: number;
}

/**
 * Plays the game's busiest animation on the desktop page at `cpu`× CPU throttling, recording each
 * rendered frame's main-thread work and the long animation frames, then watches the table at rest.
 */
export async function measureAnimation(
  browser: Browser,
  target: Target,
  game: GameId,
  opts: { cpu: number; idleSeconds: number },
): Promise<AnimationRun> {
  const b = busiest(game);
  const bp = await newPage(browser, DESKTOP, [FRAME_SCRIPT]);
  try {
    await bp.page.goto(target.baseUrl + screenPath(game, b.seed, b.table));
    await waitPlayable(bp.page, game);
    await b.prepare(bp.page);
    await waitQuiet(bp.page);
    await throttle(bp.cdp, { cpu: opts.cpu });
    await bp.page.evaluate('window.__BENCH_FRAMES__.start()');
    await b.play(realTime(bp.page));
    await waitQuiet(bp.page);
    const rec = (await bp.page.evaluate('window.__BENCH_FRAMES__.stop()')) as Recorded;
    await throttle(bp.cdp, { cpu: 1 });
    const idleFps = await measureIdle(bp.page, opts.idleSeconds);
    if (bp.errors.length) throw new Error(`${game}: page errors: ${bp.errors.join('; ')}`);
    const work = rec.frames.filter((f) => f.rendered).map((f) => f.work);
    return {
      frames: {
        table: b.table,
        seed: b.seed,
        what: b.what,
        frames: work.length,
        p50: percentile(work, 50),
        p95: percentile(work, 95),
        max: Math.max(...work),
        loafs: rec.supported ? rec.loafs.length : null,
        windowMs: rec.ms,
      },
      idleFps,
    };
  } finally {
    await bp.close();
  }
}

/** Frames per second a screen draws at rest, freshly opened (the desktop page). */
export async function measureScreenIdle(
  browser: Browser,
  target: Target,
  screen: ScreenId,
  seconds: number,
): Promise<number> {
  const bp = await newPage(browser, DESKTOP);
  try {
    await bp.page.goto(target.baseUrl + screenPath(screen));
    await waitPlayable(bp.page, screen);
    return await measureIdle(bp.page, seconds);
  } finally {
    await bp.close();
  }
}

// ---------------------------------------------------------------- engine

export interface SimRun {
  table: string;
  rounds: number;
  roundsPerSecond: number;
}

/**
 * Runs the `sim` command (`tsx src/cli/sim.ts`) for the game's first table and reads the rounds
 * per second it reports (its own clock times only the rounds, not start-up or strategy set-up).
 */
export function measureSim(game: GameId, rounds: number, root = process.cwd()): Promise<SimRun> {
  const table = FIRST_TABLE[game];
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const args = ['src/cli/sim.ts', '--game', game, '--table', table, '--rounds', String(rounds), '--seed', 'bench'];
  return new Promise((ok, fail) => {
    const child = spawn(tsx, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`sim ${game} exited ${code}: ${err.trim()}`));
      const doc = JSON.parse(out) as { roundsPerSecond: number; rounds: number };
      ok({ table, rounds: doc.rounds, roundsPerSecond: doc.roundsPerSecond });
    });
  });
}
