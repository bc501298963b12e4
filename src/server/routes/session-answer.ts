/**
 * The session as `GET /v1/session` answers it, and as a new session's answer carries it (demo
 * `POST /v1/sessions`, an operator's `POST /v1/sessions/exchange`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SessionAnswer } from '../../contract/sessions';
import { authenticate, type Session } from '../auth';
import { nextRoundInMs } from '../rounds/pace';
import { activeSeed } from '../seeds';
import { openRoundsOf } from '../store/rounds';
import { operatorBalance } from '../wallet/balance-cache';
import type { RouteContext } from './context';

/** `GET /v1/session`'s answer for the session a bearer token names. */
export async function sessionAnswer(ctx: RouteContext, authorization: string | undefined): Promise<SessionAnswer> {
  const session = await authenticate(ctx.db, authorization);
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
}

/**
 * The new session's `GET /v1/session` answer, sent with its token: the page reads it there, not
 * one round trip later. Left out when it cannot be read now (an operator's wallet not answering):
 * the token is the answer that matters (a launch code is redeemed once), the page asks again.
 */
export async function sessionAlong(
  ctx: RouteContext,
  token: string,
  log: FastifyBaseLogger,
): Promise<{ session?: SessionAnswer }> {
  try {
    return { session: await sessionAnswer(ctx, `Bearer ${token}`) };
  } catch (error) {
    log.warn({ err: error }, 'new session: its state is left for the page to ask');
    return {};
  }
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
