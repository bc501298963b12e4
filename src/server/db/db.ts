/**
 * The server's database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set, with the
 * same SQL, the same migrations and the same values back from both.
 */
import type { AdapterDb, Db, DbConfig } from './contract';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export { DatabaseUnavailable, type Db, type DbConfig, type Sql } from './contract';

/** Opens the database and applies the migrations it lacks before returning it. */
export async function openDb(config: DbConfig): Promise<Db> {
  const db: AdapterDb = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.poolSize)
    : await openPglite(config.dataDir);
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
