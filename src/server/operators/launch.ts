/**
 * One-time launch codes (SERVER.md "Players and sessions"): the operator's `launchUrl` carries a
 * code, never the session's token, because a URL ends up in browser history, proxies' logs and
 * Referer headers. The code is 32 random bytes (base64url), kept only as its SHA-256, valid for
 * 60 s and for one exchange: whoever finds it in a log later cannot open the session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/db';

const LAUNCH_CODE_TTL_S = 60;

function launchCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Makes a launch code for `sessionId`, stores its hash and returns the code. */
export async function createLaunchCode(tx: Sql, sessionId: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await tx.query(
    `insert into launch_codes (code_hash, session_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [launchCodeHash(code), sessionId, LAUNCH_CODE_TTL_S],
  );
  return code;
}

export type Redeemed = { sessionId: string } | { problem: 'used' | 'expired' | 'unknown' };

/**
 * Uses `code` up: the session it opens, or why it opens none. One conditional update, so two
 * exchanges of the same code racing each other (two tabs, two servers) cannot both win.
 */
export async function redeemLaunchCode(tx: Sql, code: string): Promise<Redeemed> {
  const hash = launchCodeHash(code);
  const [won] = await tx.query<{ session_id: string }>(
    `update launch_codes set used_at = now()
      where code_hash = $1 and used_at is null and expires_at > now() returning session_id`,
    [hash],
  );
  if (won) return { sessionId: won.session_id };
  const [row] = await tx.query<{ used: boolean }>(
    'select used_at is not null as used from launch_codes where code_hash = $1',
    [hash],
  );
  if (!row) return { problem: 'unknown' };
  return { problem: row.used ? 'used' : 'expired' };
}
