/**
 * The AudioDirector in real Chromium, on a test-only page (tests/e2e/fixtures/audio.html) built
 * here with Vite, since the game does not wire sound yet. What it shows: nothing plays and the
 * AudioContext stays suspended before the first gesture; a click or a key unlocks it and sound
 * reaches the master analyser; each mute reason silences it; a hidden tab suspends the context.
 *
 * A Playwright `evaluate` counts as a user activation, so until the gesture under test the page is
 * only listened to (its `AUDIO {...}` console lines), never evaluated.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../scripts/static-server';
import { launchBrowser } from './harness';

const FIXTURES = resolve('tests/e2e/fixtures');
const OUT = resolve('test-results/audio-dist');
/** A string only @pixi/sound's code holds; minifiers keep string literals. */
const PIXI_SOUND_MARK = 'sound.url or sound.source must be set';

interface Report {
  phase: string;
  loaded: boolean;
  unlocked: boolean;
  context: string;
  played: boolean;
  loops: string[];
  rms?: number;
  pixi?: { state: string };
}

type AudioWindow = {
  __AUDIO__: {
    director: import('../../src/platform/audio/audio').AudioDirector;
    meter(ms?: number): Promise<number>;
    context(): Promise<{ state: string; time: number; muted: boolean }>;
  };
};

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  await build({
    configFile: false,
    root: FIXTURES,
    base: './',
    logLevel: 'warn',
    build: {
      outDir: OUT,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      rollupOptions: { input: join(FIXTURES, 'audio.html') },
    },
  });
  server = await serveDirectory(OUT);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Opened {
  page: Page;
  errors: string[];
  requests: string[];
  before: Report;
  close(): Promise<void>;
}

/** Opens the fixture and waits for its before-gesture report, without evaluating anything. */
async function open(query = ''): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  const before = new Promise<Report>((ok) => {
    page.on('console', (m) => {
      const text = m.text();
      if (text.startsWith('AUDIO ')) ok(JSON.parse(text.slice(6)) as Report);
    });
  });
  await page.goto(`${server.url}/audio.html${query}`);
  return { page, errors, requests, before: await before, close: () => context.close() };
}

const status = (page: Page) => page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.status());
const meter = (page: Page, ms = 400) => page.evaluate((t) => (window as unknown as AudioWindow).__AUDIO__.meter(t), ms);
const pixi = (page: Page) => page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.context());
const waitForContext = (page: Page, state: string) =>
  page.waitForFunction(async (s) => (await (window as unknown as AudioWindow).__AUDIO__.context()).state === s, state, {
    timeout: 5_000,
    polling: 50,
  });

/** Makes the page believe its tab was hidden or shown (headless tabs never hide by themselves). */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

describe('audio in Chromium', () => {
  it('keeps @pixi/sound out of the first download: it comes in its own chunk', () => {
    const js = readdirSync(join(OUT, 'assets')).filter((f) => f.endsWith('.js'));
    const html = readFileSync(join(OUT, 'audio.html'), 'utf8');
    const entry = js.find((f) => html.includes(f));
    expect(entry).toBeDefined();
    const entryCode = readFileSync(join(OUT, 'assets', entry as string), 'utf8');
    expect(entryCode).not.toContain(PIXI_SOUND_MARK);
    const sizes = Object.fromEntries(
      js.map((f) => {
        const code = readFileSync(join(OUT, 'assets', f));
        return [f, { bytes: statSync(join(OUT, 'assets', f)).size, gzip: gzipSync(code).length }];
      }),
    );
    console.log('audio fixture chunks', sizes);
    expect(sizes[entry as string]?.gzip).toBeLessThan(4_000);
    expect(js.some((f) => readFileSync(join(OUT, 'assets', f), 'utf8').includes(PIXI_SOUND_MARK))).toBe(true);
  });

  it('plays nothing before a gesture; a click unlocks it; mute reasons silence it; a hidden tab suspends it', async () => {
    const { page, errors, before, close } = await open('?preload=1');
    try {
      expect(before).toMatchObject({ phase: 'before-gesture', loaded: true, unlocked: false, played: false });
      expect(before.context).toBe('suspended');
      expect(before.pixi?.state).toBe('suspended');
      expect(before.loops).toEqual([]);
      expect(before.rms).toBe(0);

      // An evaluate grants the page a user activation, yet no gesture has reached the director.
      expect(await page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.play('click'))).toBe(
        false,
      );
      await page.waitForTimeout(200);
      expect((await pixi(page)).state).toBe('suspended');

      await page.mouse.click(400, 300);
      await waitForContext(page, 'running');
      expect(await status(page)).toMatchObject({ unlocked: true, context: 'running' });
      expect((await status(page)).loops.sort()).toEqual(['music', 'wheelSpin']);
      expect(await page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.play('chipPlace'))).toBe(
        true,
      );
      const playing = await meter(page);
      expect(playing).toBeGreaterThan(0.005);

      // The lobby's audio {muted} and the sound setting each mute; sound returns when both lift.
      await page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.setMuted('lobby', true));
      expect((await pixi(page)).muted).toBe(true);
      await page.waitForTimeout(100);
      expect(await meter(page)).toBeLessThan(1e-4);
      await page.evaluate(() => {
        const { director } = (window as unknown as AudioWindow).__AUDIO__;
        director.setMuted('setting', true);
        director.setMuted('lobby', false);
      });
      expect((await pixi(page)).muted).toBe(true);
      expect(await page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.play('click'))).toBe(
        false,
      );
      expect(await meter(page)).toBeLessThan(1e-4);
      await page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.setMuted('setting', false));
      expect((await pixi(page)).muted).toBe(false);
      expect(await meter(page)).toBeGreaterThan(0.005);

      // A hidden tab suspends the context (its clock stops); showing it again resumes.
      await setHidden(page, true);
      await waitForContext(page, 'suspended');
      const t0 = (await pixi(page)).time;
      await page.waitForTimeout(300);
      expect((await pixi(page)).time - t0).toBeLessThan(0.05);
      expect(await page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.play('click'))).toBe(
        false,
      );
      // A click on a hidden page (or @pixi/sound's own mousedown unlock) does not wake it.
      await page.mouse.click(400, 300);
      await page.waitForTimeout(200);
      expect((await pixi(page)).state).toBe('suspended');
      await setHidden(page, false);
      await waitForContext(page, 'running');
      expect(await meter(page)).toBeGreaterThan(0.005);

      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('downloads the engine on the first gesture, a key press; plays, pauses with the lobby, stops a loop', async () => {
    const { page, errors, requests, before, close } = await open();
    try {
      expect(before).toMatchObject({ loaded: false, unlocked: false, played: false, context: 'unloaded' });
      const scriptsBefore = requests.filter((r) => r.endsWith('.js')).length;
      await page.keyboard.press('KeyA');
      await waitForContext(page, 'running');
      expect(requests.filter((r) => r.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
      expect(await status(page)).toMatchObject({ loaded: true, unlocked: true });
      await page.evaluate(() => {
        const { director } = (window as unknown as AudioWindow).__AUDIO__;
        director.play('cardDeal');
        director.startLoop('wheelSpin');
      });
      expect(await meter(page)).toBeGreaterThan(0.005);
      // The lobby's pause suspends, its resume resumes.
      await page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.setPaused('lobby', true));
      await waitForContext(page, 'suspended');
      await page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.setPaused('lobby', false));
      await waitForContext(page, 'running');
      await page.evaluate(() => (window as unknown as AudioWindow).__AUDIO__.director.stopLoop('wheelSpin'));
      // Silent once the loop's fade has run (a loaded runner's audio thread can take longer than 400 ms).
      await expect.poll(() => meter(page), { timeout: 5_000, interval: 100 }).toBeLessThan(1e-4);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
