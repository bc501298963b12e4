/**
 * The game as a casino lobby embeds it (EMBEDDING.md): a host page from one origin frames the
 * game from another, and a third origin tries to meddle. Also the launch errors a player sees.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../scripts/static-server';
import { canvasPixels, DESKTOP, launchBrowser, openGame, PHONE, screenshot, settle } from './harness';

let browser: Browser;
let hostServer: StaticServer;

const HOST_PAGE = (gameUrl: string, intruderUrl: string) => `<!doctype html>
<html><body style="margin:0;background:#222">
<iframe id="game" name="game" src="${gameUrl}" style="position:absolute;left:0;top:0;width:800px;height:600px;border:0"></iframe>
<iframe id="intruder" src="${intruderUrl}" style="position:absolute;left:820px;top:0;width:100px;height:100px;border:0"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (e) => {
    if (e.source !== document.getElementById('game').contentWindow) return;
    window.received.push({ origin: e.origin, data: e.data });
    // kept across a navigation of this tab (the game's Lobby button may send it to the lobby URL)
    const log = JSON.parse(sessionStorage.getItem('log') || '[]');
    sessionStorage.setItem('log', JSON.stringify([...log, e.data && e.data.type]));
  });
  window.sendToGame = (data) => document.getElementById('game').contentWindow.postMessage(data, '*');
</script></body></html>`;

const INTRUDER_PAGE = `<!doctype html><html><body><script>
  window.addEventListener('message', (e) => {
    if (e.data === 'attack') parent.frames['game'].postMessage({ source: 'casino-game', version: 1, type: 'pause' }, '*');
  });
</script></body></html>`;

beforeAll(async () => {
  browser = await launchBrowser();
  const dir = mkdtempSync(join(tmpdir(), 'felt-host-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'intruder.html'), INTRUDER_PAGE);
  hostServer = await serveDirectory(dir);
  const port = new URL(hostServer.url).port;
  // The intruder is a third origin: same server, another host name.
  writeFileSync(
    join(dir, 'host.html'),
    HOST_PAGE(`${inject('baseUrl')}/play.html?lang=en`, `http://localhost:${port}/intruder.html`),
  );
  // A blackjack table launched straight from the lobby, with the lobby's exit URL.
  writeFileSync(
    join(dir, 'host-blackjack.html'),
    HOST_PAGE(
      `${inject('baseUrl')}/play.html?lang=en&game=blackjack&table=bj-h17-8deck&seed=embedded-1&speed=fast&lobbyUrl=${encodeURIComponent(`${hostServer.url}/host.html`)}`,
      `http://localhost:${port}/intruder.html`,
    ),
  );
});

afterAll(async () => {
  await browser?.close();
  await hostServer?.close();
});

type Message = {
  origin: string;
  data: { source: string; version: number; type: string; payload?: Record<string, unknown> };
};

async function received(page: Page): Promise<Message[]> {
  return page.evaluate(() => (window as unknown as { received: Message[] }).received);
}

async function waitForMessage(page: Page, type: string): Promise<Message> {
  await page.waitForFunction(
    (t) => (window as unknown as { received: Message[] }).received.some((m) => m.data.type === t),
    type,
    {
      timeout: 30_000,
    },
  );
  return (await received(page)).find((m) => m.data.type === type) as Message;
}

const felt = (frame: Frame) =>
  frame.evaluate(() => {
    const f = (
      window as unknown as {
        __FELT__: {
          frames(): number;
          lastMessage: string;
          settings: { paused: boolean; muted: boolean; speed: string };
        };
      }
    ).__FELT__;
    return { frames: f.frames(), lastMessage: f.lastMessage, settings: f.settings };
  });

async function tileCentre(frame: Frame, id: string): Promise<{ x: number; y: number }> {
  const n = await frame.evaluate((nodeId) => {
    const nodes = (
      window as unknown as {
        __FELT__: { nodes(): { id: string; x: number; y: number; width: number; height: number }[] };
      }
    ).__FELT__.nodes();
    return nodes.find((x) => x.id === nodeId);
  }, id);
  if (!n) throw new Error(`no ${id}`);
  return { x: n.x + n.width / 2, y: n.y + n.height / 2 };
}

describe('embedded in a lobby from another origin', () => {
  it('talks to the lobby: ready, balance, pause/resume, commands, and ignores a third origin and bad envelopes', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      await page.goto(`${hostServer.url}/host.html`);
      const ready = await waitForMessage(page, 'ready');
      const gameOrigin = new URL(inject('baseUrl')).origin;
      expect(ready).toEqual({
        origin: gameOrigin,
        data: {
          source: 'casino-game',
          version: 1,
          type: 'ready',
          payload: { game: null, table: null, lang: 'en', currency: 'EUR' },
        },
      });
      expect((await waitForMessage(page, 'balance')).data.payload).toEqual({ balance: 100_000 });
      const frame = page.frames().find((f) => f.url().startsWith(gameOrigin)) as Frame;
      await settle(frame.page());

      // pause: nothing renders and taps do nothing
      await page.evaluate(() =>
        (window as unknown as { sendToGame(d: unknown): void }).sendToGame({
          source: 'casino-game',
          version: 1,
          type: 'pause',
        }),
      );
      await page.waitForTimeout(200);
      expect((await felt(frame)).settings.paused).toBe(true);
      const before = await felt(frame);
      // (the ⓘ of a table's row opens its rules: a tap with an effect the player sees)
      const tile = await tileCentre(frame, 'lobby.rules.baccarat-8deck');
      const rulesOpen = () =>
        frame.evaluate(() =>
          (window as unknown as { __FELT__: { nodes(): { id: string }[] } }).__FELT__
            .nodes()
            .some((n) => n.id === 'rules.close'),
        );
      await page.mouse.move(tile.x, tile.y - 40);
      await page.mouse.click(tile.x, tile.y);
      await page.waitForTimeout(500);
      const paused = await felt(frame);
      expect(paused.frames).toBe(before.frames);
      expect(await rulesOpen()).toBe(false);

      // resume: the same tap answers again
      await page.evaluate(() =>
        (window as unknown as { sendToGame(d: unknown): void }).sendToGame({
          source: 'casino-game',
          version: 1,
          type: 'resume',
        }),
      );
      await page.waitForTimeout(200);
      await page.mouse.click(tile.x, tile.y);
      await page.waitForTimeout(300);
      const resumed = await felt(frame);
      expect(resumed.settings.paused).toBe(false);
      expect(resumed.frames).toBeGreaterThan(before.frames);
      await frame.waitForFunction(() =>
        (window as unknown as { __FELT__: { nodes(): { id: string }[] } }).__FELT__
          .nodes()
          .some((n) => n.id === 'rules.close'),
      );

      // audio, turbo, refreshBalance and getState
      const send = (data: unknown) =>
        page.evaluate((d) => (window as unknown as { sendToGame(d: unknown): void }).sendToGame(d), data);
      await send({ source: 'casino-game', version: 1, type: 'audio', payload: { muted: true } });
      await send({ source: 'casino-game', version: 1, type: 'turbo', payload: { on: true } });
      await send({ source: 'casino-game', version: 1, type: 'getState' });
      const state = await waitForMessage(page, 'state');
      expect(state.data.payload).toEqual({ phase: 'lobby', balance: 100_000, busy: false });
      expect((await felt(frame)).settings).toMatchObject({ muted: true, speed: 'fast' });
      const balances = (await received(page)).filter((m) => m.data.type === 'balance').length;
      await send({ source: 'casino-game', version: 1, type: 'refreshBalance' });
      await page.waitForFunction(
        (n) =>
          (window as unknown as { received: Message[] }).received.filter((m) => m.data.type === 'balance').length > n,
        balances,
      );

      // a third origin's pause and malformed envelopes change nothing
      const intruder = page.frames().find((f) => f.url().includes('/intruder.html')) as Frame;
      await intruder.evaluate(() => window.postMessage('attack', '*'));
      await send({ source: 'casino-game', version: 2, type: 'pause' });
      await send({ type: 'pause' });
      await send('pause');
      await page.waitForTimeout(300);
      expect((await felt(frame)).settings.paused).toBe(false);
      const count = (await felt(frame)).frames;
      await page.mouse.click(tile.x, tile.y);
      await page.waitForTimeout(300);
      expect((await felt(frame)).frames).toBeGreaterThan(count);

      // every message went to the host's origin only, in the versioned envelope
      for (const m of await received(page)) {
        expect(m.origin).toBe(gameOrigin);
        expect(m.data).toMatchObject({ source: 'casino-game', version: 1 });
      }
      expect(errors).toEqual([]);
      await screenshot(page, 'embedded-lobby-host');
    } finally {
      await context.close();
    }
  });

  // (a round in the frame — roundStarted and busy, roundEnded and idle, balance — is reported with
  // the engine's figures for each game by cross-game.test.ts)
  it('the Lobby button of a game launched with a lobbyUrl posts exit and goes to that URL', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    try {
      await page.goto(`${hostServer.url}/host-blackjack.html`);
      await waitForMessage(page, 'ready');
      const gameOrigin = new URL(inject('baseUrl')).origin;
      const frame = page.frames().find((f) => f.url().startsWith(gameOrigin)) as Frame;
      const at = await tileCentre(frame, 'hud.lobby');
      await page.mouse.click(at.x, at.y);
      await page.waitForURL(`${hostServer.url}/host.html`);
      const log = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('log') ?? '[]'))) as string[];
      expect(log).toContain('exit');
    } finally {
      await context.close();
    }
  });

  it('a bad launch parameter shows the error screen and posts error, never ready', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    try {
      const dir = mkdtempSync(join(tmpdir(), 'felt-host-bad-'));
      writeFileSync(join(dir, 'host.html'), HOST_PAGE(`${inject('baseUrl')}/play.html?currency=EURO`, 'about:blank'));
      const server = await serveDirectory(dir);
      try {
        await page.goto(`${server.url}/host.html`);
        const error = await waitForMessage(page, 'error');
        expect(error.data.payload).toEqual({
          code: 'bad-parameter',
          message: 'The launch parameter “currency” is “EURO”, but it must be an ISO 4217 currency code such as EUR.',
        });
        await page.waitForTimeout(500);
        expect((await received(page)).some((m) => m.data.type === 'ready')).toBe(false);
      } finally {
        await server.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('storage trouble reaches the lobby', () => {
  it('a corrupt saved balance posts error storage-reset, then ready with the fresh balance', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    try {
      await page.goto(`${inject('baseUrl')}/play.html`);
      // let the game finish booting (it saves a fresh wallet) before spoiling the saved one
      await page.waitForFunction(
        () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true,
      );
      await page.evaluate(() => localStorage.setItem('felt.wallet.EUR', 'not json at all'));
      await page.goto(`${hostServer.url}/host.html`);
      const error = await waitForMessage(page, 'error');
      expect(error.data.payload).toMatchObject({ code: 'storage-reset' });
      await waitForMessage(page, 'ready');
      expect((await waitForMessage(page, 'balance')).data.payload).toEqual({ balance: 100_000 });
    } finally {
      await context.close();
    }
  });
});

describe('launch errors a player sees', () => {
  it.each([
    ['phone-portrait', PHONE, '/play.html?game=roulette&table=bj-classic&lang=fi', 'bj-classic'],
    ['desktop', DESKTOP, '/play.html?currency=EURO&lang=it', 'EURO'],
  ] as const)('names the bad parameter in the chosen language (%s)', async (label, viewport, path, value) => {
    const game = await openGame(browser, viewport, path);
    try {
      const state = await game.page.evaluate(() => {
        const f = (window as unknown as { __FELT__: { screen: string; lastMessage: string } }).__FELT__;
        return { screen: f.screen, message: f.lastMessage };
      });
      expect(state.screen).toBe('error');
      expect(state.message).toContain(value);
      expect(state.message).toMatch(label === 'desktop' ? /Il gioco non può partire/ : /Peliä ei voi käynnistää/);
      const px = await canvasPixels(game.page);
      expect(px.distinctColours).toBeGreaterThan(50);
      await screenshot(game.page, `launch-error-${label}`);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  // (play.html without a game opening the lobby: cross-game.test.ts starts its framed session so)
});
