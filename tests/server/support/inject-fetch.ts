/**
 * A `fetch` for browser code under test that reaches the in-process game server (app.inject), with
 * faults a test turns on: `dropAfter(match)` lets the server apply the next matching call and
 * then loses its answer on the way back (the connection dropped), `down(n)` refuses the next n
 * calls before they reach the server. `calls` lists every request that reached the server.
 */
import type { FastifyInstance } from 'fastify';

export interface InjectFetch {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  calls: { method: string; url: string; body: unknown; status: number; answer: string }[];
  /** The next call whose `METHOD url` matches is applied, and its answer lost. */
  dropAfter(match: RegExp): void;
  /** The next `n` calls never reach the server. */
  down(n: number): void;
}

export function injectFetch(app: () => FastifyInstance): InjectFetch {
  const calls: InjectFetch['calls'] = [];
  const drops: RegExp[] = [];
  let downFor = 0;
  return {
    calls,
    dropAfter: (match) => drops.push(match),
    down: (n) => {
      downFor = n;
    },
    fetch: async (input, init) => {
      if (downFor > 0) {
        downFor -= 1;
        throw new TypeError('Failed to fetch');
      }
      const method = init.method ?? 'GET';
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const res = await app().inject({
        method: method as 'GET' | 'POST',
        url: input,
        headers,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, body, status: res.statusCode, answer: res.body });
      const drop = drops.findIndex((m) => m.test(`${method} ${input}`));
      if (drop >= 0) {
        drops.splice(drop, 1);
        throw new TypeError('Failed to fetch');
      }
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    },
  };
}
