/**
 * A small static file server for the built game (and lobby host pages) on a free port. Text files
 * go out gzipped when the browser accepts it, as any production host sends them. (The benchmark's
 * first loads come from the game server instead, which sends the build's brotli copies.)
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** A fixed port; a free one when 0 or absent. */
  port?: number;
  /**
   * Headers sent with every response (the game build's security headers). Test host pages are
   * served without: they have inline scripts, as a casino's lobby may.
   */
  headers?: Readonly<Record<string, string>>;
}

export async function serveDirectory(root: string, options: ServeOptions = {}): Promise<StaticServer> {
  const { port = 0, headers = {} } = options;
  const base = resolve(root);
  const gzipped = new Map<string, { mtime: number; body: Buffer }>();
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(base, path));
    if (!file.startsWith(base)) {
      res.writeHead(403, headers).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404, headers).end('not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const mtime = statSync(file).mtimeMs;
      let cached = gzipped.get(file);
      if (!cached || cached.mtime !== mtime) {
        cached = { mtime, body: gzipSync(readFileSync(file), { level: 9 }) };
        gzipped.set(file, cached);
      }
      res.writeHead(200, {
        ...headers,
        'content-type': type,
        'content-encoding': 'gzip',
        'content-length': cached.body.length,
        vary: 'accept-encoding',
        'cache-control': 'no-store',
      });
      res.end(cached.body);
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': type, 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
