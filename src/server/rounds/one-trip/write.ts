/**
 * A one-trip round call's writes, in one statement (its own transaction, one durable commit): the
 * balance and the player's version, the ledger rows, the round, the seed's nonce, the table's
 * shoe, the session's last call and the stored answer. It applies only if the player's version is
 * still the one the call worked from, the session still has its token and has not ended, and the
 * call's requestId has no stored answer: otherwise nothing is written, and the call reads its
 * snapshot afresh (snapshot.ts) to work again from it or answer what was stored. (The same
 * statement could read it too, but PostgreSQL then starts that read's plan on every write: 14 %
 * more of its CPU a call, for a read a single server rarely needs.)
 */
import { randomUUID } from 'node:crypto';
import type { RoundAnswer } from '../../../contract/rounds';
import type { Minor } from '../../../engine/shared/money';
import type { Sql } from '../../db/db';
import { keptAnswer, type RoundRow } from '../../store/rounds';
import type { RoundRecordData } from '../../tables/types';
import type { DealWrites } from '../fair-deal';

/** One movement of the balance, as the ledger keeps it. */
export interface LedgerMove {
  kind: 'debit' | 'credit';
  amount: Minor;
  balanceAfter: Minor;
}

export interface OneTripWrite {
  playerId: string;
  /** The player's version and balance as the call found them. */
  version: number;
  balanceBefore: Minor;
  /** The acted-on round's row version as the call found it (null: a new round). */
  roundXmin: string | null;
  sessionId: string;
  tokenHash: string;
  requestId: string;
  fingerprint: string;
  /** The balance after the call (the last move's), or as it was when nothing moved. */
  balance: Minor;
  moves: LedgerMove[];
  round: {
    id: string;
    game: RoundRow['game'];
    table: string;
    tier: string | null;
    seedId: number;
    status: RoundRow['status'];
    phase: RoundRow['phase'];
    staked: Minor;
    returned: Minor;
    state: unknown;
    record: RoundRecordData | null;
    nonces: number[];
    firstCard: number;
  };
  deal: DealWrites;
  status: number;
  answer: RoundAnswer;
}

// The balance and the acted-on round's row version are checked beside the player's version: a
// change made outside the server (an operator's correction) must not be written over either.
// The session's last call is written when it has moved on by 10 s (as auth.ts does).
const writes = (round: string) => `with guard as (
    update players set balance = $3, version = version + 1
     where id = $1 and version = $2 and balance = $31 and ${round}
       and exists (select 1 from sessions where id = $4 and token_hash = $5
                     and (inactivity_minutes is null or last_seen >= now() - make_interval(mins => inactivity_minutes)))
       and not exists (select 1 from requests where scope = $1 and request_id = $7)
    returning id),
  moved as (
    insert into ledger (player_id, round_id, kind, amount, balance_after, request_id, transaction_uuid)
    select guard.id, $6, m.kind, m.amount, m.balance_after, $7, m.uuid
      from guard, unnest($8::text[], $9::int8[], $10::int8[], $11::uuid[]) as m(kind, amount, balance_after, uuid)),
  round as (
    insert into rounds (id, player_id, game, table_id, tier, status, phase, staked, returned, state, answer, record,
                        seed_id, nonces, first_card, finished_at)
    select $6, guard.id, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20::jsonb, $21::jsonb, $22, $23::int4[], $24,
           case when $15 = 'open' then null else now() end
      from guard
    on conflict (id) do update set status = excluded.status, phase = excluded.phase, staked = excluded.staked,
           returned = excluded.returned, state = excluded.state, answer = excluded.answer, record = excluded.record,
           nonces = excluded.nonces, first_card = excluded.first_card, finished_at = excluded.finished_at
    returning xmin::text as xmin),
  nonce as (
    update seeds set next_nonce = $25 where id = $22 and $25::int4 is not null and exists (select 1 from guard)),
  shoe as (
    insert into shoes (player_id, table_id, seed_id, nonce, state)
    select guard.id, $13, $22, $26, $27::jsonb from guard where $27::jsonb is not null
    on conflict (player_id, table_id) do update set seed_id = excluded.seed_id, nonce = excluded.nonce,
           state = excluded.state),
  seen as (
    update sessions set last_seen = now()
     where id = $4 and last_seen < now() - interval '10 seconds' and exists (select 1 from guard)),
  stored as (
    insert into requests (scope, request_id, fingerprint, status, answer)
    select guard.id, $7, $28, $29, $30::jsonb from guard)`;

/** The writes, then whether they applied and the round's row version they left. */
const applied = (round: string) => `${writes(round)}
select count(*)::int4 as applied, (select xmin from round) as written_xmin from guard`;

/** Opening a round: a new row. */
export const writeOpen = (db: Sql, w: OneTripWrite) => write(db, applied('$32::text is null'), w);
/** Acting on a round: its row as the call found it. */
export const writeAct = (db: Sql, w: OneTripWrite) =>
  write(db, applied('exists (select 1 from rounds where id = $6 and xmin = $32::xid)'), w);

/** Applied, with the round's state and the table's shoe as written and the round's row version; or not. */
export type WriteOutcome =
  | { applied: true; stateJson: string | null; shoeJson: string | null; roundXmin: string }
  | { applied: false };

async function write(db: Sql, sql: string, w: OneTripWrite): Promise<WriteOutcome> {
  const r = w.round;
  const stateJson = r.state === null ? null : JSON.stringify(r.state);
  const shoeJson = w.deal.shoe ? JSON.stringify(w.deal.shoe.state) : null;
  const [row] = await db.query<{ applied: number; written_xmin: string | null }>(sql, [
    w.playerId,
    w.version,
    w.balance,
    w.sessionId,
    w.tokenHash,
    r.id,
    w.requestId,
    w.moves.map((m) => m.kind),
    w.moves.map((m) => m.amount),
    w.moves.map((m) => m.balanceAfter),
    w.moves.map(() => randomUUID()),
    r.game,
    r.table,
    r.tier,
    r.status,
    r.phase,
    r.staked,
    r.returned,
    stateJson,
    keptAnswer(w.answer),
    r.record === null ? null : JSON.stringify(r.record),
    r.seedId,
    r.nonces,
    r.firstCard,
    w.deal.nextNonce,
    w.deal.shoe?.nonce ?? null,
    shoeJson,
    w.fingerprint,
    w.status,
    JSON.stringify(w.answer),
    w.balanceBefore,
    w.roundXmin,
  ]);
  if (row?.applied !== 1) return { applied: false };
  return { applied: true, stateJson, shoeJson, roundXmin: row.written_xmin ?? '' };
}
