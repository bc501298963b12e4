/**
 * What only a real PostgreSQL shows: several servers starting at once on one database, and the
 * database going away and coming back under a running server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailable, type Db, openDb } from '../../../src/server/db/db';
import { MIGRATIONS } from '../../../src/server/db/migrations';
import { type PostgresInstance, startPostgres } from '../support/postgres';
import { testDbConfig } from '../support/test-db';

describe('PostgreSQL shared by several servers', () => {
  it('servers starting at the same time migrate a fresh database once', async () => {
    const { config, drop } = await testDbConfig('postgres');
    const dbs: Db[] = [];
    try {
      // Without the advisory lock they would all create the tables and all but one would fail.
      dbs.push(...(await Promise.all([1, 2, 3, 4].map(() => openDb(config)))));
      const migrations = await dbs[0]!.query<{ version: number }>(
        'select version from schema_migrations order by version',
      );
      expect(migrations).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
      for (const db of dbs) expect(await db.ping()).toBe(true);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await drop();
    }
  });
});

describe('PostgreSQL going away under a running server', () => {
  // An instance of its own: stopping the shared one would fail the other test files.
  let instance: PostgresInstance;
  let db: Db;
  beforeAll(async () => {
    instance = await startPostgres({ maxConnections: 20 });
    db = await openDb({ databaseUrl: instance.url, dataDir: instance.dir, poolSize: 4 });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await instance?.destroy();
  });

  it('answers DatabaseUnavailable while it is down, and works again once it is back', async () => {
    await db.query(
      `insert into players (id, kind, currency, balance, start_balance) values ('p', 'demo', 'EUR', 5, 5)`,
    );
    // A connection waits idle in the pool when the server stops: its error must not end the process.
    await instance.stop();
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailable);
    await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(await db.ping()).toBe(false);

    await instance.start();
    expect(await db.ping()).toBe(true);
    expect(await db.query('select balance from players')).toEqual([{ balance: 5 }]);
  });

  it('a transaction cut off by the server stopping is rolled back and reported unavailable', async () => {
    const cut = db.transaction(async (tx) => {
      await tx.query('update players set balance = 0');
      await instance.stop();
      await tx.query('select 1');
    });
    await expect(cut).rejects.toBeInstanceOf(DatabaseUnavailable);
    await instance.start();
    expect(await db.query('select balance from players')).toEqual([{ balance: 5 }]);
  });
});
