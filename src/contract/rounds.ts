/**
 * Rounds (SERVER.md "Rounds" and "Public view"): open one at a table, act on it, read the open
 * one. Every answer is the round's public view: what the table shows, never a secret.
 */
import { type Static, Type } from '@sinclair/typebox';
import { WIRE_DECISIONS } from './decisions';
import { answers } from './errors';
import { Exact, Minor, RequestId, StringEnum } from './kit';
import { GAME_IDS, ROUND_PHASES, ROUND_STATUSES } from './names';
import { VOID_REASONS } from './void-reasons';

const TableParams = Type.Object({ table: Type.String({ maxLength: 64 }) });
export const RoundParams = Type.Object({ roundId: Type.String({ maxLength: 64 }) });

/** What a test deals from on a server that allows it (ALLOW_TEST_SEEDS): a seed, a stacked shoe, a roulette number. */
export type TestSeed = string | { shoe: string[] } | { result: number };

export const OpenRoundBody = Exact({
  requestId: RequestId,
  // Each game's own shape (HEADLESS.md): checked by the game, which names the field.
  bets: Type.Unsafe<unknown>({ type: ['array', 'object'] }),
  tier: Type.Optional(Type.String({ maxLength: 32 })),
  // Its shape is checked where it is dealt from (rounds/fair-deal.ts), naming the field.
  testSeed: Type.Optional(Type.Unsafe<TestSeed>({ type: ['string', 'object'] })),
});
export type OpenRoundBody = Static<typeof OpenRoundBody>;

/**
 * `action` is a decision (decisions.ts), a chosen insurance amount (`insurance:AMOUNT`) or an alias:
 * any short text here; the game refuses one it does not know with the legal moves (422).
 */
const ActionBody = Exact({ requestId: RequestId, action: Type.String({ minLength: 1, maxLength: 40 }) });

/** The public view of a round after a step. `view` and `events` are each game's own (the engines' types). */
export const RoundAnswer = Exact({
  roundId: Type.String(),
  game: StringEnum(GAME_IDS),
  table: Type.String(),
  status: StringEnum(ROUND_STATUSES),
  phase: StringEnum(ROUND_PHASES),
  events: Type.Array(Type.Unknown()),
  view: Type.Unknown(),
  legal: Type.Array(StringEnum(WIRE_DECISIONS)),
  staked: Minor,
  returned: Minor,
  balance: Minor,
  tier: Type.Optional(Type.String()),
  reason: Type.Optional(StringEnum(VOID_REASONS)),
  /** The round's closing credit has not reached the operator's wallet yet (`balance` is before it). */
  credit: Type.Optional(Type.Literal('pending')),
});
export type RoundAnswer = Static<typeof RoundAnswer>;

/** A round answer with each game's own view and events, as a table's port reads it. */
export type RoundAnswerOf<View, Event> = Omit<RoundAnswer, 'view' | 'events'> & { view: View; events: Event[] };

export const openRound = { params: TableParams, body: OpenRoundBody, response: answers({ 201: RoundAnswer }) };
export const actOnRound = { params: RoundParams, body: ActionBody, response: answers({ 200: RoundAnswer }) };
export const readOpenRound = { params: TableParams, response: answers({ 200: RoundAnswer }) };
