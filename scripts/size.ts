/**
 * `npm run size [-- '?lang=el&game=blackjack']`: builds the game and serves it as `npm start`
 * does (the game server of src/server/app.ts, on an embedded PGlite in a temporary directory),
 * opens the first screen (the lobby, or what the query asks for) in headless Chromium and prints
 * what it moved before it was playable, as Chromium counted it: the bytes received for each
 * file (headers and body as sent, brotli or gzip where the browser accepts it), the body's part
 * and its size decoded. The fonts are counted apart (WOFF2, compressed already), and the calls to
 * the API too: the code's budget is 300 KB, the fonts' 60 KB.
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { startGameServer } from '../tests/e2e/server-harness';
import { launchBrowser } from './browser';
import { type Kind, kindOf, recordTransfers, type Transfer } from './transfer';

const outDir = resolve('test-results/size-dist');
await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const server = await startGameServer({ distDir: outDir });
const browser = await launchBrowser();
const query = process.argv[2] ?? '';
let files: (Transfer & { kind: Kind })[];
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const recorder = await recordTransfers(await context.newCDPSession(page), server.url);
  await page.goto(`${server.url}/${query}`);
  await page.waitForFunction(
    () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true,
    null,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  files = (await recorder.stop()).map((t) => ({ ...t, kind: kindOf(t) }));
} finally {
  await browser.close();
  await server.stop();
}

files.sort((a, b) => b.transferred - a.transferred);
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(8)} KB`;
console.log(
  `First screen (${query || 'lobby'}) from the game server: bytes received (body as sent, decoded, encoding):`,
);
for (const f of files)
  console.log(
    `${kb(f.transferred)}  (${kb(f.body).trim()} body, ${kb(f.decoded).trim()} decoded, ${(f.encoding || 'identity').padEnd(8)})  ${f.kind.padEnd(5)} ${f.path}`,
  );
const byKind = new Map<string, number>();
for (const f of files) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + f.transferred);
const sum = (list: typeof files, pick: (f: (typeof files)[number]) => number = (f) => f.transferred) =>
  list.reduce((s, f) => s + pick(f), 0);
const fonts = files.filter((f) => f.kind === 'font');
const api = files.filter((f) => f.kind === 'api');
const code = files.filter((f) => f.kind !== 'font' && f.kind !== 'api');
console.log(`by kind: ${[...byKind].map(([k, v]) => `${k} ${(v / 1024).toFixed(1)} KB`).join(', ')}`);
console.log(
  `CODE ${sum(code)} bytes received (${(sum(code) / 1024).toFixed(1)} KB of 300 KB; bodies ${sum(code, (f) => f.body)}, decoded ${sum(code, (f) => f.decoded)}) in ${code.length} files`,
);
console.log(
  `FONTS ${sum(fonts)} bytes received (${(sum(fonts) / 1024).toFixed(1)} KB of 60 KB) in ${fonts.length} files`,
);
console.log(`API ${sum(api)} bytes received in ${api.length} calls (not counted above)`);
