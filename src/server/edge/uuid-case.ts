/**
 * UUIDs in one case (RFC 9562: a UUID is case-insensitive on input): a `requestId` or `roundId`
 * written in capitals is the same id, so a retry in capitals finds the stored answer of its call
 * (SERVER.md "Idempotency") instead of opening a second round. Lowered once its schema has passed,
 * before any route reads it: the call's scope key, its fingerprint and the ledger all see one form.
 */
import type { FastifyInstance } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function lowerUuid(holder: unknown, field: string): void {
  if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) return;
  const record = holder as Record<string, unknown>;
  const value = record[field];
  if (typeof value === 'string' && UUID.test(value)) record[field] = value.toLowerCase();
}

export function uuidsInOneCase(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    lowerUuid(req.body, 'requestId');
    lowerUuid(req.params, 'roundId');
  });
}
