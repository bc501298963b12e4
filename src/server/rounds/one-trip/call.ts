/**
 * A demo player's round call in one trip to the database where it can be (issue 37). The call
 * starts from what this process knows of the session's player since its last call
 * (player-cache.ts), or else reads its snapshot in one statement (the session, the player, the
 * stored answer and the round's rows: snapshot.ts); works the step out in memory (steps.ts); and
 * writes it all in one statement that applies only if the player is as the call saw it (write.ts).
 * When it is not, the call reads the snapshot afresh and works again from it. A call answered
 * before gets its stored answer from that snapshot, however its first attempt ended (its answer
 * lost after the commit included).
 *
 * It answers `null` when the call must take the locked path (money-call.ts) instead: an operator's
 * player (the seamless wallet's steps), anything the locked path refuses, voids or answers with an
 * error, and a player whose calls keep changing under it. Nothing has been written by then.
 */
import type { RoundAnswer } from '../../../contract/rounds';
import { bearerOf, tokenHash } from '../../auth';
import { fingerprint } from '../../canonical';
import type { Db } from '../../db/db';
import { ApiError } from '../../errors';
import type { Metrics } from '../../metrics';
import type { CallAnswer, CallRequest } from '../../mutation';
import type { PlayerCache } from './player-cache';
import type { CallSnapshot } from './snapshot';
import type { OneTripStep } from './steps';
import type { OneTripWrite, WriteOutcome } from './write';

/** Writes that find the player changed before the call takes the lock instead. */
const ATTEMPTS = 3;

/** One kind of round call: where its snapshot comes from, its step, and its write. */
export interface OneTripPlan<S extends CallSnapshot> {
  known(cache: PlayerCache, hash: string): S | null;
  read(db: Db, hash: string, requestId: string): Promise<S | null>;
  learn(cache: PlayerCache, hash: string, snapshot: S): void;
  step(snapshot: S): OneTripStep | null;
  write(db: Db, w: OneTripWrite): Promise<WriteOutcome>;
}

/** Where a call runs: the database, what this process knows of players, and the metrics it counts in. */
export interface OneTripContext {
  db: Db;
  cache: PlayerCache;
  metrics?: Pick<Metrics, 'roundPath' | 'staleWrite'> | undefined;
}

export async function oneTripCall<S extends CallSnapshot>(
  ctx: OneTripContext,
  call: CallRequest<{ requestId: string }>,
  plan: OneTripPlan<S>,
): Promise<CallAnswer<RoundAnswer> | null> {
  const answer = await tryOneTrip(ctx, call, plan);
  ctx.metrics?.roundPath(answer ? answer.path : 'locked');
  return answer?.answer ?? null;
}

async function tryOneTrip<S extends CallSnapshot>(
  { db, cache, metrics }: OneTripContext,
  call: CallRequest<{ requestId: string }>,
  plan: OneTripPlan<S>,
): Promise<{ answer: CallAnswer<RoundAnswer>; path: 'known' | 'read' | 'stored' } | null> {
  const bearer = bearerOf(call.authorization);
  if (!bearer) return null; // the locked path answers 401
  const hash = tokenHash(bearer);
  if (cache.operatorSession(hash)) return null;
  const { requestId } = call.body;
  const print = fingerprint(call.method, call.path, call.body);
  let s = cache.worthTrying() ? plan.known(cache, hash) : null;
  let known = s !== null;
  if (!s) s = await readAndLearn(db, cache, hash, requestId, plan);
  for (let tries = 0; tries < ATTEMPTS; tries++) {
    // No session, an ended one, an operator's player: the locked path says so or takes it on.
    if (s?.kind === 'operator') cache.markOperator(hash);
    if (!s || s.expired || s.kind !== 'demo') break;
    if (s.stored_status !== null) {
      if (s.stored_fingerprint !== print) {
        throw new ApiError(
          'conflict',
          `requestId ${requestId} was already used for a different call (method, path or body)`,
        );
      }
      return { answer: { status: s.stored_status, body: s.stored_answer as RoundAnswer }, path: 'stored' };
    }
    const worked = plan.step(s);
    if (!worked) break;
    const w: OneTripWrite = { ...worked, requestId, fingerprint: print, tokenHash: hash };
    let outcome: WriteOutcome;
    try {
      outcome = await plan.write(db, w);
    } catch (e) {
      cache.forget(hash); // whether it committed is unknown: the next call reads
      throw e;
    }
    if (known) cache.tried(!outcome.applied);
    if (outcome.applied) {
      cache.wrote(hash, w, outcome.stateJson, outcome.shoeJson, outcome.roundXmin);
      return { answer: { status: worked.status, body: worked.answer }, path: known ? 'known' : 'read' };
    }
    metrics?.staleWrite();
    s = await readAndLearn(db, cache, hash, requestId, plan);
    known = false;
  }
  // The locked path moves the player's version: what is known here would be stale.
  cache.forget(hash);
  return null;
}

async function readAndLearn<S extends CallSnapshot>(
  db: Db,
  cache: PlayerCache,
  hash: string,
  requestId: string,
  plan: OneTripPlan<S>,
): Promise<S | null> {
  const s = await plan.read(db, hash, requestId);
  if (s) plan.learn(cache, hash, s);
  return s;
}
