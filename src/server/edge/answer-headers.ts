/**
 * Headers on every answer of the server: the API's JSON, `/health`, `/metrics`, 404s and errors,
 * not only the game's files. `nosniff` so no answer is ever read as a script or page; `no-store`
 * so a token, a balance or a round is never kept by a browser's or a proxy's cache; no Referer
 * leaves an API answer; and the request id a support desk quotes to find the server's log line.
 * The game's pages and files set their own caching and policy (client-files.ts), kept as they are.
 */
import type { FastifyInstance } from 'fastify';

export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  // An API answer is data: it may load nothing and be framed by nothing.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const REQUEST_ID_HEADER = 'x-request-id';

export function answerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    for (const [name, value] of Object.entries(API_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
