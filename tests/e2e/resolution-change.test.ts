/**
 * A window moved from a standard screen to a dense one (devicePixelRatio 1 → 2, as a laptop's
 * window dragged to its retina panel): with no resize (the CSS size stays), the table is drawn
 * again at the new resolution, and every word on it too — the renderer's canvas, Pixi's texts, the
 * glyphs of the figures and of the message line, the felt's printed text and its cached picture.
 * Nothing is left at the old resolution, scaled up and blurred.
 *
 * Headless Chromium changes the ratio (CDP's device metrics) without re-evaluating the page's
 * media queries, which a real move to another screen does; an emulated media feature nobody reads
 * makes it evaluate them, as the move would.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GamePage, launchBrowser, openGame, settle } from './harness';

let browser: Browser;
let game: GamePage;

beforeAll(async () => {
  browser = await launchBrowser();
  game = await openGame(browser, { width: 1280, height: 800, deviceScaleFactor: 1 }, '/?game=blackjack&lang=el');
});

afterAll(async () => {
  await game?.close();
  await browser?.close();
});

interface Drawn {
  /** Device pixels a CSS pixel of the canvas. */
  canvas: number;
  /**
   * The resolutions Pixi's Texts are drawn at; then the HUD balance's caption and glyphs, the
   * message line's glyphs, the pictures cached as textures (the felt).
   */
  texts: number[];
  balanceCaption: number;
  balanceGlyphs: number[];
  messageGlyphs: number[];
  cached: number[];
  resizes: number;
}

/** What the scene is drawn at now (read through the inspector's scene; Pixi's own fields). */
const drawn = (): Promise<Drawn> =>
  game.page.evaluate(() => {
    type N = {
      children?: N[];
      visible: boolean;
      text?: string;
      _autoResolution?: boolean;
      _resolution?: number | null;
      texture?: { frame: { width: number }; source: { resolution: number } };
      renderGroup?: { isCachedAsTexture: boolean; texture: { source: { resolution: number } } | null };
    };
    const w = window as unknown as { __FELT__: { scene(): { root: N; exposed: [string, N][] } }; __resizes: number };
    const scene = w.__FELT__.scene();
    const all = (n: N): N[] => [n, ...(n.children ?? []).flatMap(all)];
    const nodes = all(scene.root);
    const exposed = new Map(scene.exposed);
    const glyphs = (n: N | undefined) => [
      ...new Set(
        (n ? all(n) : []).flatMap((s) => (s.texture && s.texture.frame.width > 1 ? [s.texture.source.resolution] : [])),
      ),
    ];
    // the balance: its caption (a Text) and its value (a figure's glyph sprites)
    const [caption, value] = (exposed.get('hud.balance') as N).children as [N, N];
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    return {
      canvas: canvas.width / canvas.clientWidth,
      texts: [
        ...new Set(nodes.flatMap((n) => (n._autoResolution !== undefined && n._resolution ? [n._resolution] : []))),
      ],
      balanceCaption: caption._resolution ?? 0,
      balanceGlyphs: glyphs(value),
      messageGlyphs: glyphs(exposed.get('bj.message')),
      cached: nodes.flatMap((n) =>
        n.renderGroup?.isCachedAsTexture && n.renderGroup.texture ? [n.renderGroup.texture.source.resolution] : [],
      ),
      resizes: w.__resizes,
    };
  });

describe('a move to a denser screen', () => {
  it('draws the table and every word on it again at the new resolution', async () => {
    const page = game.page;
    await page.evaluate(() => {
      const w = window as unknown as { __resizes: number };
      w.__resizes = 0;
      addEventListener('resize', () => w.__resizes++);
    });
    const before = await drawn();
    expect(before).toMatchObject({ canvas: 1, texts: [1], balanceCaption: 1, balanceGlyphs: [1], messageGlyphs: [1] });
    expect(before.cached.length).toBeGreaterThan(0);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: 1280,
      height: 800,
      deviceScaleFactor: 2,
      mobile: false,
    });
    await settle(page);
    await cdp.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-transparency', value: 'reduce' }],
    });
    // the media query's change, the stage's layout, then a frame drawn at the new resolution
    await settle(page);
    await settle(page);

    const after = await drawn();
    expect(after).toMatchObject({
      canvas: 2,
      texts: [2],
      balanceCaption: 2,
      balanceGlyphs: [2],
      messageGlyphs: [2],
      // no resize came: the change was heard from the media query
      resizes: 0,
    });
    expect(new Set(after.cached)).toEqual(new Set([2]));
    expect(game.errors).toEqual([]);
  });
});
