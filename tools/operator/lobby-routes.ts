/**
 * The reference casino's front end: its lobby (`GET /`), the launch of a table (`GET /play`: the
 * back-end call of lobby-launch.ts, then a page framing the game), the balance its pages poll
 * (`GET /api/balance`), and their stylesheet and script. Every page carries a CSP: this origin's
 * files only, and frames only from the game server the launch URL names.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LedgerDb } from './ledger-db';
import { LOBBY_CSS, LOBBY_JS } from './lobby-assets';
import { LaunchError, launchGame } from './lobby-launch';
import { gameOfTable, LANGS, lobbyPage, playPage, problemPage } from './lobby-page';
import { ensurePlayer, findPlayer, issueToken, PLAYER_ID } from './players';

export interface LobbyOptions {
  db: LedgerDb;
  operatorId: string;
  /** The key the casino signs its launch calls with (its newest). */
  secret: () => string;
  gameServerUrl: string;
  /** Where players reach this casino (its origin is the game's parentOrigin); known once it listens. */
  lobbyUrl: () => string;
  currency: string;
}

function csp(frameOrigin: string | null): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frameOrigin ?? "'none'"}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function html(reply: FastifyReply, status: number, body: string, frameOrigin: string | null = null) {
  return reply
    .code(status)
    .headers({
      'content-security-policy': csp(frameOrigin),
      // The framed game may read this lobby's origin from its referrer (EMBEDDING.md parentOrigin).
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    })
    .type('text/html; charset=utf-8')
    .send(body);
}

type Query = { Querystring: Record<string, string | undefined> };

const langOf = (raw: string | undefined) => (LANGS as readonly string[]).find((l) => l === raw) ?? 'en';

export function lobbyRoutes(app: FastifyInstance, o: LobbyOptions): void {
  app.get('/lobby.css', (_req, reply) => reply.type('text/css; charset=utf-8').send(LOBBY_CSS));
  app.get('/lobby.js', (_req, reply) => reply.type('text/javascript; charset=utf-8').send(LOBBY_JS));

  app.get<Query>('/', async (req, reply) => {
    const playerId = req.query.player ?? 'alice';
    if (!PLAYER_ID.test(playerId)) return html(reply, 400, problemPage('alice', 'No such player', playerId));
    const wallet = await ensurePlayer(o.db, playerId);
    return html(
      reply,
      200,
      lobbyPage({
        playerId,
        balance: wallet.balance,
        currency: wallet.currency,
        lang: langOf(req.query.lang),
        gameServerUrl: o.gameServerUrl,
      }),
    );
  });

  app.get<Query>('/play', async (req, reply) => {
    const playerId = req.query.player ?? 'alice';
    const table = req.query.table ?? '';
    const lang = langOf(req.query.lang);
    if (!PLAYER_ID.test(playerId)) return html(reply, 400, problemPage('alice', 'No such player', playerId));
    const game = gameOfTable(table);
    if (!game) return html(reply, 404, problemPage(playerId, 'No such table', table || '(none given)'));
    const operatorToken = await issueToken(o.db, playerId);
    const wallet = (await findPlayer(o.db, playerId))!;
    const lobbyUrl = `${o.lobbyUrl()}/?player=${encodeURIComponent(playerId)}&lang=${lang}`;
    let launchUrl: string;
    try {
      launchUrl = await launchGame({
        gameServerUrl: o.gameServerUrl,
        operatorId: o.operatorId,
        secret: o.secret(),
        playerId,
        operatorToken,
        currency: wallet.currency,
        lang,
        game,
        table,
        lobbyUrl,
      });
    } catch (e) {
      if (!(e instanceof LaunchError)) throw e;
      req.log.warn(e.message);
      return html(reply, 502, problemPage(playerId, 'The game could not be launched', e.message));
    }
    const view = {
      playerId,
      balance: wallet.balance,
      currency: wallet.currency,
      lang,
      gameServerUrl: o.gameServerUrl,
      table,
      launchUrl,
    };
    return html(reply, 200, playPage(view), new URL(launchUrl).origin);
  });

  app.get<Query>('/api/balance', async (req, reply) => {
    const playerId = req.query.player ?? '';
    const wallet = PLAYER_ID.test(playerId) ? await findPlayer(o.db, playerId) : null;
    if (!wallet) return reply.code(404).send({ error: { code: 'not-found', message: 'no such player' } });
    return reply
      .header('cache-control', 'no-store')
      .send({ playerId, balance: wallet.balance, currency: wallet.currency });
  });
}
