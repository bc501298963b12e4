/**
 * The lobby's `pause` holds the round (EMBEDDING.md: pause stops the ticker; input is blocked
 * while paused): a host page on another origin frames a seeded roulette table at speed play,
 * spins, and pauses while the ball runs. Far longer than the spin (its stage timer too), the ball
 * stays where it was, the result is not shown and nothing is posted, while `getState` answers at
 * once with the round's phase. On `resume` the spin lands on the engine's number and the lobby
 * hears `roundEnded` exactly once, with the engine's figures.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../scripts/static-server';
import { colourOf, spinWheel } from '../../src/engine/roulette/wheel';
import { SeededRng } from '../../src/engine/shared/rng';
import { clickNode, launchBrowser, screenshot } from './harness';
import { START, TABLE, tableState, tapPosition, waitForPhase } from './roulette-page';

let browser: Browser;
let host: StaticServer;

/** The first seed whose first spin is red: the round pays, so its end moves the balance. */
const SEED = (() => {
  for (let i = 1; i < 100; i++) {
    if (colourOf(spinWheel(new SeededRng(`pause-${i}`)).number) === 'red') return `pause-${i}`;
  }
  throw new Error('no seed');
})();
const NUMBER = spinWheel(new SeededRng(SEED)).number;

const HOST_PAGE = (gameUrl: string) => `<!doctype html>
<html><body style="margin:0;background:#222">
<iframe id="game" src="${gameUrl}" style="position:absolute;left:0;top:0;width:1000px;height:700px;border:0"></iframe>
<script>
  window.received = [];
  window.sendToGame = (type) =>
    document.getElementById('game').contentWindow.postMessage({ source: 'casino-game', version: 1, type }, '*');
  window.paused = false;
  window.addEventListener('message', (e) => {
    if (e.source !== document.getElementById('game').contentWindow) return;
    window.received.push(e.data);
    // The lobby pauses the round a moment after it starts: the ball is running (a spin at speed
    // play takes about 2.3 s), whatever the test runner's own delays.
    if (e.data.type === 'roundStarted') {
      setTimeout(() => {
        window.sendToGame('pause');
        window.paused = true;
      }, 400);
    }
  });
</script></body></html>`;

type Message = { type: string; payload?: Record<string, unknown> };

beforeAll(async () => {
  browser = await launchBrowser();
  const dir = mkdtempSync(join(tmpdir(), 'felt-pause-'));
  const game = `${inject('baseUrl')}/play.html?game=roulette&table=${TABLE}&seed=${SEED}&speed=fast&balance=${START}&lang=en`;
  writeFileSync(join(dir, 'host.html'), HOST_PAGE(game));
  host = await serveDirectory(dir);
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Message[] }).received);
const send = (page: Page, type: string) =>
  page.evaluate((t) => (window as unknown as { sendToGame(t: string): void }).sendToGame(t), type);
const count = (messages: Message[], type: string) => messages.filter((m) => m.type === type).length;
const lastMessage = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { __FELT__: { lastMessage: string } }).__FELT__.lastMessage);

/** Asks the game for its state and returns the answer (the n-th `state` message). */
async function getState(page: Page): Promise<Message['payload']> {
  const before = count(await received(page), 'state');
  await send(page, 'getState');
  await page.waitForFunction(
    (n) => (window as unknown as { received: Message[] }).received.filter((m) => m.type === 'state').length > n,
    before,
    { timeout: 2_000 },
  );
  return (await received(page)).filter((m) => m.type === 'state')[before]?.payload;
}

describe('the lobby pauses a round', () => {
  it('paused in the middle of a spin, nothing lands, shows or is posted until resume; then roundEnded once', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      await page.goto(`${host.url}/host.html`);
      await page.waitForFunction(() =>
        (window as unknown as { received: Message[] }).received.some((m) => m.type === 'ready'),
      );
      const gameOrigin = new URL(inject('baseUrl')).origin;
      const frame = page.frames().find((f) => f.url().startsWith(gameOrigin)) as Frame;
      await waitForPhase(frame, ['betting']);
      expect(await getState(page)).toEqual({ phase: 'betting', balance: START, busy: false });

      await tapPosition(frame, 'red');
      const stake = (await tableState(frame)).bets[0]?.amount ?? 0;
      expect(stake).toBeGreaterThan(0);
      await clickNode(frame, 'rou.spin');
      await page.waitForFunction(() => (window as unknown as { paused: boolean }).paused);
      await page.waitForTimeout(100);
      const paused = await tableState(frame);
      const pausedMessage = await lastMessage(frame);
      const postedBefore = (await received(page)).length;
      expect(paused).toMatchObject({ phase: 'spinning', spinning: true });
      // getState answers at once, with the round's phase
      expect(await getState(page)).toEqual({ phase: 'spinning', balance: START - stake + 2 * stake, busy: true });

      // far past the spin's length: the ball has not moved, no result, nothing posted
      await page.waitForTimeout(6_000);
      const held = await tableState(frame);
      expect(held).toMatchObject({ phase: 'spinning', spinning: true, resting: paused.resting, recent: paused.recent });
      expect(await lastMessage(frame)).toBe(pausedMessage);
      const whilePaused = (await received(page)).slice(postedBefore);
      expect(whilePaused.map((m) => m.type)).toEqual(['state']);
      await screenshot(page, 'pause-held-spin');

      await send(page, 'resume');
      const rested = await waitForPhase(frame, ['betting'], 20_000);
      expect(rested.recent[0]).toBe(NUMBER);
      expect(await lastMessage(frame)).not.toBe(pausedMessage);
      await page.waitForTimeout(500);
      const all = await received(page);
      expect(count(all, 'roundEnded')).toBe(1);
      expect(count(all, 'idle')).toBe(1);
      expect(all.find((m) => m.type === 'roundEnded')?.payload).toMatchObject({
        staked: stake,
        returned: 2 * stake,
        balance: START + stake,
      });
      expect(await getState(page)).toEqual({ phase: 'betting', balance: START + stake, busy: false });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
