/** `/health` (the process is up), `/ready` (the database answers, migrations applied), `/metrics`. */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics';
import type { RouteContext } from './context';

export function healthRoutes(app: FastifyInstance, ctx: RouteContext, metrics: Metrics): void {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (_req, reply) => {
    const up = await ctx.db.ping();
    return reply.code(up ? 200 : 503).send(up ? { status: 'ready' } : { status: 'database-unavailable' });
  });

  app.get('/metrics', async (_req, reply) => {
    const up = await ctx.db.ping();
    const outbox = up && ctx.outbox ? await ctx.outbox.depth().catch(() => null) : null;
    return reply.type('text/plain; version=0.0.4').send(metrics.text(up, outbox));
  });
}
