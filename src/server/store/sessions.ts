/**
 * The sessions (SERVER.md "Players and sessions"): a demo session, counted per address; an
 * operator's session made at launch with a token nobody holds; the launch code's exchange that
 * gives it its token. Tokens are kept as their hash only (auth.ts).
 */
import type { JurisdictionProfile } from '../../contract/sessions';
import type { Sql } from '../db/db';

/**
 * The demo sessions `address` made in the last minute. One address's creations are counted one
 * at a time, on every server: without the lock two transactions of PostgreSQL each count the
 * other's new session as not there yet. The lock is held until the transaction ends.
 */
export async function demoSessionsLastMinute(tx: Sql, address: string): Promise<number> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`demo sessions\n${address}`]);
  const [recent] = await tx.query<{ n: number }>(
    `select count(*)::int8 as n from sessions where address = $1 and created_at > now() - interval '1 minute'`,
    [address],
  );
  return recent?.n ?? 0;
}

export async function insertDemoSession(
  tx: Sql,
  s: {
    sessionId: string;
    tokenHash: string;
    playerId: string;
    lang: string;
    jurisdiction: string;
    profile: JurisdictionProfile;
    inactivityMinutes: number | null;
    address: string;
  },
): Promise<void> {
  await tx.query(
    `insert into sessions (id, token_hash, player_id, lang, jurisdiction, jurisdiction_profile, inactivity_minutes, address)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [
      s.sessionId,
      s.tokenHash,
      s.playerId,
      s.lang,
      s.jurisdiction,
      JSON.stringify(s.profile),
      s.inactivityMinutes,
      s.address,
    ],
  );
}

export async function insertOperatorSession(
  tx: Sql,
  s: {
    sessionId: string;
    tokenHash: string;
    playerId: string;
    lang: string;
    jurisdiction: string;
    profile: JurisdictionProfile;
    inactivityMinutes: number;
    operatorToken: string;
    lobbyUrl: string;
    game: string;
    table: string;
  },
): Promise<void> {
  await tx.query(
    `insert into sessions (id, token_hash, player_id, lang, jurisdiction, jurisdiction_profile, inactivity_minutes,
                           operator_token, lobby_url, game, table_id)
     values ($1, $2, $3, $4, $5, $11::jsonb, $6, $7, $8, $9, $10)`,
    [
      s.sessionId,
      s.tokenHash,
      s.playerId,
      s.lang,
      s.jurisdiction,
      s.inactivityMinutes,
      s.operatorToken,
      s.lobbyUrl,
      s.game,
      s.table,
      JSON.stringify(s.profile),
    ],
  );
}

/**
 * Gives the session its token (a launch code redeemed): the player's currency and balance, or
 * null when the session is gone.
 */
export async function setSessionToken(
  tx: Sql,
  sessionId: string,
  tokenHash: string,
): Promise<{ currency: string; balance: number } | null> {
  const [row] = await tx.query<{ currency: string; balance: number }>(
    `update sessions s set token_hash = $2, last_seen = now() from players p
      where s.id = $1 and p.id = s.player_id returning p.currency, p.balance`,
    [sessionId, tokenHash],
  );
  return row ?? null;
}
