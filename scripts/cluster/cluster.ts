/**
 * A cluster of game servers as production would run it, on this machine: its own PostgreSQL
 * (which a fault run stops and starts), N `node src/server/main.ts` processes on fixed ports of
 * 127.0.0.1 (so a server killed -9 comes back where nginx expects it), and nginx balancing them.
 * The servers keep nothing between requests; any request may land on any of them.
 * stop() ends every process it started and deletes their directories, also after a failed test.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../src/server/db/db';
import { openDb } from '../../src/server/db/db';
import { freePort } from '../../tests/server/support/local-machine';
import { findNginx, NGINX_INSTALL_HINT, type NginxInstance, startNginx } from '../../tests/server/support/nginx';
import { type PostgresInstance, startPostgres } from '../../tests/server/support/postgres';
import { type ServerProcess, startServer } from '../../tests/server/support/server-process';
import { CpuMeter } from './cpu';

export interface ClusterOptions {
  servers: number;
  /** Connections per server (DB_POOL_SIZE): with 2 cores, a few each keep PostgreSQL busy enough. */
  poolSize?: number;
  /** More settings for every server (WALLET=seamless when operators play). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** nginx's address: where the players go. */
  readonly url: string;
  readonly pg: PostgresInstance;
  readonly nginx: NginxInstance;
  /** Each server's port on 127.0.0.1 (nginx's upstreams). */
  readonly ports: readonly number[];
  readonly cpu: CpuMeter;
  /** The server at `index` is running. */
  running(index: number): boolean;
  /** kill -9 of one server: no goodbye to nginx or to PostgreSQL. */
  kill(index: number): Promise<void>;
  /** Starts the server at `index` again on its port. */
  restart(index: number): Promise<void>;
  /** A connection to the cluster's database, for the checks (close it after). */
  openDb(): Promise<Db>;
  /** Every server's stderr so far (a crash's trace). */
  stderr(): string;
  stop(): Promise<void>;
}

/** The postmaster of the PostgreSQL in `dir` (startPostgres's), none while it is stopped. */
export async function postmasterPid(dir: string): Promise<number[]> {
  const text = await readFile(join(dir, 'data', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? [pid] : [];
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  // Before anything starts: a machine without nginx fails here, with how to install it.
  if (!findNginx()) throw new Error(NGINX_INSTALL_HINT);
  const servers: (ServerProcess | null)[] = Array.from({ length: o.servers }, () => null);
  const stderrs: string[] = [];
  let pg: PostgresInstance | null = null;
  let nginx: NginxInstance | null = null;
  let meter: CpuMeter | null = null;

  const stopAll = async () => {
    await meter?.stop().catch(() => {});
    await Promise.all(
      servers.map(async (s, i) => {
        if (!s) return;
        servers[i] = null;
        stderrs.push(s.output().stderr);
        s.child.kill('SIGKILL');
        await s.exited;
      }),
    );
    await nginx?.stop().catch(() => {});
    await pg?.destroy().catch(() => {});
  };

  try {
    pg = await startPostgres({ maxConnections: 100 });
    const ports = await Promise.all(servers.map(() => freePort()));
    const env = (port: number): Record<string, string> => ({
      DATABASE_URL: (pg as PostgresInstance).url,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: '',
      DEMO_SESSIONS_PER_MINUTE: '100000',
      TRUST_PROXY: 'true',
      DB_POOL_SIZE: String(o.poolSize ?? 4),
      ...o.env,
    });
    // Two cores compile three servers' TypeScript at once: give them time.
    const launch = (i: number) => startServer(env(ports[i] as number), 90_000);
    // The first applies the migrations; the others then start together.
    servers[0] = await launch(0);
    await Promise.all(
      servers.map(async (_, i) => {
        if (i > 0) servers[i] = await launch(i);
      }),
    );
    nginx = await startNginx({ upstreams: ports });
    const started = { pg, nginx };
    meter = new CpuMeter(async () => {
      const parts: Record<string, number[]> = {
        nginx: await started.nginx.pids(),
        postgres: await postmasterPid(started.pg.dir),
      };
      servers.forEach((s, i) => {
        parts[`server ${i + 1}`] = s?.child.pid ? [s.child.pid] : [];
      });
      return parts;
    });
    const cpu = meter;
    cpu.start();

    return {
      url: nginx.url,
      pg,
      nginx,
      ports,
      cpu,
      running: (i) => servers[i] !== null,
      async kill(i) {
        const s = servers[i];
        if (!s) throw new Error(`server ${i + 1} is not running`);
        await cpu.sample();
        servers[i] = null;
        stderrs.push(s.output().stderr);
        process.kill(s.child.pid as number, 'SIGKILL');
        await s.exited;
      },
      async restart(i) {
        if (servers[i]) throw new Error(`server ${i + 1} is running`);
        servers[i] = await launch(i);
      },
      openDb: () => openDb({ databaseUrl: started.pg.url, dataDir: '', poolSize: 2 }),
      stderr: () => [...stderrs, ...servers.map((s) => s?.output().stderr ?? '')].join(''),
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
