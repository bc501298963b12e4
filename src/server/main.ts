/**
 * `npm start`'s server: the settings from the environment (a bad one stops it here, named), the
 * database (embedded PGlite under DATA_DIR, or DATABASE_URL) with its migrations, then the API and
 * the built client on one port. SIGTERM and SIGINT finish the calls in flight, then close.
 */
import { buildServer } from './app';
import { ConfigError, readConfig } from './config';
import { openDb } from './db/db';

async function main(): Promise<void> {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`felt server: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.poolSize });
  const app = await buildServer({ db, config, log: { level: process.env.LOG_REQUESTS === 'true' ? 'info' : 'error' } });
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`felt game server on http://${config.host}:${port}/ with ${where}`);
}

main().catch((e) => {
  console.error(`felt server: ${(e as Error).message}`);
  process.exit(1);
});
