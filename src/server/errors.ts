/**
 * The API's errors (SERVER.md): `{ "error": { "code", "message" } }` with an HTTP status. A rule the
 * engine refuses keeps its problem (codes with data) in `detail`, so a table can say it in the
 * player's language; the message is for an integration team's logs.
 */
import { ERROR_STATUS, type ErrorCode } from '../contract/error-codes';
import type { ErrorAnswer } from '../contract/errors';
import { RuleError } from '../engine/shared/problem';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  body(): ErrorAnswer {
    return { error: { code: this.code, message: this.message, ...(this.detail ? { detail: this.detail } : {}) } };
  }
}

/** Problems about limits (422 limits), the balance (422 insufficient-funds) or a move (422 illegal-action). */
const LIMIT_CODES = new Set(['bet.belowMin', 'bet.overMax', 'bet.overTotal', 'bet.behindLimits']);

/**
 * A rule the engine refused, as the API says it: the limits, the balance and illegal moves are
 * 422s; a bet that is not one the table has (no such seat, a bad amount, an unknown position) is a
 * 400 naming it, as any other malformed body.
 */
export function ruleErrorToApi(e: RuleError<{ code: string }>): ApiError {
  const { code } = e.problem;
  if (code === 'bet.overBalance') return new ApiError('insufficient-funds', e.message, e.problem);
  if (LIMIT_CODES.has(code)) return new ApiError('limits', e.message, e.problem);
  if (code.startsWith('move.')) return new ApiError('illegal-action', e.message, e.problem);
  return new ApiError('bad-request', `bets: ${e.message}`, e.problem);
}

export function isRuleError(e: unknown): e is RuleError<{ code: string }> {
  return e instanceof RuleError;
}
