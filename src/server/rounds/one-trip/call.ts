/**
 * A demo player's round call in one trip to the database where it can be (issue 37): one statement
 * reads the session, the player, the stored answer and the round's rows (snapshot.ts); the step is
 * worked out in memory (steps.ts); one statement writes it all, if the player is as it was read
 * (write.ts). A call answered before gets its stored answer from the read alone, however its first
 * attempt ended (its answer lost after the commit included).
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
import type { CallAnswer, CallRequest } from '../../mutation';
import type { CallSnapshot } from './snapshot';
import type { OneTripStep } from './steps';
import { writeOneTrip } from './write';

/** Reads of a player who keeps changing under the call before it takes the lock instead. */
const ATTEMPTS = 3;

export interface OneTripPlan<S extends CallSnapshot> {
  read(db: Db, tokenHash: string, requestId: string): Promise<S | null>;
  step(snapshot: S): OneTripStep | null;
}

export async function oneTripCall<S extends CallSnapshot>(
  db: Db,
  call: CallRequest<{ requestId: string }>,
  plan: OneTripPlan<S>,
): Promise<CallAnswer<RoundAnswer> | null> {
  const bearer = bearerOf(call.authorization);
  if (!bearer) return null; // the locked path answers 401
  const hash = tokenHash(bearer);
  const { requestId } = call.body;
  const print = fingerprint(call.method, call.path, call.body);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const s = await plan.read(db, hash, requestId);
    // No session, an ended one, an operator's player: the locked path says so or takes it on.
    if (!s || s.expired || s.kind !== 'demo') return null;
    if (s.stored_status !== null) {
      if (s.stored_fingerprint !== print) {
        throw new ApiError(
          'conflict',
          `requestId ${requestId} was already used for a different call (method, path or body)`,
        );
      }
      return { status: s.stored_status, body: s.stored_answer as RoundAnswer };
    }
    const worked = plan.step(s);
    if (!worked) return null;
    const written = await writeOneTrip(db, { ...worked, requestId, fingerprint: print, tokenHash: hash });
    if (written) return { status: worked.status, body: worked.answer };
  }
  return null;
}
