/**
 * The reference operator in one call, for the demo (main.ts), its own process (server.ts) and the
 * tests: a casino's HTTP server with its seamless wallet (wallet-routes.ts) over its own durable
 * ledger (ledger-db.ts), the faults a test sets at runtime (faults.ts), its back office
 * (admin-routes.ts) and its lobby that launches and frames the game (lobby-routes.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoutes } from './admin-routes';
import { type FaultCounters, type FaultSettings, Faults } from './faults';
import { type LedgerDb, openLedgerDb } from './ledger-db';
import { lobbyRoutes } from './lobby-routes';
import { issueToken, type PlayerWallet, setPlayer } from './players';
import { type LedgerReport, reconcileLedger } from './reconcile';
import { listTransactions, type OperatorTransaction } from './transactions';
import { walletRoutes } from './wallet-routes';

export interface ReferenceOperatorOptions {
  operatorId: string;
  /** The operator's active keys, newest first (one string: a single key). */
  secret: string | readonly string[];
  /** The game server the lobby launches games on (not needed by the wallet alone). */
  gameServerUrl?: string;
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  /** The ledger: PGlite under `${dataDir}/pglite` (':memory:' for a throwaway one) or PostgreSQL. */
  dataDir?: string;
  databaseUrl?: string | null;
  /** Where players reach the lobby; default http://host:port. */
  publicUrl?: string;
  currency?: string;
  logger?: boolean;
  /** The fault draws' generator: an integer in [0, n) (default node:crypto's randomInt). */
  draw?: (n: number) => number;
}

export interface ReferenceOperator {
  /** The casino's base URL (the lobby is `url/`). */
  readonly url: string;
  /** What the game server's operator row names as its wallet URL. */
  readonly walletUrl: string;
  readonly db: LedgerDb;
  readonly app: FastifyInstance;
  close(): Promise<void>;
  /** Changes the faults (fields as `POST /_admin/faults`); returns the settings now in force. */
  setFaults(update: Partial<FaultSettings> & { reset?: boolean }): FaultSettings;
  faults(): { settings: FaultSettings; injected: FaultCounters };
  reconcile(): Promise<LedgerReport>;
  transactions(after?: number): Promise<OperatorTransaction[]>;
  /** The keys the wallet accepts (after the game server rotated the operator's key). */
  setSecrets(secrets: readonly string[]): void;
  setPlayer(s: { playerId: string; balance?: number; blocked?: boolean }): Promise<PlayerWallet>;
  /** A token issued to the player, as a launch does (their wallet made on first use). */
  issueToken(playerId: string): Promise<string>;
}

export async function startReferenceOperator(o: ReferenceOperatorOptions): Promise<ReferenceOperator> {
  let secrets: readonly string[] = typeof o.secret === 'string' ? [o.secret] : [...o.secret];
  if (secrets.length === 0) throw new Error('the reference operator needs at least one key');
  const host = o.host ?? '127.0.0.1';
  const db = await openLedgerDb({ databaseUrl: o.databaseUrl ?? null, dataDir: o.dataDir ?? ':memory:' });
  const faults = new Faults(o.draw);
  // Long keep-alive: a socket the server closes while a game server reuses it would look like a fault.
  // Closing ends every connection, idle or not (a caller's pooled socket must not keep it open).
  const app = Fastify({ logger: o.logger ?? false, keepAliveTimeout: 65_000, forceCloseConnections: true });
  const setSecrets = (next: readonly string[]) => {
    if (next.length === 0) throw new Error('the reference operator needs at least one key');
    secrets = [...next];
  };
  let url = '';
  try {
    await walletRoutes(app, { db, faults, operatorId: o.operatorId, secrets: () => secrets });
    adminRoutes(app, { db, faults, setSecrets: (next) => setSecrets(next) });
    lobbyRoutes(app, {
      db,
      operatorId: o.operatorId,
      secret: () => secrets[0]!,
      gameServerUrl: o.gameServerUrl ?? 'http://127.0.0.1:4173',
      lobbyUrl: () => o.publicUrl?.replace(/\/+$/, '') ?? url,
      currency: o.currency ?? 'EUR',
    });
    await app.listen({ port: o.port ?? 0, host });
  } catch (e) {
    await app.close();
    await db.close();
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (o.port ?? 0);
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closed = false;
  return {
    url,
    walletUrl: `${url}/wallet`,
    db,
    app,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await db.close();
    },
    setFaults: (update) => faults.update(update),
    faults: () => ({ settings: faults.current, injected: faults.injected }),
    reconcile: () => reconcileLedger(db),
    transactions: (after = 0) => listTransactions(db, { after }),
    setSecrets,
    setPlayer: (s) => setPlayer(db, s),
    issueToken: (playerId) => issueToken(db, playerId),
  };
}
