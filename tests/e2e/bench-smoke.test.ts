/**
 * The benchmark's own measures (scripts/bench/measure.ts) with tiny counts, on the test build:
 * one load of the lobby and of the heaviest table (blackjack; `npm run bench` loads all four), a 2-second idle window, a couple of real rounds for the heap and a
 * short simulation. `npm run bench` runs them in full.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { measureHeap, measureLoad, measureSim, type Target } from '../../scripts/bench/measure';
import { launchBrowser } from '../../scripts/bench/page';

let browser: Browser;
let target: Target;
beforeAll(async () => {
  browser = await launchBrowser();
  target = { baseUrl: inject('baseUrl'), distDir: inject('distDir') };
});
afterAll(async () => {
  await browser?.close();
});

describe('bench smoke', () => {
  it('loads the lobby and blackjack to playable under 300 KB gzipped, with a finite time', async () => {
    for (const screen of ['lobby', 'blackjack'] as const) {
      const run = await measureLoad(browser, target, screen, false);
      expect(Number.isFinite(run.ms) && run.ms > 0, `${screen} time`).toBe(true);
      expect(
        run.files.some((f) => f.path.endsWith('.js')),
        `${screen} fetched its code`,
      ).toBe(true);
      expect(run.bytes, `${screen} bytes`).toBeGreaterThan(50 * 1024);
      expect(run.bytes, `${screen} bytes`).toBeLessThan(300 * 1024);
    }
  });

  it('measures the JS heap over real rounds, then the table at rest draws no frame', async () => {
    const h = await measureHeap(browser, target, 'baccarat', { rounds: 2, early: 1, idleSeconds: 2 });
    expect(h.idleFps).toBe(0);
    expect(h.rounds).toBe(2);
    for (const x of [h.heapEarly, h.heapEnd]) {
      expect(Number.isFinite(x)).toBe(true);
      expect(x).toBeGreaterThan(1024 * 1024);
    }
    expect(Number.isFinite(h.secondsPerRound) && h.secondsPerRound > 0).toBe(true);
  });

  it('times the engine through the sim command', async () => {
    const s = await measureSim('roulette', 2000);
    expect(s.rounds).toBe(2000);
    expect(Number.isFinite(s.roundsPerSecond)).toBe(true);
    expect(s.roundsPerSecond).toBeGreaterThan(0);
  });
});
