/**
 * The built client on the game server's origin: the pages (with the server's mark, client-page.ts)
 * and the files they load, under the Content-Security-Policy whose frame-ancestors follow the
 * allowed origins.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SELF, securityHeaders } from '../platform/security-headers';
import { clientPage } from './client-page';
import type { AllowedOrigins } from './operators/origins';

export async function clientFiles(app: FastifyInstance, clientDir: string, origins: AllowedOrigins): Promise<void> {
  // Who may frame the game follows the same origins; a page waits for a list read again, the
  // files it loads take the list as last read (frame-ancestors matters on documents only).
  const headers = (list: string[]) => securityHeaders({ frameAncestors: [SELF, ...list] });
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    setHeaders: (reply) => {
      reply.headers(headers(origins.current()));
    },
  });
  // The page itself carries the server's mark: it plays against this server (client-page.ts).
  for (const [file, paths] of [
    ['index.html', ['/', '/index.html']],
    ['play.html', ['/play.html']],
  ] as const) {
    const page = clientPage(clientDir, file);
    if (!page) continue;
    const send = async (_req: unknown, reply: FastifyReply) =>
      reply
        .headers(headers(await origins.list()))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    for (const path of paths) app.get(path, send);
  }
}
