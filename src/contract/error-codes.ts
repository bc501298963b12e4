/**
 * The API's error codes and their HTTP statuses (SERVER.md "Errors"), the transport's own last
 * (refused by the server's edge before a route runs). Plain data: the browser imports it.
 */
export const ERROR_CODES = [
  'bad-request',
  'currency-unsupported',
  'unauthorized',
  'session-expired',
  'not-found',
  'no-round',
  'conflict',
  'round-in-progress',
  'illegal-action',
  'limits',
  'insufficient-funds',
  'too-soon',
  'rate-limited',
  'wallet-unavailable',
  'database-unavailable',
  'internal',
  'request-timeout',
  'body-too-large',
  'unsupported-media-type',
  'headers-too-large',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
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
