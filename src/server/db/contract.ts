/**
 * What the server asks of its database, whichever one runs it (embedded PGlite or PostgreSQL).
 * Kept apart from db.ts so the adapters can use it without importing openDb, which imports them.
 */

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** BEGIN…COMMIT around `work`; ROLLBACK and rethrow when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL's LISTEN on a connection of its own (PostgreSQL only: PGlite is one process, whose
   * own commits the caller sees). `onListening` runs after every (re-)LISTEN. Returns what stops it.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onListening: () => void): Promise<() => Promise<void>>;
  /**
   * Connections of their own for reads that must not queue behind the pool's transactions (the
   * shared tables' event fan-out, while a table's commands wait for its row lock). PostgreSQL
   * only; elsewhere the Db itself.
   */
  reader?(): Sql;
  /** Whether the database answers (for /ready). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The database cannot be reached: connection refused or lost, the server shutting down, the
 * database closed. Nothing was decided, so the API answers 503 database-unavailable (retry).
 */
export class DatabaseUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailable';
  }
}

export interface DbConfig {
  /** postgres://… runs on PostgreSQL; null runs the embedded PGlite under `${dataDir}/pglite`. */
  databaseUrl: string | null;
  /** ':memory:' keeps the embedded database in memory (lost on close). */
  dataDir: string;
  poolSize?: number;
}

/** A transaction as the migration runner sees it: it also runs scripts of several statements. */
export interface ScriptTx extends Sql {
  script(text: string): Promise<void>;
}

/** What each adapter returns: a Db whose transactions can also run migration scripts. */
export interface AdapterDb extends Db {
  transaction<T>(work: (tx: ScriptTx) => Promise<T>): Promise<T>;
}

/**
 * int8 (bigint: amounts, ids, counts) as a JS number; a value beyond 2^53 would silently lose
 * digits, so it is refused instead (amounts are capped at 10^12 by the schema).
 */
export function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${text} is beyond JavaScript's safe integers`);
  return n;
}

/** Whether the database answers a trivial query (`/ready`). */
export async function answers(db: Sql): Promise<boolean> {
  try {
    await db.query('select 1');
    return true;
  } catch {
    return false;
  }
}
