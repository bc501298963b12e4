/**
 * The UK profile end to end (issue 23; UKGC RTS 14E, 14G): a casino's lobby on another origin
 * frames a seeded roulette table launched with `jurisdiction=uk`. No speed choice is offered and
 * the lobby's `turbo` is refused with a console warning; SPIN waits out 5 seconds from one round's
 * start to the next (saying so, then enabling itself; Space does nothing meanwhile); after two
 * rounds the HUD's net position is the engine's, and its session time runs; the lobby's
 * `realityCheck`, posted while the ball runs, opens the dialog only once the round has ended,
 * with the lobby told the same figures; play waits until the player carries on.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../scripts/static-server';
import { colourOf, spinWheel } from '../../src/engine/roulette/wheel';
import { formatMoney } from '../../src/engine/shared/money';
import { SeededRng } from '../../src/engine/shared/rng';
import { clickNode, launchBrowser, node, nodes, screenshot, settle } from './harness';
import { START, TABLE, tableState, tapPosition, waitForPhase } from './roulette-page';

let browser: Browser;
let host: StaticServer;

/** A seed whose first two spins are both red: two winning rounds, so the net position is not zero. */
const SEED = (() => {
  for (let i = 1; i < 400; i++) {
    const rng = new SeededRng(`uk-${i}`);
    if (colourOf(spinWheel(rng).number) === 'red' && colourOf(spinWheel(rng).number) === 'red') return `uk-${i}`;
  }
  throw new Error('no seed');
})();
const NUMBERS = (() => {
  const rng = new SeededRng(SEED);
  return [spinWheel(rng).number, spinWheel(rng).number];
})();

const HOST_PAGE = (gameUrl: string) => `<!doctype html>
<html><body style="margin:0;background:#222">
<iframe id="game" src="${gameUrl}" style="position:absolute;left:0;top:0;width:1000px;height:700px;border:0"></iframe>
<script>
  window.received = [];
  window.sendToGame = (type, payload) =>
    document.getElementById('game').contentWindow.postMessage({ source: 'casino-game', version: 1, type, payload }, '*');
  window.addEventListener('message', (e) => {
    if (e.source !== document.getElementById('game').contentWindow) return;
    window.received.push({ at: Date.now(), type: e.data.type, payload: e.data.payload });
  });
</script></body></html>`;

type Message = { at: number; type: string; payload?: Record<string, number> };

beforeAll(async () => {
  browser = await launchBrowser();
  const dir = mkdtempSync(join(tmpdir(), 'felt-uk-'));
  const game = `${inject('baseUrl')}/play.html?game=roulette&table=${TABLE}&seed=${SEED}&balance=${START}&lang=en&jurisdiction=uk`;
  writeFileSync(join(dir, 'host.html'), HOST_PAGE(game));
  host = await serveDirectory(dir);
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Message[] }).received);
const send = (page: Page, type: string, payload?: unknown) =>
  page.evaluate(([t, p]) => (window as unknown as { sendToGame(t: unknown, p: unknown): void }).sendToGame(t, p), [
    type,
    payload,
  ] as const);
const ofType = (messages: Message[], type: string) => messages.filter((m) => m.type === type);
const euros = (minor: number) => formatMoney(minor, 'EUR', 'en');
const has = async (frame: Frame, id: string) => (await nodes(frame)).some((n) => n.id === id);

/** Bets one chip on red, once the chip has landed (a key pressed while it flies finds no bet). */
async function betRed(frame: Frame): Promise<number> {
  await tapPosition(frame, 'red');
  const end = Date.now() + 5_000;
  while ((await tableState(frame)).bets.length === 0) {
    if (Date.now() > end) throw new Error('the chip never landed on red');
    await frame.waitForTimeout(50);
  }
  return (await tableState(frame)).bets[0]?.amount ?? 0;
}

describe('a table under the UK profile', () => {
  it('no speed play, 5 s between round starts, the engine’s net position, a reality check at the round’s end', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
      // (The host page's own favicon 404s; the game's errors are page errors.)
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
    });
    try {
      await page.goto(`${host.url}/host.html`);
      await page.waitForFunction(() =>
        (window as unknown as { received: Message[] }).received.some((m) => m.type === 'ready'),
      );
      const gameOrigin = new URL(inject('baseUrl')).origin;
      const frame = page.frames().find((f) => f.url().startsWith(gameOrigin)) as Frame;
      await waitForPhase(frame, ['betting']);

      // No speed choice in the settings, and the lobby's turbo is refused with a warning.
      await clickNode(frame, 'hud.settings');
      expect(await has(frame, 'settings.sound')).toBe(true);
      expect(await has(frame, 'settings.speed')).toBe(false);
      await clickNode(frame, 'settings.close');
      await send(page, 'turbo', { on: true });
      await page.waitForTimeout(300);
      expect(warnings.some((w) => /turbo refused/.test(w))).toBe(true);
      const speed = await frame.evaluate(
        () => (window as unknown as { __FELT__: { settings: { speed: string } } }).__FELT__.settings.speed,
      );
      expect(speed).toBe('normal');

      // Round one.
      const stake = await betRed(frame);
      expect(stake).toBeGreaterThan(0);
      await clickNode(frame, 'rou.spin');
      await waitForPhase(frame, ['betting'], 30_000);
      const started = ofType(await received(page), 'roundStarted');
      expect(started).toHaveLength(1);
      const firstStart = started[0]?.at ?? 0;

      // The next spin waits out 5 s from the first one's start: SPIN says so, and Space does nothing.
      await betRed(frame);
      if (Date.now() - firstStart < 4_000) {
        const waiting = await node(frame, 'rou.spin');
        expect(waiting.enabled).toBe(false);
        expect(waiting.label).toMatch(/\d/);
        await frame.focus('body').catch(() => undefined);
        await page.keyboard.press('Space');
        await page.waitForTimeout(300);
        expect(ofType(await received(page), 'roundStarted')).toHaveLength(1);
        await screenshot(page, 'uk-spin-waiting');
      }
      await frame.waitForFunction(
        () =>
          (window as unknown as { __FELT__: { nodes(): { id: string; enabled: boolean }[] } }).__FELT__
            .nodes()
            .find((n) => n.id === 'rou.spin')?.enabled === true,
        undefined,
        { timeout: 10_000, polling: 50 },
      );
      const enabledAt = Date.now();
      expect(enabledAt - firstStart).toBeGreaterThanOrEqual(4_900);
      await clickNode(frame, 'rou.spin');
      // The lobby asks for a reality check while the ball runs: it waits for the round's end.
      await page.waitForFunction(
        () =>
          (window as unknown as { received: Message[] }).received.filter((m) => m.type === 'roundStarted').length === 2,
      );
      await send(page, 'realityCheck');
      await page.waitForTimeout(500);
      expect(await has(frame, 'reality.continue')).toBe(false);
      expect(ofType(await received(page), 'realityCheck')).toHaveLength(0);
      await page.waitForFunction(
        () => (window as unknown as { received: Message[] }).received.some((m) => m.type === 'realityCheck'),
        undefined,
        { timeout: 30_000 },
      );
      const all = await received(page);
      const [start1, start2] = ofType(all, 'roundStarted');
      expect((start2?.at ?? 0) - (start1?.at ?? 0)).toBeGreaterThanOrEqual(5_000);
      const ended = ofType(all, 'roundEnded');
      expect(ended).toHaveLength(2);
      // The reality check came after the round's end.
      const check = ofType(all, 'realityCheck')[0] as Message;
      expect(check.at).toBeGreaterThanOrEqual(ended[1]?.at ?? Number.POSITIVE_INFINITY);

      // The figures, from the engine: red pays even money, black loses the stake.
      const returns = NUMBERS.map((n) => (colourOf(n) === 'red' ? 2 * stake : 0));
      const staked = 2 * stake;
      const returned = returns.reduce((a, b) => a + b, 0);
      expect(ended.map((m) => [m.payload?.staked, m.payload?.returned])).toEqual(returns.map((r) => [stake, r]));
      expect(check.payload).toMatchObject({ staked, returned });
      expect(check.payload?.elapsedSeconds).toBeGreaterThanOrEqual(5);
      expect(check.payload?.elapsedSeconds).toBeLessThan(120);
      const net = returned - staked;
      expect(net).toBe(2 * stake);
      expect((await node(frame, 'hud.net')).label).toContain(euros(net));
      expect((await node(frame, 'hud.sessionTime')).label).toMatch(/\b0:0\d:\d\d\b/);
      const text = (await node(frame, 'reality.text')).label;
      expect(text).toContain(euros(staked));
      expect(text).toContain(euros(returned));
      await screenshot(page, 'uk-reality-check');

      // Play waits for the answer: a bet and SPIN tapped under the dialog, Space and Escape do nothing.
      await tapPosition(frame, 'red').catch(() => undefined);
      await clickNode(frame, 'rou.spin');
      await page.keyboard.press('Space');
      await page.keyboard.press('Escape');
      await page.waitForTimeout(500);
      expect(ofType(await received(page), 'roundStarted')).toHaveLength(2);
      expect(await has(frame, 'reality.continue')).toBe(true);
      await clickNode(frame, 'reality.continue');
      expect(await has(frame, 'reality.continue')).toBe(false);
      // The session's time runs on while nothing else moves.
      const before = (await node(frame, 'hud.sessionTime')).label;
      await page.waitForTimeout(2_100);
      await settle(frame);
      expect((await node(frame, 'hud.sessionTime')).label).not.toBe(before);
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
