/**
 * `/health` (the process is up), `/ready` (the database answers, migrations applied), and
 * `/metrics` for the operator's Prometheus only: with `Authorization: Bearer METRICS_TOKEN`, and
 * not served at all without a METRICS_TOKEN (docs/OPERATORS.md "What to monitor").
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearerOf } from '../auth';
import { ApiError } from '../errors';
import type { Metrics } from '../metrics';
import type { RouteContext } from './context';

/** Compares in constant time: hashes first, so neither the token's length nor its bytes leak. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function healthRoutes(app: FastifyInstance, ctx: RouteContext, metrics: Metrics): void {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (_req, reply) => {
    const up = await ctx.db.ping();
    return reply.code(up ? 200 : 503).send(up ? { status: 'ready' } : { status: 'database-unavailable' });
  });

  const token = ctx.config.metricsToken;
  app.get('/metrics', async (req, reply) => {
    // Without a token configured there is nothing here, as for any path the server does not have.
    if (!token) throw new ApiError('not-found', 'no such path: GET /metrics (set METRICS_TOKEN to serve it)');
    const given = bearerOf(req.headers.authorization);
    if (!given || !sameToken(given, token)) {
      throw new ApiError('unauthorized', '/metrics needs Authorization: Bearer METRICS_TOKEN');
    }
    const up = await ctx.db.ping();
    const outbox = up && ctx.outbox ? await ctx.outbox.depth().catch(() => null) : null;
    return reply.type('text/plain; version=0.0.4').send(await metrics.text(up, outbox));
  });
}
