/**
 * The one call a replay makes: `GET /v1/replays/{roundId}` (src/contract/replays.ts) with the
 * support desk's replay token or the player's session token. A read: no request id, nothing
 * changes on the server, and no other call follows it (the replay's round port answers from the
 * record). A refusal comes back as the code the page says it by.
 */
import { ApiFailure, ServerApi } from './api';
import type { FetchLike } from './json-try';

/** Why the record could not be read. */
export type ReplayReadCode =
  | 'server-unreachable'
  | 'replay-expired'
  | 'unauthorized'
  | 'not-found'
  | 'round-in-progress';

export type ReplayRead = { ok: true; answer: unknown } | { ok: false; code: ReplayReadCode; said: string };

/** A few quick retries of a call that got no answer: a replay is read once, while its page loads. */
const BACKOFF_MS = [250, 500, 1000, 2000];

export async function readReplayRecord(o: {
  base: string;
  token: string;
  round: string;
  fetch?: FetchLike;
}): Promise<ReplayRead> {
  const api = new ServerApi({ base: o.base, backoffMs: BACKOFF_MS, ...(o.fetch ? { fetch: o.fetch } : {}) });
  api.token = o.token;
  try {
    return { ok: true, answer: await api.get(`/v1/replays/${encodeURIComponent(o.round)}`) };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { ok: false, code: codeOf(error), said: error.said };
  }
}

function codeOf(error: ApiFailure): ReplayReadCode {
  if (error.status === 0) return 'server-unreachable';
  if (error.code === 'replay-expired') return 'replay-expired';
  if (error.status === 401) return 'unauthorized';
  if (error.code === 'round-in-progress') return 'round-in-progress';
  // A round nobody has, one of another player, a path this server does not serve: all "not found".
  return error.status === 404 ? 'not-found' : 'server-unreachable';
}
