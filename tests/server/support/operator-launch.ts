/**
 * The operator's launch call as its back end makes it: `POST /v1/operator/sessions` with the body
 * signed over its raw bytes (SERVER.md "Signed calls"), into the in-process app. Options break
 * the signature on purpose: another operator or key, an old timestamp, a header left out, a body
 * changed after signing.
 */
import type { FastifyInstance } from 'fastify';
import { signedHeaders } from '../../../src/server/operators/signature';

export interface LaunchOptions {
  operatorId: string;
  secret: string;
  nowS?: number;
  /** Headers to add, or (undefined) to leave out. */
  headers?: Record<string, string | undefined>;
  /** Sent instead of the body that was signed. */
  sendInstead?: string;
  /** The raw text to sign and send instead of JSON.stringify(body). */
  raw?: string;
}

export interface LaunchReply {
  status: number;
  body: { launchUrl?: string; error?: { code: string; message: string } };
}

/**
 * A signed call is accepted once (operators/replay-cache.ts), and two calls with the same body
 * signed in the same second are the same call. An operator's calls are made over time; a test
 * makes several a second, so each is signed one second earlier than the last one signed (within
 * the 300 s window), unless the test names its time. (Earlier by the last one's time, not by a
 * count from now: on a loaded machine a second passes between two calls, and now − 1 − 1 would be
 * the last call's time again.)
 */
let lastSignedS = Number.POSITIVE_INFINITY;
function distinctNow(): number {
  const nowS = Math.floor(Date.now() / 1000);
  lastSignedS = Math.min(nowS, lastSignedS - 1);
  if (lastSignedS < nowS - 240) lastSignedS = nowS;
  return lastSignedS;
}

export async function signedLaunch(app: FastifyInstance, body: unknown, o: LaunchOptions): Promise<LaunchReply> {
  const raw = o.raw ?? JSON.stringify(body);
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/json',
    ...signedHeaders(o.operatorId, o.secret, raw, o.nowS ?? distinctNow()),
    ...o.headers,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/v1/operator/sessions',
    headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
    payload: o.sendInstead ?? raw,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A valid launch body for `playerId`; `extra` overrides fields (undefined removes one). */
export function launchBody(playerId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    playerId,
    currency: 'EUR',
    operatorToken: `tok-${playerId}`,
    lang: 'fi',
    game: 'blackjack',
    table: 'bj-european',
    lobbyUrl: 'https://casino.example/lobby?from=game',
    ...extra,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}
