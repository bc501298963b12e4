/**
 * The loader is in the pages themselves (index.html, play.html), painted by the stylesheet alone
 * under the strict CSP: its markup, no inline script or style, no words before the script knows
 * the language; the stylesheet styles it and inlines its art (tests/e2e/loader.test.ts checks the
 * built pages and their first paint).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe.each(['index.html', 'play.html'])('%s paints the loader before any script', (page) => {
  const html = read(page);
  const loader = /<div id="boot-status" role="status">([\s\S]*?)\n {4}<\/div>/.exec(html)?.[1] ?? '';

  it('has the brand mark, a progress bar and an empty line for the script', () => {
    expect(loader).toContain('<div class="boot-mark" role="img" aria-label="FELT"></div>');
    expect(loader).toMatch(/<div class="boot-bar" role="progressbar" aria-valuemin="0" aria-valuemax="100">/);
    expect(loader).toContain('<div class="boot-fill"></div>');
    expect(loader).toContain('<p class="boot-label"></p>');
    // indeterminate until the script says how far it is
    expect(loader).not.toContain('aria-valuenow');
    // no words a player reads: the language is not known yet
    expect(loader.replace(/<[^>]*>/g, '').trim()).toBe('');
  });

  it('has no inline script or style (the strict CSP refuses them)', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b/);
    expect(html).not.toMatch(/\sstyle=/);
  });
});

describe('the stylesheet the pages link', () => {
  const css = read('src/style.css');

  it('is the entry’s own stylesheet, imported by main.ts (Vite links it in the built head)', () => {
    expect(read('src/main.ts')).toMatch(/^import '\.\/style\.css';$/m);
  });

  it('styles every part of the loader and fades it', () => {
    for (const selector of [
      '#boot-status {',
      '#boot-status.done {',
      '.boot-mark {',
      '.boot-bar {',
      '.boot-fill {',
      '.boot-label {',
    ])
      expect(css).toContain(selector);
    expect(css).toMatch(/\.boot-mark \{[^}]*url\("\.\.\/assets\/loader\/felt-mark\.svg"\)/);
  });

  it('has its art inlined by the build, and only the loader’s', () => {
    const limit = config.build?.assetsInlineLimit;
    expect(typeof limit).toBe('function');
    const inline = limit as (file: string, content: Buffer) => boolean | undefined;
    expect(inline('/work/assets/loader/felt-mark.svg', Buffer.from(''))).toBe(true);
    expect(inline('/work/assets/fonts/inter.woff2', Buffer.from(''))).toBe(false);
  });
});
