/**
 * axe-core, the accessibility engine of the browsers' developer tools, run in the page under the
 * game's own Content-Security-Policy, finds nothing (no violation of any impact) on the lobby and
 * on every table at phone size, in Greek, Finnish, Italian and English, some with a panel open.
 * Then the fairness section of the history panel, on the game server in a lobby's frame: axe finds
 * nothing there either, Tab reaches the client seed's field where it shows (after the panel's
 * close button, before ROTATE), and the lobby's `pause` makes the field inert (no focus, no typing)
 * until `resume`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../scripts/static-server';
import { clickNode, launchBrowser, PHONE, type Surface, screenshot, settle } from './harness';
import { type GameServer, startGameServer } from './server-harness';

const AXE = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const FIELD = '#fairness-client-seed';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const { width, height, ...device } = PHONE;
  // One phone for every static page: the page is reused, each table loaded into it in turn.
  context = await browser.newContext({ viewport: { width, height }, ...device });
  page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
});

afterAll(async () => {
  await browser?.close();
});

/**
 * axe's violations on the page (or frame) as it is now, one line each offending node: the rule,
 * its impact, what it asks for, and the node's selector. axe is evaluated by Playwright, not added
 * as a script: the page's policy refuses inline scripts.
 */
async function axeViolations(surface: Surface): Promise<string[]> {
  const frame = 'mainFrame' in surface ? surface.mainFrame() : surface;
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE);
  // (a string: the test runner's transform would name the callback's helpers, unknown to the page)
  const violations = (await frame.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  )) as Violation[];
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} — ${JSON.stringify(n.target)}`),
  );
}

/** Waits until the accessibility layer offers the control `id` (it follows the scene a moment after it draws). */
async function inLayer(surface: Surface, id: string): Promise<void> {
  const frame = 'mainFrame' in surface ? surface.mainFrame() : surface;
  await frame.waitForSelector(`main.access-layer > [data-id="${id}"]`, { state: 'attached', timeout: 15_000 });
  await settle(surface);
}

/** Waits until the game is playable. */
async function ready(frame: Frame): Promise<void> {
  const isReady = () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true;
  await frame.waitForFunction(isReady, null, { timeout: 30_000 });
}

/** Loads a page of the build into the phone and waits until it is playable and its layer has `first`. */
async function load(path: string, first: string): Promise<void> {
  errors.length = 0;
  await page.goto(inject('baseUrl') + path);
  await ready(page.mainFrame());
  await inLayer(page, first);
}

const table = (game: string, id: string, lang: string) => `/play.html?game=${game}&table=${id}&lang=${lang}`;

/** Each page: where it is, the control its layer shows once ready, and a panel to open after (if any). */
const PAGES: { name: string; path: string; first: string; panel?: [open: string, close: string] }[] = [
  {
    name: 'the lobby, in Greek',
    path: '/?lang=el',
    first: 'lobby.settings',
    panel: ['lobby.rules.bj-classic', 'rules.close'],
  },
  {
    name: 'blackjack bj-classic, in Finnish',
    path: table('blackjack', 'bj-classic', 'fi'),
    first: 'hud.settings',
    panel: ['hud.settings', 'settings.close'],
  },
  { name: 'blackjack bj-european', path: table('blackjack', 'bj-european', 'en'), first: 'hud.settings' },
  {
    name: 'blackjack bj-multiseat, in Italian',
    path: table('blackjack', 'bj-multiseat', 'it'),
    first: 'hud.settings',
    panel: ['hud.history', 'history.close'],
  },
  { name: 'blackjack bj-h17-8deck, in Greek', path: table('blackjack', 'bj-h17-8deck', 'el'), first: 'hud.settings' },
  { name: 'baccarat baccarat-8deck', path: table('baccarat', 'baccarat-8deck', 'en'), first: 'hud.settings' },
  {
    name: 'baccarat baccarat-6deck, in Finnish',
    path: table('baccarat', 'baccarat-6deck', 'fi'),
    first: 'hud.settings',
  },
  {
    name: 'roulette roulette-european',
    path: table('roulette', 'roulette-european', 'en'),
    first: 'hud.settings',
    panel: ['hud.rules', 'rules.close'],
  },
];

describe('axe-core finds no violation', () => {
  for (const p of PAGES) {
    it(`on ${p.name}${p.panel ? `, and with ${p.panel[0]}’s panel open` : ''}`, async () => {
      await load(p.path, p.first);
      expect(await axeViolations(page), p.path).toEqual([]);
      if (p.panel) {
        const [open, close] = p.panel;
        await clickNode(page, open);
        await inLayer(page, close);
        expect(await axeViolations(page), `${p.path}, ${open}’s panel`).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }
});

describe('the client seed field of the fairness section (game server, framed by a lobby)', () => {
  let server: GameServer;
  let host: StaticServer;
  let lobby: BrowserContext;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'felt-axe-'));
    host = await serveDirectory(dir);
    server = await startGameServer({ distDir: inject('distDir'), allowedOrigins: [host.url] });
    const game = `${server.url}/play.html?game=baccarat&table=baccarat-8deck&lang=fi`;
    writeFileSync(
      join(dir, 'host.html'),
      `<!doctype html>
<html><head><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head>
<body style="margin:0">
<iframe id="game" title="FELT" src="${game}" style="position:absolute;left:0;top:0;width:100vw;height:100vh;border:0"></iframe>
<script>
  window.sendToGame = (type) =>
    document.getElementById('game').contentWindow.postMessage({ source: 'casino-game', version: 1, type }, '*');
</script></body></html>`,
    );
    const { width, height, ...device } = PHONE;
    lobby = await browser.newContext({ viewport: { width, height }, ...device });
  });

  afterAll(async () => {
    await lobby?.close();
    await server?.stop();
    await host?.close();
  });

  const send = (p: Page, type: 'pause' | 'resume') =>
    p.evaluate((t) => (window as unknown as { sendToGame(t: string): void }).sendToGame(t), type);
  const paused = (frame: Frame, on: boolean) =>
    frame.waitForFunction(
      (want) =>
        (window as unknown as { __FELT__: { settings: { paused: boolean } } }).__FELT__.settings.paused === want,
      on,
    );
  /** What has the focus in the game's frame: a layer control's id, the field's id, or the element's name. */
  const focusedIn = (frame: Frame) =>
    frame.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.dataset.id ?? (el?.id || el?.tagName.toLowerCase() || '');
    });

  it('axe finds nothing, Tab reaches the field where it shows, and the lobby’s pause makes it inert until resume', async () => {
    const lobbyPage = await lobby.newPage();
    const pageErrors: string[] = [];
    lobbyPage.on('pageerror', (err) => pageErrors.push(String(err)));
    await lobbyPage.goto(`${host.url}/host.html`);
    const gameOrigin = new URL(server.url).origin;
    await lobbyPage.waitForFunction(
      (origin) => [...document.querySelectorAll('iframe')].some((f) => f.src.startsWith(origin)),
      gameOrigin,
    );
    const frame = lobbyPage.frames().find((f) => f.url().startsWith(gameOrigin)) as Frame;
    await ready(frame);
    await inLayer(frame, 'hud.history');
    await clickNode(frame, 'hud.history');
    await inLayer(frame, 'fairness.rotate');
    await frame.waitForFunction(
      (sel) => (document.querySelector(sel) as HTMLElement | null)?.style.display === 'block',
      FIELD,
    );
    await settle(frame);

    expect(await axeViolations(frame), 'the history panel with its fairness section').toEqual([]);

    // The field is in the layer's landmark, in reading order: after the seeds, before ROTATE.
    const order = await frame.evaluate(() =>
      [...(document.querySelector('main.access-layer')?.children ?? [])].map(
        (el) => (el as HTMLElement).dataset.id ?? el.querySelector('input')?.id ?? el.tagName,
      ),
    );
    expect(order.slice(order.indexOf('fairness.nonce'), order.indexOf('fairness.rotate') + 1)).toEqual([
      'fairness.nonce',
      'fairness-client-seed',
      'fairness.rotate',
    ]);
    // Tab and Shift+Tab go through it in its place among the panel's controls.
    await frame.focus('[data-id="history.close"]');
    const walk: string[] = [];
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await lobbyPage.keyboard.press(key);
      walk.push(await focusedIn(frame));
    }
    expect(walk).toEqual(['fairness-client-seed', 'fairness.rotate', 'fairness-client-seed', 'history.close']);

    await frame.focus(FIELD);
    await lobbyPage.keyboard.type('abc');
    expect(await frame.inputValue(FIELD)).toBe('abc');

    // Paused by the lobby: the field loses the focus, takes none and no typing.
    await send(lobbyPage, 'pause');
    await paused(frame, true);
    await frame.waitForFunction((sel) => document.activeElement !== document.querySelector(sel), FIELD);
    expect(await frame.$eval(FIELD, (el) => el.closest('[inert]') !== null)).toBe(true);
    await frame.focus(FIELD);
    await lobbyPage.keyboard.type('xyz');
    const field = await frame.$eval(FIELD, (el) => el.getBoundingClientRect());
    await lobbyPage.touchscreen.tap(field.x + field.width / 2, field.y + field.height / 2);
    await lobbyPage.keyboard.type('xyz');
    expect(await focusedIn(frame)).not.toBe('fairness-client-seed');
    expect(await frame.inputValue(FIELD)).toBe('abc');
    await screenshot(lobbyPage, 'axe-fairness-paused');

    // Resumed: a tap on the field and typing work again.
    await send(lobbyPage, 'resume');
    await paused(frame, false);
    expect(await frame.$eval(FIELD, (el) => el.closest('[inert]') !== null)).toBe(false);
    await lobbyPage.touchscreen.tap(field.x + field.width / 2, field.y + field.height / 2);
    await lobbyPage.keyboard.type('def');
    expect(await focusedIn(frame)).toBe('fairness-client-seed');
    expect(await frame.inputValue(FIELD)).toBe('abcdef');
    expect(pageErrors).toEqual([]);
  });
});
