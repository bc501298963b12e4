/** The two one-trip round calls: opening a round at a table, and acting on an open round. */
import type { OpenRoundBody } from '../../../contract/rounds';
import type { OneTripPlan } from './call';
import { type ActSnapshot, type OpenSnapshot, readAct, readOpen } from './snapshot';
import { actStep, openStep } from './steps';
import { writeAct, writeOpen } from './write';

/** `POST /v1/tables/{table}/rounds`. */
export function openPlan(table: string, body: OpenRoundBody, allowTestSeeds: boolean): OneTripPlan<OpenSnapshot> {
  return {
    known: (cache, hash) => cache.openSnapshot(hash, table),
    read: (db, hash, requestId) => readOpen(db, hash, requestId, table),
    learn: (cache, hash, s) => cache.learnOpen(hash, table, s),
    step: (s) => openStep(s, table, body, allowTestSeeds),
    write: writeOpen,
  };
}

/** `POST /v1/rounds/{roundId}/actions`. */
export function actPlan(roundId: string, action: string): OneTripPlan<ActSnapshot> {
  return {
    known: (cache, hash) => cache.actSnapshot(hash, roundId),
    read: (db, hash, requestId) => readAct(db, hash, requestId, roundId),
    learn: (cache, hash, s) => cache.learnAct(hash, s),
    step: (s) => actStep(s, action),
    write: writeAct,
  };
}
