/**
 * Demo sessions, the session itself, its heartbeat and the demo wallet's rebuy (SERVER.md "Players
 * and sessions"). A demo session gets a demo player with a wallet in the database.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createDemoSession, heartbeat, readSession, rebuy, type SessionToken } from '../../contract/sessions';
import { builtInProfile } from '../../platform/jurisdictions';
import { authenticate, newToken, tokenHash } from '../auth';
import { fingerprint } from '../canonical';
import { ApiError } from '../errors';
import { moveMoney } from '../ledger';
import { runCall } from '../mutation';
import { createSeed, defaultClientSeed } from '../seeds';
import { insertDemoPlayer, startBalance } from '../store/players';
import { anyOpenRound } from '../store/rounds';
import { demoSessionsLastMinute, insertDemoSession } from '../store/sessions';
import { requestIdHash, sealToken, unsealToken } from '../token-seal';
import { callOf, pathOf, playerCall, type RouteContext, typed } from './context';
import { sessionAlong, sessionAnswer } from './session-answer';

/** Table limits and chips are defined in EUR; a demo wallet has no limit set for another currency. */
const DEMO_CURRENCIES = ['EUR'];

/**
 * A new demo session as it is stored for the retries of its call: its token sealed under the
 * call's requestId (token-seal.ts), never the token itself.
 */
type SealedSession = Omit<SessionToken, 'token'> & { sealedToken: string };

export function sessionRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, config } = ctx;
  const api = typed(app);

  api.post('/v1/sessions', { schema: createDemoSession }, async (req, reply) => {
    const { body } = req;
    const scope = `address:${req.ip}`;
    const answer = await runCall<SealedSession>(
      db,
      {
        scope,
        requestId: requestIdHash(body.requestId),
        shownId: body.requestId,
        fingerprint: fingerprint(req.method, pathOf(req), body),
      },
      async (tx) => {
        if (!DEMO_CURRENCIES.includes(body.currency)) {
          throw new ApiError('currency-unsupported', `currency: demo play has limits in ${DEMO_CURRENCIES.join(', ')}`);
        }
        if ((await demoSessionsLastMinute(tx, req.ip)) >= config.demoSessionsPerMinute) {
          throw new ApiError('rate-limited', 'too many demo sessions from this address: try again in a minute');
        }
        const playerId = `demo:${randomUUID()}`;
        await insertDemoPlayer(tx, { playerId, currency: body.currency, balance: body.balance });
        await createSeed(tx, playerId, defaultClientSeed());
        const token = newToken();
        const sessionId = randomUUID();
        await insertDemoSession(tx, {
          sessionId,
          tokenHash: tokenHash(token),
          playerId,
          lang: body.lang,
          jurisdiction: body.jurisdiction ?? 'default',
          profile: builtInProfile(body.jurisdiction ?? 'default'),
          inactivityMinutes: body.inactivityMinutes ?? null,
          address: req.ip,
        });
        const sealed = sealToken(token, body.requestId);
        return {
          status: 201,
          body: { sealedToken: sealed, sessionId, currency: body.currency, balance: body.balance },
        };
      },
    );
    if ('error' in answer.body) return reply.code(answer.status).send(answer.body);
    const { sealedToken, ...rest } = answer.body;
    const token = unsealToken(sealedToken, body.requestId);
    return reply.code(answer.status).send({ token, ...rest, ...(await sessionAlong(ctx, token, req.log)) });
  });

  api.get('/v1/session', { schema: readSession }, async (req) => sessionAnswer(ctx, req.headers.authorization));

  api.post('/v1/session/heartbeat', { schema: heartbeat }, async (req) => {
    await authenticate(db, req.headers.authorization);
    return { ok: true as const };
  });

  api.post('/v1/wallet/rebuy', { schema: rebuy }, async (req, reply) => {
    const answer = await playerCall(ctx, callOf(req, req.body), async (tx, session) => {
      if (session.playerKind !== 'demo') throw new ApiError('bad-request', 'a real-money wallet is not topped up here');
      if (await anyOpenRound(tx, session.playerId)) {
        throw new ApiError('round-in-progress', 'a rebuy waits until the open round is over');
      }
      const balance = session.balance;
      const topUp = Math.max(0, (await startBalance(tx, session.playerId)) - balance);
      const after =
        topUp > 0
          ? await moveMoney(tx, {
              playerId: session.playerId,
              roundId: null,
              kind: 'topup',
              amount: topUp,
              requestId: req.body.requestId,
            })
          : balance;
      return { status: 200, body: { balance: after, toppedUp: topUp } };
    });
    return reply.code(answer.status).send(answer.body);
  });
}
