/**
 * The rounds as the database keeps them (SERVER.md "Rounds", "Public view"): a round locked for a
 * step and saved after it, the player's open ones, and the finished ones history lists with the
 * balances around them.
 */
import type { GameId, RoundPhase, RoundStatus } from '../../contract/names';
import type { RoundAnswer } from '../../contract/rounds';
import type { VoidReason } from '../../contract/void-reasons';
import type { Minor } from '../../engine/shared/money';
import type { Sql } from '../db/db';
import type { SeedRow } from '../seeds';
import type { RoundRecordData } from '../tables/types';

export interface RoundRow {
  id: string;
  player_id: string;
  game: GameId;
  table_id: string;
  tier: string | null;
  status: RoundStatus;
  phase: RoundPhase;
  staked: Minor;
  returned: Minor;
  state: unknown;
  answer: RoundAnswer;
  record: RoundRecordData | null;
  seed_id: number | null;
  /** A player's part of a shared table round: the table round (its fairness is the table's). */
  table_round_id: string | null;
  nonces: number[];
  first_card: number;
  reason: VoidReason | null;
  started_at: Date;
  finished_at: Date | null;
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
  return { ...round, seed: { id: row.seed_id as number, server_seed, server_seed_hash, client_seed, next_nonce } };
}

export async function openRoundAt(tx: Sql, playerId: string, table: string): Promise<RoundRow | null> {
  const [row] = await tx.query<RoundRow>(
    `select * from rounds where player_id = $1 and table_id = $2 and status = 'open'`,
    [playerId, table],
  );
  return row ?? null;
}

/** A round's last answer as the round keeps it (JSON): its events were shown once, a resume shows none. */
export function keptAnswer(answer: RoundAnswer): string {
  return JSON.stringify({ ...answer, events: [] });
}

/** Writes a round's state after a step: its answer, and (once finished) its record and fairness. */
export async function saveRound(
  tx: Sql,
  id: string,
  r: {
    status: RoundRow['status'];
    phase: RoundPhase;
    staked: Minor;
    returned: Minor;
    state: unknown;
    answer: RoundAnswer;
    record: RoundRecordData | null;
    nonces: number[];
    firstCard: number;
    reason?: VoidReason | null;
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
      keptAnswer(r.answer),
      r.record === null ? null : JSON.stringify(r.record),
      r.nonces,
      r.firstCard,
      r.reason ?? null,
      finished,
    ],
  );
}

/** The player's open rounds, oldest first (where a new launch resumes them). */
export async function openRoundsOf(
  db: Sql,
  playerId: string,
): Promise<Pick<RoundRow, 'game' | 'table_id' | 'id' | 'tier'>[]> {
  return db.query<Pick<RoundRow, 'game' | 'table_id' | 'id' | 'tier'>>(
    `select game, table_id, id, tier from rounds where player_id = $1 and status = 'open' and table_round_id is null order by seq`,
    [playerId],
  );
}

/** One of the player's open rounds at any table, if any (what a rotation or a rebuy waits for). */
export async function anyOpenRound(tx: Sql, playerId: string): Promise<string | null> {
  const [open] = await tx.query<{ id: string }>(
    `select id from rounds where player_id = $1 and status = 'open' and table_round_id is null limit 1`,
    [playerId],
  );
  return open?.id ?? null;
}

/** A finished round with the balances from the ledger (null: no money moved for it, which a round never lacks). */
export type FinishedRound = RoundRow & {
  status: Exclude<RoundStatus, 'open'>;
  balance_before: Minor | null;
  balance_after: Minor | null;
};

/**
 * The balance before the round's first debit and after its last movement (a void round's
 * rollback included), from the ledger rows of the round: one lateral pass per round, in the
 * same query as the rounds (ledger_round index), never one query per row. An operator's player
 * (seamless wallet) has no ledger rows: their balances are what the operator's wallet
 * acknowledged for the round's calls (wallet_calls_round index), the first debit's balance plus
 * its amount and the last acknowledged call's; still null while no call was acknowledged.
 */
const WITH_BALANCES = `select r.*, coalesce(m.balance_before, w.balance_before) as balance_before,
          coalesce(m.balance_after, w.balance_after) as balance_after
   from rounds r
   left join lateral (
     select (array_agg(l.balance_after + l.amount order by l.id) filter (where l.kind = 'debit'))[1] as balance_before,
            (array_agg(l.balance_after order by l.id desc))[1] as balance_after
       from ledger l where l.round_id = r.id
   ) m on true
   left join lateral (
     select (array_agg(c.balance_after + c.amount order by c.done_at, c.created_at)
               filter (where c.kind = 'debit'))[1] as balance_before,
            (array_agg(c.balance_after order by c.done_at desc, c.created_at desc))[1] as balance_after
       from wallet_calls c
      where c.round_id = r.id and c.state = 'done' and c.balance_after is not null
   ) w on true`;

/** The player's last finished rounds, newest first, of one game and table where asked. */
export async function finishedRounds(
  db: Sql,
  q: { playerId: string; game: string | null; table: string | null; limit: number },
): Promise<FinishedRound[]> {
  return db.query<FinishedRound>(
    `${WITH_BALANCES}
      where r.player_id = $1 and r.status <> 'open' and ($2::text is null or r.game = $2)
        and ($3::text is null or r.table_id = $3)
      order by r.seq desc limit $4`,
    [q.playerId, q.game, q.table, q.limit],
  );
}

/** One of the player's rounds, open or finished, with its balances; null when the player has no such round. */
export async function roundWithBalances(
  db: Sql,
  playerId: string,
  roundId: string,
): Promise<(RoundRow & Pick<FinishedRound, 'balance_before' | 'balance_after'>) | null> {
  const [row] = await db.query<RoundRow & Pick<FinishedRound, 'balance_before' | 'balance_after'>>(
    `${WITH_BALANCES} where r.id = $1 and r.player_id = $2`,
    [roundId, playerId],
  );
  return row ?? null;
}
