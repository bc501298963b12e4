/**
 * `npm run size`: builds the game, opens the first screen (the lobby) in headless Chromium and
 * prints what it downloaded before it was playable, each file gzipped (level 9) as a server would
 * send it: JS, CSS, HTML and assets.
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
      const kind = path.endsWith('.js')
        ? 'js'
        : path.endsWith('.css')
          ? 'css'
          : path.endsWith('/') || path.endsWith('.html')
            ? 'html'
            : 'asset';
      files.push({ path, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }),
  );
});
await page.goto(`${server.url}/`);
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
console.log('First screen (lobby) downloads, gzipped:');
for (const f of files) console.log(`${kb(f.gzip)}  (${kb(f.raw).trim()} raw)  ${f.kind.padEnd(5)} ${f.path}`);
const byKind = new Map<string, number>();
for (const f of files) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + f.gzip);
const total = files.reduce((s, f) => s + f.gzip, 0);
console.log(`by kind: ${[...byKind].map(([k, v]) => `${k} ${(v / 1024).toFixed(1)} KB`).join(', ')}`);
console.log(`TOTAL ${total} bytes gzipped (${(total / 1024).toFixed(1)} KB) in ${files.length} files`);
