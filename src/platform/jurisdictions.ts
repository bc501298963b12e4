/**
 * The jurisdiction profiles built into the product (SERVER.md "Jurisdiction profile"): what a
 * regulator asks of the game client, as data. `default` is unregulated play; `uk` follows the UK
 * Gambling Commission's Remote Technical Standards (no turbo, RTS 14E; 5 s from one casino round's
 * start to the next, RTS 14G; net position and session time on screen; a reality check every
 * hour). Operators' own profiles live in the server's database, parsed by `parseProfile` over the
 * built-in one they name. The code reads the fields, never the profile's name.
 */
import type { JurisdictionId } from '../contract/names';
import type { JurisdictionProfile } from '../contract/sessions';

/** A profile's fields are the API's (src/contract/sessions.ts): `GET /v1/session` sends one. */
export type { JurisdictionProfile } from '../contract/sessions';

/** Keyed by the API's ids (src/contract/names.ts): a profile added here is added there, or this fails to compile. */
export const JURISDICTIONS: Readonly<Record<string, JurisdictionProfile>> = {
  default: {
    turbo: true,
    minRoundMs: 0,
    realityCheckMinutes: null,
    showNetPosition: false,
    showSessionTime: false,
    showRtp: true,
    complaintsText: null,
  },
  uk: {
    turbo: false,
    minRoundMs: 5000,
    realityCheckMinutes: 60,
    showNetPosition: true,
    showSessionTime: true,
    showRtp: true,
    complaintsText: null,
  },
} satisfies Record<JurisdictionId, JurisdictionProfile>;

export const JURISDICTION_IDS = Object.keys(JURISDICTIONS);

/** The longest gap between rounds a profile may ask for, and the longest reality-check period. */
const MAX_MIN_ROUND_MS = 60_000;
const MAX_REALITY_CHECK_MINUTES = 1_440;
const MAX_COMPLAINTS_TEXT = 500;

/** The built-in profile of `id`; `default` for an id the product does not know. */
export function builtInProfile(id: string): JurisdictionProfile {
  return (
    (Object.hasOwn(JURISDICTIONS, id) ? JURISDICTIONS[id] : undefined) ?? (JURISDICTIONS.default as JurisdictionProfile)
  );
}

type FieldCheck = (value: unknown) => string | null;
const bool: FieldCheck = (v) => (typeof v === 'boolean' ? null : 'a boolean');
const FIELDS: Readonly<Record<keyof JurisdictionProfile, FieldCheck>> = {
  turbo: bool,
  minRoundMs: (v) =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_MIN_ROUND_MS
      ? null
      : `whole milliseconds from 0 to ${MAX_MIN_ROUND_MS}`,
  realityCheckMinutes: (v) =>
    v === null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_REALITY_CHECK_MINUTES)
      ? null
      : `null or whole minutes from 1 to ${MAX_REALITY_CHECK_MINUTES}`,
  showNetPosition: bool,
  showSessionTime: bool,
  showRtp: bool,
  complaintsText: (v) =>
    v === null || (typeof v === 'string' && v.trim().length > 0 && v.length <= MAX_COMPLAINTS_TEXT)
      ? null
      : `null or a text of 1 to ${MAX_COMPLAINTS_TEXT} characters`,
};

export type ProfileParse = { ok: true; profile: JurisdictionProfile } | { ok: false; field: string; message: string };

/**
 * An operator's own profile: the fields of `overrides` (a JSON object, any subset of the profile)
 * over the built-in profile `base`. An unknown field or a value out of range is refused, naming it.
 */
export function parseProfile(base: string, overrides: unknown): ProfileParse {
  if (!Object.hasOwn(JURISDICTIONS, base))
    return { ok: false, field: 'jurisdiction', message: `jurisdiction must be one of ${JURISDICTION_IDS.join(', ')}` };
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides))
    return { ok: false, field: 'profile', message: 'profile must be a JSON object' };
  const profile: Record<string, unknown> = { ...builtInProfile(base) };
  for (const [field, value] of Object.entries(overrides)) {
    const check = Object.hasOwn(FIELDS, field) ? FIELDS[field as keyof JurisdictionProfile] : undefined;
    if (!check)
      return { ok: false, field, message: `profile has no field "${field}" (${Object.keys(FIELDS).join(', ')})` };
    const problem = check(value);
    if (problem) return { ok: false, field, message: `profile.${field} must be ${problem}` };
    profile[field] = value;
  }
  return { ok: true, profile: profile as unknown as JurisdictionProfile };
}

/** Whether `value` is a whole, valid profile (what a server sends in `GET /v1/session`). */
export function isProfile(value: unknown): value is JurisdictionProfile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (Object.keys(FIELDS) as (keyof JurisdictionProfile)[]).every((f) => f in v && FIELDS[f](v[f]) === null);
}
