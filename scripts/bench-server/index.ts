/**
 * `npm run bench:server`, in two parts. Single: many simulated players play blackjack against one
 * game-server process over HTTP, on the embedded PGlite and on a real PostgreSQL with durable
 * commits (fsync and synchronous_commit on), then the ledger is reconciled. Prints, per database:
 * rounds and calls per second, p50/p99 latency per call, errors, the CPU the server process and
 * PostgreSQL used, and PostgreSQL's commits per second; on PostgreSQL first pgbench's call-shaped
 * transaction on the same instance (pgbench.ts), and the server's calls/s as a share of it. Cluster (./cluster.ts): three servers
 * behind nginx, every game, a server killed -9 and PostgreSQL restarted in the middle of runs.
 *
 *   npm run bench:server -- [--single | --cluster] (default: both parts)
 *     single:  [--db pglite|postgres|both] [--players 32] [--seconds 20] [--table bj-h17-8deck]
 *     cluster: [--servers 3] [--cluster-players 48] [--cluster-seconds 60] [--pool 4]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../../src/server/db/db';
import { reconcile } from '../../src/server/reconcile';
import { startPostgres } from '../../tests/server/support/postgres';
import { benchCluster } from './cluster';
import { type CallShapedLimit, callShapedLimit } from './pgbench';
import { type CallTimes, playUntil } from './players';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    players: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '20' },
    table: { type: 'string', default: 'bj-h17-8deck' },
    // Connect to PostgreSQL through its Unix socket rather than TCP on 127.0.0.1.
    socket: { type: 'boolean', default: false },
    single: { type: 'boolean', default: false },
    cluster: { type: 'boolean', default: false },
    servers: { type: 'string', default: '3' },
    'cluster-players': { type: 'string', default: '48' },
    'cluster-seconds': { type: 'string', default: '60' },
    pool: { type: 'string', default: '4' },
  },
});
const PLAYERS = Number(values.players);
const SECONDS = Number(values.seconds);
const TABLE = values.table as string;
const TICK = 100; // clock ticks per second of /proc/<pid>/stat (Linux's USER_HZ)

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number);
};

/** CPU seconds used so far by a process (utime + stime). */
async function cpuSeconds(pid: number): Promise<number> {
  const { user, system } = await cpuSplit(pid);
  return user + system;
}

/** The same, split: in the process itself (user) and in the kernel on its behalf (system: sockets, mostly). */
async function cpuSplit(pid: number): Promise<{ user: number; system: number }> {
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return { user: Number(stat[11]) / TICK, system: Number(stat[12]) / TICK };
}

/** CPU seconds of every process of a PostgreSQL instance (the postmaster and its backends). */
async function postgresCpu(dataDir: string): Promise<number> {
  const pid = Number((await readFile(join(dataDir, 'data', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim().split(/\s+/).filter(Boolean);
  let total = await cpuSeconds(pid);
  for (const c of children) total += await cpuSeconds(Number(c)).catch(() => 0);
  return total;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  // BENCH_SERVER_NODE_ARGS: extra flags for the server process (e.g. --cpu-prof to see where its time goes).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', CLIENT_DIR: '', DEMO_SESSIONS_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const m = /on (http:\/\/[^/]+)\//.exec(chunk.toString());
      if (m?.[1]) resolve(m[1]);
    });
  });
  return { child, base };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function commits(url: string): Promise<number> {
  const db = await openDb({ databaseUrl: url, dataDir: '', poolSize: 1 });
  try {
    const [row] = await db.query<{ n: number }>(
      'select xact_commit::int8 as n from pg_stat_database where datname = current_database()',
    );
    return row?.n ?? 0;
  } finally {
    await db.close();
  }
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'felt-bench-'));
  const pg = kind === 'postgres' ? await startPostgres({ maxConnections: 100 }) : null;
  try {
    const url =
      pg && values.socket
        ? `postgres://postgres@localhost:${pg.port}/postgres?host=${join(pg.dir, 'socket')}`
        : pg?.url;
    // The database's own limit for call-shaped work, on the same instance, before the server runs.
    const limit: CallShapedLimit | null = pg ? await callShapedLimit(pg.url, PLAYERS, Math.min(SECONDS, 10)) : null;
    // As many connections as players, as pgbench has clients.
    const env: Record<string, string> = url
      ? { DATABASE_URL: url, DB_POOL_SIZE: String(PLAYERS) }
      : { DATA_DIR: dataDir };
    const { child, base } = await startServer(env);
    const times: CallTimes = { open: [], action: [], errors: {}, rounds: 0 };
    const cpu0 = await cpuSplit(child.pid as number);
    const pgCpu0 = pg ? await postgresCpu(pg.dir) : 0;
    const commits0 = pg ? await commits(pg.url) : 0;
    const clientCpu0 = process.cpuUsage();
    const t0 = performance.now();
    const deadline = t0 + SECONDS * 1000;
    await Promise.all(Array.from({ length: PLAYERS }, () => playUntil(base, TABLE, deadline, times)));
    const elapsed = (performance.now() - t0) / 1000;
    const clientCpu = process.cpuUsage(clientCpu0);
    const cpu1 = await cpuSplit(child.pid as number);
    const serverCpu = cpu1.user + cpu1.system - cpu0.user - cpu0.system;
    const serverSystemCpu = cpu1.system - cpu0.system;
    const databaseCpu = pg ? (await postgresCpu(pg.dir)) - pgCpu0 : null;
    const commitCount = pg ? (await commits(pg.url)) - commits0 : null;
    await stopServer(child);
    const db = await openDb({ databaseUrl: pg?.url ?? null, dataDir, poolSize: 2 });
    const report = await reconcile(db);
    await db.close();
    const calls = times.open.length + times.action.length;
    const all = [...times.open, ...times.action];
    return {
      database:
        kind === 'postgres'
          ? `PostgreSQL (fsync, synchronous_commit on; ${values.socket ? 'Unix socket' : 'TCP 127.0.0.1'})`
          : 'PGlite (embedded)',
      table: TABLE,
      players: PLAYERS,
      seconds: Number(elapsed.toFixed(1)),
      rounds: times.rounds,
      roundsPerSecond: Math.round(times.rounds / elapsed),
      blackjackActionsPerSecond: Math.round(calls / elapsed),
      p50ms: {
        all: +percentile(all, 50).toFixed(1),
        open: +percentile(times.open, 50).toFixed(1),
        action: +percentile(times.action, 50).toFixed(1),
      },
      p99ms: {
        all: +percentile(all, 99).toFixed(1),
        open: +percentile(times.open, 99).toFixed(1),
        action: +percentile(times.action, 99).toFixed(1),
      },
      errors: times.errors,
      serverCpuPercent: Math.round((serverCpu / elapsed) * 100),
      playersCpuPercent: Math.round(((clientCpu.user + clientCpu.system) / 1e6 / elapsed) * 100),
      // CPU a call costs the server process and the simulated players (ms)
      serverCpuMsPerCall: calls ? +((serverCpu * 1000) / calls).toFixed(2) : null,
      // of which in the kernel (socket reads and writes, mostly)
      serverSystemCpuMsPerCall: calls ? +((serverSystemCpu * 1000) / calls).toFixed(2) : null,
      playersCpuMsPerCall: calls ? +((clientCpu.user + clientCpu.system) / 1000 / calls).toFixed(2) : null,
      postgresCpuPercent: databaseCpu === null ? null : Math.round((databaseCpu / elapsed) * 100),
      commitsPerSecond: commitCount === null ? null : Math.round(commitCount / elapsed),
      // pgbench's call-shaped transaction on the same PostgreSQL (pgbench.ts), and the server's
      // calls per second as a share of it.
      pgbench: limit,
      shareOfPgbench: limit ? +(calls / elapsed / limit.callsPerSecond).toFixed(3) : null,
      reconcile: {
        ok: report.ok,
        rounds: report.rounds,
        ledgerRows: report.ledgerRows,
        differences: report.differences.length,
      },
    };
  } finally {
    await pg?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

let failed = false;
if (!values.cluster) {
  const kinds = values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as 'pglite' | 'postgres'];
  console.log(`bench:server on ${cpus().length} cores: ${PLAYERS} players, ${SECONDS} s each database, table ${TABLE}`);
  for (const kind of kinds) {
    const r = await run(kind);
    console.log(JSON.stringify(r));
    failed ||= !r.reconcile.ok;
  }
}
if (!values.single) {
  const ok = await benchCluster({
    servers: Number(values.servers),
    players: Number(values['cluster-players']),
    seconds: Number(values['cluster-seconds']),
    poolSize: Number(values.pool),
  });
  failed ||= !ok;
}
process.exit(failed ? 1 : 0);
