/**
 * The loading screen of the built pages (index.html, play.html): the stylesheet Vite links in the
 * head paints it with no script at all (the scripts' requests refused here), under the strict CSP
 * the test server sends. Its steps and removal are unit-tested (tests/app/boot-progress.test.ts);
 * the lobby's boot in csp.test.ts sees it leave the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE_GPU_SCRIPT, PHONE_TEXTURE_UNITS } from '../../scripts/bench/phone-gpu';
import type { PreloadMap } from '../../src/app/early-preload';
import { SOFTWARE_BATCH_TEXTURES } from '../../src/view/kit/stage/software-gpu';
import { launchBrowser } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['index.html', 'play.html'])('the built %s', (page) => {
  const html = () => readFileSync(join(inject('distDir'), page), 'utf8');

  it('links its stylesheet in the head, with the loader and its art in it, and no inline code', () => {
    const built = html();
    const head = built.slice(0, built.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="stylesheet"[^>]*href="\.\/(assets\/[\w.-]+\.css)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(1);
    const css = readFileSync(join(inject('distDir'), links[0] as string), 'utf8');
    expect(css).toMatch(/#boot-status\{/);
    expect(css).toMatch(/\.boot-mark\{[^}]*url\("data:image\/svg\+xml,/);
    expect(built).toContain('<div id="boot-status" role="status">');
    expect(built).toMatch(/role="progressbar" aria-valuemin="0" aria-valuemax="100"/);
    for (const [, attrs, body] of built.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body).toBe('');
    }
    expect(built).not.toMatch(/<style\b|\sstyle=/);
  });

  it('asks for the WebGL context first, from a module that runs on its own (async) while the rest downloads', () => {
    const built = html();
    const first = /<script\b[^>]*>/.exec(built)?.[0] ?? '';
    expect(first).toMatch(/type="module"/);
    expect(first).toMatch(/\basync\b/);
    expect(first).toMatch(/src="\.\/assets\/early-[\w-]+\.js"/);
    // one tag for it: main.ts imports the same file, so the same module
    const src = /src="([^"]+)"/.exec(first)?.[1] as string;
    expect(built.split(src)).toHaveLength(2);
  });
});

describe('before any script runs', () => {
  it('the page paints the loader from its stylesheet alone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      let refused = 0;
      await page.route('**/*.js', (route) => {
        refused++;
        return route.abort();
      });
      await page.goto(`${inject('baseUrl')}/play.html?game=blackjack&lang=el`);
      // (evaluate runs through the browser's protocol, not the page's refused scripts)
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
        timeout: 10_000,
      });
      expect(refused).toBeGreaterThan(0);
      const look = await page.evaluate(() => {
        const loader = document.getElementById('boot-status') as HTMLElement;
        const box = loader.getBoundingClientRect();
        const mark = document.querySelector('.boot-mark') as HTMLElement;
        const markBox = mark.getBoundingClientRect();
        return {
          covers: box.width === innerWidth && box.height === innerHeight,
          felt: getComputedStyle(loader).backgroundImage,
          art: getComputedStyle(mark).backgroundImage,
          markShown: markBox.width > 100 && markBox.height > 60,
          words: (loader.textContent ?? '').trim(),
        };
      });
      expect(look.covers).toBe(true);
      expect(look.felt).toMatch(/^radial-gradient\(/);
      expect(look.art).toMatch(/^url\("data:image\/svg\+xml,/);
      expect(look.markShown).toBe(true);
      // no words before the script knows the player's language
      expect(look.words).toBe('');
    } finally {
      await context.close();
    }
  });
});

describe('the rest of the first load, asked for by the early script (src/app/early-preload.ts)', () => {
  const dist = () => inject('distDir');
  const mapOf = (page: string) => {
    const content = /<meta name="felt-preload" content='([^']*)' \/>/.exec(
      readFileSync(join(dist(), page), 'utf8'),
    )?.[1];
    expect(content, `${page} carries the map`).toBeTruthy();
    return JSON.parse((content as string).replaceAll('&#39;', "'").replaceAll('&amp;', '&')) as PreloadMap;
  };

  it.each(['index.html', 'play.html'])(
    '%s names files the build wrote: each game’s screen, the lobby’s, the dictionaries, the faces',
    (page) => {
      const map = mapOf(page);
      for (const game of ['blackjack', 'baccarat', 'roulette'])
        expect(map.games[game]?.some((f) => f.includes(`/${game}-screen-`))).toBe(true);
      expect(map.lobby.some((f) => f.includes('/lobby-screen-'))).toBe(true);
      expect(map.server.some((f) => f.includes('/server-play-'))).toBe(true);
      expect(Object.keys(map.shared).sort()).toEqual(['baccarat-shared', 'bj-european-shared', 'roulette-shared']);
      expect(Object.keys(map.languages).sort()).toEqual(['el', 'fi', 'it']);
      const all = [
        ...Object.values(map.games),
        ...Object.values(map.shared),
        ...Object.values(map.languages),
        map.lobby,
        map.server,
      ].flat();
      for (const f of [...all, ...map.fonts.latin, ...map.fonts.greek]) expect(existsSync(join(dist(), f))).toBe(true);
    },
  );

  it.each([
    ['en', false],
    ['el', true],
  ])(
    'a %s launch asks for the table’s code, its dictionary and its faces before the boot code has arrived',
    async (lang, greek) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      try {
        const asked: string[] = [];
        page.on('request', (r) => asked.push(new URL(r.url()).pathname));
        // The boot code never arrives: what is asked for meanwhile is the early script's doing.
        await page.route('**/assets/main-*.js', () => undefined);
        await page.goto(`${inject('baseUrl')}/play.html?game=roulette&lang=${lang}`, { waitUntil: 'commit' });
        await expect.poll(() => asked.some((p) => p.includes('/roulette-screen-')), { timeout: 15_000 }).toBe(true);
        await expect.poll(() => asked.filter((p) => /\/felt-(sans|serif)-latin/.test(p)).length).toBe(2);
        expect(asked.some((p) => p.includes('/blackjack-screen-') || p.includes('/lobby-screen-'))).toBe(false);
        expect(asked.some((p) => p.includes('-greek'))).toBe(greek);
        // the Greek dictionary for a Greek launch, none for English (the boot code carries it)
        const words = Object.values(mapOf('play.html').languages)
          .flat()
          .map((f) => f.slice(1));
        expect(asked.filter((p) => words.includes(p))).toEqual(
          greek ? mapOf('play.html').languages.el?.map((f) => f.slice(1)) : [],
        );
        // a static host's page plays in the browser: no server play's code
        expect(asked.some((p) => p.includes('/server-play-'))).toBe(false);
      } finally {
        await context.close();
      }
    },
  );
});

/** The size of every texture array the shaders a roulette page compiles declare (Pixi's batch shaders: `uniform sampler2D uTextures[N]`). */
async function batchTextureSizes(scripts: string[] = []): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    for (const script of scripts) await page.addInitScript(script);
    await page.addInitScript(() => {
      const w = window as unknown as { __batchTextures: number[] };
      w.__batchTextures = [];
      for (const gl of [WebGLRenderingContext, WebGL2RenderingContext]) {
        const source = gl.prototype.shaderSource;
        gl.prototype.shaderSource = function (shader, text) {
          for (const m of text.matchAll(/sampler2D uTextures\[(\d+)\]/g)) w.__batchTextures.push(Number(m[1]));
          source.call(this, shader, text);
        };
      }
    });
    await page.goto(`${inject('baseUrl')}/play.html?game=roulette`);
    await page.waitForFunction(() => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready, null, {
      timeout: 30_000,
    });
    return await page.evaluate(() => (window as unknown as { __batchTextures: number[] }).__batchTextures);
  } finally {
    await context.close();
  }
}

describe('on a software GPU (SwiftShader, as here)', () => {
  it('the game compiles its batch shaders for one texture each: the branch per texture is paid at every pixel there', async () => {
    const sizes = await batchTextureSizes();
    expect(sizes.length, 'batch shaders compiled').toBeGreaterThan(0);
    expect(new Set(sizes)).toEqual(new Set([SOFTWARE_BATCH_TEXTURES]));
  });

  it('shown a phone’s GPU (the bench’s frame measures, scripts/bench/phone-gpu.ts), it batches as a phone does: 16 textures', async () => {
    const sizes = await batchTextureSizes([PHONE_GPU_SCRIPT]);
    expect(sizes.length, 'batch shaders compiled').toBeGreaterThan(0);
    expect(new Set(sizes)).toEqual(new Set([PHONE_TEXTURE_UNITS]));
  });
});
