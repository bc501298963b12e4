/**
 * Shared tables (SHARED.md): several players at one table instance. Commands are idempotent HTTP
 * calls like every mutating call; what happens at the table reaches every watcher as events over
 * Server-Sent Events (`GET /v1/shared/{table}/events`), each with the instance's gap-free `seq`.
 * Every answer carries the table's public state, its last `seq` and the caller's own balance;
 * nothing here ever holds an undealt card, a shoe's order, an unrevealed seed or another player's
 * balance.
 */
import { type Static, Type } from '@sinclair/typebox';
import { answers } from './errors';
import { Exact, Minor, Nullable, RequestId, StringEnum } from './kit';
import { GAME_IDS } from './names';

export { isSharedTableId, SHARED_TABLE_BASE, SHARED_TABLE_IDS, type SharedTableId } from './shared-tables';

/** The clock of a shared table (SHARED.md "Rules fields"), in seconds. */
export interface SharedTimings {
  settleSeconds: number;
  bettingSeconds: number;
  turnSeconds: number;
}

const SharedParams = Type.Object({ table: Type.String({ maxLength: 64 }) });

const Box = Type.Integer({ minimum: 1, maximum: 5 });

const SeatBody = Exact({ requestId: RequestId, box: Type.Optional(Box) });

const SharedBetsBody = Exact({
  requestId: RequestId,
  tableRoundId: Type.String({ maxLength: 64 }),
  // Each game's own shape: blackjack `[{ box, main, perfectPairs?, behind?, behindFollows? }]`
  // (`behind` alone on someone else's box), baccarat `{ player, banker, tie }`, roulette
  // `[{ bet, amount }]`: the whole bet of the player for the window (an empty one withdraws it).
  bets: Type.Unsafe<unknown>({ type: ['array', 'object'] }),
});

const SharedActionBody = Exact({
  requestId: RequestId,
  tableRoundId: Type.String({ maxLength: 64 }),
  box: Box,
  hand: Type.Integer({ minimum: 0, maximum: 3 }),
  action: Type.String({ minLength: 1, maxLength: 40 }),
});

/** What a test may set on a server with ALLOW_TEST_SEEDS: the next shoe or number, and short timings. */
export const SharedTestBody = Exact({
  requestId: Type.Optional(RequestId),
  timings: Type.Optional(
    Exact({
      settleSeconds: Type.Number({ minimum: 0, maximum: 60 }),
      bettingSeconds: Type.Number({ minimum: 0.1, maximum: 60 }),
      turnSeconds: Type.Number({ minimum: 0.1, maximum: 120 }),
    }),
  ),
  /** Blackjack: the next round's cards in order; baccarat: the next shoe's (dealt to its end). */
  shoe: Type.Optional(Type.Array(Type.String({ maxLength: 3 }), { maxItems: 416 })),
  /** Roulette: the next spin's number. */
  result: Type.Optional(Type.Integer({ minimum: 0, maximum: 36 })),
});
export type SharedTestBody = Static<typeof SharedTestBody>;

/** The caller's own place at the table. */
const You = Exact({
  name: Type.String(),
  /** Counted at the table (a box held, or joined at baccarat and roulette). */
  seated: Type.Boolean(),
  boxes: Type.Array(Type.Integer()),
  /** The caller's bet in the current window as the server holds it (its own shape per game); null: none. */
  bets: Type.Unknown(),
  /** The caller's part of the current table round (a round of its own: history, records). */
  roundId: Nullable(Type.String()),
});

/** Every shared-table answer: the public state, its last event, the caller's balance and place. */
export const SharedAnswer = Exact({
  table: Type.String(),
  game: StringEnum(GAME_IDS),
  seq: Type.Integer(),
  /** SharedPublicState (below): a game's own view inside, as the round answers have. */
  state: Type.Unknown(),
  balance: Minor,
  you: You,
});
export type SharedAnswer = Omit<Static<typeof SharedAnswer>, 'state' | 'you'> & {
  state: SharedPublicState;
  you: Omit<Static<typeof You>, 'bets'> & { bets: unknown };
};

/** A seat at a blackjack table: its box and holder's display name. */
export interface PublicSeat {
  box: number;
  name: string;
}

/** Where the table's round is (the clock's states of SHARED.md "The round cycle"). */
export type SharedPhase = 'idle' | 'betting' | 'closing' | 'playing' | 'settled';

/** What anyone watching sees of a shared table instance. */
export interface SharedPublicState {
  table: string;
  game: (typeof GAME_IDS)[number];
  timings: SharedTimings;
  /** The server's clock when the state was read (ms since the epoch), so a client can run countdowns. */
  now: number;
  tableRoundId: string;
  phase: SharedPhase;
  /** The window's close (ms since the epoch) once a bet has set it; the next window's start when settled. */
  closesAt: number | null;
  /** Blackjack seats (held boxes), or the display names joined at baccarat and roulette. */
  seats: PublicSeat[];
  players: string[];
  /** The bets placed this round: per box (blackjack) or summed per area / bet (baccarat, roulette). */
  bets: unknown;
  /** The game's public round: blackjack's table view, baccarat's coup, roulette's spin (null before the deal). */
  round: unknown;
  /** The hand asked now (blackjack), with its deadline. */
  asked: { box: number; hand: number; kind: string; legal: string[]; deadline: number } | null;
  /** The fairness chain: its published commitment s_0, the shoe or block number k, its client seed once known. */
  fairness: { chain: number; commitment: string; k: number; clientSeed: string | null; version: 2 };
  /** Baccarat: every coup of the shoe (roads); roulette: the last numbers; blackjack: the last rounds' dealer totals. */
  history: unknown[];
}

/** One event as the stream sends it: `id: seq`, `data: { seq, type, ...fields }`. */
export interface SharedEvent {
  seq: number;
  type: string;
  [field: string]: unknown;
}

const TableListAnswer = Exact({
  tables: Type.Array(
    Exact({
      table: Type.String(),
      game: StringEnum(GAME_IDS),
      shared: Type.Boolean(),
      rules: Type.Unknown(),
      /** Shared tables: how many are seated at the caller's instance (null: no session given). */
      players: Nullable(Type.Integer()),
      /** Shared tables: the fairness chain's commitment s_0. */
      commitment: Nullable(Type.String()),
    }),
  ),
});

export const takeSeat = { params: SharedParams, body: SeatBody, response: answers({ 200: SharedAnswer }) };
export const leaveSeat = { params: SharedParams, body: SeatBody, response: answers({ 200: SharedAnswer }) };
export const placeSharedBets = { params: SharedParams, body: SharedBetsBody, response: answers({ 200: SharedAnswer }) };
export const actAtShared = { params: SharedParams, body: SharedActionBody, response: answers({ 200: SharedAnswer }) };
export const readShared = { params: SharedParams, response: answers({ 200: SharedAnswer }) };
export const setSharedTest = { params: SharedParams, body: SharedTestBody, response: answers({ 200: SharedAnswer }) };
export const listTables = { response: answers({ 200: TableListAnswer }) };
