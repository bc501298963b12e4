/**
 * The reference operator as a process of its own (`tsx tools/operator/server.ts`), for the cluster
 * tests and for anyone who runs the game server separately. Settings from the environment:
 *   OPERATOR_ID           the operator's id at the game server (default reference-casino)
 *   OPERATOR_SECRETS      its active keys, newest first, comma-separated (or OPERATOR_SECRET)
 *   OPERATOR_PORT         default 4180 (0: a free port); OPERATOR_HOST default 127.0.0.1
 *   GAME_SERVER_URL       where the lobby launches games (default http://127.0.0.1:4173)
 *   OPERATOR_DATA_DIR     the ledger's PGlite directory (default data/reference-operator)
 *   OPERATOR_DATABASE_URL the ledger on PostgreSQL instead
 *   OPERATOR_PUBLIC_URL   where players reach the lobby (default http://HOST:PORT)
 * It prints `reference operator on URL/ (wallet URL/wallet)` once it listens; SIGTERM and SIGINT close it.
 */
import { resolve } from 'node:path';
import { startReferenceOperator } from './operator';

function fail(message: string): never {
  console.error(`reference operator: ${message}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const env = process.env;
  const secrets = (env.OPERATOR_SECRETS ?? env.OPERATOR_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) fail('OPERATOR_SECRETS (or OPERATOR_SECRET) must name the operator key(s)');
  const rawPort = env.OPERATOR_PORT ?? '4180';
  const port = Number(rawPort);
  if (!/^\d{1,5}$/.test(rawPort) || port > 65535) fail(`OPERATOR_PORT must be a port number, got "${rawPort}"`);
  const databaseUrl = env.OPERATOR_DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) fail('OPERATOR_DATABASE_URL must be a postgres:// URL');

  const operator = await startReferenceOperator({
    operatorId: env.OPERATOR_ID || 'reference-casino',
    secret: secrets,
    port,
    host: env.OPERATOR_HOST || '127.0.0.1',
    gameServerUrl: env.GAME_SERVER_URL || 'http://127.0.0.1:4173',
    databaseUrl,
    dataDir: resolve(env.OPERATOR_DATA_DIR || 'data/reference-operator'),
    ...(env.OPERATOR_PUBLIC_URL ? { publicUrl: env.OPERATOR_PUBLIC_URL } : {}),
    logger: env.LOG_REQUESTS === 'true',
  });
  const stop = async () => {
    await operator.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`reference operator on ${operator.url}/ (wallet ${operator.walletUrl})`);
}

main().catch((e) => {
  console.error(`reference operator: ${(e as Error).message}`);
  process.exit(1);
});
