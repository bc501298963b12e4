/**
 * Demo sessions, the session itself, its heartbeat and the demo wallet's rebuy (SERVER.md "Players
 * and sessions"). A demo session gets a demo player with a wallet in the database.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { builtInProfile, JURISDICTION_IDS } from '../../platform/jurisdictions';
import { authenticate, newToken, tokenHash } from '../auth';
import { fingerprint } from '../canonical';
import { ApiError } from '../errors';
import { moveMoney } from '../ledger';
import { runCall } from '../mutation';
import { nextRoundInMs } from '../rounds/pace';
import { activeSeed, createSeed, defaultClientSeed } from '../seeds';
import { requestIdHash, sealToken, unsealToken } from '../token-seal';
import { operatorBalance } from '../wallet/balance-cache';
import { type PlayerSession, pathOf, playerCall, type RouteContext } from './context';
import { ID_ONLY_BODY, REQUEST_ID } from './schemas';

const LANGS = ['en', 'fi', 'it', 'el'];
/** Table limits and chips are defined in EUR; a demo wallet has no limit set for another currency. */
const DEMO_CURRENCIES = ['EUR'];

const DEMO_BODY = {
  type: 'object',
  required: ['requestId', 'mode', 'currency', 'balance', 'lang'],
  additionalProperties: false,
  properties: {
    requestId: REQUEST_ID,
    mode: { const: 'demo' },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    balance: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
    lang: { type: 'string', enum: LANGS },
    jurisdiction: { type: 'string', enum: JURISDICTION_IDS },
    // The launch's `inactivityMinutes` (EMBEDDING.md): a demo session may end after a quiet spell too.
    inactivityMinutes: { type: 'integer', minimum: 1, maximum: 10_080 },
  },
} as const;

interface DemoBody {
  requestId: string;
  currency: string;
  balance: number;
  lang: string;
  jurisdiction?: string;
  inactivityMinutes?: number;
}

export function sessionRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, config } = ctx;

  app.post('/v1/sessions', { schema: { body: DEMO_BODY } }, async (req, reply) => {
    const body = req.body as DemoBody;
    const scope = `address:${req.ip}`;
    const answer = await runCall(
      db,
      {
        scope,
        requestId: requestIdHash(body.requestId),
        shownId: body.requestId,
        fingerprint: fingerprint(req.method, pathOf(req), body),
      },
      async (tx) => {
        if (!DEMO_CURRENCIES.includes(body.currency)) {
          throw new ApiError('currency-unsupported', `currency: demo play has limits in ${DEMO_CURRENCIES.join(', ')}`);
        }
        // One address's creations are counted one at a time, on every server: without this lock
        // two transactions of PostgreSQL each count the other's new session as not there yet.
        await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`demo sessions\n${req.ip}`]);
        const [recent] = await tx.query<{ n: number }>(
          `select count(*)::int8 as n from sessions where address = $1 and created_at > now() - interval '1 minute'`,
          [req.ip],
        );
        if ((recent?.n ?? 0) >= config.demoSessionsPerMinute) {
          throw new ApiError('rate-limited', 'too many demo sessions from this address: try again in a minute');
        }
        const playerId = `demo:${randomUUID()}`;
        await tx.query(
          `insert into players (id, kind, currency, balance, start_balance) values ($1, 'demo', $2, $3, $3)`,
          [playerId, body.currency, body.balance],
        );
        await createSeed(tx, playerId, defaultClientSeed());
        const token = newToken();
        const sessionId = randomUUID();
        await tx.query(
          `insert into sessions (id, token_hash, player_id, lang, jurisdiction, jurisdiction_profile, inactivity_minutes, address)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
          [
            sessionId,
            tokenHash(token),
            playerId,
            body.lang,
            body.jurisdiction ?? 'default',
            JSON.stringify(builtInProfile(body.jurisdiction ?? 'default')),
            body.inactivityMinutes ?? null,
            req.ip,
          ],
        );
        const sealed = sealToken(token, body.requestId);
        return {
          status: 201,
          body: { sealedToken: sealed, sessionId, currency: body.currency, balance: body.balance },
        };
      },
    );
    const { sealedToken, ...rest } = answer.body as { sealedToken?: string };
    const sent = sealedToken ? { token: unsealToken(sealedToken, body.requestId), ...rest } : answer.body;
    return reply.code(answer.status).send(sent);
  });

  app.get('/v1/session', async (req) => {
    const session = await authenticate(db, req.headers.authorization);
    // An operator's player: the balance is the operator's, asked at most once per few seconds
    // whoever asks (operatorBalance); a demo wallet's is the database's own, current.
    const op = session.operator;
    const known =
      op && ctx.wallet
        ? await operatorBalance(
            ctx.db,
            ctx.wallet,
            { operatorId: op.id, playerId: op.playerId, operatorToken: op.token, currency: session.currency },
            session.playerId,
          )
        : { balance: session.balance, ageMs: 0 };
    return { ...(await sessionView(ctx, { ...session, balance: known.balance })), balanceAgeMs: known.ageMs };
  });

  app.post('/v1/session/heartbeat', async (req) => {
    await authenticate(db, req.headers.authorization);
    return { ok: true };
  });

  app.post('/v1/wallet/rebuy', { schema: { body: ID_ONLY_BODY } }, (req, reply) =>
    playerCall(ctx, req, reply, async (tx, session) => {
      if (session.playerKind !== 'demo') throw new ApiError('bad-request', 'a real-money wallet is not topped up here');
      const [open] = await tx.query('select id from rounds where player_id = $1 and status = $2 limit 1', [
        session.playerId,
        'open',
      ]);
      if (open) throw new ApiError('round-in-progress', 'a rebuy waits until the open round is over');
      const [player] = await tx.query<{ start_balance: number }>('select start_balance from players where id = $1', [
        session.playerId,
      ]);
      const balance = session.balance;
      const topUp = Math.max(0, (player?.start_balance ?? 0) - balance);
      const after =
        topUp > 0
          ? await moveMoney(tx, {
              playerId: session.playerId,
              roundId: null,
              kind: 'topup',
              amount: topUp,
              requestId: (req.body as { requestId: string }).requestId,
            })
          : balance;
      return { status: 200, body: { balance: after, toppedUp: topUp } };
    }),
  );
}

async function sessionView(ctx: RouteContext, session: PlayerSession) {
  const { db } = ctx;
  const open = await db.query<{ game: string; table_id: string; id: string; tier: string | null }>(
    `select game, table_id, id, tier from rounds where player_id = $1 and status = 'open' order by seq`,
    [session.playerId],
  );
  const seed = await db.transaction((tx) => activeSeed(tx, session.playerId));
  return {
    sessionId: session.id,
    currency: session.currency,
    balance: session.balance,
    lang: session.lang,
    open: open.map((r) => ({ game: r.game, table: r.table_id, roundId: r.id, ...(r.tier ? { tier: r.tier } : {}) })),
    fairness: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce },
    jurisdiction: { id: session.jurisdiction, ...session.profile },
    // A reload just after a round began still waits out the rest of the jurisdiction's gap.
    nextRoundInMs: await nextRoundInMs(db, session.playerId, session.profile.minRoundMs),
    inactivityMinutes: session.inactivityMinutes,
  };
}
