/** What every route needs: the database, the settings, and the mutating-call runner bound to them. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type Session } from '../auth';
import { fingerprint } from '../canonical';
import type { ServerConfig } from '../config';
import type { Db, Sql } from '../db/db';
import { type Answer, playerLock, runCall } from '../mutation';

export interface RouteContext {
  db: Db;
  config: ServerConfig;
}

/** The request's path without its query: part of what makes two calls the same call. */
export function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0] ?? req.url;
}

/** Authenticates, then runs `work` as the player's idempotent call and sends its answer. */
export async function playerCall(
  ctx: RouteContext,
  req: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Sql, session: Session) => Promise<Answer>,
): Promise<FastifyReply> {
  const session = await authenticate(ctx.db, req.headers.authorization);
  const body = req.body as { requestId: string };
  const answer = await runCall(
    ctx.db,
    { scope: session.playerId, requestId: body.requestId, fingerprint: fingerprint(req.method, pathOf(req), body) },
    playerLock(session.playerId),
    (tx) => work(tx, session),
  );
  return reply.code(answer.status).send(answer.body);
}

export type PlayerSession = Session;
