/**
 * Sessions (SERVER.md "Players and sessions"): a demo session made, the session read, its
 * heartbeat, and the demo wallet's rebuy; a real-money session's launch code exchanged.
 */
import { type Static, Type } from '@sinclair/typebox';
import { answers } from './errors';
import { Exact, Minor, Nullable, RequestId, StringEnum } from './kit';
import { GAME_IDS, JURISDICTION_IDS, LANGUAGES } from './names';

const Currency = Type.String({ pattern: '^[A-Z]{3}$' });

const DemoSessionBody = Exact({
  requestId: RequestId,
  mode: Type.Literal('demo'),
  currency: Currency,
  balance: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  lang: StringEnum(LANGUAGES),
  jurisdiction: Type.Optional(StringEnum(JURISDICTION_IDS)),
  // The launch's `inactivityMinutes` (EMBEDDING.md): a demo session may end after a quiet spell too.
  inactivityMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_080 })),
});

/**
 * A jurisdiction profile (SERVER.md "Jurisdiction profile"): what a regulator asks of the game
 * client, as data. platform/jurisdictions.ts has the built-in ones.
 */
export const JurisdictionProfile = Exact({
  /** Speed play (the settings' speed and the lobby's `turbo`) is offered. */
  turbo: Type.Boolean(),
  /** The least time from one round's start to the next's; 0: none. */
  minRoundMs: Type.Integer(),
  /** A reality check every this many minutes of play; null: only when the lobby asks. */
  realityCheckMinutes: Nullable(Type.Integer()),
  showNetPosition: Type.Boolean(),
  showSessionTime: Type.Boolean(),
  /** The rules screens show the return to player. */
  showRtp: Type.Boolean(),
  /** The operator's words on how to complain; null: the product's default line. */
  complaintsText: Nullable(Type.String()),
});
export type JurisdictionProfile = Static<typeof JurisdictionProfile>;

/** A round the player has open, where a new launch resumes it. */
export const OpenRound = Exact({
  game: StringEnum(GAME_IDS),
  table: Type.String(),
  roundId: Type.String(),
  tier: Type.Optional(Type.String()),
});
export type OpenRound = Static<typeof OpenRound>;

/** The seed pair in use and the next nonce (SERVER.md "Provably fair"). */
export const SeedState = Exact({ serverSeedHash: Type.String(), clientSeed: Type.String(), nonce: Type.Integer() });
export type SeedState = Static<typeof SeedState>;

/** `GET /v1/session`. */
export const SessionAnswer = Exact({
  sessionId: Type.String(),
  currency: Currency,
  balance: Minor,
  lang: StringEnum(LANGUAGES),
  open: Type.Array(OpenRound),
  fairness: SeedState,
  jurisdiction: Exact({ id: StringEnum(JURISDICTION_IDS), ...JurisdictionProfile.properties }),
  /** How long the jurisdiction's gap still holds the next round (0: it may start now). */
  nextRoundInMs: Type.Integer(),
  inactivityMinutes: Nullable(Type.Integer()),
  /** How old the balance is (an operator's, asked at most once per few seconds); 0 for a demo wallet. */
  balanceAgeMs: Type.Integer(),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

/**
 * A new session's bearer token: the only answer that carries it. With it, where the server could
 * read it at once, the session as `GET /v1/session` answers (the page needs no second call).
 */
export const SessionToken = Exact({
  token: Type.String(),
  sessionId: Type.String(),
  currency: Currency,
  balance: Minor,
  session: Type.Optional(SessionAnswer),
});
export type SessionToken = Static<typeof SessionToken>;

const HeartbeatAnswer = Exact({ ok: Type.Literal(true) });

/** The body of a call that only needs its request id. */
const RequestIdBody = Exact({ requestId: RequestId });

export const RebuyAnswer = Exact({ balance: Minor, toppedUp: Minor });
export type RebuyAnswer = Static<typeof RebuyAnswer>;

const ExchangeBody = Exact({ launch: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' }) });

export const createDemoSession = { body: DemoSessionBody, response: answers({ 201: SessionToken }) };
export const readSession = { response: answers({ 200: SessionAnswer }) };
/** The heartbeat reads no body (the client sends a request id; nothing is stored). */
export const heartbeat = { response: answers({ 200: HeartbeatAnswer }) };
export const rebuy = { body: RequestIdBody, response: answers({ 200: RebuyAnswer }) };
export const exchangeLaunch = { body: ExchangeBody, response: answers({ 201: SessionToken }) };
