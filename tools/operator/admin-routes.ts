/**
 * The reference operator's back office for tests and the demo, answered only to 127.0.0.1: the
 * faults now in force and what they injected, the keys the wallet accepts, the ledger check, the ledger itself (for the
 * comparison with the game server's), and the players (a balance set, a player blocked, a token
 * issued as the casino does when it launches a game).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FaultSettingsError, type Faults } from './faults';
import type { LedgerDb } from './ledger-db';
import { issueToken, listPlayers, PLAYER_ID, setPlayer } from './players';
import { reconcileLedger } from './reconcile';
import { listTransactions } from './transactions';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function refuseRemote(req: FastifyRequest, reply: FastifyReply): boolean {
  if (LOOPBACK.has(req.socket.remoteAddress ?? '')) return false;
  void reply.code(403).send({ error: { code: 'forbidden', message: 'the back office answers 127.0.0.1 only' } });
  return true;
}

const bad = (reply: FastifyReply, message: string) => reply.code(400).send({ error: { code: 'bad-request', message } });

function wholeNumber(raw: unknown, fallback: number): number | null {
  if (raw === undefined) return fallback;
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

export interface AdminOptions {
  db: LedgerDb;
  faults: Faults;
  /** Replaces the keys the wallet accepts (the game server rotated the operator's key). */
  setSecrets: (secrets: readonly string[]) => void;
}

const SECRET = /^[0-9a-f]{64}$/;

export function adminRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      if (refuseRemote(req, reply)) return reply;
    });

    scope.get('/_admin/faults', async () => ({ settings: o.faults.current, injected: o.faults.injected }));
    scope.post('/_admin/faults', async (req, reply) => {
      try {
        o.faults.update(req.body ?? {});
      } catch (e) {
        if (e instanceof FaultSettingsError) return bad(reply, e.message);
        throw e;
      }
      return { settings: o.faults.current, injected: o.faults.injected };
    });

    scope.post<{ Body: { secrets?: unknown } }>('/_admin/keys', async (req, reply) => {
      const secrets = req.body?.secrets;
      if (
        !Array.isArray(secrets) ||
        secrets.length === 0 ||
        !secrets.every((s) => typeof s === 'string' && SECRET.test(s))
      ) {
        return bad(reply, 'secrets: the active keys, newest first, each 64 hex characters');
      }
      o.setSecrets(secrets);
      return { keys: secrets.length };
    });

    scope.get('/_admin/reconcile', async () => reconcileLedger(o.db));

    scope.get<{ Querystring: Record<string, string | undefined> }>('/_admin/transactions', async (req, reply) => {
      const after = wholeNumber(req.query.after, 0);
      const limit = wholeNumber(req.query.limit, 10_000);
      if (after === null || limit === null) return bad(reply, 'after and limit are whole numbers');
      const player = req.query.player;
      if (player !== undefined && !PLAYER_ID.test(player)) return bad(reply, 'player: a player id');
      const transactions = await listTransactions(o.db, { after, limit, ...(player ? { playerId: player } : {}) });
      return { transactions, last: transactions.at(-1)?.seq ?? after };
    });

    scope.get('/_admin/players', async () => ({ players: await listPlayers(o.db) }));
    scope.post<{ Body: { playerId?: unknown; balance?: unknown; blocked?: unknown } }>(
      '/_admin/players',
      async (req, reply) => {
        const { playerId, balance, blocked } = req.body ?? {};
        if (typeof playerId !== 'string' || !PLAYER_ID.test(playerId)) return bad(reply, 'playerId: a player id');
        if (balance !== undefined && typeof balance !== 'number') return bad(reply, 'balance: minor units');
        if (blocked !== undefined && typeof blocked !== 'boolean') return bad(reply, 'blocked: true or false');
        try {
          return await setPlayer(o.db, {
            playerId,
            ...(balance !== undefined ? { balance } : {}),
            ...(blocked !== undefined ? { blocked } : {}),
          });
        } catch (e) {
          if (e instanceof RangeError) return bad(reply, e.message);
          throw e;
        }
      },
    );
    scope.post<{ Body: { playerId?: unknown } }>('/_admin/tokens', async (req, reply) => {
      const playerId = req.body?.playerId;
      if (typeof playerId !== 'string' || !PLAYER_ID.test(playerId)) return bad(reply, 'playerId: a player id');
      return { playerId, operatorToken: await issueToken(o.db, playerId) };
    });
  });
}
