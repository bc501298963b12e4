/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in this process, its files
 * under one directory. One process owns that directory; queries run one at a time, so a
 * transaction holds the whole database until it ends (never call the Db itself inside `work`:
 * it would wait for the transaction that waits for it).
 */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type AdapterDb, answers, DatabaseUnavailable, parseInt8, type ScriptTx, type Sql } from './contract';

const INT8 = 20;

export async function openPglite(dataDir: string): Promise<AdapterDb> {
  let where = 'memory://';
  if (dataDir !== ':memory:') {
    where = `${dataDir}/pglite`;
    mkdirSync(where, { recursive: true });
  }
  // PGlite's own int8 parser turns large values into BigInt; the server wants checked numbers.
  const pg = await PGlite.create(where, { parsers: { [INT8]: parseInt8 } });
  return new PgliteDb(pg);
}

class PgliteDb implements AdapterDb {
  readonly kind = 'pglite';
  constructor(private readonly pg: PGlite) {}

  /** A closed PGlite throws a plain Error: it becomes DatabaseUnavailable, SQL errors stay as they are. */
  private async run<T>(op: () => Promise<T>): Promise<T> {
    if (this.pg.closed) throw new DatabaseUnavailable('the embedded database is closed');
    try {
      return await op();
    } catch (e) {
      if (this.pg.closed) throw new DatabaseUnavailable('the embedded database is closed', { cause: e });
      throw e;
    }
  }

  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]> {
    return this.run(async () => (await this.pg.query<T>(text, params ? [...params] : undefined)).rows);
  }

  transaction<T>(work: (tx: ScriptTx) => Promise<T>): Promise<T> {
    return this.run(() => this.pg.transaction((tx) => work(txSql(tx))));
  }

  ping(): Promise<boolean> {
    return answers(this);
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

function txSql(tx: Transaction): ScriptTx {
  const sql: Sql = {
    query: async <T>(text: string, params?: readonly unknown[]) =>
      (await tx.query<T>(text, params ? [...params] : undefined)).rows,
  };
  return {
    ...sql,
    script: async (text: string) => {
      await tx.exec(text);
    },
  };
}
