/** `POST /v1/fairness/rotate`: reveal the server seed in use and commit a new one (SERVER.md). */
import type { FastifyInstance } from 'fastify';
import { rotateSeeds } from '../../contract/fairness';
import { ApiError } from '../errors';
import { rotateSeed } from '../seeds';
import { anyOpenRound } from '../store/rounds';
import { callOf, playerCall, type RouteContext, typed } from './context';

export function fairnessRoutes(app: FastifyInstance, ctx: RouteContext): void {
  typed(app).post('/v1/fairness/rotate', { schema: rotateSeeds }, async (req, reply) => {
    const answer = await playerCall(ctx, callOf(req, req.body), async (tx, session) => {
      const open = await anyOpenRound(tx, session.playerId);
      if (open) throw new ApiError('round-in-progress', `round ${open} is open: rotate once it is over`);
      return { status: 200, body: await rotateSeed(tx, session.playerId, req.body.clientSeed) };
    });
    return reply.code(answer.status).send(answer.body);
  });
}
