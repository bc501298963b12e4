/**
 * Shared tables (SHARED.md): the commands, the table as it is, its events over Server-Sent Events
 * (resumed with `Last-Event-ID`), and `GET /v1/tables`, every table with its rules summary.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  actAtShared,
  leaveSeat,
  listTables,
  placeSharedBets,
  readShared,
  SHARED_TABLE_IDS,
  type SharedTableId,
  setSharedTest,
  takeSeat,
} from '../../contract/shared';
import { BACCARAT_TABLE_IDS, tableRules as baccaratRules } from '../../engine/baccarat/rules';
import { BLACKJACK_TABLES, tableRules as blackjackRules } from '../../engine/blackjack/rules';
import { ROULETTE_TABLE_IDS, rouletteTable } from '../../engine/roulette/rules';
import { authenticate } from '../auth';
import { ApiError } from '../errors';
import {
  actWork,
  answerOf,
  betWork,
  instanceFor,
  leaveWork,
  readTable,
  type SharedContext,
  tableCall,
  takeSeatWork,
  testWork,
} from '../shared/commands';
import { type SharedFeed, Subscriber } from '../shared/feed';
import { oldestKept, readInstance } from '../shared/instance';
import { sharedGame } from '../shared/play/index';
import type { TableState } from '../shared/state';
import { BOXES, BOXES_PER_PLAYER, DEFAULT_TIMINGS, SHARED_TABLES, sharedBlackjackRules } from '../shared/tables';
import { tableGame } from '../tables/index';
import { callOf, type RouteContext, typed } from './context';

/** A comment on an open stream this often keeps proxies and the client from taking it for dead. */
const KEEPALIVE_MS = 15_000;

export function sharedRoutes(app: FastifyInstance, ctx: RouteContext, feed: SharedFeed): void {
  const api = typed(app);
  const shared: SharedContext = {
    db: ctx.db,
    allowTestSeeds: ctx.config.allowTestSeeds,
    wallet: ctx.wallet ?? null,
    outbox: ctx.outbox ?? null,
    poke: (i) => feed.poke(i),
  };

  const send = async (reply: import('fastify').FastifyReply, answer: { status: number; body: unknown }) =>
    reply.code(answer.status).send(answer.body);

  api.post('/v1/shared/:table/seats', { schema: takeSeat }, async (req, reply) =>
    send(reply, await tableCall(shared, req.params.table, callOf(req, req.body), takeSeatWork(req.body.box))),
  );
  api.post('/v1/shared/:table/seats/leave', { schema: leaveSeat }, async (req, reply) =>
    send(reply, await tableCall(shared, req.params.table, callOf(req, req.body), leaveWork(req.body.box))),
  );
  api.post('/v1/shared/:table/bets', { schema: placeSharedBets }, async (req, reply) => {
    const { body } = req;
    const session = await authenticate(ctx.db, req.headers.authorization);
    const work = betWork(body.tableRoundId, body.bets, body.requestId, session.profile.minRoundMs);
    return send(reply, await tableCall(shared, req.params.table, callOf(req, body), work));
  });
  api.post('/v1/shared/:table/actions', { schema: actAtShared }, async (req, reply) => {
    const { body } = req;
    const work = actWork(body.tableRoundId, body.box, body.hand, body.action, body.requestId);
    return send(reply, await tableCall(shared, req.params.table, callOf(req, body), work));
  });
  api.post('/v1/shared/:table/test', { schema: setSharedTest }, async (req, reply) => {
    if (!ctx.config.allowTestSeeds)
      throw new ApiError('not-found', 'no such path: POST /v1/shared/{table}/test (ALLOW_TEST_SEEDS is off)');
    const body = { ...req.body, requestId: req.body.requestId ?? crypto.randomUUID() };
    return send(reply, await tableCall(shared, req.params.table, callOf(req, body), testWork(req.body, true)));
  });
  api.get('/v1/shared/:table', { schema: readShared }, async (req) =>
    readTable(shared, req.params.table, req.headers.authorization),
  );

  app.get<{ Params: { table: string } }>('/v1/shared/:table/events', async (req, reply) => {
    const session = await authenticate(ctx.db, req.headers.authorization);
    const { table } = req.params;
    const instance = await instanceFor(ctx.db, table, session);
    const game = sharedGame(table as SharedTableId);
    const header = req.headers['last-event-id'];
    const asked = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;

    const stream = new PassThrough();
    const sub = new Subscriber(feed.reads, instance, asked ?? 0, (chunk) => stream.write(chunk));
    // The headers go out with the first bytes: sent now, a resumed stream with nothing to replay
    // is open at once (the client's reconnecting banner ends) rather than at the next event.
    stream.write(': connected\n\n');
    const row = await readInstance(ctx.db, instance);
    if (!row) throw new ApiError('not-found', `no shared table "${table}"`);
    // Resumable only from what the table still keeps; else (or on a first connect) a snapshot first.
    const oldest = await oldestKept(ctx.db, instance);
    if (asked === null || asked > row.seq || (oldest > 0 && asked < oldest - 1)) {
      const snapshot = answerOf({ table: table as SharedTableId, ...row }, game, session.playerId, session.balance, '');
      sub.sendEvent(row.seq, { type: 'snapshot', state: snapshot.state });
    }
    const unsubscribe = feed.subscribe(sub);
    const keepalive = setInterval(() => sub.comment('keep-alive'), KEEPALIVE_MS);
    const end = () => {
      clearInterval(keepalive);
      unsubscribe();
      stream.end();
    };
    req.raw.on('close', end);
    sub.end = end;
    // An open stream is not a request being received: the edge's timeouts do not apply to it.
    req.raw.socket.setTimeout(0);
    void sub.catchUp();
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(stream);
  });

  api.get('/v1/tables', { schema: listTables }, async (req) => {
    const session = req.headers.authorization
      ? await authenticate(ctx.db, req.headers.authorization).catch(() => null)
      : null;
    const solo = [...BLACKJACK_TABLES, ...BACCARAT_TABLE_IDS, ...ROULETTE_TABLE_IDS].map((id) => {
      const g = tableGame(id)!;
      return { table: id, game: g.game, shared: false, rules: rulesOf(g.game, id), players: null, commitment: null };
    });
    const sharedRows = await Promise.all(
      SHARED_TABLE_IDS.map(async (id) => {
        let players: number | null = null;
        let commitment: string | null = null;
        let timings = DEFAULT_TIMINGS;
        if (session) {
          const instance = await instanceFor(ctx.db, id, session);
          const [row] = await ctx.db.query<{ state: TableState }>('select state from shared_tables where id = $1', [
            instance,
          ]);
          if (row) {
            const s = row.state;
            players = new Set([...s.seats.map((h) => h.playerId), ...s.players.map((p) => p.playerId)]).size;
            commitment = s.chain.commitment;
            timings = s.timings;
          }
        }
        const { game, base } = SHARED_TABLES[id];
        const rules =
          game === 'blackjack'
            ? { ...sharedBlackjackRules(), boxes: BOXES, boxesPerPlayer: BOXES_PER_PLAYER, shared: timings }
            : { ...(rulesOf(game, base) as object), shared: timings };
        return { table: id, game, shared: true, rules, players, commitment };
      }),
    );
    return { tables: [...solo, ...sharedRows] };
  });
}

/** A table's rules as its engine holds them (limits, decks, payouts): the lobby's summary. */
function rulesOf(game: string, table: string): unknown {
  if (game === 'blackjack') return blackjackRules(table);
  if (game === 'baccarat') return baccaratRules(table);
  return rouletteTable(table);
}
