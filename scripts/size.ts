/**
 * `npm run size [-- '?lang=el&game=blackjack']`: builds the game, opens the first screen (the lobby,
 * or what the query asks for) in headless Chromium and prints what it downloaded before it was
 * playable, each file gzipped (level 9) as a server would send it: JS, CSS, HTML and assets. The
 * fonts are counted apart, at their own bytes (WOFF2 is compressed already): the code's budget is
 * 300 KB, the fonts' 60 KB.
 */
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from './browser';
import { findChromium, INSTALL_HINT } from './chromium.mjs';
import { serveDirectory } from './static-server';

const outDir = resolve('test-results/size-dist');
await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const server = await serveDirectory(outDir);
const executablePath = findChromium();
if (!executablePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const files: { path: string; kind: string; raw: number; gzip: number }[] = [];
const pending: Promise<void>[] = [];
page.on('response', (response) => {
  const url = new URL(response.url());
  if (url.protocol === 'data:' || url.origin !== server.url) return;
  pending.push(
    response.body().then((body) => {
      const path = url.pathname;
      const font = path.endsWith('.woff2');
      const kind = font
        ? 'font'
        : path.endsWith('.js')
          ? 'js'
          : path.endsWith('.css')
            ? 'css'
            : path.endsWith('/') || path.endsWith('.html')
              ? 'html'
              : 'asset';
      files.push({ path, kind, raw: body.length, gzip: font ? body.length : gzipSync(body, { level: 9 }).length });
    }),
  );
});
const query = process.argv[2] ?? '';
await page.goto(`${server.url}/${query}`);
await page.waitForFunction(
  () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true,
  null,
  { timeout: 30_000 },
);
await page.waitForLoadState('networkidle');
await Promise.all(pending);
await browser.close();
await server.close();

files.sort((a, b) => b.gzip - a.gzip);
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(8)} KB`;
console.log(`First screen (${query || 'lobby'}) downloads, gzipped (fonts as they are):`);
for (const f of files) console.log(`${kb(f.gzip)}  (${kb(f.raw).trim()} raw)  ${f.kind.padEnd(5)} ${f.path}`);
const byKind = new Map<string, number>();
for (const f of files) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + f.gzip);
const sum = (list: typeof files) => list.reduce((s, f) => s + f.gzip, 0);
const fonts = files.filter((f) => f.kind === 'font');
const code = files.filter((f) => f.kind !== 'font');
console.log(`by kind: ${[...byKind].map(([k, v]) => `${k} ${(v / 1024).toFixed(1)} KB`).join(', ')}`);
console.log(`CODE ${sum(code)} bytes gzipped (${(sum(code) / 1024).toFixed(1)} KB of 300 KB) in ${code.length} files`);
console.log(`FONTS ${sum(fonts)} bytes (${(sum(fonts) / 1024).toFixed(1)} KB of 60 KB) in ${fonts.length} files`);
