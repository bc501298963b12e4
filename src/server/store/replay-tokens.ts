/**
 * Replay tokens as the database keeps them (issue 40): the SHA-256 of each token (as for sessions,
 * a copy of the database opens no round), the operator's player and the one finished round it
 * opens, and when it stops. Their own table: auth.ts reads `sessions` only, so a replay token
 * answers `401` on every call but `GET /v1/replays/{roundId}`.
 */
import type { Sql } from '../db/db';

/** Stores a token's hash for one round of one player; when it expires (the database's clock). */
export async function insertReplayToken(
  tx: Sql,
  t: { tokenHash: string; operatorId: string; playerId: string; roundId: string; minutes: number },
): Promise<Date> {
  const [row] = await tx.query<{ expires_at: Date }>(
    `insert into replay_tokens (token_hash, operator_id, player_id, round_id, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(mins => $5)) returning expires_at`,
    [t.tokenHash, t.operatorId, t.playerId, t.roundId, t.minutes],
  );
  if (!row) throw new Error('the replay token was not stored');
  return new Date(row.expires_at);
}

/** What a replay token opens: one round of one player, in the player's currency. */
export interface ReplayGrant {
  playerId: string;
  roundId: string;
  currency: string;
  expiresAt: Date;
  expired: boolean;
}

/** The grant of the token with this hash; null when no replay token has it (it may be a session's). */
export async function replayGrant(db: Sql, tokenHash: string): Promise<ReplayGrant | null> {
  const [row] = await db.query<{
    player_id: string;
    round_id: string;
    currency: string;
    expires_at: Date;
    expired: boolean;
  }>(
    `select t.player_id, t.round_id, p.currency, t.expires_at, t.expires_at <= now() as expired
       from replay_tokens t join players p on p.id = t.player_id
      where t.token_hash = $1`,
    [tokenHash],
  );
  if (!row) return null;
  return {
    playerId: row.player_id,
    roundId: row.round_id,
    currency: row.currency,
    expiresAt: new Date(row.expires_at),
    expired: row.expired,
  };
}
