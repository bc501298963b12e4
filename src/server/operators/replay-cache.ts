/**
 * Signed calls accepted once (SERVER.md "Signed calls"): a signature is good for ±300 s around its
 * timestamp, so whoever saw a launch call go by (a proxy's log, a captured request) could send it
 * again within that window and open a second session. The signature of each call that succeeded is
 * kept until its window has passed, in the database, since several servers share the operators'
 * calls. It is recorded in the commit of the call's own work, by an insert that is the check, so
 * two copies racing to two servers cannot both open a session; a call that failed (a wallet that
 * did not answer) recorded nothing and may be sent again as it was.
 */
import type { Db, Sql } from '../db/db';
import { SIGNATURE_WINDOW_S } from './signature';
import type { SignedCall } from './signed-body';

/** Whether `signature` was accepted before: checked first, so a replay costs no wallet call. */
export async function signatureAccepted(db: Db, signature: string): Promise<boolean> {
  const rows = await db.query('select 1 from signed_calls where signature = $1', [signature]);
  return rows.length > 0;
}

/** Records the call as accepted, in the transaction of its work; false when a twin was accepted first. */
export async function recordSignature(tx: Sql, call: SignedCall): Promise<boolean> {
  const rows = await tx.query(
    `insert into signed_calls (signature, operator_id, expires_at)
     values ($1, $2, to_timestamp($3) + make_interval(secs => $4))
     on conflict (signature) do nothing returning 1`,
    [call.signature, call.operatorId, call.timestampS, SIGNATURE_WINDOW_S + 60],
  );
  return rows.length === 1;
}

/** Forgets signatures whose window has passed (housekeeping.ts): replaying them is refused as stale. */
export async function clearExpiredSignatures(db: Db): Promise<number> {
  const rows = await db.query('delete from signed_calls where expires_at < now() returning 1');
  return rows.length;
}
