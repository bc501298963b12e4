/**
 * Brings a database to this build's schema at start. Several servers may start at once against
 * one PostgreSQL: every step takes the same transaction-scoped advisory lock first, so one of them
 * applies a migration while the others wait, then find it recorded and skip it.
 */
import type { AdapterDb, ScriptTx } from './contract';
import { MIGRATIONS, type Migration } from './migrations';

/** The advisory lock key of this server's migrations (any constant other programs do not use). */
const MIGRATION_LOCK = 2_020_112_001;

async function lock(tx: ScriptTx): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int8)', [MIGRATION_LOCK]);
}

export async function migrate(db: AdapterDb, migrations: readonly Migration[] = MIGRATIONS): Promise<void> {
  const known = new Set(migrations.map((m) => m.version));
  const applied = await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(
      `create table if not exists schema_migrations (
         version integer primary key,
         name text not null,
         applied_at timestamptz not null default now()
       )`,
    );
    return (await tx.query<{ version: number }>('select version from schema_migrations order by version')).map(
      (r) => r.version,
    );
  });
  // A newer build migrated this database: running older code on it could corrupt it.
  const unknown = applied.filter((v) => !known.has(v));
  if (unknown.length > 0) {
    throw new Error(
      `the database has schema version ${unknown.join(', ')}, which this server does not know (it knows up to ${Math.max(0, ...known)}): run a newer server`,
    );
  }
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.includes(m.version)) continue;
    await db.transaction(async (tx) => {
      await lock(tx);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [m.version]);
      if (done.length > 0) return;
      await tx.script(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
    });
  }
}
