/**
 * History and round records (SERVER.md): the player's finished rounds, newest first, and one in
 * full with its fairness inputs. `bets` and `outcome` keep the engines' own values (history-entry.ts
 * in the browser reads them).
 */
import { type Static, Type } from '@sinclair/typebox';
import { answers } from './errors';
import { Exact, Minor, Nullable, StringEnum } from './kit';
import { GAME_IDS } from './names';
import { RoundParams } from './rounds';
import { VOID_REASONS } from './void-reasons';

const HistoryQuery = Exact({
  game: Type.Optional(StringEnum(GAME_IDS)),
  table: Type.Optional(Type.String({ maxLength: 64 })),
  // A query string is text: a whole number from 1 to 500 (baccarat's roads and roulette's statistics).
  limit: Type.Optional(Type.String({ pattern: '^(500|[1-4][0-9]{2}|[1-9][0-9]?)$' })),
});

const roundSummary = {
  roundId: Type.String(),
  game: StringEnum(GAME_IDS),
  table: Type.String(),
  tier: Type.Optional(Type.String()),
  status: StringEnum(['settled', 'void'] as const),
  staked: Minor,
  returned: Minor,
  reason: Type.Optional(StringEnum(VOID_REASONS)),
  startedAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  /** The bets as placed (null: a round with no record, such as one voided before it dealt). */
  bets: Type.Unknown(),
  /** Roulette's winning number. */
  result: Type.Optional(Type.Integer()),
  outcome: Type.Unknown(),
  /** The balance before the round's first stake and after its last movement (null: no money moved). */
  balanceBefore: Nullable(Minor),
  balanceAfter: Nullable(Minor),
};

/** One finished round in `GET /v1/history`. */
export const RoundSummary = Exact(roundSummary);
export type RoundSummary = Static<typeof RoundSummary>;

export const HistoryAnswer = Exact({ rounds: Type.Array(RoundSummary) });
export type HistoryAnswer = Static<typeof HistoryAnswer>;

/** What a verifier needs (SERVER.md "Provably fair"); `serverSeed` once the player rotated it. */
const RecordFairness = Exact({
  version: Type.Integer(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonces: Type.Array(Type.Integer()),
  firstCard: Type.Integer(),
  serverSeed: Type.Optional(Type.String()),
  /** A shared table's round (SHARED.md, version 2): its table round, the chain's commitment s_0 and the seed's place k in it. */
  tableRoundId: Type.Optional(Type.String()),
  commitment: Type.Optional(Type.String()),
  chain: Type.Optional(Type.Integer()),
  k: Type.Optional(Type.Integer()),
});

/** `GET /v1/rounds/{roundId}`: every card in order, the decisions as the engine took them, the fairness inputs. */
export const RoundRecordAnswer = Exact({
  ...roundSummary,
  cards: Type.Array(Type.String()),
  decisions: Type.Array(Type.String()),
  /** null: a round dealt from a test seed (ALLOW_TEST_SEEDS), which has nothing to verify. */
  fairness: Nullable(RecordFairness),
});
export type RoundRecordAnswer = Static<typeof RoundRecordAnswer>;

export const listHistory = { querystring: HistoryQuery, response: answers({ 200: HistoryAnswer }) };
export const readRoundRecord = { params: RoundParams, response: answers({ 200: RoundRecordAnswer }) };
