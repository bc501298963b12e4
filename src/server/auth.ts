/**
 * Sessions and their bearer tokens (SERVER.md "Players and sessions"): a token is 256 random bits
 * from the OS, given to the client once; the database keeps only its SHA-256 (and, for the retries
 * of the call that made it, the token sealed under that call's requestId: token-seal.ts), so a copy
 * of the database cannot play as anyone. A session ends after `inactivityMinutes` without a call.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { JurisdictionId, Language } from '../contract/names';
import { builtInProfile, isProfile, type JurisdictionProfile } from '../platform/jurisdictions';
import type { Db, Sql } from './db/db';
import { ApiError } from './errors';

export interface Session {
  id: string;
  /** The wallet's balance when the session was read (inside a call: under the player's lock). */
  balance: number;
  playerId: string;
  playerKind: 'demo' | 'operator';
  currency: string;
  lang: Language;
  /** The built-in profile the session began from (the operator's own may change fields of it). */
  jurisdiction: JurisdictionId;
  /** The profile the session plays by: resolved when it began (the operator's own over the built-in one). */
  profile: JurisdictionProfile;
  inactivityMinutes: number | null;
  /** An operator's player: the operator, its own id for the player, and its token for wallet calls. */
  operator: { id: string; playerId: string; token: string } | null;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface SessionRow {
  id: string;
  balance: number;
  stale: boolean;
  player_id: string;
  kind: 'demo' | 'operator';
  currency: string;
  lang: Language;
  jurisdiction: JurisdictionId;
  jurisdiction_profile: unknown;
  inactivity_minutes: number | null;
  expired: boolean;
  operator_id: string | null;
  external_id: string | null;
  operator_token: string | null;
}

/**
 * The token of `Authorization: Bearer TOKEN`, or null when there is none or it is malformed. The
 * scheme's name is case-insensitive (RFC 9110 §11.1): `bearer` is `Bearer`; the token itself is
 * not. The sessions' tokens and METRICS_TOKEN (routes/health.ts) are read by this one rule.
 */
export function bearerOf(authorization: string | undefined): string | null {
  return /^bearer +([A-Za-z0-9_-]{16,200})$/i.exec(authorization ?? '')?.[1] ?? null;
}

/** The session token of `Authorization: Bearer TOKEN`; 401 when it is missing or malformed. */
function bearerToken(authorization: string | undefined): string {
  const token = bearerOf(authorization);
  if (!token) throw new ApiError('unauthorized', 'Authorization: Bearer TOKEN is missing or malformed');
  return token;
}

const SESSION_COLUMNS = `s.id, s.player_id, p.kind, p.currency, p.balance, s.lang, s.jurisdiction, s.jurisdiction_profile, s.inactivity_minutes,
        p.operator_id, p.external_id, s.operator_token,
        (s.inactivity_minutes is not null
          and s.last_seen < now() - make_interval(mins => s.inactivity_minutes)) as expired,
        s.last_seen < now() - interval '10 seconds' as stale`;

const SESSION_SQL = `select ${SESSION_COLUMNS} from sessions s join players p on p.id = s.player_id where s.token_hash = $1`;

/**
 * The same, the player's row locked by an update that moves its version: a one-trip call that
 * read the player before this transaction will not write over it (rounds/one-trip/).
 */
const LOCKING_SESSION_SQL = `with p as (
     update players set version = version + 1
      where id = (select player_id from sessions where token_hash = $1)
      returning id, kind, currency, balance, operator_id, external_id)
   select ${SESSION_COLUMNS} from sessions s join p on p.id = s.player_id where s.token_hash = $1`;

/**
 * The session of `Authorization: Bearer TOKEN`, its last call now; 401 when there is none or it
 * ended. With `lock`, inside a call's transaction, the same statement takes the player's row lock,
 * so one player's calls run one at a time across every server process.
 */
export async function authenticate(db: Db | Sql, authorization: string | undefined, lock = false): Promise<Session> {
  const [row] = await db.query<SessionRow>(lock ? LOCKING_SESSION_SQL : SESSION_SQL, [
    tokenHash(bearerToken(authorization)),
  ]);
  if (!row) throw new ApiError('unauthorized', 'no session has this token');
  if (row.expired) {
    throw new ApiError('session-expired', `the session ended after ${row.inactivity_minutes} minutes without a call`);
  }
  // Inactivity is counted in minutes: writing the time of every call would cost a durable commit
  // per call for nothing, so it is written when it has moved on by 10 s.
  if (row.stale) await db.query('update sessions set last_seen = now() where id = $1', [row.id]);
  return {
    id: row.id,
    balance: row.balance,
    playerId: row.player_id,
    playerKind: row.kind,
    currency: row.currency,
    lang: row.lang,
    jurisdiction: row.jurisdiction,
    profile: storedProfile(row.jurisdiction, row.jurisdiction_profile),
    inactivityMinutes: row.inactivity_minutes,
    operator:
      row.operator_id && row.external_id
        ? { id: row.operator_id, playerId: row.external_id, token: row.operator_token ?? '' }
        : null,
  };
}

/** A session's stored profile (jsonb: an object, or its text from some drivers); the built-in one when none. */
export function storedProfile(jurisdiction: string, stored: unknown): JurisdictionProfile {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  return isProfile(value) ? value : builtInProfile(jurisdiction);
}
