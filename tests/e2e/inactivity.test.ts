/**
 * The operator's inactivity time in a real page (`inactivityMinutes`, app/inactivity.ts), framed by
 * a lobby on another origin, with the page's clock moved by Playwright (no real minutes go by): the
 * lobby's pause holds the time, the warning comes a minute before the end in the player's
 * language, a tap takes it away and starts the time again, and at the end the page says the
 * session ended, offers nothing to bet on, and the lobby gets `sessionEnded { reason: 'inactivity' }`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../scripts/static-server';
import { launchBrowser, screenshot } from './harness';

let browser: Browser;
let hostServer: StaticServer;

const HOST_PAGE = (gameUrl: string) => `<!doctype html>
<html><body style="margin:0;background:#222">
<iframe id="game" src="${gameUrl}" style="position:absolute;left:0;top:0;width:800px;height:600px;border:0"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (e) => {
    if (e.source === document.getElementById('game').contentWindow) window.received.push(e.data);
  });
  window.sendToGame = (type) =>
    document.getElementById('game').contentWindow.postMessage({ source: 'casino-game', version: 1, type }, '*');
</script></body></html>`;

beforeAll(async () => {
  browser = await launchBrowser();
  const dir = mkdtempSync(join(tmpdir(), 'felt-inactivity-'));
  hostServer = await serveDirectory(dir);
  const game = `${inject('baseUrl')}/play.html?game=roulette&lang=fi&inactivityMinutes=2`;
  writeFileSync(join(dir, 'host.html'), HOST_PAGE(game));
});

afterAll(async () => {
  await browser?.close();
  await hostServer?.close();
});

interface Felt {
  ready: boolean;
  screen: string;
  lastMessage: string;
  nodes(): { id: string }[];
}

const felt = (frame: Frame) =>
  frame.evaluate(() => {
    const f = (window as unknown as { __FELT__: Felt }).__FELT__;
    return { screen: f.screen, lastMessage: f.lastMessage, nodes: f.nodes().map((n) => n.id) };
  });

const types = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: { type: string; payload?: unknown }[] }).received);

describe('the inactivity time', () => {
  it('warns a minute before, restarts on a tap, holds while the lobby pauses, then ends the session', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      // The page's timers, animation frames and clocks are Playwright's: time flows as usual
      // until the test moves it on.
      await page.clock.install();
      await page.goto(`${hostServer.url}/host.html`);
      const gameOrigin = new URL(inject('baseUrl')).origin;
      await page.waitForFunction(() =>
        (window as unknown as { received: { type: string }[] }).received.some((m) => m.type === 'ready'),
      );
      const frame = page.frames().find((f) => f.url().startsWith(gameOrigin)) as Frame;
      expect((await felt(frame)).screen).toBe('roulette');

      // Held by the lobby for ten minutes: none of it counts.
      await page.evaluate(() => (window as unknown as { sendToGame(t: string): void }).sendToGame('pause'));
      await frame.waitForFunction(
        () => (window as unknown as { __FELT__: { settings: { paused: boolean } } }).__FELT__.settings.paused,
      );
      await page.clock.fastForward('10:00');
      await page.evaluate(() => (window as unknown as { sendToGame(t: string): void }).sendToGame('resume'));
      await frame.waitForFunction(
        () => !(window as unknown as { __FELT__: { settings: { paused: boolean } } }).__FELT__.settings.paused,
      );
      expect((await felt(frame)).nodes).not.toContain('inactivity.continue');

      // A minute of play time later: the warning, in Finnish.
      await page.clock.fastForward('01:01');
      await frame.waitForFunction(() =>
        (window as unknown as { __FELT__: Felt }).__FELT__.nodes().some((n) => n.id === 'inactivity.continue'),
      );
      const warned = await felt(frame);
      expect(warned.lastMessage).toBe(
        'Peli-istunto päättyy minuutin kuluttua, jos et pelaa. Napauta mitä tahansa kohtaa tai paina näppäintä jatkaaksesi.',
      );
      await screenshot(page, 'inactivity-warning');

      // A tap takes it away and starts the time again: at 2:02 of play the session is still on.
      await page.mouse.click(400, 40);
      await frame.waitForFunction(
        () => !(window as unknown as { __FELT__: Felt }).__FELT__.nodes().some((n) => n.id === 'inactivity.continue'),
      );
      await page.clock.fastForward('01:01');
      await frame.waitForFunction(() =>
        (window as unknown as { __FELT__: Felt }).__FELT__.nodes().some((n) => n.id === 'inactivity.continue'),
      );
      expect((await felt(frame)).screen).toBe('roulette');
      expect((await types(page)).map((m) => m.type)).not.toContain('sessionEnded');

      // A minute more without play: the session ends.
      await page.clock.fastForward('01:00');
      await frame.waitForFunction(() => (window as unknown as { __FELT__: Felt }).__FELT__.screen === 'session-ended');
      const ended = await felt(frame);
      expect(ended.lastMessage).toBe(
        'Peli-istunto on päättynyt\nIstunto päättyi automaattisesti pelisivuston ehtojen mukaisesti, kun toimettomuusaika (2 minuuttia) täyttyi. Keskeneräinen kierros säilyy. Lataa sivu uudelleen aloittaaksesi uuden istunnon.',
      );
      // Nothing left to bet on: the only control starts a new session.
      expect(ended.nodes).toEqual(['session-ended.action']);
      await page.waitForFunction(() =>
        (window as unknown as { received: { type: string }[] }).received.some((m) => m.type === 'sessionEnded'),
      );
      const sessionEnded = (await types(page)).filter((m) => m.type === 'sessionEnded');
      expect(sessionEnded).toEqual([
        { source: 'casino-game', version: 1, type: 'sessionEnded', payload: { reason: 'inactivity' } },
      ]);
      await screenshot(page, 'inactivity-ended');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
