/**
 * Fairness at a shared table (SHARED.md): each instance draws a secret s_N and publishes s_0 of the
 * hash chain s_{k-1} = SHA-256(s_k) before its first shoe; shoe (or block of 100 spins or rounds)
 * k uses s_k, with the first bet's requestId of its first window as the client seed, so the server
 * committed its seed before it could know the client's and no player knows the server's. A seed
 * is revealed in the event that closes its shoe or block; a new chain starts when one is used up.
 */
import { randomBytes } from 'node:crypto';
import { seedHash } from '../../engine/shared/fair';
import { chainCommitment, chainSeed } from '../../engine/shared/fair-chain';
import type { Sql } from '../db/db';
import type { SeedInPlay, TableState } from './state';

/** Shoes or blocks per chain: hashing down from s_N costs at most this many SHA-256 (under 2 ms). */
const CHAIN_LENGTH = 1000;

/** Rounds or spins dealt from one seed at roulette and blackjack. */
export const ROUNDS_PER_SEED = 100;

export async function newChain(
  tx: Sql,
  instance: string,
  chain: number,
): Promise<{ chain: number; commitment: string }> {
  const top = randomBytes(32).toString('hex');
  const commitment = chainCommitment(top, CHAIN_LENGTH);
  await tx.query(
    'insert into table_chains (instance, chain, top_seed, length, commitment) values ($1, $2, $3, $4, $5)',
    [instance, chain, top, CHAIN_LENGTH, commitment],
  );
  return { chain, commitment };
}

/**
 * Starts the next shoe or block: the chain's next seed, its client seed the first bet's requestId
 * of this window. Returns the server seed (secret: it stays in the database and in this step).
 */
export async function takeSeed(
  tx: Sql,
  instance: string,
  state: TableState,
  clientSeed: string,
): Promise<{ seed: SeedInPlay; serverSeed: string }> {
  let [link] = await tx.query<{ k: number; top_seed: string; length: number }>(
    `update table_chains set next_k = next_k + 1 where instance = $1 and chain = $2 and next_k <= length
     returning next_k - 1 as k, top_seed, length`,
    [instance, state.chain.chain],
  );
  if (!link) {
    state.chain = await newChain(tx, instance, state.chain.chain + 1);
    [link] = await tx.query<{ k: number; top_seed: string; length: number }>(
      `update table_chains set next_k = next_k + 1 where instance = $1 and chain = $2
       returning next_k - 1 as k, top_seed, length`,
      [instance, state.chain.chain],
    );
  }
  if (!link) throw new Error(`no chain ${state.chain.chain} for ${instance}`);
  const serverSeed = chainSeed(link.top_seed, link.length, link.k);
  const [row] = await tx.query<{ id: number }>(
    `insert into table_seeds (instance, chain, k, server_seed, client_seed) values ($1, $2, $3, $4, $5) returning id`,
    [instance, state.chain.chain, link.k, serverSeed, clientSeed],
  );
  const seed: SeedInPlay = { id: row?.id as number, chain: state.chain.chain, k: link.k, clientSeed, used: 0 };
  state.seed = seed;
  return { seed, serverSeed };
}

/** The server seed of the seed in play (secret). */
export async function serverSeedOf(tx: Sql, seedId: number): Promise<string> {
  const [row] = await tx.query<{ server_seed: string }>('select server_seed from table_seeds where id = $1', [seedId]);
  if (!row) throw new Error(`no table seed ${seedId}`);
  return row.server_seed;
}

/** Reveals a used-up seed: from now on its value is in every record of its rounds and in the event. */
export async function revealSeed(tx: Sql, seedId: number): Promise<string> {
  const [row] = await tx.query<{ server_seed: string }>(
    'update table_seeds set revealed_at = coalesce(revealed_at, now()) where id = $1 returning server_seed',
    [seedId],
  );
  if (!row) throw new Error(`no table seed ${seedId}`);
  return row.server_seed;
}

/** A round's fairness as its record shows it: the seed revealed only once its shoe or block closed. */
export interface SharedFairness {
  version: 2;
  chain: number;
  k: number;
  commitment: string;
  serverSeedHash: string;
  clientSeed: string | null;
  nonce: number;
  serverSeed?: string;
}

async function fairnessOfTableRound(sql: Sql, tableRoundId: string): Promise<SharedFairness | null> {
  const [row] = await sql.query<{
    chain: number;
    k: number;
    commitment: string;
    server_seed: string;
    client_seed: string | null;
    nonce: number | null;
    revealed: boolean;
  }>(
    `select s.chain, s.k, c.commitment, s.server_seed, s.client_seed, r.nonce, s.revealed_at is not null as revealed
       from table_rounds r join table_seeds s on s.id = r.seed_id
       join table_chains c on c.instance = s.instance and c.chain = s.chain
      where r.id = $1`,
    [tableRoundId],
  );
  if (!row) return null;
  return {
    version: 2,
    chain: row.chain,
    k: row.k,
    commitment: row.commitment,
    serverSeedHash: seedHash(row.server_seed),
    clientSeed: row.client_seed,
    nonce: row.nonce ?? 0,
    ...(row.revealed ? { serverSeed: row.server_seed } : {}),
  };
}

/** A part's fairness as `GET /v1/rounds/{id}` shows it (null: dealt from a test shoe or number). */
export async function sharedRecordFairness(sql: Sql, tableRoundId: string, cardsInRound: number) {
  const f = await fairnessOfTableRound(sql, tableRoundId);
  if (!f || f.clientSeed === null) return null;
  const [row] = await sql.query<{ position: number | null }>(
    "select (record->>'position')::int as position from table_rounds where id = $1",
    [tableRoundId],
  );
  // Baccarat: where the coup's first card lies in the shoe; the others deal from the shoe's start.
  const firstCard = row?.position != null ? row.position - cardsInRound : 0;
  return {
    version: f.version,
    serverSeedHash: f.serverSeedHash,
    clientSeed: f.clientSeed,
    nonces: [f.nonce],
    firstCard,
    ...(f.serverSeed ? { serverSeed: f.serverSeed } : {}),
    tableRoundId,
    commitment: f.commitment,
    chain: f.chain,
    k: f.k,
  };
}
