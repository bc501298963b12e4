/**
 * An operator's support desk in replay tests (issue 40): its back end's signed
 * `POST /v1/operator/replays`, and the operator's players launched and playing (signed launch, the
 * one-time code exchanged for the page's session), into the in-process app.
 */
import type { FastifyInstance } from 'fastify';
import { signedHeaders } from '../../../src/server/operators/signature';
import { Player, type TestServer } from './api';
import { launchBody, signedLaunch } from './operator-launch';

export interface Signer {
  operatorId: string;
  secret: string;
}

export interface ReplayReply {
  status: number;
  body: { token?: string; expiresAt?: string; url?: string; error?: { code: string; message: string } };
}

/**
 * A signed call is accepted once, and the same body signed in the same second is the same call:
 * each call is signed a second before the last (within the 300 s window), as operator-launch.ts does.
 */
let lastSignedS = Number.POSITIVE_INFINITY;
function distinctNow(): number {
  const nowS = Math.floor(Date.now() / 1000);
  lastSignedS = Math.min(nowS, lastSignedS - 1);
  if (lastSignedS < nowS - 240) lastSignedS = nowS;
  return lastSignedS;
}

/** The desk asks for a replay link; `o.headers` replaces signed headers (undefined leaves one out). */
export async function signedReplay(
  app: FastifyInstance,
  body: unknown,
  o: Signer & { nowS?: number; headers?: Record<string, string | undefined> },
): Promise<ReplayReply> {
  const raw = JSON.stringify(body);
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/json',
    ...signedHeaders(o.operatorId, o.secret, raw, o.nowS ?? distinctNow()),
    ...o.headers,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/v1/operator/replays',
    headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The operator's player `playerId` launched at `table` (launch body fields in `extra`), with the page's session. */
export async function launchedPlayer(
  server: TestServer,
  signer: Signer,
  playerId: string,
  extra: Record<string, unknown> = {},
): Promise<Player> {
  const launched = await signedLaunch(server.app, launchBody(playerId, extra), signer);
  if (launched.status !== 201) throw new Error(`launch: ${launched.status} ${JSON.stringify(launched.body)}`);
  const code = new URL(launched.body.launchUrl as string).searchParams.get('launch');
  const exchanged = await server.call<{ token: string }>('POST', '/v1/sessions/exchange', { launch: code });
  if (exchanged.status !== 201) throw new Error(`exchange: ${exchanged.status} ${JSON.stringify(exchanged.body)}`);
  return new Player(server, exchanged.body.token);
}

/**
 * Everything a read could have moved: every balance, ledger row, wallet call and round, as the
 * database has them, once the outbox has sent what a settlement queued (a closing credit acknowledged
 * in the background moves a balance; a replay read must not be blamed for it).
 */
export async function moneyAndRounds(server: TestServer): Promise<unknown[]> {
  const q = (sql: string) => server.db.query(sql);
  for (const t0 = Date.now(); Date.now() - t0 < 10_000; ) {
    const [pending] = await server.db.query<{ n: number }>(
      "select count(*)::int8 as n from wallet_calls where state = 'pending'",
    );
    if (Number(pending?.n) === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Promise.all([
    q('select id, balance, version from players order by id'),
    q('select * from ledger order by id'),
    q('select transaction_uuid, state, amount from wallet_calls order by transaction_uuid'),
    q('select id, status, staked, returned, finished_at from rounds order by id'),
  ]);
}
