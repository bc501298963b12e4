/**
 * History and round records (SERVER.md): the player's finished rounds, newest first, and one round
 * in full with its fairness inputs (the server seed only once the player has rotated it).
 */
import type { FastifyInstance } from 'fastify';
import { listHistory, type RoundSummary, readRoundRecord } from '../../contract/history';
import { FAIRNESS_VERSION } from '../../engine/shared/fair';
import { authenticate } from '../auth';
import { ApiError } from '../errors';
import { seedById } from '../seeds';
import { sharedRecordFairness } from '../shared/fairness';
import { type FinishedRound, finishedRounds, roundWithBalances } from '../store/rounds';
import { type RouteContext, typed } from './context';

/** What history shows of a finished round, with what the player's balance was before and after it. */
function summary(r: FinishedRound): RoundSummary {
  const rec = r.record;
  return {
    roundId: r.id,
    game: r.game,
    table: r.table_id,
    ...(r.tier ? { tier: r.tier } : {}),
    status: r.status,
    staked: r.staked,
    returned: r.returned,
    ...(r.reason ? { reason: r.reason } : {}),
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    bets: rec?.bets ?? null,
    ...(rec?.result !== undefined ? { result: rec.result } : {}),
    outcome: rec?.outcome ?? null,
    balanceBefore: r.balance_before,
    balanceAfter: r.balance_after,
  };
}

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
    return { rounds: rows.map(summary) };
  });

  api.get('/v1/rounds/:roundId', { schema: readRoundRecord }, async (req) => {
    const session = await authenticate(db, req.headers.authorization);
    const { roundId } = req.params;
    const r = await roundWithBalances(db, session.playerId, roundId);
    if (!r) throw new ApiError('not-found', `no round ${roundId}`);
    if (r.status === 'open')
      throw new ApiError('no-round', `round ${roundId} is still open: its record comes when it ends`);
    if (r.table_round_id)
      return {
        ...summary({ ...r, status: r.status }),
        cards: r.record?.cards ?? [],
        decisions: r.record?.decisions ?? [],
        fairness: await sharedRecordFairness(db, r.table_round_id, r.record?.cards?.length ?? 0),
      };
    const seed = r.seed_id === null ? null : await seedById(db, r.seed_id);
    // A round dealt from a test seed (ALLOW_TEST_SEEDS) used no nonce: it has nothing to verify.
    const tested = r.nonces.length === 0;
    return {
      ...summary({ ...r, status: r.status }),
      cards: r.record?.cards ?? [],
      decisions: r.record?.decisions ?? [],
      fairness:
        tested || !seed
          ? null
          : {
              version: FAIRNESS_VERSION,
              serverSeedHash: seed.server_seed_hash,
              clientSeed: seed.client_seed,
              nonces: r.nonces,
              firstCard: r.first_card,
              ...(seed.revealed_at ? { serverSeed: seed.server_seed } : {}),
            },
    };
  });
}
