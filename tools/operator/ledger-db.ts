/**
 * The reference operator's own database: its wallets, the tokens it issued and its append-only
 * ledger of wallet transactions. It is the casino's side, so it shares nothing with the game
 * server's schema or migrations: embedded PGlite in a directory of its own (durable across
 * restarts), or a PostgreSQL given by OPERATOR_DATABASE_URL. The adapters are the game server's
 * (same values back from both: int8 as checked numbers, jsonb parsed); the schema is this file's.
 */
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';

export type { Sql } from '../../src/server/db/contract';

import type { Db } from '../../src/server/db/contract';

export type LedgerDb = Db;

export interface LedgerDbConfig {
  /** postgres://… : the ledger lives there; otherwise PGlite under `${dataDir}/pglite`. */
  databaseUrl?: string | null;
  /** ':memory:' keeps it in memory (tests that do not restart). */
  dataDir?: string;
  poolSize?: number;
}

/**
 * `transactions` is append-only: a row is the answer given to one transactionUuid, kept forever so
 * a repeat gets it again. `movement` is what it did to the balance (signed; 0 when nothing moved:
 * a decline, a rollback of an unseen or already undone debit). `undoes` is set on a rollback that
 * really gave a debit's money back, and is unique: a debit is undone at most once.
 */
const SCHEMA = `
create table if not exists wallets (
  player_id text primary key,
  currency text not null default 'EUR',
  balance bigint not null check (balance >= 0),
  start_balance bigint not null check (start_balance >= 0),
  blocked boolean not null default false,
  created_at timestamptz not null default now()
);
create table if not exists tokens (
  token text primary key,
  player_id text not null references wallets(player_id),
  created_at timestamptz not null default now()
);
create table if not exists transactions (
  seq bigserial unique,
  transaction_uuid text primary key,
  kind text not null check (kind in ('debit','credit','rollback','adjustment')),
  player_id text not null,                 -- not a reference: a decline for an unknown player is kept too
  round_id text,
  round_closed boolean not null default false,
  amount bigint not null check (amount >= 0),
  movement bigint not null default 0,
  reference_uuid text,
  undoes text unique,
  status integer not null,
  answer jsonb not null,
  balance_after bigint,
  created_at timestamptz not null default now()
);
create index if not exists transactions_reference on transactions(reference_uuid) where reference_uuid is not null;
create index if not exists transactions_player on transactions(player_id, seq);
`;

/** Opens the ledger's database and makes its tables if they are not there yet. */
export async function openLedgerDb(config: LedgerDbConfig): Promise<LedgerDb> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.poolSize ?? 10)
    : await openPglite(config.dataDir ?? ':memory:');
  try {
    // Several operator processes may start on one PostgreSQL at once: one makes the tables.
    await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(720022)');
      await tx.script(SCHEMA);
    });
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
