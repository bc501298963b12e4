/**
 * Round replay (issue 40): an operator's support desk opens any finished round of one of its
 * players with a link that carries a read-only, expiring replay token, never the player's session.
 * The operator's back end gets the link with a signed call; the replay page (or the history panel's
 * REPLAY, with the player's own session) reads the round with `GET /v1/replays/{roundId}`.
 */
import { type Static, Type } from '@sinclair/typebox';
import { answers } from './errors';
import { RoundRecordAnswer } from './history';
import { Exact, Nullable, StringEnum } from './kit';
import { GAME_IDS } from './names';
import { RoundParams } from './rounds';

/** `POST /v1/operator/replays` (signed): the operator's own id for the player, and one of that player's rounds. */
const ReplayBody = Exact({
  playerId: Type.String({ pattern: '^[A-Za-z0-9_.:@-]{1,64}$' }),
  roundId: Type.String({ minLength: 1, maxLength: 64 }),
});

/** The link for the desk: `url` is `/replay.html?round=…&token=…`, on PUBLIC_URL when the server has one. */
const ReplayLink = Exact({
  token: Type.String(),
  /** ISO 8601: when the token stops opening the round (401 replay-expired after it). */
  expiresAt: Type.String(),
  url: Type.String(),
});

/** The table the round was played at, as the client needs it to draw it. */
const ReplayTable = Exact({
  id: Type.String(),
  game: StringEnum(GAME_IDS),
  /** The limit tier the round was played at (null: the table has one). */
  tier: Nullable(Type.String()),
  shared: Type.Boolean(),
  /** The solo table whose rules it plays by (a solo table: itself). */
  base: Type.String(),
});

/** A blackjack decision of a shared table round: whose hand, the wire's name of the move, and who made it. */
const SharedDecision = Exact({
  box: Type.Integer(),
  hand: Type.Integer(),
  action: Type.String(),
  by: StringEnum(['holder', 'clock', 'behind'] as const),
});

/**
 * A shared table round as everyone at the table saw it when it settled (SHARED.md): the player's own
 * record holds only the player's part. Nothing the table had not shown: no card not dealt, no name
 * of a player who did not hold a box, no other player's id or balance.
 */
const SharedReplay = Exact({
  tableRoundId: Type.String(),
  settledAt: Nullable(Type.String()),
  /** The bets as the table showed them: per box `{ box, main, perfectPairs, behind }` (blackjack), summed per area (baccarat, roulette). */
  bets: Type.Unknown(),
  /** Blackjack: each box dealt and its holder's display name (none at baccarat and roulette: no names on the layout). */
  seats: Type.Array(Exact({ box: Type.Integer(), name: Type.String() })),
  /** The round's player's own boxes and back bets (blackjack; empty otherwise). */
  own: Exact({ boxes: Type.Array(Type.Integer()), behind: Type.Array(Type.Integer()) }),
  /** Every card of the table round in the order it was dealt (roulette: none). */
  cards: Type.Array(Type.String()),
  /** Blackjack: every decision in order (none at baccarat and roulette). */
  decisions: Type.Array(SharedDecision),
  /** The table's public round when it settled: blackjack's table view, baccarat's coup, roulette's `{ number }`. */
  result: Type.Unknown(),
});

/** `GET /v1/replays/{roundId}`: the round's record exactly as `GET /v1/rounds/{roundId}` gives it, and what draws it. */
const ReplayAnswer = Exact({
  round: RoundRecordAnswer,
  currency: Type.String(),
  table: ReplayTable,
  shared: Type.Optional(SharedReplay),
});
export type ReplayAnswer = Static<typeof ReplayAnswer>;
export type SharedReplay = Static<typeof SharedReplay>;

export const issueReplay = { body: ReplayBody, response: answers({ 201: ReplayLink }) };
export const readReplay = { params: RoundParams, response: answers({ 200: ReplayAnswer }) };
