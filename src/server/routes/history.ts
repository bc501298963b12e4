/**
 * History and round records (SERVER.md): the player's finished rounds, newest first, and one round
 * in full with its fairness inputs (the server seed only once the player has rotated it).
 */
import type { FastifyInstance } from 'fastify';
import { FAIRNESS_VERSION } from '../../engine/shared/fair';
import type { Minor } from '../../engine/shared/money';
import { authenticate } from '../auth';
import { ApiError } from '../errors';
import type { RoundRow } from '../rounds/row';
import type { RouteContext } from './context';
import { ROUND_PARAMS } from './schemas';

const HISTORY_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    game: { type: 'string', enum: ['blackjack', 'baccarat', 'roulette'] },
    table: { type: 'string', maxLength: 64 },
    // A query string is text: a whole number from 1 to 500 (baccarat's roads and roulette's statistics).
    limit: { type: 'string', pattern: '^(500|[1-4][0-9]{2}|[1-9][0-9]?)$' },
  },
} as const;

/** A round with its balances from the ledger (null: no money moved for it, which a round never lacks). */
type HistoryRow = RoundRow & { balance_before: Minor | null; balance_after: Minor | null };

/**
 * The balance before the round's first debit and after its last movement (a void round's
 * rollback included), from the ledger rows of the round: one lateral pass per round, in the
 * same query as the rounds (ledger_round index), never one query per row.
 */
const WITH_BALANCES = `select r.*, m.balance_before, m.balance_after
   from rounds r
   left join lateral (
     select (array_agg(l.balance_after + l.amount order by l.id) filter (where l.kind = 'debit'))[1] as balance_before,
            (array_agg(l.balance_after order by l.id desc))[1] as balance_after
       from ledger l where l.round_id = r.id
   ) m on true`;

/** What history shows of a finished round, with what the player's balance was before and after it. */
function summary(r: HistoryRow) {
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

interface SeedInfo {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  revealed_at: Date | null;
}

export function historyRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.get('/v1/history', { schema: { querystring: HISTORY_QUERY } }, async (req) => {
    const session = await authenticate(db, req.headers.authorization);
    const q = req.query as { game?: string; table?: string; limit?: string };
    const rows = await db.query<HistoryRow>(
      `${WITH_BALANCES}
        where r.player_id = $1 and r.status <> 'open' and ($2::text is null or r.game = $2)
          and ($3::text is null or r.table_id = $3)
        order by r.seq desc limit $4`,
      [session.playerId, q.game ?? null, q.table ?? null, Number(q.limit ?? 50)],
    );
    return { rounds: rows.map(summary) };
  });

  app.get('/v1/rounds/:roundId', { schema: { params: ROUND_PARAMS } }, async (req) => {
    const session = await authenticate(db, req.headers.authorization);
    const { roundId } = req.params as { roundId: string };
    const [r] = await db.query<HistoryRow>(`${WITH_BALANCES} where r.id = $1 and r.player_id = $2`, [
      roundId,
      session.playerId,
    ]);
    if (!r) throw new ApiError('not-found', `no round ${roundId}`);
    if (r.status === 'open')
      throw new ApiError('no-round', `round ${roundId} is still open: its record comes when it ends`);
    const [seed] = await db.query<SeedInfo>(
      'select server_seed, server_seed_hash, client_seed, revealed_at from seeds where id = $1',
      [r.seed_id],
    );
    // A round dealt from a test seed (ALLOW_TEST_SEEDS) used no nonce: it has nothing to verify.
    const tested = r.nonces.length === 0;
    return {
      ...summary(r),
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
