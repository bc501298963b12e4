/**
 * `npm run --silent reconcile`: checks the game server's ledger (server/reconcile.ts) on the
 * database the server's settings name, prints one JSON line and exits 1 on any difference (2 when
 * it cannot run). With the embedded database, run it while the server is stopped: one process
 * owns PGlite's directory; with PostgreSQL, alongside it. (It lives with the server, not in
 * src/cli/, because it reads the server's database: the headless tools run the engine alone.)
 */
import { ConfigError, readConfig } from '../config';
import { openDb } from '../db/db';
import { reconcile } from '../reconcile';

async function main(): Promise<number> {
  const config = readConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const report = await reconcile(db);
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    const what = e instanceof ConfigError ? e.message : `reconcile could not run: ${(e as Error).message}`;
    process.stderr.write(`${what}\n`);
    process.exit(2);
  },
);
