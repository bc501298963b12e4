/**
 * The database's own limit for work shaped like one game call, measured with `pgbench` on the
 * PostgreSQL the server is about to use: the server's calls per second are then printed as a share
 * of it, from the same run (pgbench's figure moves between runs on this machine, so a ratio from two
 * runs would measure the machine). One transaction is what a call must do at the least: lock the
 * player's row, look for a stored answer to the request, move the balance, write a ledger row and
 * the answer, commit (durably: the instance runs with fsync and synchronous_commit on).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminQuery, databaseUrl } from '../../tests/server/support/pg-admin';
import { findPostgresBin } from '../postgres.mjs';

const exec = promisify(execFile);

const DATABASE = 'call_bench';

const SETUP = [
  'create table players (id int primary key, balance bigint not null)',
  'create table answers (request_id text primary key, player int not null, answer jsonb not null)',
  'create table ledger (id bigserial primary key, player int not null, amount bigint not null, at timestamptz not null default now())',
];

/** One call: the pgbench script (`:p` a player, `:r` a request id never seen before). */
const CALL = `\\set p random(1, :players)
\\set r random(1, 1000000000)
BEGIN;
SELECT balance FROM players WHERE id = :p FOR UPDATE;
SELECT answer FROM answers WHERE request_id = concat(CAST(:client_id AS text), '-', CAST(:r AS text));
UPDATE players SET balance = balance - 100 WHERE id = :p;
INSERT INTO ledger (player, amount) VALUES (:p, -100);
INSERT INTO answers (request_id, player, answer) VALUES (concat(CAST(:client_id AS text), '-', CAST(:r AS text)), :p, '{"balance":0}') ON CONFLICT DO NOTHING;
END;
`;

export interface CallShapedLimit {
  /** Transactions per second pgbench ran (without connection time). */
  callsPerSecond: number;
  /** Its mean latency per transaction. */
  latencyMs: number;
  clients: number;
  seconds: number;
}

/** Runs pgbench's call-shaped script with `clients` connections for `seconds` on the instance of `adminUrl`. */
export async function callShapedLimit(adminUrl: string, clients: number, seconds: number): Promise<CallShapedLimit> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('pgbench: no PostgreSQL installation found');
  await adminQuery(adminUrl, `drop database if exists ${DATABASE}`);
  await adminQuery(adminUrl, `create database ${DATABASE}`);
  const url = databaseUrl(adminUrl, DATABASE);
  for (const sql of [
    ...SETUP,
    `insert into players select g, 100000000 from generate_series(1, ${Math.floor(clients)}) g`,
  ])
    await adminQuery(url, sql);
  const dir = await mkdtemp(join(tmpdir(), 'felt-pgbench-'));
  try {
    const script = join(dir, 'call.sql');
    await writeFile(script, CALL);
    const { stdout } = await exec(
      join(bin, 'pgbench'),
      [
        '--no-vacuum',
        '--protocol=prepared',
        `--client=${clients}`,
        '--jobs=2',
        `--time=${seconds}`,
        `--define=players=${clients}`,
        `--file=${script}`,
        url,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    const failed = /number of failed transactions: (\d+)/.exec(stdout)?.[1];
    if (!tps || !latency) throw new Error(`pgbench: no figures in its output:\n${stdout}`);
    if (failed && Number(failed) > 0) throw new Error(`pgbench: ${failed} transactions failed`);
    return { callsPerSecond: Math.round(Number(tps)), latencyMs: Number(latency), clients, seconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
