/**
 * A statement run as the superuser, and the URL of another database on the same server: for the
 * tests' databases (test-db.ts) and the benchmark's (scripts/bench-server/pgbench.ts). No Vitest
 * here: the benchmark runs outside the test runner.
 */
import pg from 'pg';

/** Runs one statement on the database of `url` (a plain client: nothing migrated). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
