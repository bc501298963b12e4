/**
 * What the database need not keep for ever, cleared by every server process now and then: stored
 * call answers older than two days (SERVER.md keeps them at least 24 hours for retries) and
 * launch codes an hour past their expiry, operators' signatures past their window and replay tokens a
 * day past theirs (an expired one already answers `replay-expired`; the day keeps that answer for a
 * support desk that clicks an old link). Rounds, the ledger, wallet calls and sessions stay:
 * they are the players' history and the money's record.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/db';
import { clearExpiredSignatures } from './operators/replay-cache';

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

export async function clearExpired(
  db: Db,
): Promise<{ requests: number; launchCodes: number; signatures: number; replayTokens: number }> {
  const requests = await db.query(`delete from requests where created_at < now() - interval '48 hours' returning 1`);
  const codes = await db.query(`delete from launch_codes where expires_at < now() - interval '1 hour' returning 1`);
  const signatures = await clearExpiredSignatures(db);
  const replays = await db.query(
    `delete from replay_tokens where expires_at < now() - interval '24 hours' returning 1`,
  );
  return { requests: requests.length, launchCodes: codes.length, signatures, replayTokens: replays.length };
}

export function housekeeping(app: FastifyInstance, db: Db, everyMs = HOUSEKEEPING_EVERY_MS): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      clearExpired(db).catch((e) => app.log.warn({ err: e }, 'housekeeping failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
