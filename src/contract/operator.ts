/**
 * The operator's back end opens a real-money session (SERVER.md "Operator integration"): a signed
 * call answered with the page's `launchUrl` and its one-time launch code.
 */
import { type Static, Type } from '@sinclair/typebox';
import { answers } from './errors';
import { Exact, StringEnum } from './kit';
import { GAME_IDS, JURISDICTION_IDS, LANGUAGES } from './names';

export const LaunchBody = Exact({
  playerId: Type.String({ pattern: '^[A-Za-z0-9_.:@-]{1,64}$' }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  operatorToken: Type.String({ minLength: 1, maxLength: 512 }),
  lang: StringEnum(LANGUAGES),
  game: StringEnum(GAME_IDS),
  table: Type.String({ minLength: 1, maxLength: 64 }),
  lobbyUrl: Type.String({ minLength: 1, maxLength: 2048 }),
  jurisdiction: Type.Optional(StringEnum(JURISDICTION_IDS)),
  /** The player's name at shared tables (SHARED.md): 1–20 printable characters, no control or format characters. */
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^[^\\p{C}]{1,20}$' })),
});
export type LaunchBody = Static<typeof LaunchBody>;

const LaunchAnswer = Exact({ launchUrl: Type.String() });

export const launchSession = { body: LaunchBody, response: answers({ 201: LaunchAnswer }) };
