/**
 * PostgreSQL through a pg.Pool. Values come back as the embedded database gives them (int8 as a
 * checked number, jsonb parsed, integer[] as numbers, timestamptz as Date), and every failure to
 * reach the server becomes DatabaseUnavailable, so the API answers 503 rather than 500 and the
 * process survives the database restarting.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { type AdapterDb, answers, DatabaseUnavailable, parseInt8, type ScriptTx } from './contract';

const INT8 = 20;
const INT8_ARRAY = 1016;

// (pg-types declares only the scalar type ids; arrays have parsers too.)
const builtinParser = pg.types.getTypeParser as (oid: number, format?: string) => (text: string) => unknown;
const defaultInt8Array = builtinParser(INT8_ARRAY, 'text') as (text: string) => (string | null)[];

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === INT8) return parseInt8;
    if (oid === INT8_ARRAY)
      return (text: string) => defaultInt8Array(text).map((v) => (v === null ? null : parseInt8(v)));
    return builtinParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is going away or not accepting connections (class 08: connection exceptions). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** What pg says, without a code, when a connection dies or the pool is gone. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed|Cannot use a pool after calling end|timeout exceeded when trying to connect|Connection timeout/i;

function isUnavailable(e: unknown): boolean {
  if (e instanceof DatabaseUnavailable) return true;
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
  ) {
    return true;
  }
  // Connecting to several addresses fails with an AggregateError of socket errors.
  if (e instanceof AggregateError) return e.errors.some(isUnavailable);
  return UNAVAILABLE_MESSAGES.test(e.message);
}

/**
 * A parameterised query as a named prepared statement: each connection parses and plans a
 * statement once and then only binds and runs it (the server's calls run the same few dozen
 * statements thousands of times). The name follows from the text, so the same text is always the
 * same statement.
 */
const statementNames = new Map<string, string>();
function prepared(text: string, params: readonly unknown[] | undefined): string | pg.QueryConfig {
  if (!params) return text;
  let name = statementNames.get(text);
  if (!name) {
    name = `felt_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return { name, text, values: [...params] };
}

function mapError(e: unknown): unknown {
  if (e instanceof DatabaseUnavailable || !isUnavailable(e)) return e;
  return new DatabaseUnavailable(`PostgreSQL is unavailable: ${(e as Error).message}`, { cause: e });
}

export async function openPostgres(databaseUrl: string, poolSize = 10): Promise<AdapterDb> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    types,
    // Without it a server that drops packets would hold every request until the OS gives up.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection whose server went away emits 'error'; unheard, it would end the process.
  // The pool discards that connection and the next request connects anew (or gets 503).
  pool.on('error', () => {});
  // A connection the server ends (a restart) may emit 'error' again after the query or the
  // pool's own listener saw the first one (the FATAL message, then the socket closing): unheard,
  // that would end the process. The query in flight still gets its error through its callback.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new PostgresDb(pool, databaseUrl);
}

class PostgresDb implements AdapterDb {
  readonly kind = 'postgres';
  private ended = false;
  private readPool: pg.Pool | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly databaseUrl: string,
  ) {}

  reader() {
    if (!this.readPool) {
      const pool = new pg.Pool({
        connectionString: this.databaseUrl,
        max: 2,
        types,
        connectionTimeoutMillis: 10_000,
        idleTimeoutMillis: 30_000,
      });
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      this.readPool = pool;
    }
    const pool = this.readPool;
    return {
      query: async <T>(text: string, params?: readonly unknown[]): Promise<T[]> => {
        if (this.ended) throw new DatabaseUnavailable('the database connection pool is closed');
        try {
          return (await pool.query(prepared(text, params) as pg.QueryConfig)).rows as T[];
        } catch (e) {
          throw mapError(e);
        }
      },
    };
  }

  /**
   * LISTEN on a connection of its own, outside the pool: a lost connection is made again after a
   * short pause and LISTENs again, and `onListening` runs after every LISTEN so the caller reads
   * what it may have missed meanwhile. Returns what stops it.
   */
  async listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: () => void,
  ): Promise<() => Promise<void>> {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      if (stopped) return;
      const c = new pg.Client({ connectionString: this.databaseUrl, types, connectionTimeoutMillis: 10_000 });
      const again = () => {
        if (client === c) client = null;
        c.removeAllListeners('notification');
        c.end().catch(() => {});
        if (!stopped && retry === null)
          retry = setTimeout(() => {
            retry = null;
            void connect();
          }, 500);
      };
      c.on('error', again);
      c.on('end', again);
      c.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      try {
        await c.connect();
        await c.query(`listen ${pg.escapeIdentifier(channel)}`);
        client = c;
        onListening();
      } catch {
        again();
      }
    };
    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  }

  async query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]> {
    if (this.ended) throw new DatabaseUnavailable('the database connection pool is closed');
    try {
      return (await this.pool.query(prepared(text, params) as pg.QueryConfig)).rows as T[];
    } catch (e) {
      throw mapError(e);
    }
  }

  async transaction<T>(work: (tx: ScriptTx) => Promise<T>): Promise<T> {
    if (this.ended) throw new DatabaseUnavailable('the database connection pool is closed');
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      throw mapError(e);
    }
    // A broken connection must not go back to the pool for the next request. While checked out,
    // the client's 'error' event (the server going away) has no listener of the pool's: unheard,
    // it would end the process.
    let broken = false;
    const onError = () => {
      broken = true;
    };
    client.on('error', onError);
    const run = async <R extends pg.QueryResultRow>(text: string, params?: readonly unknown[]) => {
      try {
        return await client.query<R>(prepared(text, params) as pg.QueryConfig);
      } catch (e) {
        if (isUnavailable(e)) broken = true;
        throw mapError(e);
      }
    };
    const tx: ScriptTx = {
      query: async <R>(text: string, params?: readonly unknown[]) => (await run(text, params)).rows as R[],
      // Without parameters pg sends the simple protocol, which runs several statements.
      script: async (text: string) => {
        await run(text);
      },
    };
    try {
      await run('begin');
      const result = await work(tx);
      await run('commit');
      return result;
    } catch (e) {
      if (!broken) {
        try {
          await run('rollback');
        } catch {
          broken = true;
        }
      }
      throw mapError(e);
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  ping(): Promise<boolean> {
    return answers(this);
  }

  async close(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await Promise.all([this.pool.end(), this.readPool?.end()]);
  }
}
