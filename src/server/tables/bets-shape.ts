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
