/**
 * A real PostgreSQL for the server tests, in a temporary directory of its own: its data, its
 * unix socket and its log, listening on a free port of 127.0.0.1. fsync and synchronous_commit
 * stay on (commits are durable, as in production); only initdb skips its final sync.
 * As root (CI containers) the programs run as the `postgres` user: PostgreSQL refuses root.
 */
import { execFile } from 'node:child_process';
import { access, chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findPostgresBin, POSTGRES_INSTALL_HINT } from '../../../scripts/postgres.mjs';
import { alive, freePort } from './local-machine';

const exec = promisify(execFile);

export interface PostgresInstance {
  /** The superuser's URL of the `postgres` database. */
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (when running) and deletes its directory. */
  destroy(): Promise<void>;
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([exec('id', ['-u', 'postgres']), exec('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const PREFIX = 'felt-pg-';

/**
 * pg_ctl detaches the server, so a test run that was killed leaves it running. Each instance
 * names its owner process; one whose owner is gone is stopped and deleted here.
 */
async function reapOrphans(run: (program: string, args: string[]) => Promise<unknown>): Promise<void> {
  const entries = await readdir(tmpdir()).catch(() => [] as string[]);
  for (const name of entries.filter((n) => n.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name);
    const owner = Number(await readFile(join(dir, 'owner'), 'utf8').catch(() => 'NaN'));
    if (!Number.isInteger(owner) || alive(owner)) continue;
    const running = await access(join(dir, 'data', 'postmaster.pid')).then(
      () => true,
      () => false,
    );
    if (running) await run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startPostgres(options: { maxConnections?: number } = {}): Promise<PostgresInstance> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_INSTALL_HINT);
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const path = join(bin, program);
    return asRoot ? exec('runuser', ['-u', 'postgres', '--', path, ...args]) : exec(path, args);
  };

  await reapOrphans(run);
  const dir = await mkdtemp(join(tmpdir(), PREFIX));
  await writeFile(join(dir, 'owner'), String(process.pid));
  const data = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  const log = join(dir, 'postgres.log');
  await mkdir(socketDir);
  if (asRoot) {
    const { uid, gid } = await postgresIds();
    await Promise.all([dir, socketDir].map((p) => chown(p, uid, gid)));
  }
  const port = await freePort();
  try {
    await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      `unix_socket_directories = '${socketDir}'`,
      'fsync = on',
      'synchronous_commit = on',
      `max_connections = ${options.maxConnections ?? 200}`,
    ];
    const conf = join(data, 'postgresql.conf');
    await writeFile(conf, `${await readFile(conf, 'utf8')}\n# felt tests\n${settings.join('\n')}\n`);
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(e as { stderr?: string }).stderr || (e as Error).message}`);
  }

  let running = false;
  const instance: PostgresInstance = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    async start() {
      try {
        await run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start']);
        running = true;
      } catch (e) {
        const tail = await readFile(log, 'utf8').catch(() => '(no log)');
        throw new Error(`PostgreSQL did not start (${(e as Error).message.split('\n')[0]}); its log:\n${tail}`);
      }
    },
    async stop() {
      if (!running) return;
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        await instance.stop();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    await instance.start();
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
  return instance;
}
