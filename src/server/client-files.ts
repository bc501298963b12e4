/**
 * The built client on the game server's origin: the pages (with the server's mark, client-page.ts)
 * and the files they load, under the Content-Security-Policy whose frame-ancestors follow the
 * allowed origins. Each goes out brotli- or gzip-compressed when the browser accepts it (br first,
 * then gzip, else as it is; `Vary: Accept-Encoding` on all of them): the files from the `X.br` and
 * `X.gz` the build wrote beside them (scripts/precompress.ts), the pages compressed once at start.
 * Vite's hashed files are cached for a year, everything else is asked for again each time.
 */
import { relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SELF, securityHeaders } from '../platform/security-headers';
import { clientPage } from './client-page';
import type { AllowedOrigins } from './operators/origins';

/**
 * Vite names what it emits `assets/[name]-[hash].[ext]` (8 characters of hash): such a name never
 * changes content, so browsers may keep it for good. Checked on the logical path, without `.br`/`.gz`.
 */
const HASHED = /^assets\/(?:[^/]+\/)*[^/]+-[\w-]{8}\.[\w]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and un-hashed files: kept, but checked with the server before each use. */
const REVALIDATE = 'no-cache';

/** The compressed copies on disk; asked for by name, they are not files of the game. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

function cacheControlFor(logicalPath: string): string {
  return HASHED.test(logicalPath) ? IMMUTABLE : REVALIDATE;
}

export async function clientFiles(app: FastifyInstance, clientDir: string, origins: AllowedOrigins): Promise<void> {
  // Who may frame the game follows the same origins; a page waits for a list read again, the
  // files it loads take the list as last read (frame-ancestors matters on documents only).
  const headers = (list: string[]) => securityHeaders({ frameAncestors: [SELF, ...list] });
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    // A dotfile that ended up in the folder (.env, .git) is not part of the game: not found.
    dotfiles: 'ignore',
    // The sibling `X.br`, then `X.gz`, for a browser that accepts it; Content-Type from X, Vary set.
    preCompressed: true,
    allowedPath: (pathname) => !COMPRESSED_COPY.test(pathname),
    // Set below, per file: send's default (`public, max-age=0`) fits neither kind.
    cacheControl: false,
    setHeaders: (reply, path) => {
      const logical = relative(clientDir, path).split(sep).join('/').replace(COMPRESSED_COPY, '');
      reply.headers(headers(origins.current()));
      reply.header('cache-control', cacheControlFor(logical));
    },
  });
  // The page itself carries the server's mark: it plays against this server (client-page.ts). It
  // differs from the built file on disk (and its .br/.gz), so it is compressed here, once.
  for (const [file, paths] of [
    ['index.html', ['/', '/index.html']],
    ['play.html', ['/play.html']],
    ['replay.html', ['/replay.html']],
  ] as const) {
    const page = clientPage(clientDir, file);
    if (!page) continue;
    const body = Buffer.from(page, 'utf8');
    const { encodings, bodies } = compressPage(page);
    const send = async (req: FastifyRequest, reply: FastifyReply) => {
      const header = req.headers['accept-encoding'];
      const encoding = typeof header === 'string' ? negotiate(header.toLowerCase(), encodings) : null;
      reply
        .headers(headers(await origins.list()))
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8');
      varyOnEncoding(reply);
      if (!encoding) return reply.send(body);
      return reply.header('content-encoding', encoding).send(bodies[encoding]);
    };
    for (const path of paths) app.get(path, send);
  }
}

/** Adds `accept-encoding` to the Vary the answer has so far (CORS's `Origin` stays). */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (current === undefined ? '' : String(current))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!list.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) list.push('accept-encoding');
  reply.header('vary', list.join(', '));
}

type Encoding = 'br' | 'gzip';

/**
 * The marked page brotli- and gzip-compressed at the best quality, each only where smaller, and
 * the encodings it then has, in the order preferred when a browser accepts both alike (brotli
 * makes the smaller).
 */
function compressPage(page: string): { encodings: Encoding[]; bodies: Record<Encoding, Buffer> } {
  const body = Buffer.from(page, 'utf8');
  const bodies: Record<Encoding, Buffer> = {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
  };
  const encodings = (['br', 'gzip'] as const).filter((e) => bodies[e].length < body.length);
  return { encodings, bodies };
}
