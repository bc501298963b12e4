/** A round as the database keeps it, and the public answer made from it (SERVER.md "Public view"). */
import type { Minor } from '../../engine/shared/money';
import type { Sql } from '../db/db';
import type { SeedRow } from '../seeds';
import type { PublicPhase, RoundRecordData } from '../tables/types';

export interface RoundRow {
  id: string;
  player_id: string;
  game: string;
  table_id: string;
  tier: string | null;
  status: 'open' | 'settled' | 'void';
  phase: PublicPhase;
  staked: Minor;
  returned: Minor;
  state: unknown;
  answer: PublicAnswer;
  record: RoundRecordData | null;
  seed_id: number;
  nonces: number[];
  first_card: number;
  reason: string | null;
  started_at: Date;
  finished_at: Date | null;
}

/** What every round call answers: the table's view of the round, never a secret. */
export interface PublicAnswer {
  roundId: string;
  game: string;
  table: string;
  status: 'open' | 'settled' | 'void';
  phase: PublicPhase;
  events: readonly unknown[];
  view: unknown;
  legal: string[];
  staked: Minor;
  returned: Minor;
  balance: Minor;
  tier?: string;
  reason?: string;
}

/** A round locked for a step, with the seed it is dealt from (a seed cannot rotate while it is open). */
export async function lockRound(
  tx: Sql,
  playerId: string,
  roundId: string,
  withSeed = false,
): Promise<(RoundRow & { seed: SeedRow | null }) | null> {
  if (!withSeed) {
    const [row] = await tx.query<RoundRow>('select * from rounds where id = $1 and player_id = $2 for update', [
      roundId,
      playerId,
    ]);
    return row ? { ...row, seed: null } : null;
  }
  const [row] = await tx.query<
    RoundRow & { server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number }
  >(
    `select r.*, s.server_seed, s.server_seed_hash, s.client_seed, s.next_nonce
       from rounds r join seeds s on s.id = r.seed_id
      where r.id = $1 and r.player_id = $2 for update of r`,
    [roundId, playerId],
  );
  if (!row) return null;
  const { server_seed, server_seed_hash, client_seed, next_nonce, ...round } = row;
  return { ...round, seed: { id: row.seed_id, server_seed, server_seed_hash, client_seed, next_nonce } };
}

export async function openRoundAt(tx: Sql, playerId: string, table: string): Promise<RoundRow | null> {
  const [row] = await tx.query<RoundRow>(
    `select * from rounds where player_id = $1 and table_id = $2 and status = 'open'`,
    [playerId, table],
  );
  return row ?? null;
}

/** Writes a round's state after a step: its answer, and (once finished) its record and fairness. */
export async function saveRound(
  tx: Sql,
  id: string,
  r: {
    status: RoundRow['status'];
    phase: PublicPhase;
    staked: Minor;
    returned: Minor;
    state: unknown;
    answer: PublicAnswer;
    record: RoundRecordData | null;
    nonces: number[];
    firstCard: number;
    reason?: string | null;
  },
): Promise<void> {
  const finished = r.status !== 'open';
  await tx.query(
    `update rounds set status = $2, phase = $3, staked = $4, returned = $5, state = $6::jsonb, answer = $7::jsonb,
            record = $8::jsonb, nonces = $9, first_card = $10, reason = $11,
            finished_at = case when $12 then now() else null end
      where id = $1`,
    [
      id,
      r.status,
      r.phase,
      r.staked,
      r.returned,
      r.state === null ? null : JSON.stringify(r.state),
      JSON.stringify({ ...r.answer, events: [] }),
      r.record === null ? null : JSON.stringify(r.record),
      r.nonces,
      r.firstCard,
      r.reason ?? null,
      finished,
    ],
  );
}
