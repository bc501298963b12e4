/** Shape checks of a round's `bets` before the engine sees them: a 400 names the field. */
import { ApiError } from '../errors';

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Refuses a field the bet does not have, naming it (`bets[0].mian`). */
export function onlyFields(obj: Record<string, unknown>, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) {
      throw new ApiError('bad-request', `${where}.${key}: unknown field (allowed: ${allowed.join(', ')})`);
    }
  }
}

export function badRequest(field: string, expected: string): ApiError {
  return new ApiError('bad-request', `${field}: expected ${expected}`);
}

/** The most a single amount may be (SERVER.md: no amount above 10^12). */
const MAX_AMOUNT = 1_000_000_000_000;

/**
 * The amounts of a bet, where given: each a whole number of minor units from 0 to 10^12, else a
 * 400 naming it (`bets[0].main`). A negative or malformed amount is bad input at every table; a
 * well-formed one outside the table's limits is the engine's `422 limits`.
 */
export function amountFields(obj: Record<string, unknown>, fields: readonly string[], where: string): void {
  for (const field of fields) {
    const v = obj[field];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > MAX_AMOUNT) {
      throw badRequest(`${where}.${field}`, 'a whole number of minor units, 0 or more');
    }
  }
}
