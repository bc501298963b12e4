/**
 * Signed operator calls, both ways (SERVER.md "Operator integration"): `X-Operator-Id`,
 * `X-Timestamp` (Unix seconds, refused outside ±300 s) and
 * `X-Signature: hex(HMAC-SHA256(secret, timestamp + "." + raw body))`. The signature covers the raw
 * bytes sent, so it is checked before the body is parsed, and compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_WINDOW_S = 300;

export interface SignedHeaders {
  'x-operator-id': string;
  'x-timestamp': string;
  'x-signature': string;
}

function signature(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The headers of a call from `operatorId` with `rawBody`, signed now with `secret`. */
export function signedHeaders(
  operatorId: string,
  secret: string,
  rawBody: string | Buffer,
  nowS = Math.floor(Date.now() / 1000),
): SignedHeaders {
  const timestamp = String(nowS);
  return {
    'x-operator-id': operatorId,
    'x-timestamp': timestamp,
    'x-signature': signature(secret, timestamp, rawBody),
  };
}

export type SignatureProblem = 'missing' | 'stale' | 'wrong';

/**
 * Whether `headers` sign `rawBody` with one of `secrets` (two may be active while a key rotates)
 * within the time window; the problem otherwise.
 */
export function checkSignature(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string | Buffer,
  secrets: readonly string[],
  nowS = Math.floor(Date.now() / 1000),
): SignatureProblem | null {
  const timestamp = headers['x-timestamp'];
  const given = headers['x-signature'];
  if (typeof timestamp !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(timestamp)) return 'missing';
  if (!/^[0-9a-f]{64}$/.test(given)) return 'wrong';
  if (Math.abs(nowS - Number(timestamp)) > SIGNATURE_WINDOW_S) return 'stale';
  const givenBytes = Buffer.from(given, 'hex');
  const match = secrets.some((secret) =>
    timingSafeEqual(Buffer.from(signature(secret, timestamp, rawBody), 'hex'), givenBytes),
  );
  return match ? null : 'wrong';
}
