/**
 * The API's errors (SERVER.md): `{ "error": { "code", "message" } }` with an HTTP status. A rule the
 * engine refuses keeps its problem (codes with data) in `detail`, so a table can say it in the
 * player's language; the message is for an integration team's logs.
 */
import { RuleError } from '../engine/shared/problem';

export type ErrorCode =
  | 'bad-request'
  | 'currency-unsupported'
  | 'unauthorized'
  | 'session-expired'
  | 'not-found'
  | 'no-round'
  | 'conflict'
  | 'round-in-progress'
  | 'illegal-action'
  | 'limits'
  | 'insufficient-funds'
  | 'too-soon'
  | 'rate-limited'
  | 'wallet-unavailable'
  | 'database-unavailable'
  | 'internal'
  // Refused by the server's edge before a route runs (edge/): the transport's own statuses.
  | 'request-timeout'
  | 'body-too-large'
  | 'unsupported-media-type'
  | 'headers-too-large';

const STATUS: Record<ErrorCode, number> = {
  'bad-request': 400,
  'currency-unsupported': 400,
  unauthorized: 401,
  'session-expired': 401,
  'not-found': 404,
  'no-round': 404,
  conflict: 409,
  'round-in-progress': 409,
  'illegal-action': 422,
  limits: 422,
  'insufficient-funds': 422,
  'too-soon': 422,
  'rate-limited': 429,
  'wallet-unavailable': 503,
  'database-unavailable': 503,
  internal: 500,
  'request-timeout': 408,
  'body-too-large': 413,
  'unsupported-media-type': 415,
  'headers-too-large': 431,
};

export interface ErrorBody {
  error: { code: ErrorCode; message: string; detail?: unknown };
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.status = STATUS[code];
  }

  body(): ErrorBody {
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
