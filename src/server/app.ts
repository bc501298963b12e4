/**
 * The game server as a Fastify app: the API of SERVER.md, `/health`, `/ready`, `/metrics`, and the
 * built client on the same origin. It keeps nothing between requests (every round, wallet and
 * seed is in the database), so any number of them may run behind a load balancer.
 */
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { clientFiles } from './client-files';
import type { ServerConfig } from './config';
import { DatabaseUnavailable, type Db } from './db/db';
import { ApiError } from './errors';
import { housekeeping } from './housekeeping';
import { Metrics } from './metrics';
import { AllowedOrigins } from './operators/origins';
import type { RouteContext } from './routes/context';
import { fairnessRoutes } from './routes/fairness';
import { healthRoutes } from './routes/health';
import { historyRoutes } from './routes/history';
import { operatorRoutes } from './routes/operator';
import { roundRoutes } from './routes/rounds';
import { sessionRoutes } from './routes/sessions';
import { seamlessWiring } from './wallet/wiring';

export interface ServerOptions {
  db: Db;
  config: ServerConfig;
  /** Fastify's logger (off in tests). */
  logger?: boolean;
  /** How long the operators' allowed origins are kept before they are read again (tests shorten it). */
  operatorOriginsTtlMs?: number;
}

/** PostgreSQL's "try again" answers: a deadlock or a serialization failure changed nothing. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** A schema's refusal naming the field: `body.bets[0]: …`, `body.surprise: not a field of this call`. */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const params = first.params as { missingProperty?: string; additionalProperty?: string };
  const path = `${err.validationContext ?? 'body'}${first.instancePath.replace(/\//g, '.')}`;
  if (params.additionalProperty) return `${path}.${params.additionalProperty}: not a field of this call`;
  if (params.missingProperty) return `${path}.${params.missingProperty}: required`;
  return `${path}: ${first.message ?? 'invalid'}`;
}

export async function buildServer(o: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: o.logger ?? false,
    trustProxy: o.config.trustProxy,
    bodyLimit: 256 * 1024,
    // A body is taken as sent: a field the schema does not name is refused (not silently dropped),
    // and "100" is not the number 100. Query strings are read by the routes themselves.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true } },
  });
  const metrics = new Metrics();
  housekeeping(app, o.db);
  const ctx: RouteContext = { db: o.db, config: o.config, metrics, ...seamlessWiring(app, o.db, o.config, metrics) };

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return reply.code(err.status).send(err.body());
    if (err.validation) return reply.code(400).send(new ApiError('bad-request', validationMessage(err)).body());
    if (err instanceof DatabaseUnavailable || RETRYABLE_SQLSTATES.has((err as { code?: string }).code ?? '')) {
      return reply.code(503).send(new ApiError('database-unavailable', 'the database is not answering: retry').body());
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(new ApiError('bad-request', err.message).body());
    }
    req.log.error(err);
    return reply.code(500).send(new ApiError('internal', 'the server failed to answer: retry').body());
  });

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

  if (o.config.clientDir) await clientFiles(app, o.config.clientDir, origins);
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send(new ApiError('not-found', `no such path: ${req.method} ${req.url.split('?')[0]}`).body()),
  );
  return app;
}
