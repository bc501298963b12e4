/**
 * A new session's token kept for the retries of the call that made it, without the database ever
 * holding a usable token: the stored answer carries the token sealed (AES-256-GCM) under a key
 * derived from the call's `requestId`, and the call is stored under the requestId's SHA-256, not
 * the requestId itself. The client that retries knows its requestId and gets the token back; a
 * copy of the database has neither.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyOf = (requestId: string) => createHash('sha256').update(`felt session token\n${requestId}`).digest();

export function requestIdHash(requestId: string): string {
  return createHash('sha256').update(`felt request\n${requestId}`).digest('hex');
}

export function sealToken(token: string, requestId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(requestId), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function unsealToken(sealed: string, requestId: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(requestId), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
