/**
 * The game server as a Fastify app: the API of SERVER.md, `/health`, `/ready`, `/metrics`, and the
 * built client on the same origin. It keeps nothing between requests (every round, wallet and
 * seed is in the database), so any number of them may run behind a load balancer.
 */
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { clientFiles } from './client-files';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import { answerHeaders } from './edge/answer-headers';
import { connectionLimits } from './edge/connection-limits';
import { answerError } from './edge/error-answer';
import { checkedJsonBodies } from './edge/json-body';
import { storableTextOnly } from './edge/stored-text';
import { uuidsInOneCase } from './edge/uuid-case';
import { ApiError } from './errors';
import { housekeeping } from './housekeeping';
import { Metrics } from './metrics';
import { AllowedOrigins } from './operators/origins';
import type { RouteContext } from './routes/context';
import { fairnessRoutes } from './routes/fairness';
import { healthRoutes } from './routes/health';
import { historyRoutes } from './routes/history';
import { operatorRoutes } from './routes/operator';
import { replayRoutes } from './routes/replays';
import { roundRoutes } from './routes/rounds';
import { sessionRoutes } from './routes/sessions';
import { sharedRoutes } from './routes/shared';
import { SharedClock } from './shared/clock';
import { SharedFeed } from './shared/feed';
import { seamlessWiring } from './wallet/wiring';

export interface ServerOptions {
  db: Db;
  config: ServerConfig;
  /**
   * The log: every call when `level` is `info` (LOG_REQUESTS=true), else errors only; a 500 is
   * always written, with its request id. `silent` for tests that fail on purpose.
   */
  log?: { level: 'info' | 'error' | 'silent'; stream?: NodeJS.WritableStream };
  /** How long the operators' allowed origins are kept before they are read again (tests shorten it). */
  operatorOriginsTtlMs?: number;
}

export async function buildServer(o: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...connectionLimits(o.config),
    logger: { level: o.log?.level ?? 'error', ...(o.log?.stream ? { stream: o.log.stream } : {}) },
    trustProxy: o.config.trustProxy,
    // A body is taken as sent: a field the schema does not name is refused (not silently dropped),
    // and "100" is not the number 100. Query strings are read by the routes themselves.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true } },
  });
  const metrics = new Metrics();
  housekeeping(app, o.db);
  const ctx: RouteContext = { db: o.db, config: o.config, metrics, ...seamlessWiring(app, o.db, o.config, metrics) };

  app.setErrorHandler(answerError);
  answerHeaders(app);
  checkedJsonBodies(app);
  storableTextOnly(app);
  uuidsInOneCase(app);

  app.addHook('onResponse', async (req, reply) => {
    metrics.call(req.method, req.routeOptions.url ?? 'unknown', reply.statusCode, reply.elapsedTime / 1000);
  });

  // ALLOWED_ORIGINS and every operator's allowed origins (read again every ~30 s: operators/origins.ts).
  const origins = new AllowedOrigins(o.db, o.config.allowedOrigins, o.operatorOriginsTtlMs);
  await app.register(cors, {
    origin: (origin: string | undefined) => origins.allows(origin),
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });

  healthRoutes(app, ctx, metrics);
  sessionRoutes(app, ctx);
  roundRoutes(app, ctx);
  historyRoutes(app, ctx);
  fairnessRoutes(app, ctx);
  await operatorRoutes(app, ctx);
  await replayRoutes(app, ctx);

  // Shared tables: this server's fan-out of their events, and the clocks of the instances it leases.
  const feed = new SharedFeed(o.db);
  await feed.start();
  const clock = new SharedClock(o.db, {
    // A test server's short timings (ALLOW_TEST_SEEDS) are kept to within a few ms.
    tickMs: o.config.allowTestSeeds ? 20 : 100,
    moved: (instance) => {
      metrics.sharedStep(instance.split(':')[0] ?? instance);
      feed.poke(instance);
      // A settlement queues operators' players' closing credits: sent now, not at the next pass.
      ctx.outbox?.kick();
    },
    failed: (e) => app.log.error({ err: e }, 'a shared table clock step failed'),
  });
  clock.start();
  app.addHook('preClose', async () => feed.endStreams());
  metrics.sharedState = () => ({ streams: feed.subscribers, leases: clock.holding.length });
  app.addHook('onClose', async () => {
    await clock.stop();
    await feed.stop();
  });
  sharedRoutes(app, ctx, feed);

  if (o.config.clientDir) await clientFiles(app, o.config.clientDir, origins);
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send(new ApiError('not-found', `no such path: ${req.method} ${req.url.split('?')[0]}`).body()),
  );
  return app;
}
