/**
 * The built client as the game server sends it: brotli to a browser that accepts it, else gzip,
 * else the file as it is (Vary: Accept-Encoding on each), the bytes decoding to the file; Vite's
 * hashed files cached for a year, the pages and other files revalidated; the security headers on
 * all. And the build step that writes the compressed copies (scripts/precompress.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { SERVER_MARK } from '../../src/app/server-mark';
import { TestServer } from './support/api';

/** Text long and repetitive enough that both encodings make it much smaller. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export const card${i} = { rank: ${i % 13}, suit: ${i % 4} };`,
).join('\n');
const STYLE = Array.from(
  { length: 200 },
  (_, i) => `.chip-${i} { color: #${(i * 4099).toString(16).padStart(6, '0')}; }`,
).join('\n');
const PAGE = `<!doctype html><html><head><title>FELT</title>${'<link rel="modulepreload" href="./assets/x.js" />'.repeat(30)}</head><body></body></html>`;
const HASHED_JS = '/assets/main-DkR95uxy.js';
const HASHED_CSS = '/assets/main-gscUPJFO.css';
const FONT = '/assets/felt-sans-latin-C4IgnrkN.woff2';
const PLAIN = '/robots.txt';

const BROWSER = 'gzip, deflate, br, zstd';

/** A response's body as the browser reads it: decoded by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  expect(encoding).toBeUndefined();
  return raw.toString('utf8');
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

let server: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'felt-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'play.html'), PAGE);
  writeFileSync(join(dir, 'replay.html'), PAGE);
  writeFileSync(join(dir, HASHED_JS), SCRIPT);
  writeFileSync(join(dir, HASHED_CSS), STYLE);
  writeFileSync(join(dir, FONT), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]));
  writeFileSync(join(dir, PLAIN), 'User-agent: *\n');
  // The compressed copies as the build writes them.
  await precompressDir(dir);
  server = await TestServer.start('pglite', { clientDir: dir });
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the build’s files', () => {
  it('go out brotli-compressed to a browser that accepts brotli, from the .br beside them', async () => {
    for (const [url, text, type] of [
      [HASHED_JS, SCRIPT, 'javascript'],
      [HASHED_CSS, STYLE, 'text/css'],
    ] as const) {
      const res = await get(url, BROWSER);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.rawPayload.equals(readFileSync(join(dir, `${url}.br`))), url).toBe(true);
      expect(Number(res.headers['content-length']), url).toBe(res.rawPayload.length);
      expect(res.rawPayload.length, url).toBeLessThan(text.length / 3);
      expect(String(res.headers['content-type']), url).toContain(type);
      expect(decoded(res), url).toBe(text);
      expect(varies(res), url).toBe(true);
      // The security headers go with every file, compressed or not.
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('go out gzip-compressed to a browser that accepts gzip and not brotli', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get(HASHED_JS, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
      expect(String(res.headers['content-type']), accept).toContain('javascript');
      expect(decoded(res), accept).toBe(SCRIPT);
      expect(varies(res), accept).toBe(true);
    }
  });

  it('go out as they are to a browser that accepts neither, and still say they vary', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get(HASHED_JS, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.body, accept).toBe(SCRIPT);
      expect(Number(res.headers['content-length']), accept).toBe(Buffer.byteLength(SCRIPT));
      expect(varies(res), accept).toBe(true);
    }
    // A file with no compressed copy (a font: compressed already) goes as it is to any browser.
    const font = await get(FONT, BROWSER);
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.equals(readFileSync(join(dir, FONT)))).toBe(true);
  });

  it('never hand out a compressed copy by its own name', async () => {
    for (const url of [`${HASHED_JS}.br`, `${HASHED_JS}.gz`]) {
      for (const accept of [undefined, 'identity', BROWSER]) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBeUndefined();
      }
    }
  });

  it('are cached for a year when Vite hashed their names, revalidated otherwise', async () => {
    for (const url of [HASHED_JS, HASHED_CSS, FONT]) {
      for (const accept of [BROWSER, 'gzip', undefined]) {
        const res = await get(url, accept);
        expect(res.headers['cache-control'], `${url} ${accept}`).toBe('public, max-age=31536000, immutable');
      }
    }
    const plain = await get(PLAIN, BROWSER);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('the pages', () => {
  it('are the marked page compressed at start, negotiated like the files, and never kept unchecked', async () => {
    for (const url of ['/', '/index.html', '/play.html?game=roulette', '/replay.html?round=r1']) {
      const seen = new Map<string | undefined, string>();
      for (const [accept, encoding] of [
        [BROWSER, 'br'],
        ['gzip, deflate', 'gzip'],
        [undefined, undefined],
        ['identity', undefined],
      ] as const) {
        const res = await get(url, accept);
        const what = `${url} ${accept}`;
        expect(res.statusCode, what).toBe(200);
        expect(res.headers['content-encoding'], what).toBe(encoding);
        expect(Number(res.headers['content-length']), what).toBe(res.rawPayload.length);
        expect(String(res.headers['content-type']), what).toContain('text/html');
        expect(res.headers['cache-control'], what).toBe('no-cache');
        expect(varies(res), what).toBe(true);
        // What else the answer varies on stays (CORS's Origin).
        expect(String(res.headers.vary).toLowerCase(), what).toContain('origin');
        expect(res.headers['content-security-policy'], what).toContain("script-src 'self'");
        const page = decoded(res);
        expect(page, what).toContain(`<meta name="${SERVER_MARK}"`);
        seen.set(encoding, page);
      }
      // Each encoding carries the same page: the marked one, not the build's file.
      expect(new Set(seen.values()).size, url).toBe(1);
      expect(seen.get('br'), url).not.toBe(PAGE);
    }
  });
});

describe('the build step that compresses the files', () => {
  it('writes .br and .gz beside each text file, where smaller, that decode to the file', async () => {
    const out = mkdtempSync(join(tmpdir(), 'felt-precompress-'));
    try {
      mkdirSync(join(out, 'assets', 'deep'), { recursive: true });
      const files: Record<string, string | Buffer> = {
        'index.html': PAGE,
        'assets/main-abcdefgh.js': SCRIPT,
        'assets/main-abcdefgh.css': STYLE,
        'assets/deep/art.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`,
        'assets/data.json': JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => ({ i, even: i % 2 === 0 })) }),
        // Too short for either encoding to make smaller: left alone.
        'assets/tiny.js': 'x',
        // Not text: left alone.
        'assets/font-abcdefgh.woff2': Buffer.from(SCRIPT),
      };
      for (const [file, body] of Object.entries(files)) writeFileSync(join(out, file), body);
      const report = await precompressDir(out);
      for (const [file, body] of Object.entries(files)) {
        const original = Buffer.from(body);
        const br = join(out, `${file}.br`);
        const gz = join(out, `${file}.gz`);
        const entry = report.find((r) => r.file === file);
        if (file === 'assets/tiny.js') {
          expect(entry).toEqual({ file, size: 1, br: null, gzip: null });
          expect(() => readFileSync(br)).toThrow();
          expect(() => readFileSync(gz)).toThrow();
          continue;
        }
        if (file.endsWith('.woff2')) {
          expect(entry).toBeUndefined();
          expect(() => readFileSync(br)).toThrow();
          continue;
        }
        expect(brotliDecompressSync(readFileSync(br)).equals(original), file).toBe(true);
        expect(gunzipSync(readFileSync(gz)).equals(original), file).toBe(true);
        expect(readFileSync(br).length, file).toBeLessThan(original.length);
        expect(entry, file).toEqual({
          file,
          size: original.length,
          br: readFileSync(br).length,
          gzip: readFileSync(gz).length,
        });
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
