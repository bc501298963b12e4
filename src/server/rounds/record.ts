/**
 * What history and round records show of a finished round (SERVER.md `GET /v1/history`,
 * `GET /v1/rounds/{roundId}`): one place, so a replay (routes/replays.ts) gives exactly the record
 * `GET /v1/rounds` gives, fairness inputs included (the server seed only once it is revealed).
 */
import type { RoundRecordAnswer, RoundSummary } from '../../contract/history';
import { FAIRNESS_VERSION } from '../../engine/shared/fair';
import type { Sql } from '../db/db';
import { seedById } from '../seeds';
import { sharedRecordFairness } from '../shared/fairness';
import type { FinishedRound } from '../store/rounds';

/** What history shows of a finished round, with what the player's balance was before and after it. */
export function roundSummary(r: FinishedRound): RoundSummary {
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

/** A finished round in full: every card in order, the decisions as the engine took them, the fairness inputs. */
export async function roundRecord(db: Sql, r: FinishedRound): Promise<RoundRecordAnswer> {
  const played = {
    ...roundSummary(r),
    cards: r.record?.cards ?? [],
    decisions: r.record?.decisions ?? [],
  };
  if (r.table_round_id)
    return { ...played, fairness: await sharedRecordFairness(db, r.table_round_id, played.cards.length) };
  const seed = r.seed_id === null ? null : await seedById(db, r.seed_id);
  // A round dealt from a test seed (ALLOW_TEST_SEEDS) used no nonce: it has nothing to verify.
  const tested = r.nonces.length === 0;
  return {
    ...played,
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
}
