/** Rounds: open one at a table, act on it, resume it (SERVER.md "Rounds"). */

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authenticate, type Session } from '../auth';
import { ApiError } from '../errors';
import { MAX_AMOUNT } from '../ledger';
import { actionStakeOf, actOnRound } from '../rounds/act';
import { type OpenBody, openRound, planOpen } from '../rounds/open';
import { openRoundAt } from '../rounds/row';
import { tableGame } from '../tables/index';
import { moneyCall } from '../wallet/money-call';
import { pendingDebit } from '../wallet/wallet-calls';
import type { RouteContext } from './context';
import { REQUEST_ID, ROUND_PARAMS, TABLE_PARAMS } from './schemas';

const OPEN_BODY = {
  type: 'object',
  required: ['requestId', 'bets'],
  additionalProperties: false,
  properties: {
    requestId: REQUEST_ID,
    // Each game's own shape (HEADLESS.md): checked by the game, which names the field.
    bets: { type: ['array', 'object'] },
    tier: { type: 'string', maxLength: 32 },
    testSeed: { type: ['string', 'object'] },
  },
} as const;

const ACTION_BODY = {
  type: 'object',
  required: ['requestId', 'action'],
  additionalProperties: false,
  properties: {
    requestId: REQUEST_ID,
    action: { type: 'string', minLength: 1, maxLength: 40 },
  },
} as const;

export function roundRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.post('/v1/tables/:table/rounds', { schema: { params: TABLE_PARAMS, body: OPEN_BODY } }, (req, reply) => {
    const table = (req.params as { table: string }).table;
    const open = (session: Session) => ({
      playerId: session.playerId,
      table,
      body: req.body as OpenBody,
      allowTestSeeds: ctx.config.allowTestSeeds,
      minRoundMs: session.profile.minRoundMs,
      balance: session.balance,
      seamless: session.operator !== null,
    });
    return moneyCall(ctx, req, reply, {
      // The operator's wallet decides whether the stake is covered: the balance known here may be old.
      plan: async (tx, session) => ({
        stake: (await planOpen(tx, { ...open(session), balance: MAX_AMOUNT })).checked.stake,
        roundId: randomUUID(),
        tableId: table,
      }),
      run: (tx, session, money, roundId) => openRound(tx, { ...open(session), money, ...(roundId ? { roundId } : {}) }),
    });
  });

  app.post('/v1/rounds/:roundId/actions', { schema: { params: ROUND_PARAMS, body: ACTION_BODY } }, (req, reply) => {
    const { roundId } = req.params as { roundId: string };
    const body = req.body as { requestId: string; action: string };
    return moneyCall(ctx, req, reply, {
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
  });

  app.get('/v1/tables/:table/round', { schema: { params: TABLE_PARAMS } }, async (req) => {
    const session = await authenticate(ctx.db, req.headers.authorization);
    const { table } = req.params as { table: string };
    if (!tableGame(table)) throw new ApiError('not-found', `no table "${table}"`);
    const round = await openRoundAt(ctx.db, session.playerId, table);
    if (!round) throw new ApiError('no-round', `no open round at ${table}`);
    return { ...round.answer, events: [], balance: session.balance };
  });
}
