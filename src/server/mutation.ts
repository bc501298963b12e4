/**
 * How every mutating call runs (SERVER.md "Money, retries and concurrency"): in one database
 * transaction that first takes the player's row lock, so one player's calls apply one at a time
 * across every server process (auth.ts takes it with the session); then the stored answer of the same `requestId` is returned as it
 * was (or `409 conflict` when the method, path or body differ); otherwise the work runs and its
 * answer (2xx or 4xx) is stored with it in the same commit. A refused call (4xx) rolls back what
 * the work wrote before refusing, so bad input never changes a balance. A 5xx is not stored: the
 * whole transaction rolls back and a retry runs again.
 */
import type { ErrorAnswer } from '../contract/errors';
import type { Db, Sql } from './db/db';
import { ApiError } from './errors';

/** A call's answer: its status and the body of that route's contract (or a refusal's). */
export interface Answer<Body = unknown> {
  status: number;
  body: Body;
}

/** A mutating call as a route hands it on (no web framework's types past the route). */
export interface CallRequest<Body extends { requestId: string }> {
  method: string;
  /** The path without its query. */
  path: string;
  body: Body;
  /** The `Authorization` header as sent. */
  authorization: string | undefined;
}

/** What a call answers: the work's own answer, or the refusal stored in its place. */
export type CallAnswer<Body> = Answer<Body | ErrorAnswer>;

export interface CallKey {
  /** Whose calls these are: a player id, or `address:<ip>` before there is a player. */
  scope: string;
  requestId: string;
  fingerprint: string;
  /** The requestId as the client sent it, when `requestId` is stored as its hash (session creation). */
  shownId?: string;
}

/** A stored call: its answer as it was sent (the same route's, since the fingerprint names the path). */
interface StoredRequest<Body> {
  fingerprint: string;
  status: number;
  answer: Body | ErrorAnswer;
}

/**
 * Runs `work` as the call `key` before there is a player (session creation): an advisory lock on
 * the scope and request id serialises the two copies of one call.
 */
export async function runCall<Body>(
  db: Db,
  key: CallKey,
  work: (tx: Sql) => Promise<Answer<Body>>,
): Promise<CallAnswer<Body>> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${key.scope}\n${key.requestId}`]);
    return runCallIn(tx, key, work);
  });
}

/**
 * Runs `work` as the call `key` in a transaction that already holds the lock of the call's scope
 * (the player's row). The stored answer is read after the lock is held: a copy that waited for
 * the lock sees the answer its twin committed.
 */
export async function runCallIn<Body>(
  tx: Sql,
  key: CallKey,
  work: (tx: Sql) => Promise<Answer<Body>>,
): Promise<CallAnswer<Body>> {
  const stored = await storedAnswer<Body>(tx, key);
  if (stored) return stored;
  await tx.query('savepoint work');
  let answer: CallAnswer<Body>;
  try {
    answer = await work(tx);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status >= 500) throw e;
    await tx.query('rollback to savepoint work');
    answer = { status: e.status, body: e.body() };
  }
  await storeAnswer(tx, key, answer);
  return answer;
}

/** The answer stored for the call `key`; `409 conflict` when its requestId was used for another call. */
export async function storedAnswer<Body>(tx: Sql, key: CallKey): Promise<CallAnswer<Body> | null> {
  const [stored] = await tx.query<StoredRequest<Body>>(
    'select fingerprint, status, answer from requests where scope = $1 and request_id = $2',
    [key.scope, key.requestId],
  );
  if (!stored) return null;
  if (stored.fingerprint !== key.fingerprint) {
    throw new ApiError(
      'conflict',
      `requestId ${key.shownId ?? key.requestId} was already used for a different call (method, path or body)`,
    );
  }
  return { status: stored.status, body: stored.answer };
}

export async function storeAnswer(tx: Sql, key: CallKey, answer: Answer): Promise<void> {
  await tx.query(
    'insert into requests (scope, request_id, fingerprint, status, answer) values ($1, $2, $3, $4, $5::jsonb)',
    [key.scope, key.requestId, key.fingerprint, answer.status, JSON.stringify(answer.body)],
  );
}

/** A later, fuller answer of a stored call (a closing credit the operator acknowledged after the commit). */
export async function restoreAnswer(db: Sql, key: CallKey, answer: Answer): Promise<void> {
  await db.query('update requests set answer = $3::jsonb where scope = $1 and request_id = $2', [
    key.scope,
    key.requestId,
    JSON.stringify(answer.body),
  ]);
}
