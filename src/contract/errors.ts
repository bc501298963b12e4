/**
 * Every refusal's body (SERVER.md): `{ "error": { "code", "message", "detail"? } }`; `detail` is the
 * engine's problem behind a refused rule (codes with data), for the table to say in the player's
 * language. `answers` gives a route its answers by status: its own, and this for every 4xx and 5xx.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ERROR_CODES } from './error-codes';
import { Exact, StringEnum } from './kit';

export const ErrorAnswer = Exact({
  error: Exact({
    code: StringEnum(ERROR_CODES),
    message: Type.String(),
    detail: Type.Optional(Type.Unknown()),
  }),
});
export type ErrorAnswer = Static<typeof ErrorAnswer>;

/** A route's answers: `ok` by status, and the API's error body for any refusal or failure. */
export function answers<const Ok extends Record<number, TSchema>>(ok: Ok) {
  return { ...ok, '4xx': ErrorAnswer, '5xx': ErrorAnswer };
}
