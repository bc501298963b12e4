/**
 * The casino beside the cluster: the reference operator (tools/operator) as a process of its own
 * on its own PostgreSQL (it is another company: the game servers' database restarting does not
 * touch it), registered at the game servers as an operator whose wallet it is. Its players launch
 * as a casino's back end does (a token, the signed `POST /v1/operator/sessions` through the
 * balancer, the one-time code exchanged), its wallet's faults are set over `POST /_admin/faults`,
 * and its ledger is read back for its own check and the side-by-side with the game servers'.
 */
import { randomUUID } from 'node:crypto';
import { signedHeaders } from '../../src/server/operators/signature';
import { addOperator } from '../../src/server/operators/store';
import { freePort } from '../../tests/server/support/local-machine';
import { type PostgresInstance, startPostgres } from '../../tests/server/support/postgres';
import { type ServerProcess, startProgram } from '../../tests/server/support/server-process';
import type { FaultSettings } from '../../tools/operator/faults';
import type { LedgerReport } from '../../tools/operator/reconcile';
import type { OperatorTransaction } from '../../tools/operator/transactions';
import { type Cluster, postmasterPid } from './cluster';
import type { NewSession, SessionMaker } from './players';
import { gameOf, ROTATION } from './tables';

const OPERATOR_ID = 'load-casino';
/** Each operator player's money at the casino: enough never to run out during a run. */
const START_BALANCE = 1_000_000_000;

export interface OperatorSide {
  readonly url: string;
  /** How an operator's player gets its session (for runLoad's `session`). */
  readonly session: SessionMaker;
  /** Sets the wallet's faults (fields of `POST /_admin/faults`; `reset: true` for healthy). */
  setFaults(update: Partial<FaultSettings> & { reset?: boolean }): Promise<void>;
  /** What the faults injected so far. */
  injected(): Promise<Record<string, number>>;
  reconcile(): Promise<LedgerReport>;
  transactions(): Promise<OperatorTransaction[]>;
  stop(): Promise<void>;
}

async function admin<T>(url: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`reference operator ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export async function startOperatorSide(cluster: Cluster): Promise<OperatorSide> {
  let pg: PostgresInstance | null = null;
  let process_: ServerProcess | null = null;
  const stop = async () => {
    if (process_) {
      process_.child.kill('SIGTERM');
      await process_.exited;
      process_ = null;
    }
    await pg?.destroy().catch(() => {});
    pg = null;
  };
  try {
    pg = await startPostgres({ maxConnections: 50 });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const db = await cluster.openDb();
    let secret: string;
    try {
      ({ secret } = await addOperator(db, { id: OPERATOR_ID, name: 'Load test casino', walletUrl: `${url}/wallet` }));
    } finally {
      await db.close();
    }
    process_ = await startProgram(
      'tools/operator/server.ts',
      {
        OPERATOR_ID,
        OPERATOR_SECRETS: secret,
        OPERATOR_PORT: String(port),
        OPERATOR_DATABASE_URL: pg.url,
        GAME_SERVER_URL: cluster.url,
      },
      /reference operator on (http:\/\/127\.0\.0\.1:\d+)\//,
    );
    const started = { pg, child: process_ };
    cluster.cpu.addPart('operator', async () => [started.child.child.pid as number]);
    cluster.cpu.addPart('operator postgres', () => postmasterPid(started.pg.dir));

    const session: SessionMaker = async (api, index): Promise<NewSession> => {
      const playerId = `p${randomUUID().slice(0, 13)}-${index}`;
      await admin(url, '/_admin/players', { playerId, balance: START_BALANCE });
      const { operatorToken } = await admin<{ operatorToken: string }>(url, '/_admin/tokens', { playerId });
      const table = ROTATION[index % ROTATION.length] as string;
      // The casino's back end launches the game through the balancer, signed with its key.
      const raw = JSON.stringify({
        playerId,
        currency: 'EUR',
        operatorToken,
        lang: 'en',
        game: gameOf(table),
        table,
        lobbyUrl: `${url}/`,
      });
      const res = await fetch(`${cluster.url}/v1/operator/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(OPERATOR_ID, secret, raw) },
        body: raw,
      });
      const launched = (await res.json()) as { launchUrl?: string };
      if (res.status !== 201 || !launched.launchUrl) {
        throw new Error(`the launch was refused: ${res.status} ${JSON.stringify(launched)}`);
      }
      const launch = new URL(launched.launchUrl).searchParams.get('launch');
      // The page's side: the one-time code for the session's token (no requestId: a code is used once).
      return api.post<NewSession>('/v1/sessions/exchange', { launch });
    };

    return {
      url,
      session,
      async setFaults(update) {
        await admin(url, '/_admin/faults', update);
      },
      injected: async () => (await admin<{ injected: Record<string, number> }>(url, '/_admin/faults')).injected,
      reconcile: () => admin<LedgerReport>(url, '/_admin/reconcile'),
      async transactions() {
        const all: OperatorTransaction[] = [];
        for (let after = 0; ; ) {
          const page = await admin<{ transactions: OperatorTransaction[]; last: number }>(
            url,
            `/_admin/transactions?after=${after}&limit=10000`,
          );
          all.push(...page.transactions);
          if (page.transactions.length < 10_000) return all;
          after = page.last;
        }
      },
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
