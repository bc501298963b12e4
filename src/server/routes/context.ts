/** What every route needs: the database, the settings, and the mutating-call runner bound to them. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type Session } from '../auth';
import { fingerprint } from '../canonical';
import type { ServerConfig } from '../config';
import type { Db, Sql } from '../db/db';
import type { Metrics } from '../metrics';
import { type Answer, runCallIn } from '../mutation';
import type { WalletOutbox } from '../wallet/outbox';
import type { SeamlessWallet } from '../wallet/seamless-wallet';

export interface RouteContext {
  db: Db;
  config: ServerConfig;
  /** The operators' seamless wallets (WALLET=seamless), and the outbox that settles what they are owed. */
  wallet?: SeamlessWallet | null;
  outbox?: WalletOutbox | null;
  metrics?: Metrics;
}

/** The request's path without its query: part of what makes two calls the same call. */
export function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0] ?? req.url;
}

/**
 * Runs `work` as the player's idempotent call and sends its answer: one transaction that reads
 * the session and takes the player's row lock in one statement, then runs the call.
 */
export async function playerCall(
  ctx: RouteContext,
  req: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Sql, session: Session) => Promise<Answer>,
): Promise<FastifyReply> {
  const body = req.body as { requestId: string };
  const key = { requestId: body.requestId, fingerprint: fingerprint(req.method, pathOf(req), body) };
  const answer = await ctx.db.transaction(async (tx) => {
    const session = await authenticate(tx, req.headers.authorization, true);
    return runCallIn(tx, { scope: session.playerId, ...key }, (t) => work(t, session));
  });
  return reply.code(answer.status).send(answer.body);
}

export type PlayerSession = Session;
