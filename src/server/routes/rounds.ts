/** Rounds: open one at a table, act on it, resume it (SERVER.md "Rounds"). */

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RoundAnswer } from '../../contract/rounds';
import { actOnRound as actSchema, openRound as openSchema, readOpenRound } from '../../contract/rounds';
import { authenticate, type Session } from '../auth';
import { ApiError } from '../errors';
import { MAX_AMOUNT } from '../ledger';
import type { CallAnswer } from '../mutation';
import { actionStakeOf, actOnRound } from '../rounds/act';
import { oneTripCall } from '../rounds/one-trip/call';
import { actPlan, openPlan } from '../rounds/one-trip/plans';
import { PlayerCache } from '../rounds/one-trip/player-cache';
import { openRound, planOpen } from '../rounds/open';
import { openRoundAt } from '../store/rounds';
import { tableGame } from '../tables/index';
import { moneyCall } from '../wallet/money-call';
import { pendingDebit } from '../wallet/wallet-calls';
import { callOf, type RouteContext, typed } from './context';

export function roundRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = typed(app);
  // What this process knows of each session's player since its last round call (one trip next time).
  const oneTrip = { db: ctx.db, cache: new PlayerCache(), metrics: ctx.metrics };

  api.post('/v1/tables/:table/rounds', { schema: openSchema }, async (req, reply) => {
    const { table } = req.params;
    const open = (session: Session) => ({
      playerId: session.playerId,
      table,
      body: req.body,
      allowTestSeeds: ctx.config.allowTestSeeds,
      minRoundMs: session.profile.minRoundMs,
      balance: session.balance,
      seamless: session.operator !== null,
    });
    const call = callOf(req, req.body);
    // A demo player's call in one trip to the database where it can be; else the locked path.
    const fast = await oneTripCall(oneTrip, call, openPlan(table, req.body, ctx.config.allowTestSeeds));
    if (fast) return reply.code(fast.status).send(countRound(ctx, fast).body);
    const answer = await moneyCall(ctx, call, {
      // The operator's wallet decides whether the stake is covered: the balance known here may be old.
      plan: async (tx, session) => ({
        stake: (await planOpen(tx, { ...open(session), balance: MAX_AMOUNT })).checked.stake,
        roundId: randomUUID(),
        tableId: table,
      }),
      run: (tx, session, money, roundId) => openRound(tx, { ...open(session), money, ...(roundId ? { roundId } : {}) }),
    });
    return reply.code(answer.status).send(answer.body);
  });

  api.post('/v1/rounds/:roundId/actions', { schema: actSchema }, async (req, reply) => {
    const { roundId } = req.params;
    const { body } = req;
    const call = callOf(req, body);
    const fast = await oneTripCall(oneTrip, call, actPlan(roundId, body.action));
    if (fast) return reply.code(fast.status).send(countRound(ctx, fast).body);
    const answer = await moneyCall(ctx, call, {
      plan: async (tx, session) => {
        const paying = await pendingDebit(tx, session.playerId, { roundId });
        if (paying) throw new ApiError('round-in-progress', `round ${roundId} is waiting for the wallet`);
        return { stake: await actionStakeOf(tx, session.playerId, roundId, body.action), roundId, tableId: null };
      },
      run: (tx, session, money) =>
        actOnRound(tx, {
          playerId: session.playerId,
          roundId,
          requestId: body.requestId,
          action: body.action,
          balance: session.balance,
          money,
        }),
    });
    return reply.code(answer.status).send(answer.body);
  });

  api.get('/v1/tables/:table/round', { schema: readOpenRound }, async (req) => {
    const session = await authenticate(ctx.db, req.headers.authorization);
    const { table } = req.params;
    if (!tableGame(table)) throw new ApiError('not-found', `no table "${table}"`);
    const round = await openRoundAt(ctx.db, session.playerId, table);
    if (!round) throw new ApiError('no-round', `no open round at ${table}`);
    return { ...round.answer, events: [], balance: session.balance };
  });
}

/** A round answered in one trip counts in the metrics as the locked path's do (money-call.ts). */
function countRound(ctx: RouteContext, answer: CallAnswer<RoundAnswer>): CallAnswer<RoundAnswer> {
  if (!('error' in answer.body)) ctx.metrics?.round(answer.body.table, answer.body.status);
  return answer;
}
