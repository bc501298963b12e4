/**
 * The benchmark's own measures (scripts/bench/measure.ts, frames.ts, heap.ts, text-cost.ts) with tiny counts, on the
 * test build: one load of the lobby and of the heaviest table from the game server (blackjack;
 * `npm run bench` loads all four), one roulette spin stepped frame by frame (unthrottled, no warm-up round), a 2-second
 * idle window, a couple of real rounds for the heap, the text measure's page once and a short simulation. `npm run bench` runs
 * them in full.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { measureFrames } from '../../scripts/bench/frames';
import { measureHeap } from '../../scripts/bench/heap';
import { measureLoad, measureSim, type Target } from '../../scripts/bench/measure';
import { launchBrowser, SMALL } from '../../scripts/bench/page';
import { measureTextCost, textCostRows } from '../../scripts/bench/text-cost';
import { startGameServer } from './server-harness';

let browser: Browser;
let target: Target;
beforeAll(async () => {
  browser = await launchBrowser();
  target = { baseUrl: inject('baseUrl') };
});
afterAll(async () => {
  await browser?.close();
});

describe('bench smoke', () => {
  it('loads the lobby and blackjack from the game server to playable, receiving under 300 KB of code compressed (fonts apart, at most 60 KB), with a finite time', async () => {
    const server = await startGameServer({ distDir: inject('distDir') });
    try {
      for (const screen of ['lobby', 'blackjack'] as const) {
        const run = await measureLoad(browser, { baseUrl: server.url }, screen, false);
        expect(Number.isFinite(run.ms) && run.ms > 0, `${screen} time`).toBe(true);
        const scripts = run.files.filter((f) => f.kind === 'js');
        expect(scripts.length, `${screen} fetched its code`).toBeGreaterThan(0);
        // The game server sends the build's code brotli-compressed (a browser accepts it).
        expect(
          scripts.every((f) => f.encoding === 'br'),
          `${screen} code in brotli`,
        ).toBe(true);
        expect(run.bodies, `${screen} bodies`).toBeLessThan(run.bytes);
        expect(run.bytes, `${screen} bytes`).toBeGreaterThan(50 * 1024);
        expect(run.bytes, `${screen} bytes`).toBeLessThan(300 * 1024);
        expect(run.fonts, `${screen} fonts`).toBeLessThanOrEqual(60 * 1024);
        // It played there: it made its session with the server.
        expect(run.api, `${screen} API`).toBeGreaterThan(0);
        // Its code was in before it was playable, and not before it was asked for: the miss's cause
        expect(run.codeInMs, `${screen} code in`).toBeGreaterThan(0);
        expect(run.codeInMs, `${screen} code in`).toBeLessThanOrEqual(run.ms);
      }
    } finally {
      await server.stop();
    }
  });

  it('steps a roulette spin frame by frame to its end, counting draw calls and texture uploads', async () => {
    // On a small desktop page: each stepped frame waits for the (software) GPU, which takes about
    // a second a frame on the 1440 × 900 page of \`npm run bench\`.
    // With this software GPU's batching: a phone's (the bench's default) makes each frame's shading
    // far slower here, and tests/e2e/loader.test.ts checks the page batches as a phone when shown one.
    const f = await measureFrames(browser, target, 'roulette', {
      cpu: 1,
      warmUp: false,
      viewport: SMALL,
      gpu: 'software',
    });
    expect(f.end).toEqual({ phase: 'betting', busy: false });
    // A spin lasts seconds of the page clock: far more than a handful of 16.7 ms steps, each drawn.
    expect(f.frames).toBeGreaterThan(30);
    expect(f.steps).toBeGreaterThanOrEqual(f.frames);
    expect(f.draws.p50).toBeGreaterThan(0);
    expect(Number.isFinite(f.js.p95) && f.js.p95 >= 0).toBe(true);
    // the frames over the target, each counted once by what happened in it (a miss's cause)
    expect(f.over.rebuilt + f.over.texts + f.over.plain).toBe(f.over.count);
    expect(f.over.count).toBeLessThanOrEqual(f.frames);
    // The table's first round writes its message anew (NO MORE BETS, the result): a canvas text, uploaded.
    expect(f.texts.some((t) => t.at === 'rou.message')).toBe(true);
    expect(f.uploads.count).toBeGreaterThan(0);
    // Each drawn frame waited for the GPU process to run its commands before the next step.
    expect(f.gpuWait.p50).toBeGreaterThan(0);
    // About 140 frames at half a second of software GPU each: 75 s on a quiet machine.
  }, 240_000);

  it('measures the JS heap over real rounds, then the table at rest draws no frame', async () => {
    const h = await measureHeap(browser, target, 'baccarat', { rounds: 2, early: 1, idleSeconds: 2 });
    expect(h.idleFps).toBe(0);
    expect(h.rounds).toBe(2);
    for (const x of [h.heapEarly, h.heapEnd]) {
      expect(Number.isFinite(x)).toBe(true);
      expect(x).toBeGreaterThan(1024 * 1024);
    }
    expect(Number.isFinite(h.secondsPerRound) && h.secondsPerRound > 0).toBe(true);
    // Each point's heap snapshot splits the used heap into compiled code and data, which add up to it.
    for (const p of [h.points.early, h.points.end]) {
      expect(p.code).toBeGreaterThan(256 * 1024);
      expect(p.data).toBeGreaterThan(1024 * 1024);
      expect(Math.abs(p.code + p.data - p.used)).toBeLessThan(0.05 * p.used);
    }
  });

  it('times the glyph atlases against BitmapText on a page of their own, every step of both', async () => {
    const cost = await measureTextCost(browser, { cpu: 1, runs: 1, outDir: 'test-results/bench-smoke-text-cost' });
    for (const way of ['atlas', 'bitmap'])
      for (const step of ['figures ready', 'figures changed', 'sentences ready', 'sentences changed']) {
        const t = cost[`${way} ${step}`];
        expect(Number.isFinite(t) && (t as number) > 0, `${way} ${step}`).toBe(true);
      }
    expect(textCostRows(cost, { cpu: 1, runs: 1 }).map((r) => r.figure)).toEqual([
      'text figures ready',
      'text figures changed',
      'text sentences ready',
      'text sentences changed',
    ]);
  });

  it('times the engine through the sim command', async () => {
    const s = await measureSim('roulette', 2000);
    expect(s.rounds).toBe(2000);
    expect(Number.isFinite(s.roundsPerSecond)).toBe(true);
    expect(s.roundsPerSecond).toBeGreaterThan(0);
  });
});
