/**
 * What a one-trip round call reads, in one statement and without a lock: the session and its
 * player (with the version its write will check), the stored answer of the call's requestId, and
 * the round's own rows (the open round at the table, the player's seed and the table's kept shoe;
 * or the round acted on with its seed). The statement sees one snapshot; the write applies only if
 * nothing of the player's changed since (write.ts).
 */
import type { GameId } from '../../../contract/names';
import type { Minor } from '../../../engine/shared/money';
import type { Sql } from '../../db/db';
import type { SeedRow } from '../../seeds';
import type { RoundRow } from '../../store/rounds';
import type { ShoeRow } from '../fair-deal';

/** The session and player part of a snapshot, and the call's stored answer if it was answered. */
export interface CallSnapshot {
  session_id: string;
  player_id: string;
  kind: 'demo' | 'operator';
  balance: Minor;
  version: number;
  jurisdiction: string;
  jurisdiction_profile: unknown;
  expired: boolean;
  stored_fingerprint: string | null;
  stored_status: number | null;
  stored_answer: unknown;
  seed_id: number | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

export interface OpenSnapshot extends CallSnapshot {
  /** The player's open round at the table, if any. */
  open_round: string | null;
  shoe_seed_id: number | null;
  shoe_nonce: number;
  shoe_state: unknown;
}

export interface ActSnapshot extends CallSnapshot {
  round:
    | (Pick<RoundRow, 'id' | 'game' | 'table_id' | 'tier' | 'status' | 'staked' | 'state' | 'nonces' | 'first_card'> & {
        /** The row version the round was read at (its xmin): a write acts on it only if it is unchanged. */
        xmin: string;
      })
    | null;
}

const CALL_COLUMNS = `s.id as session_id, s.player_id, p.kind, p.balance, p.version, s.jurisdiction, s.jurisdiction_profile,
       (s.inactivity_minutes is not null
         and s.last_seen < now() - make_interval(mins => s.inactivity_minutes)) as expired,
       q.fingerprint as stored_fingerprint, q.status as stored_status, q.answer as stored_answer,
       sd.id as seed_id, sd.server_seed, sd.server_seed_hash, sd.client_seed, sd.next_nonce`;

// Every join is on a unique key (requests, rounds_one_open, seeds_active, shoes): one row at most.
const OPEN_SQL = `select ${CALL_COLUMNS}, o.id as open_round,
       sh.seed_id as shoe_seed_id, sh.nonce as shoe_nonce, sh.state as shoe_state
  from sessions s join players p on p.id = s.player_id
  left join requests q on q.scope = s.player_id and q.request_id = $2
  left join rounds o on o.player_id = s.player_id and o.table_id = $3 and o.status = 'open'
  left join seeds sd on sd.player_id = s.player_id and sd.revealed_at is null
  left join shoes sh on sh.player_id = s.player_id and sh.table_id = $3
 where s.token_hash = $1`;

// Acting on a round: the round's own seed with it.
const ACT_SQL = `select ${CALL_COLUMNS}, r.id as round_id, r.game, r.table_id, r.tier, r.status, r.staked, r.state,
       r.nonces, r.first_card, r.xmin::text as round_xmin
  from sessions s join players p on p.id = s.player_id
  left join requests q on q.scope = s.player_id and q.request_id = $2
  left join rounds r on r.id = $3 and r.player_id = s.player_id
  left join seeds sd on sd.id = r.seed_id
 where s.token_hash = $1`;

/** Opening a round at `table`: null when no session has the token. */
export async function readOpen(
  db: Sql,
  tokenHash: string,
  requestId: string,
  table: string,
): Promise<OpenSnapshot | null> {
  const [row] = await db.query<OpenSnapshot>(OPEN_SQL, [tokenHash, requestId, table]);
  return row ?? null;
}

/** An acting snapshot's row as the statement returns it (the round's columns beside the session's). */
interface ActRow extends CallSnapshot {
  round_id: string | null;
  game: GameId;
  table_id: string;
  tier: string | null;
  status: RoundRow['status'];
  staked: Minor;
  state: unknown;
  nonces: number[];
  first_card: number;
  round_xmin: string;
}

/** Acting on round `roundId`: null when no session has the token. */
export async function readAct(
  db: Sql,
  tokenHash: string,
  requestId: string,
  roundId: string,
): Promise<ActSnapshot | null> {
  const [row] = await db.query<ActRow>(ACT_SQL, [tokenHash, requestId, roundId]);
  return row ? actSnapshot(row) : null;
}

/** The acting snapshot of a row, its round apart (null: the player has no such round). */
function actSnapshot(row: ActRow): ActSnapshot {
  const { round_id, game, table_id, tier, status, staked, state, nonces, first_card, round_xmin, ...call } = row;
  return {
    ...call,
    round: round_id
      ? { id: round_id, game, table_id, tier, status, staked, state, nonces, first_card, xmin: round_xmin }
      : null,
  };
}

/** The snapshot's seed (the player's active one, or the round's), if it has one. */
export function seedOf(s: CallSnapshot): SeedRow | null {
  if (s.seed_id === null) return null;
  const { seed_id, server_seed, server_seed_hash, client_seed, next_nonce } = s;
  return { id: seed_id, server_seed, server_seed_hash, client_seed, next_nonce };
}

/** The table's kept shoe in an opening snapshot, if there is one. */
export function shoeOf(s: OpenSnapshot): ShoeRow | null {
  return s.shoe_seed_id === null ? null : { seed_id: s.shoe_seed_id, nonce: s.shoe_nonce, state: s.shoe_state };
}
