/**
 * What a page moved over the network from one origin, as Chromium counted it (DevTools Protocol):
 * per response the bytes received (`Network.loadingFinished`'s encodedDataLength: the status
 * line, headers and the body as sent, compressed or not), the body's part of it (its
 * Content-Length), its size once decoded, its Content-Encoding and what kind of resource it was.
 * `npm run size` and the benchmark's first-load measure (bench/measure.ts) read it.
 */
import type { CDPSession } from 'playwright-core';

export interface Transfer {
  path: string;
  /** DevTools' resource type: Document, Script, Stylesheet, Font, Image, Fetch … */
  type: string;
  /** `br`, `gzip`, or '' when sent as it is. */
  encoding: string;
  /** Bytes received for it: headers and body as sent. */
  transferred: number;
  /** The body as sent: its Content-Length (all bytes received, when it has none). */
  body: number;
  /** The body decoded. */
  decoded: number;
}

export type Kind = 'font' | 'api' | 'html' | 'js' | 'css' | 'asset';

/** Fonts count apart (their own budget); calls to the API are not the page's code. */
export function kindOf(t: Pick<Transfer, 'path' | 'type'>): Kind {
  if (t.type === 'Font' || t.path.endsWith('.woff2')) return 'font';
  if (t.type === 'Fetch' || t.type === 'XHR' || t.type === 'Preflight') return 'api';
  if (t.type === 'Document' || t.path.endsWith('/') || t.path.endsWith('.html')) return 'html';
  if (t.type === 'Script' || t.path.endsWith('.js')) return 'js';
  if (t.type === 'Stylesheet' || t.path.endsWith('.css')) return 'css';
  return 'asset';
}

interface Pending {
  path: string;
  type: string;
  encoding: string;
  contentLength: number | null;
  decoded: number;
  transferred: number | null;
}

const header = (headers: Record<string, unknown>, name: string): string | undefined => {
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return String(v);
  return undefined;
};

export interface TransferRecorder {
  /** Stops taking new requests; resolves once those already asked for have finished (or failed). */
  stop(timeoutMs?: number): Promise<Transfer[]>;
}

/**
 * Records every request to `origin` the page makes from now until `stop()`. Turns the Network
 * domain on (cache settings stay as the caller set them: a fresh context has an empty cache).
 */
export async function recordTransfers(cdp: CDPSession, origin: string): Promise<TransferRecorder> {
  const seen = new Map<string, Pending>();
  const failed = new Set<string>();
  let open = true;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!open) return;
    const url = new URL(e.request.url);
    if (url.origin !== origin) return;
    seen.set(e.requestId, {
      path: url.pathname,
      type: e.type ?? 'Other',
      encoding: '',
      contentLength: null,
      decoded: 0,
      transferred: null,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const p = seen.get(e.requestId);
    if (!p) return;
    p.type = e.type;
    p.encoding = header(e.response.headers, 'content-encoding') ?? '';
    const length = header(e.response.headers, 'content-length');
    p.contentLength = length === undefined ? null : Number(length);
  });
  cdp.on('Network.dataReceived', (e) => {
    const p = seen.get(e.requestId);
    if (p) p.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const p = seen.get(e.requestId);
    if (p) p.transferred = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    if (seen.has(e.requestId)) failed.add(e.requestId);
  });
  await cdp.send('Network.enable');
  return {
    async stop(timeoutMs = 30_000) {
      open = false;
      const end = Date.now() + timeoutMs;
      const unfinished = () => [...seen].filter(([id, p]) => p.transferred === null && !failed.has(id));
      while (unfinished().length > 0) {
        if (Date.now() > end)
          throw new Error(`still loading after ${timeoutMs} ms: ${unfinished().map(([, p]) => p.path)}`);
        await new Promise((ok) => setTimeout(ok, 50));
      }
      return [...seen]
        .filter(([id]) => !failed.has(id))
        .map(([, p]) => {
          const transferred = p.transferred as number;
          return {
            path: p.path,
            type: p.type,
            encoding: p.encoding,
            transferred,
            body: p.contentLength ?? transferred,
            decoded: p.decoded,
          };
        });
    },
  };
}
