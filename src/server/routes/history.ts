/**
 * History and round records (SERVER.md): the player's finished rounds, newest first, and one round
 * in full with its fairness inputs (the server seed only once the player has rotated it).
 */
import type { FastifyInstance } from 'fastify';
import { listHistory, readRoundRecord } from '../../contract/history';
import { authenticate } from '../auth';
import { ApiError } from '../errors';
import { roundRecord, roundSummary } from '../rounds/record';
import { finishedRounds, roundWithBalances } from '../store/rounds';
import { type RouteContext, typed } from './context';

export function historyRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const api = typed(app);

  api.get('/v1/history', { schema: listHistory }, async (req) => {
    const session = await authenticate(db, req.headers.authorization);
    const q = req.query;
    const rows = await finishedRounds(db, {
      playerId: session.playerId,
      game: q.game ?? null,
      table: q.table ?? null,
      limit: Number(q.limit ?? 50),
    });
    return { rounds: rows.map(roundSummary) };
  });

  api.get('/v1/rounds/:roundId', { schema: readRoundRecord }, async (req) => {
    const session = await authenticate(db, req.headers.authorization);
    const { roundId } = req.params;
    const r = await roundWithBalances(db, session.playerId, roundId);
    if (!r) throw new ApiError('not-found', `no round ${roundId}`);
    if (r.status === 'open')
      throw new ApiError('no-round', `round ${roundId} is still open: its record comes when it ends`);
    return roundRecord(db, { ...r, status: r.status });
  });
}
