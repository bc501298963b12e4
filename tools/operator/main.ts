/**
 * `npm run demo:operator`: the whole real-money flow on this machine with one command. It builds
 * the game when dist/ is missing or stale (`--build` forces it), registers the reference casino as
 * an operator in the game server's database (its key kept under data/demo-operator/), starts the
 * casino (lobby and seamless wallet, ledger under data/demo-operator/operator) in this process and
 * the game server (WALLET=seamless, data/demo-operator/game) as a child process, and prints where to
 * go; `--jurisdiction=uk` puts the casino under the UK profile. Ctrl-C or SIGTERM stops both. Ports: PORT (game server, default 4173) and OPERATOR_PORT (the
 * casino, default 4180); a port in use is replaced by a free one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, buildReason } from './demo-build';
import { registerDemoOperator } from './demo-register';
import { type ReferenceOperator, startReferenceOperator } from './operator';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOST = '127.0.0.1';
const OPERATOR_ID = 'reference-casino';

/** `wanted` if it is free on 127.0.0.1, else a free port the system picks. */
function freePort(wanted: number): Promise<number> {
  const attempt = (port: number) =>
    new Promise<number | null>((done) => {
      const probe = createServer();
      probe.once('error', () => done(null));
      probe.listen(port, HOST, () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : null));
      });
    });
  return attempt(wanted).then(async (p) => p ?? (await attempt(0)) ?? Promise.reject(new Error('no free port')));
}

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return Number(raw);
}

/** Starts the game server and resolves with its URL once it listens (its output goes to this terminal). */
function startGameServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let seen = '';
    const onExit = (code: number | null) => fail(new Error(`the game server exited (${code}) before it listened`));
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      seen += chunk.toString();
      const m = /felt game server on (http:\/\/\S+?)\/? with/.exec(seen);
      if (m?.[1]) {
        child.off('exit', onExit);
        seen = '';
        done({ child, url: m[1] });
      }
    });
  });
}

async function main(): Promise<void> {
  const dataDir = resolve(ROOT, 'data', 'demo-operator');
  const forceBuild = process.argv.includes('--build');
  const why = forceBuild ? 'asked for (--build)' : buildReason(ROOT);
  if (why) {
    console.log(`demo: building the game (${why})…`);
    await buildClient(ROOT);
  } else console.log('demo: the built game in dist/ is up to date (npm run demo:operator -- --build rebuilds it)');

  const gamePort = await freePort(portFrom('PORT', 4173));
  const operatorPort = await freePort(portFrom('OPERATOR_PORT', 4180));
  const gameUrl = `http://${HOST}:${gamePort}`;
  const lobbyUrl = `http://${HOST}:${operatorPort}`;
  const gameDataDir = join(dataDir, 'game');
  const databaseUrl = process.env.DATABASE_URL || null;

  const { secrets, action } = await registerDemoOperator({
    operatorId: OPERATOR_ID,
    name: 'Reference Casino (demo)',
    walletUrl: `${lobbyUrl}/wallet`,
    lobbyOrigin: lobbyUrl,
    dataDir: gameDataDir,
    databaseUrl,
    keyFile: join(dataDir, 'operator-key.json'),
    // `--jurisdiction=uk`: the casino's sessions play by the UK profile (no speed play, 5 s between
    // rounds, net position and session time, reality checks).
    jurisdiction:
      process.argv.find((a) => a.startsWith('--jurisdiction='))?.slice('--jurisdiction='.length) ?? 'default',
  });
  console.log(`demo: ${action}`);

  const operator: ReferenceOperator = await startReferenceOperator({
    operatorId: OPERATOR_ID,
    secret: secrets,
    port: operatorPort,
    host: HOST,
    gameServerUrl: gameUrl,
    dataDir: join(dataDir, 'operator'),
    databaseUrl: process.env.OPERATOR_DATABASE_URL || null,
  });

  let game: { child: ChildProcess; url: string };
  try {
    game = await startGameServer({
      WALLET: 'seamless',
      HOST,
      PORT: String(gamePort),
      PUBLIC_URL: gameUrl,
      DATA_DIR: gameDataDir,
      ALLOWED_ORIGINS: lobbyUrl,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
  } catch (e) {
    await operator.close();
    throw e;
  }

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\ndemo: stopping the game server and the casino…');
    if (game.child.exitCode === null && game.child.signalCode === null) {
      const exited = new Promise((done) => game.child.once('exit', done));
      game.child.kill('SIGTERM');
      const timer = setTimeout(() => game.child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await operator.close();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  game.child.once('exit', (code) => {
    if (stopping) return;
    console.error(`demo: the game server stopped (${code}); stopping the casino`);
    void stop(1);
  });

  console.log(`
  Reference casino lobby:  ${operator.url}/        (players alice, bob, chloe: 1000.00 EUR each to start)
  Game server:             ${game.url}/      (WALLET=seamless, data in ${gameDataDir})
  Casino ledger check:     ${operator.url}/_admin/reconcile
  Wallet faults:           POST ${operator.url}/_admin/faults  {"delayMs":0,"failRate":0,"dropRate":0,…}

  Open the lobby, pick a table: the casino launches it with a signed call and frames the game;
  every stake and win moves the casino's wallet. Ctrl-C stops both.
`);
}

main().catch((e) => {
  console.error(`demo: ${(e as Error).message}`);
  process.exit(1);
});
