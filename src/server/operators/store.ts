/**
 * The operators and their keys in the database (SERVER.md "Operator integration"): what
 * `npm run operator -- add|list|rotate-key` manages and what the signed launch call reads. A secret
 * is 32 random bytes (hex) shown once, when it is made; `listOperators` never returns one. Keys
 * rotate with an overlap: the previous keys stay valid for some hours, so the operator can switch
 * its servers over without a moment where no key works.
 */
import { randomBytes } from 'node:crypto';
import { builtInProfile, type JurisdictionProfile, parseProfile } from '../../platform/jurisdictions';
import type { Sql } from '../db/db';

export interface OperatorSettings {
  id: string;
  name: string;
  walletUrl: string;
  allowedOrigins: string[];
  currencies: string[];
  limitSet: string;
  jurisdiction: string;
  /** The operator's own profile: fields set over the built-in `jurisdiction` (null: none). */
  profile: Partial<JurisdictionProfile> | null;
  inactivityMinutes: number;
  roundExpiryMinutes: number | null;
}

export interface OperatorKeyInfo {
  id: number;
  createdAt: string;
  expiresAt: string | null;
}

/** A setting that cannot be stored: which one (a field of OperatorSettings) and why. */
export class OperatorSettingsError extends Error {
  override name = 'OperatorSettingsError';
  constructor(
    readonly field: keyof OperatorSettings | 'overlapHours',
    message: string,
  ) {
    super(message);
  }
}

export const OPERATOR_ID = /^[a-z0-9-]{2,32}$/;
const MAX_MINUTES = 10_080;
/** At most a month of overlap: a key meant to be replaced should not live on for long. */
const MAX_OVERLAP_HOURS = 720;

function newSecret(): string {
  return randomBytes(32).toString('hex');
}

/** `https://casino.example:8443` for an origin written as one (scheme, host, port; no path); null otherwise. */
export function asOrigin(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    return null;
  return url.origin;
}

function httpUrl(raw: string): boolean {
  try {
    return /^https?:$/.test(new URL(raw).protocol);
  } catch {
    return false;
  }
}

function minutes(field: 'inactivityMinutes' | 'roundExpiryMinutes', n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_MINUTES) {
    throw new OperatorSettingsError(field, `${field} must be a whole number from 1 to ${MAX_MINUTES}, got ${n}`);
  }
  return n;
}

/** The settings of a new operator, checked and with the defaults the schema has. */
export function checkSettings(s: Partial<OperatorSettings> & Pick<OperatorSettings, 'id' | 'name' | 'walletUrl'>) {
  if (!OPERATOR_ID.test(s.id)) throw new OperatorSettingsError('id', `id must match [a-z0-9-]{2,32}, got "${s.id}"`);
  const name = s.name.trim();
  if (name.length < 1 || name.length > 100) throw new OperatorSettingsError('name', 'name must be 1 to 100 characters');
  if (!httpUrl(s.walletUrl)) {
    throw new OperatorSettingsError('walletUrl', `walletUrl must be an http(s) URL, got "${s.walletUrl}"`);
  }
  const allowedOrigins = (s.allowedOrigins ?? []).map((o) => {
    const origin = asOrigin(o);
    if (!origin) {
      throw new OperatorSettingsError('allowedOrigins', `"${o}" is not an origin such as https://casino.example`);
    }
    return origin;
  });
  const currencies = s.currencies ?? ['EUR'];
  if (currencies.length === 0) throw new OperatorSettingsError('currencies', 'give at least one currency');
  for (const c of currencies) {
    if (!/^[A-Z]{3}$/.test(c)) throw new OperatorSettingsError('currencies', `"${c}" is not an ISO 4217 code`);
  }
  const limitSet = s.limitSet ?? 'standard';
  if (!/^[a-z0-9-]{1,32}$/.test(limitSet)) {
    throw new OperatorSettingsError('limitSet', `limitSet must match [a-z0-9-]{1,32}, got "${limitSet}"`);
  }
  const jurisdiction = s.jurisdiction ?? 'default';
  const profile = s.profile ?? null;
  const parsed = parseProfile(jurisdiction, profile ?? {});
  if (!parsed.ok)
    throw new OperatorSettingsError(parsed.field === 'jurisdiction' ? 'jurisdiction' : 'profile', parsed.message);
  return {
    id: s.id,
    name,
    walletUrl: s.walletUrl,
    allowedOrigins: [...new Set(allowedOrigins)],
    currencies: [...new Set(currencies)],
    limitSet,
    jurisdiction,
    profile: profile && Object.keys(profile).length > 0 ? profile : null,
    inactivityMinutes: minutes('inactivityMinutes', s.inactivityMinutes ?? 30),
    roundExpiryMinutes: s.roundExpiryMinutes == null ? null : minutes('roundExpiryMinutes', s.roundExpiryMinutes),
  } satisfies OperatorSettings;
}

interface OperatorRow {
  id: string;
  name: string;
  wallet_url: string;
  allowed_origins: string[];
  currencies: string[];
  limit_set: string;
  jurisdiction: string;
  jurisdiction_profile: Partial<JurisdictionProfile> | string | null;
  inactivity_minutes: number;
  round_expiry_minutes: number | null;
}

const COLUMNS = `id, name, wallet_url, allowed_origins, currencies, limit_set, jurisdiction, jurisdiction_profile,
  inactivity_minutes, round_expiry_minutes`;

function settings(row: OperatorRow): OperatorSettings {
  return {
    id: row.id,
    name: row.name,
    walletUrl: row.wallet_url,
    allowedOrigins: row.allowed_origins,
    currencies: row.currencies,
    limitSet: row.limit_set,
    jurisdiction: row.jurisdiction,
    // jsonb comes parsed from node-postgres and PGlite alike; text from an older driver is parsed here.
    profile:
      typeof row.jurisdiction_profile === 'string' ? JSON.parse(row.jurisdiction_profile) : row.jurisdiction_profile,
    inactivityMinutes: row.inactivity_minutes,
    roundExpiryMinutes: row.round_expiry_minutes,
  };
}

const iso = (t: Date | string | null) => (t === null ? null : new Date(t).toISOString());

/** Adds an operator with its first key (one statement: both or neither). */
export async function addOperator(
  sql: Sql,
  s: Partial<OperatorSettings> & Pick<OperatorSettings, 'id' | 'name' | 'walletUrl'>,
): Promise<{ operator: OperatorSettings; secret: string }> {
  const o = checkSettings(s);
  const secret = newSecret();
  const [exists] = await sql.query('select 1 from operators where id = $1', [o.id]);
  if (exists) throw new OperatorSettingsError('id', `operator "${o.id}" exists already`);
  await sql.query(
    `with o as (
       insert into operators (id, name, wallet_url, allowed_origins, currencies, limit_set, jurisdiction,
                              jurisdiction_profile, inactivity_minutes, round_expiry_minutes)
       values ($1, $2, $3, $4, $5, $6, $7, $11::jsonb, $8, $9) returning id)
     insert into operator_keys (operator_id, secret) select id, $10 from o`,
    [
      o.id,
      o.name,
      o.walletUrl,
      o.allowedOrigins,
      o.currencies,
      o.limitSet,
      o.jurisdiction,
      o.inactivityMinutes,
      o.roundExpiryMinutes,
      secret,
      o.profile === null ? null : JSON.stringify(o.profile),
    ],
  );
  return { operator: o, secret };
}

export async function findOperator(sql: Sql, id: string): Promise<OperatorSettings | null> {
  const [row] = await sql.query<OperatorRow>(`select ${COLUMNS} from operators where id = $1`, [id]);
  return row ? settings(row) : null;
}

/** Every operator with its keys still valid (ids and times only: a secret is shown once). */
export async function listOperators(sql: Sql): Promise<Array<OperatorSettings & { keys: OperatorKeyInfo[] }>> {
  const rows = await sql.query<OperatorRow>(`select ${COLUMNS} from operators order by id`);
  const keys = await sql.query<{ id: number; operator_id: string; created_at: Date; expires_at: Date | null }>(
    `select id, operator_id, created_at, expires_at from operator_keys
      where expires_at is null or expires_at > now() order by id desc`,
  );
  return rows.map((row) => ({
    ...settings(row),
    keys: keys
      .filter((k) => k.operator_id === row.id)
      .map((k) => ({ id: k.id, createdAt: iso(k.created_at) as string, expiresAt: iso(k.expires_at) })),
  }));
}

/**
 * A new key for operator `id`; every key valid now stays valid for `overlapHours` more (no longer
 * than it already would), so two are active while the operator switches over. One statement.
 */
export async function rotateKey(sql: Sql, id: string, overlapHours = 24): Promise<{ secret: string }> {
  if (!Number.isFinite(overlapHours) || overlapHours < 0 || overlapHours > MAX_OVERLAP_HOURS) {
    throw new OperatorSettingsError('overlapHours', `overlapHours must be from 0 to ${MAX_OVERLAP_HOURS}`);
  }
  const secret = newSecret();
  // A data-modifying WITH sees the table as it was: the update never touches the key it inserts.
  const [row] = await sql.query<{ added: number }>(
    `with op as (select id from operators where id = $1),
     old as (
       update operator_keys set expires_at = least(coalesce(expires_at, 'infinity'), now() + make_interval(secs => $3))
        where operator_id in (select id from op) and (expires_at is null or expires_at > now()) returning id),
     added as (insert into operator_keys (operator_id, secret) select id, $2 from op returning id)
     select (select count(*) from added)::int8 as added, (select count(*) from old)::int8 as old`,
    [id, secret, overlapHours * 3600],
  );
  if (row?.added !== 1) throw new OperatorSettingsError('id', `no operator "${id}"`);
  return { secret };
}

/** The secrets of operator `id`'s keys valid now, newest first (empty: unknown operator or none valid). */
export async function operatorSecrets(sql: Sql, id: string): Promise<string[]> {
  const rows = await sql.query<{ secret: string }>(
    `select secret from operator_keys where operator_id = $1 and (expires_at is null or expires_at > now())
      order by id desc`,
    [id],
  );
  return rows.map((r) => r.secret);
}

/**
 * Sets operator `id`'s jurisdiction and its own profile fields over it (null: the built-in one as
 * it is). Sessions already begun keep the profile they began with; the next launch takes this.
 */
export async function setJurisdiction(
  sql: Sql,
  id: string,
  jurisdiction: string,
  profile: Partial<JurisdictionProfile> | null,
): Promise<JurisdictionProfile> {
  const parsed = parseProfile(jurisdiction, profile ?? {});
  if (!parsed.ok)
    throw new OperatorSettingsError(parsed.field === 'jurisdiction' ? 'jurisdiction' : 'profile', parsed.message);
  const stored = profile && Object.keys(profile).length > 0 ? JSON.stringify(profile) : null;
  const rows = await sql.query(
    'update operators set jurisdiction = $2, jurisdiction_profile = $3::jsonb where id = $1 returning id',
    [id, jurisdiction, stored],
  );
  if (rows.length !== 1) throw new OperatorSettingsError('id', `no operator "${id}"`);
  return parsed.profile;
}

/** The profile a session of `operator` begins with: its own fields over the built-in `jurisdiction`. */
export function sessionProfile(operator: OperatorSettings, jurisdiction: string): JurisdictionProfile {
  const parsed = parseProfile(jurisdiction, operator.profile ?? {});
  // Stored profiles were checked when they were set; a base the product no longer has is the default.
  return parsed.ok ? parsed.profile : builtInProfile('default');
}

/** Every operator's allowed origins (for CORS and frame-ancestors). */
export async function allOperatorOrigins(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ origin: string }>(
    'select distinct unnest(allowed_origins) as origin from operators order by origin',
  );
  return rows.map((r) => r.origin);
}
