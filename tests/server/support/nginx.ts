/**
 * A real nginx in front of several game servers, in a temporary directory of its own: its
 * configuration, pid file, logs and temp paths all live there, so it needs no root and touches
 * nothing of the system's nginx. It runs in the foreground (`daemon off`) as a child of the test.
 * The access log names the upstream(s) of every request, so a run can count what nginx re-sent.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { alive, freePort } from './local-machine';

export const NGINX_INSTALL_HINT =
  'nginx not found (the cluster tests put the game servers behind it): run `apt-get install -y nginx-light` (Debian) or put nginx on PATH.';

/** The nginx program: NGINX_PATH, Debian's /usr/sbin/nginx, or nginx on PATH; null when none. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'];
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) candidates.push(join(dir, 'nginx'));
  for (const path of candidates) {
    if (!path) continue;
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not there
    }
  }
  return null;
}

export interface NginxOptions {
  /** The game servers' ports on 127.0.0.1. */
  upstreams: readonly number[];
  /** How long nginx waits for one answer of a game server (s); above the wallet's 3 s timeout. */
  readTimeoutS?: number;
}

export interface NginxInstance {
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** The master process and its workers. */
  pids(): Promise<number[]>;
  /** The access log so far, one request a line (see LOG_FORMAT). */
  accessLog(): Promise<string>;
  /** Stops it and deletes its directory. */
  stop(): Promise<void>;
}

/** `msec status "upstream addresses" "upstream statuses" method uri`: `a, b` when nginx re-sent it. */
const LOG_FORMAT = `'$msec $status "$upstream_addr" "$upstream_status" $request_method $uri'`;

function nginxConfig(dir: string, port: number, o: NginxOptions): string {
  const user = userInfo();
  const servers = o.upstreams
    // One failure takes a server out for 2 s only: a restarted server is back in rotation quickly.
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `# felt cluster tests: generated, in a directory of its own.
daemon off;
# As root, the workers would switch to "nobody", who cannot write this directory: keep the user.
${process.getuid?.() === 0 ? `user ${user.username};` : ''}
# One worker handles thousands of connections; on 2 cores a second one only competes with the servers.
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  log_format felt ${LOG_FORMAT};
  access_log ${join(dir, 'access.log')} felt;
  client_body_temp_path ${join(dir, 'tmp', 'body')};
  proxy_temp_path ${join(dir, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'tmp', 'scgi')};
  upstream felt {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://felt;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A request whose server died (refused, reset, no answer) goes to another one, POSTs too:
      # safe because every mutating call carries its requestId and the server applies it once
      # (a copy that already committed answers with the stored answer). 5xx answers are passed on:
      # the client retries those itself, with backoff.
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
      # Above the wallet's 3 s per call (a round may wait for a debit and its rollback).
      proxy_read_timeout ${o.readTimeoutS ?? 15}s;
      proxy_send_timeout 10s;
    }
    # A shared table's event stream stays open: a comment every 15 s keeps it inside the read
    # timeout, and it goes out unbuffered (the server also says X-Accel-Buffering: no).
    location ~ ^/v1/shared/[^/]+/events$ {
      proxy_pass http://felt;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 1s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

const PREFIX = 'felt-nginx-';

/** An nginx left by a test run that was killed (its owner is gone) is stopped and deleted. */
async function reapOrphans(): Promise<void> {
  for (const name of (await readdir(tmpdir()).catch(() => [] as string[])).filter((n) => n.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name);
    const owner = Number(await readFile(join(dir, 'owner'), 'utf8').catch(() => 'NaN'));
    if (!Number.isInteger(owner) || alive(owner)) continue;
    const pid = Number(await readFile(join(dir, 'nginx.pid'), 'utf8').catch(() => 'NaN'));
    if (Number.isInteger(pid) && alive(pid)) process.kill(pid, 'SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function childrenOf(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.trim().split(/\s+/).filter(Boolean).map(Number);
}

export async function startNginx(o: NginxOptions): Promise<NginxInstance> {
  const program = findNginx();
  if (!program) throw new Error(NGINX_INSTALL_HINT);
  await reapOrphans();
  const dir = await mkdtemp(join(tmpdir(), PREFIX));
  await writeFile(join(dir, 'owner'), String(process.pid));
  await mkdir(join(dir, 'tmp'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, port, o));
  // -e: the error log before the configuration is read (else /var/log/nginx, which needs root).
  const child: ChildProcess = spawn(program, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const instance: NginxInstance = {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    async pids() {
      return child.pid && running ? [child.pid, ...(await childrenOf(child.pid))] : [];
    },
    accessLog: () => readFile(join(dir, 'access.log'), 'utf8').catch(() => ''),
    async stop() {
      const workers = child.pid && running ? await childrenOf(child.pid) : [];
      if (running) {
        child.kill('SIGTERM');
        const late = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(late);
      }
      // A master killed hard leaves its workers: they go too.
      for (const pid of workers) if (alive(pid)) process.kill(pid, 'SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
  for (let i = 0; !(await accepts(port)); i++) {
    if (!running || i > 100) {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      await instance.stop();
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return instance;
}
