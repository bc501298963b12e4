/**
 * The jurisdiction's least time from one round's start to the next's (`minRoundMs`, UK RTS 14G),
 * counted on the database's clock from the player's last round, whichever process or device
 * started it: what a session is told it must still wait, and the refusal of a round that comes
 * sooner (`422 too-soon`).
 */
import type { Sql } from '../db/db';
import { ApiError } from '../errors';

/** How long player `playerId`'s next round must still wait (0: it may start now). */
export async function nextRoundInMs(sql: Sql, playerId: string, minRoundMs: number): Promise<number> {
  if (minRoundMs <= 0) return 0;
  const [row] = await sql.query<{ wait: number | string | null }>(
    `select greatest(0, ceil(extract(epoch from (max(started_at) + make_interval(secs => $2::float8 / 1000) - now())) * 1000))::int8 as wait
       from rounds where player_id = $1`,
    [playerId, minRoundMs],
  );
  return Number(row?.wait ?? 0);
}

export async function refuseTooSoon(tx: Sql, playerId: string, minRoundMs: number): Promise<void> {
  const wait = await nextRoundInMs(tx, playerId, minRoundMs);
  if (wait > 0)
    throw new ApiError('too-soon', `the next round may start in ${wait} ms`, { code: 'round.tooSoon', wait });
}
