/** What every route needs: the database, the settings, and the mutating-call runner bound to them. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, type Session } from '../auth';
import { fingerprint } from '../canonical';
import type { ServerConfig } from '../config';
import type { Db, Sql } from '../db/db';
import type { Metrics } from '../metrics';
import { type Answer, type CallAnswer, type CallRequest, runCallIn } from '../mutation';
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

/**
 * The app with the contract's types (src/contract): each route's body, params and query are typed
 * from the schemas Fastify validates them with, and its answers from the schemas it serialises with.
 */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/** The request's path without its query: part of what makes two calls the same call. */
export function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0] ?? req.url;
}

/** A mutating call as the route hands it on, its body already checked by its schema. */
export function callOf<Body extends { requestId: string }>(req: FastifyRequest, body: Body): CallRequest<Body> {
  return { method: req.method, path: pathOf(req), body, authorization: req.headers.authorization };
}

/**
 * Runs `work` as the player's idempotent call: one transaction that reads the session and takes
 * the player's row lock in one statement, then runs the call (or returns its stored answer).
 */
export async function playerCall<Body>(
  ctx: RouteContext,
  call: CallRequest<{ requestId: string }>,
  work: (tx: Sql, session: Session) => Promise<Answer<Body>>,
): Promise<CallAnswer<Body>> {
  const key = { requestId: call.body.requestId, fingerprint: fingerprint(call.method, call.path, call.body) };
  return ctx.db.transaction(async (tx) => {
    const session = await authenticate(tx, call.authorization, true);
    return runCallIn(tx, { scope: session.playerId, ...key }, (t) => work(t, session));
  });
}
