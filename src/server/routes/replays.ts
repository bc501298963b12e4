/**
 * Round replay (issue 40). An operator's support desk opens any finished round of one of its
 * players with `replay.html?round=ID&token=…`: the operator's back end gets that link with a
 * signed `POST /v1/operator/replays` (signed and accepted once, as `POST /v1/operator/sessions`).
 * The token is read-only and expires (REPLAY_TOKEN_MINUTES): it opens that one round through
 * `GET /v1/replays/{roundId}` and nothing else, since it lives in a table of its own that
 * authenticate() never reads. The same read takes a player's session too (the history panel's
 * REPLAY), for the player's own finished rounds. A replay is a pure read: no money moves, no
 * round changes.
 */
import type { FastifyInstance } from 'fastify';
import type { ReplayAnswer } from '../../contract/replays';
import { issueReplay, readReplay } from '../../contract/replays';
import { SHARED_TABLE_BASE } from '../../contract/shared-tables';
import { authenticate, bearerOf, newToken, tokenHash } from '../auth';
import { DEFAULT_REPLAY_TOKEN_MINUTES } from '../config';
import { ApiError } from '../errors';
import { recordSignature, signatureAccepted } from '../operators/replay-cache';
import { signatureReplayed, signedCall, signedRoutes } from '../operators/signed-body';
import { findOperator, operatorSecrets } from '../operators/store';
import { roundRecord } from '../rounds/record';
import { sharedReplay } from '../shared/replay-view';
import { isSharedTable } from '../shared/tables';
import { insertReplayToken, replayGrant } from '../store/replay-tokens';
import { type FinishedRound, roundWithBalances } from '../store/rounds';
import { type RouteContext, typed } from './context';

/** A round id written in capitals is the same UUID (edge/uuid-case.ts does this for the paths' ids). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneCase = (id: string) => (UUID.test(id) ? id.toLowerCase() : id);

/** The table as the client needs it to draw the round: a shared table plays by a solo table's rules. */
function tableOf(r: FinishedRound): ReplayAnswer['table'] {
  const shared = isSharedTable(r.table_id) ? SHARED_TABLE_BASE[r.table_id] : null;
  return {
    id: r.table_id,
    game: r.game,
    tier: r.tier ?? shared?.tier ?? null,
    shared: shared !== null,
    base: shared?.base ?? r.table_id,
  };
}

export async function replayRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const { db, config } = ctx;
  const minutes = config.replayTokenMinutes ?? DEFAULT_REPLAY_TOKEN_MINUTES;
  const secretsOf = async (id: string) => ((await findOperator(db, id)) ? operatorSecrets(db, id) : null);
  const checks = { secretsOf, alreadyAccepted: (signature: string) => signatureAccepted(db, signature) };

  await signedRoutes(app, checks, (scope) => {
    typed(scope).post('/v1/operator/replays', { schema: issueReplay }, async (req, reply) => {
      const signed = signedCall(req);
      const operator = await findOperator(db, signed.operatorId);
      if (!operator) throw new ApiError('unauthorized', 'the operator is gone');
      const roundId = oneCase(req.body.roundId);
      const playerId = `op:${operator.id}:${req.body.playerId}`;
      const token = newToken();
      const expiresAt = await db.transaction(async (tx) => {
        // Accepted once: a twin of this call that won a race to another server made its token.
        if (!(await recordSignature(tx, signed))) throw signatureReplayed();
        const r = await roundWithBalances(tx, playerId, roundId);
        // The same answer for a round nobody has and one of another player or operator: a desk
        // learns nothing of rounds that are not its players'.
        if (!r) throw new ApiError('not-found', `no round ${roundId} of player "${req.body.playerId}"`);
        if (r.status === 'open') {
          throw new ApiError('round-in-progress', `round ${roundId} is still open: it can be replayed once it ends`);
        }
        return insertReplayToken(tx, {
          tokenHash: tokenHash(token),
          operatorId: operator.id,
          playerId,
          roundId,
          minutes,
        });
      });
      const query = new URLSearchParams({ round: roundId, token });
      // Absolute on PUBLIC_URL (as a launchUrl is); without one, relative to this server's origin.
      const url = `${config.publicUrl ?? ''}/replay.html?${query.toString()}`;
      return reply.code(201).send({ token, expiresAt: expiresAt.toISOString(), url });
    });
  });

  typed(app).get('/v1/replays/:roundId', { schema: readReplay }, async (req) => {
    const { roundId } = req.params;
    const bearer = bearerOf(req.headers.authorization);
    if (!bearer) throw new ApiError('unauthorized', 'Authorization: Bearer TOKEN is missing or malformed');
    const grant = await replayGrant(db, tokenHash(bearer));
    let playerId: string;
    let currency: string;
    if (grant) {
      if (grant.expired) {
        throw new ApiError(
          'replay-expired',
          `the replay token expired at ${grant.expiresAt.toISOString()}: ask the operator for a new replay link`,
        );
      }
      // A token opens its own round only; another one is as unknown to it as a round nobody has.
      if (grant.roundId !== roundId) throw new ApiError('not-found', `no round ${roundId}`);
      ({ playerId, currency } = grant);
    } else {
      ({ playerId, currency } = await authenticate(db, req.headers.authorization));
    }
    const r = await roundWithBalances(db, playerId, roundId);
    if (!r) throw new ApiError('not-found', `no round ${roundId}`);
    if (r.status === 'open') {
      throw new ApiError('round-in-progress', `round ${roundId} is still open: it can be replayed once it ends`);
    }
    const finished = { ...r, status: r.status };
    const shared = r.table_round_id
      ? await sharedReplay(db, { tableRoundId: r.table_round_id, table: r.table_id, playerId })
      : null;
    const answer: ReplayAnswer = {
      round: await roundRecord(db, finished),
      currency,
      table: tableOf(finished),
      ...(shared ? { shared } : {}),
    };
    return answer;
  });
}
