/** Rounds: open one at a table, act on it, resume it (SERVER.md "Rounds"). */
import type { FastifyInstance } from 'fastify';
import { JURISDICTIONS } from '../../platform/jurisdictions';
import { authenticate } from '../auth';
import { ApiError } from '../errors';
import { actOnRound } from '../rounds/act';
import { type OpenBody, openRound } from '../rounds/open';
import { openRoundAt } from '../rounds/row';
import { tableGame } from '../tables/index';
import { playerCall, type RouteContext } from './context';
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
  app.post('/v1/tables/:table/rounds', { schema: { params: TABLE_PARAMS, body: OPEN_BODY } }, (req, reply) =>
    playerCall(ctx, req, reply, (tx, session) =>
      openRound(tx, {
        playerId: session.playerId,
        table: (req.params as { table: string }).table,
        body: req.body as OpenBody,
        allowTestSeeds: ctx.config.allowTestSeeds,
        minRoundMs: (JURISDICTIONS[session.jurisdiction] ?? JURISDICTIONS.default)?.minRoundMs ?? 0,
        balance: session.balance,
      }),
    ),
  );

  app.post('/v1/rounds/:roundId/actions', { schema: { params: ROUND_PARAMS, body: ACTION_BODY } }, (req, reply) =>
    playerCall(ctx, req, reply, (tx, session) => {
      const body = req.body as { requestId: string; action: string };
      return actOnRound(tx, {
        playerId: session.playerId,
        roundId: (req.params as { roundId: string }).roundId,
        requestId: body.requestId,
        action: body.action,
        balance: session.balance,
      });
    }),
  );

  app.get('/v1/tables/:table/round', { schema: { params: TABLE_PARAMS } }, async (req) => {
    const session = await authenticate(ctx.db, req.headers.authorization);
    const { table } = req.params as { table: string };
    if (!tableGame(table)) throw new ApiError('not-found', `no table "${table}"`);
    const round = await openRoundAt(ctx.db, session.playerId, table);
    if (!round) throw new ApiError('no-round', `no open round at ${table}`);
    return { ...round.answer, events: [], balance: session.balance };
  });
}
