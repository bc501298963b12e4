/**
 * The pieces the API's schemas are built from (TypeBox: JSON Schema with its TypeScript type).
 * Only the game server loads this at run time; the browser imports the types (`import type`).
 */
import { type TSchema, Type } from '@sinclair/typebox';

/** One of `values`, as JSON Schema's `enum` (a refusal names the field and says "allowed values"). */
export const StringEnum = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An amount in integer minor units (SERVER.md: no amount above 10^12). */
export const Minor = Type.Integer();

/** A client-made request id: a UUID, either case (the server's edge makes it one case). */
export const RequestId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/** A client seed (SERVER.md "Provably fair"): 1–64 letters, digits, `_` or `-`. */
export const ClientSeed = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

/** An object of exactly these fields: an answer with a field its schema does not name fails the contract test. */
export const Exact = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });
