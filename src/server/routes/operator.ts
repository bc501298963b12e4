/**
 * Real-money sessions (SERVER.md "Players and sessions", "Operator integration"): the operator's
 * back end opens one with a signed `POST /v1/operator/sessions` and gets a `launchUrl` with a
 * one-time code; the page exchanges the code for its bearer token (`POST /v1/sessions/exchange`).
 * The operator's wallet is asked for the player's balance first, outside any transaction: a
 * player the operator's wallet refuses gets no session, and no database lock waits on the network.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type LaunchBody, launchSession } from '../../contract/operator';
import { exchangeLaunch } from '../../contract/sessions';
import { newToken, tokenHash } from '../auth';
import type { Sql } from '../db/db';
import { ApiError } from '../errors';
import { createLaunchCode, redeemLaunchCode } from '../operators/launch';
import { recordSignature, signatureAccepted } from '../operators/replay-cache';
import { signatureReplayed, signedCall, signedRoutes } from '../operators/signed-body';
import { findOperator, type OperatorSettings, operatorSecrets, sessionProfile } from '../operators/store';
import { createSeed, defaultClientSeed } from '../seeds';
import { isSharedTable, SHARED_TABLES } from '../shared/tables';
import { insertOperatorPlayer, lockedCurrency, setOperatorBalance } from '../store/players';
import { insertOperatorSession, setSessionToken } from '../store/sessions';
import { tableGame } from '../tables';
import { walletEndpoint } from '../wallet/endpoint';
import { SeamlessWalletClient } from '../wallet/seamless-client';
import { type RouteContext, typed } from './context';
import { sessionAlong } from './session-answer';

const MAX_BALANCE = 1_000_000_000_000;

const REDEEM_PROBLEM = {
  used: 'the launch code was already used: launch the game again from the lobby',
  expired: 'the launch code has expired: launch the game again from the lobby',
  unknown: 'the launch code is unknown: launch the game again from the lobby',
} as const;

function checkLobbyUrl(raw: string): void {
  let ok = false;
  try {
    ok = /^https?:$/.test(new URL(raw).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw new ApiError('bad-request', 'body.lobbyUrl: must be an http(s) URL');
}

/** Where players reach this server: PUBLIC_URL, else the address it listens on. */
function publicBase(app: FastifyInstance, ctx: RouteContext): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : ctx.config.port;
  const host = ctx.config.host.includes(':') ? `[${ctx.config.host}]` : ctx.config.host;
  return `http://${host}:${port}`;
}

/** The page that plays the session (EMBEDDING.md launch parameters). */
function launchUrl(base: string, body: LaunchBody, operator: OperatorSettings, code: string): string {
  const q = new URLSearchParams({
    game: body.game,
    table: body.table,
    lang: body.lang,
    currency: body.currency,
    mode: 'real',
    launch: code,
    lobbyUrl: body.lobbyUrl,
  });
  // The operator's terms, for the rules screen; the server's session keeps its own inactivity.
  q.set('inactivityMinutes', String(operator.inactivityMinutes));
  if (operator.roundExpiryMinutes !== null) q.set('roundExpiryMinutes', String(operator.roundExpiryMinutes));
  return `${base}/play.html?${q.toString()}`;
}

/**
 * The operator's player (made on its first launch, with its fairness seed), its session with a
 * token nobody holds (the exchange replaces it) and the session's launch code. One transaction.
 */
async function openSession(
  tx: Sql,
  operator: OperatorSettings,
  body: LaunchBody,
  balance: number,
): Promise<{ code: string }> {
  const playerId = `op:${operator.id}:${body.playerId}`;
  const made = await insertOperatorPlayer(tx, {
    playerId,
    currency: body.currency,
    balance,
    operatorId: operator.id,
    externalId: body.playerId,
  });
  if (made) {
    await createSeed(tx, playerId, defaultClientSeed());
  } else {
    const currency = await lockedCurrency(tx, playerId);
    if (currency !== null && currency !== body.currency) {
      throw new ApiError(
        'currency-unsupported',
        `currency: player "${body.playerId}" plays in ${currency}, not ${body.currency}`,
      );
    }
    // The operator's wallet is the truth; this is what the page shows until a round answers.
    await setOperatorBalance(tx, playerId, balance);
  }
  // The name other players see at a shared table (SHARED.md); none: "Player" and four digits.
  if (body.nickname !== undefined)
    await tx.query('update players set nickname = $2 where id = $1', [playerId, body.nickname]);
  const sessionId = randomUUID();
  const jurisdiction = body.jurisdiction ?? operator.jurisdiction;
  await insertOperatorSession(tx, {
    sessionId,
    tokenHash: tokenHash(newToken()),
    playerId,
    lang: body.lang,
    jurisdiction,
    inactivityMinutes: operator.inactivityMinutes,
    operatorToken: body.operatorToken,
    lobbyUrl: body.lobbyUrl,
    game: body.game,
    table: body.table,
    // The session plays by the profile it began with, whatever the operator sets later.
    profile: sessionProfile(operator, jurisdiction),
  });
  return { code: await createLaunchCode(tx, sessionId) };
}

export interface OperatorRouteOptions {
  /** The wallet client; by default the server's seamless wallet's, else a plain one. */
  wallet?: SeamlessWalletClient;
}

/**
 * The currencies each limit set has limits and chips for (SERVER.md: a table's limits are defined
 * in EUR; another currency needs a limit set of its own). This build has the tables' own, in EUR.
 */
const LIMIT_SETS: Record<string, readonly string[]> = { standard: ['EUR'] };

export async function operatorRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  options: OperatorRouteOptions = {},
): Promise<void> {
  const { db, config } = ctx;
  // The server's wallet client when it has one (its calls are counted in the metrics).
  const wallet = options.wallet ?? ctx.wallet?.client ?? new SeamlessWalletClient();
  const secretsOf = async (id: string) => ((await findOperator(db, id)) ? operatorSecrets(db, id) : null);

  const seamlessOnly = async (req: FastifyRequest) => {
    if (config.wallet !== 'seamless') {
      throw new ApiError(
        'not-found',
        `${req.method} ${req.url.split('?')[0]}: operator sessions need the seamless wallet (WALLET=seamless)`,
      );
    }
  };

  const checks = { secretsOf, alreadyAccepted: (signature: string) => signatureAccepted(db, signature) };
  await signedRoutes(app, checks, (scope) => {
    typed(scope).post(
      '/v1/operator/sessions',
      { onRequest: seamlessOnly, schema: launchSession },
      async (req, reply) => {
        const { body } = req;
        const signed = signedCall(req);
        const operator = await findOperator(db, signed.operatorId);
        if (!operator) throw new ApiError('unauthorized', 'the operator is gone');
        if (!operator.currencies.includes(body.currency)) {
          throw new ApiError(
            'currency-unsupported',
            `currency: ${body.currency} is not one of the operator's currencies (${operator.currencies.join(', ')})`,
          );
        }
        const limits = LIMIT_SETS[operator.limitSet] ?? [];
        if (!limits.includes(body.currency)) {
          throw new ApiError(
            'currency-unsupported',
            `currency: ${body.currency} has no limit set (the tables' limits are defined in ${limits.join(', ') || 'EUR'}; limit set "${operator.limitSet}")`,
          );
        }
        const table =
          tableGame(body.table) ?? (isSharedTable(body.table) ? { game: SHARED_TABLES[body.table].game } : null);
        if (!table || table.game !== body.game) {
          throw new ApiError('bad-request', `body.table: "${body.table}" is not a ${body.game} table`);
        }
        checkLobbyUrl(body.lobbyUrl);
        // (The call was just signed with a valid key, so the operator has one to sign ours with.)
        const endpoint = await walletEndpoint(db, operator.id);
        const outcome = await wallet.call(endpoint, 'balance', {
          playerId: body.playerId,
          operatorToken: body.operatorToken,
          currency: body.currency,
        });
        if (outcome.kind === 'declined') {
          throw new ApiError('unauthorized', `the operator's wallet refused the player: ${outcome.code}`);
        }
        if (outcome.kind === 'unknown') {
          throw new ApiError(
            'wallet-unavailable',
            `the operator's wallet did not answer the balance call (${outcome.error})`,
          );
        }
        if (outcome.balance < 0 || outcome.balance > MAX_BALANCE) {
          throw new ApiError(
            'wallet-unavailable',
            `the operator's wallet answered a balance out of range (${outcome.balance})`,
          );
        }
        const { code } = await db.transaction(async (tx) => {
          // Accepted once: a twin of this call that won a race to another server opened its session.
          if (!(await recordSignature(tx, signed))) throw signatureReplayed();
          return openSession(tx, operator, body, outcome.balance);
        });
        return reply.code(201).send({ launchUrl: launchUrl(publicBase(app, ctx), body, operator, code) });
      },
    );
  });

  typed(app).post('/v1/sessions/exchange', { schema: exchangeLaunch }, async (req, reply) => {
    const { launch } = req.body;
    const token = newToken();
    const answer = await db.transaction(async (tx) => {
      const redeemed = await redeemLaunchCode(tx, launch);
      if ('problem' in redeemed) return redeemed;
      const row = await setSessionToken(tx, redeemed.sessionId, tokenHash(token));
      if (!row) throw new Error(`launch code of a session that is gone: ${redeemed.sessionId}`);
      return { sessionId: redeemed.sessionId, ...row };
    });
    if ('problem' in answer) throw new ApiError('unauthorized', REDEEM_PROBLEM[answer.problem]);
    return reply.code(201).send({ token, ...answer, ...(await sessionAlong(ctx, token, req.log)) });
  });
}
