/**
 * Each player's provably fair seeds (SERVER.md "Provably fair"): a server seed of 32 bytes from the
 * OS, committed by its SHA-256 and revealed only when the player rotates it; a client seed the
 * player may set; a nonce counting shuffles and spins. Rotating retires the player's shoes, so no
 * card of a shoe dealt under the old seed is dealt after its seed is known.
 */
import { randomBytes } from 'node:crypto';
import type { RotateAnswer } from '../contract/fairness';
import { bytesToHex, seedHash } from '../engine/shared/fair';
import type { Sql } from './db/db';

export interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

/** 16 random hex characters: the client seed a player gets until they choose one. */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export async function createSeed(tx: Sql, playerId: string, clientSeed: string): Promise<SeedRow> {
  const serverSeed = bytesToHex(new Uint8Array(randomBytes(32)));
  const [row] = await tx.query<SeedRow>(
    `insert into seeds (player_id, server_seed, server_seed_hash, client_seed)
     values ($1, $2, $3, $4) returning id, server_seed, server_seed_hash, client_seed, next_nonce`,
    [playerId, serverSeed, seedHash(serverSeed), clientSeed],
  );
  return row as SeedRow;
}

/** The player's seed in use (one per player: a partial unique index keeps it so). */
export async function activeSeed(tx: Sql, playerId: string): Promise<SeedRow> {
  const [row] = await tx.query<SeedRow>(
    `select id, server_seed, server_seed_hash, client_seed, next_nonce
       from seeds where player_id = $1 and revealed_at is null`,
    [playerId],
  );
  return row ?? createSeed(tx, playerId, defaultClientSeed());
}

/** A seed as a round's record shows it: its hash and client seed, and the seed itself once revealed. */
export async function seedById(
  db: Sql,
  id: number,
): Promise<{ server_seed: string; server_seed_hash: string; client_seed: string; revealed_at: Date | null } | null> {
  const [seed] = await db.query<{
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    revealed_at: Date | null;
  }>('select server_seed, server_seed_hash, client_seed, revealed_at from seeds where id = $1', [id]);
  return seed ?? null;
}

export async function saveNonce(tx: Sql, seedId: number, nextNonce: number): Promise<void> {
  await tx.query('update seeds set next_nonce = $2 where id = $1', [seedId, nextNonce]);
}

/** Reveals the seed in use, retires the shoes dealt under it and commits a new one. */
export async function rotateSeed(tx: Sql, playerId: string, clientSeed: string): Promise<RotateAnswer> {
  const old = await activeSeed(tx, playerId);
  await tx.query('update seeds set revealed_at = now() where id = $1', [old.id]);
  await tx.query('delete from shoes where player_id = $1', [playerId]);
  const next = await createSeed(tx, playerId, clientSeed);
  return {
    revealed: {
      serverSeed: old.server_seed,
      serverSeedHash: old.server_seed_hash,
      clientSeed: old.client_seed,
      nonce: old.next_nonce,
    },
    next: { serverSeedHash: next.server_seed_hash, clientSeed: next.client_seed, nonce: 0 },
  };
}
