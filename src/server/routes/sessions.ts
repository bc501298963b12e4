/**
 * Demo sessions, the session itself, its heartbeat and the demo wallet's rebuy (SERVER.md "Players
 * and sessions"). A demo session gets a demo player with a wallet in the database.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  createDemoSession,
  heartbeat,
  readSession,
  rebuy,
  type SessionAnswer,
  type SessionToken,
} from '../../contract/sessions';
import { builtInProfile } from '../../platform/jurisdictions';
import { authenticate, newToken, type Session, tokenHash } from '../auth';
import { fingerprint } from '../canonical';
import { ApiError } from '../errors';
import { moveMoney } from '../ledger';
import { runCall } from '../mutation';
import { nextRoundInMs } from '../rounds/pace';
import { activeSeed, createSeed, defaultClientSeed } from '../seeds';
import { insertDemoPlayer, startBalance } from '../store/players';
import { anyOpenRound, openRoundsOf } from '../store/rounds';
import { demoSessionsLastMinute, insertDemoSession } from '../store/sessions';
import { requestIdHash, sealToken, unsealToken } from '../token-seal';
import { operatorBalance } from '../wallet/balance-cache';
import { callOf, pathOf, playerCall, type RouteContext, typed } from './context';

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
    return reply.code(answer.status).send({ token: unsealToken(sealedToken, body.requestId), ...rest });
  });

  api.get('/v1/session', { schema: readSession }, async (req) => {
    const session = await authenticate(db, req.headers.authorization);
    // An operator's player: the balance is the operator's, asked at most once per few seconds
    // whoever asks (operatorBalance); a demo wallet's is the database's own, current.
    const op = session.operator;
    const known =
      op && ctx.wallet
        ? await operatorBalance(
            ctx.db,
            ctx.wallet,
            { operatorId: op.id, playerId: op.playerId, operatorToken: op.token, currency: session.currency },
            session.playerId,
          )
        : { balance: session.balance, ageMs: 0 };
    return { ...(await sessionView(ctx, { ...session, balance: known.balance })), balanceAgeMs: known.ageMs };
  });

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

async function sessionView(ctx: RouteContext, session: Session): Promise<Omit<SessionAnswer, 'balanceAgeMs'>> {
  const { db } = ctx;
  const open = await openRoundsOf(db, session.playerId);
  const seed = await db.transaction((tx) => activeSeed(tx, session.playerId));
  return {
    sessionId: session.id,
    currency: session.currency,
    balance: session.balance,
    lang: session.lang,
    open: open.map((r) => ({ game: r.game, table: r.table_id, roundId: r.id, ...(r.tier ? { tier: r.tier } : {}) })),
    fairness: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce },
    jurisdiction: { id: session.jurisdiction, ...session.profile },
    // A reload just after a round began still waits out the rest of the jurisdiction's gap.
    nextRoundInMs: await nextRoundInMs(db, session.playerId, session.profile.minRoundMs),
    inactivityMinutes: session.inactivityMinutes,
  };
}
