/**
 * The text the tables change in play, two ways: the game's glyph atlases (look/figure-atlas.ts and
 * the figures and sentences made from it) against Pixi's BitmapText with its font installed from
 * the same shipped face. Issue 42 asked for BitmapText unless the bench shows it costs more than
 * it saves; this measure is that bench: a page of its own (text-cost/page.ts), built and opened at
 * the bench's CPU slowdown, each figure the median of `runs` fresh pages.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { serveDirectory } from '../static-server';
import { median } from './measure';
import { throttle } from './page';
import type { Row } from './report';

const PAGE_DIR = fileURLToPath(new URL('./text-cost/', import.meta.url));

/** Milliseconds per step, each the median of the runs: `{atlas|bitmap} {figures|sentences} {ready|changed}`. */
export type TextCost = Record<string, number>;

export async function measureTextCost(
  browser: Browser,
  opts: { cpu: number; runs: number; outDir: string },
): Promise<TextCost> {
  // from here, not from the page's folder (Vite's root, which a relative outDir would be under)
  const outDir = resolve(opts.outDir);
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const server = await serveDirectory(outDir);
  const runs: TextCost[] = [];
  try {
    for (let i = 0; i < opts.runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await throttle(await context.newCDPSession(page), { cpu: opts.cpu });
        await page.goto(`${server.url}/index.html`);
        const handle = await page.waitForFunction(
          () => (window as unknown as { __TEXT_COST__?: unknown }).__TEXT_COST__,
          null,
          { timeout: 180_000 },
        );
        const result = (await handle.jsonValue()) as TextCost | { error: string };
        if ('error' in result) throw new Error(`text cost page: ${result.error}`);
        runs.push(result);
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.close();
  }
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k] as number))]));
}

/** The measure's rows: each step, the atlas against BitmapText. */
export function textCostRows(cost: TextCost, opts: { cpu: number; runs: number }): Row[] {
  const how = (what: string) =>
    `${what}; median of ${opts.runs} fresh pages (scripts/bench/text-cost/page.ts), 390×844, ${opts.cpu}× CPU, one WebGL renderer, the atlas measured first (the renderer's first-use costs fall on it)`;
  const steps = [
    [
      'figures ready',
      '12 money figures in the HUD face: the atlas painted (BitmapText: its font installed), the figures made, the first render',
    ],
    ['figures changed', '12 figures changed and rendered, 300 times'],
    ['sentences ready', '4 message lines: the atlas painted (BitmapText: installed, Latin), made, first render'],
    ['sentences changed', '4 message lines changed and rendered, 300 times'],
  ] as const;
  return steps.map(([step, what]) => {
    const atlas = cost[`atlas ${step}`] as number;
    const bitmap = cost[`bitmap ${step}`] as number;
    return {
      figure: `text ${step}`,
      subject: 'atlas / BitmapText',
      value: bitmap / atlas,
      unit: '×',
      shown: `${atlas.toFixed(1)} / ${bitmap.toFixed(1)} ms (BitmapText ${(bitmap / atlas).toFixed(1)}×)`,
      target: 'BitmapText where it costs less',
      ok: null,
      how: how(what),
    };
  });
}
