/** `POST /v1/fairness/rotate`: reveal the server seed in use and commit a new one (SERVER.md). */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { rotateSeed } from '../seeds';
import { playerCall, type RouteContext } from './context';
import { REQUEST_ID } from './schemas';

const ROTATE_BODY = {
  type: 'object',
  required: ['requestId', 'clientSeed'],
  additionalProperties: false,
  properties: {
    requestId: REQUEST_ID,
    clientSeed: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  },
} as const;

export function fairnessRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.post('/v1/fairness/rotate', { schema: { body: ROTATE_BODY } }, (req, reply) =>
    playerCall(ctx, req, reply, async (tx, session) => {
      const [open] = await tx.query<{ id: string }>(
        `select id from rounds where player_id = $1 and status = 'open' limit 1`,
        [session.playerId],
      );
      if (open) throw new ApiError('round-in-progress', `round ${open.id} is open: rotate once it is over`);
      const { clientSeed } = req.body as { clientSeed: string };
      return { status: 200, body: await rotateSeed(tx, session.playerId, clientSeed) };
    }),
  );
}
