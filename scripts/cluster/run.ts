/**
 * One load run against a cluster: the players join (their sessions), play every game through the
 * balancer for the given time while a fault (faults.ts) strikes in the middle, then the ledger
 * checks (checks.ts) run on the cluster's database. The report gives rounds per second, latency per
 * kind of call, the errors the players saw, what the fault did, each process's CPU, the requests
 * nginx sent to a second server, and the checks. Shared by the cluster test and `bench:server`.
 */

import { checkLedger, type LedgerChecks, settled } from './checks';
import type { Cluster } from './cluster';
import { cpuPercent } from './cpu';
import { type Fault, type FaultEvent, faultEffect, runFault } from './faults';
import type { OperatorSide } from './operator';
import { LoadPlayer } from './players';
import { type CallSummary, RunStats } from './stats';

export interface RunOptions {
  players: number;
  seconds: number;
  fault: Fault;
  /** The casino beside the cluster: its players play (their sessions from its launch), its ledger is checked. */
  operator?: OperatorSide;
  /** How many of the players are the operator's (the first ones; default all when there is an operator). */
  operatorPlayers?: number;
  /** How long to wait after the run for the outbox to deliver every wallet call (ms). */
  settleLimitMs?: number;
}

export interface RunReport {
  fault: Fault['kind'];
  players: number;
  /** How many of them were the operator's. */
  operatorPlayers: number;
  seconds: number;
  rounds: Record<string, number>;
  roundsPerSecond: number;
  calls: Record<string, CallSummary>;
  /** Failed attempts the players saw (each retried or final), by `status code`. */
  errorsSeen: Record<string, number>;
  events: FaultEvent[];
  effect: Record<string, unknown>;
  /** Requests nginx sent to a second (or third) server because the first failed. */
  nginxResent: number;
  /** Each part's CPU as a share of one core (100 = one core busy all the run). */
  cpuPercent: Record<string, number>;
  checks: LedgerChecks;
  /** With the operator: how long the outbox took after the run to deliver everything (null: not within the limit). */
  settledMs?: number | null;
  /** With the operator: what its wallet's faults injected. */
  injected?: Record<string, number>;
  /** The players, for checks of the caller's own. */
  playerList: LoadPlayer[];
  stats: RunStats;
}

/** Lines of nginx's access log (nginx.ts LOG_FORMAT) within a time window that went to more than one server. */
function resent(log: string, fromMs: number, toMs: number): number {
  let n = 0;
  for (const line of log.split('\n')) {
    const m = /^(\d+\.\d+) \d+ "([^"]*)"/.exec(line);
    if (!m) continue;
    const t = Number(m[1]) * 1000;
    if (t >= fromMs && t <= toMs && (m[2] as string).includes(',')) n++;
  }
  return n;
}

export async function runLoad(cluster: Cluster, o: RunOptions): Promise<RunReport> {
  const stats = new RunStats();
  const players = Array.from({ length: o.players }, (_, i) => new LoadPlayer(cluster.url, i, stats));
  await o.operator?.setFaults({ reset: true });
  const operatorPlayers = o.operator ? (o.operatorPlayers ?? o.players) : 0;
  await Promise.all(players.map((p) => p.join(p.index < operatorPlayers ? o.operator?.session : undefined)));

  await cluster.cpu.sample();
  const cpuBefore = cluster.cpu.totals();
  const clientBefore = process.cpuUsage();
  const wallStart = Date.now();
  const playStart = stats.now();
  const deadline = performance.now() + o.seconds * 1000;
  const events: FaultEvent[] = [];
  const fault = { ...o.fault, ...('atS' in o.fault ? { atS: o.fault.atS + playStart / 1000 } : {}) } as Fault;
  const [played, faulted] = await Promise.allSettled([
    Promise.all(players.map((p) => p.playUntil(deadline))),
    runFault(cluster, fault, stats, events, o.operator),
  ]);
  const elapsed = (stats.now() - playStart) / 1000;
  await cluster.cpu.sample();
  const client = process.cpuUsage(clientBefore);
  if (faulted.status === 'rejected') throw faulted.reason;
  if (played.status === 'rejected') throw played.reason;

  const db = await cluster.openDb();
  let checks: LedgerChecks;
  let settledMs: number | null | undefined;
  try {
    if (o.operator) settledMs = await settled(db, o.settleLimitMs ?? 60_000);
    checks = await checkLedger(db, players, o.operator);
  } finally {
    await db.close();
  }
  const rounds = stats.roundsByGame(playStart);
  const total = Object.values(rounds).reduce((a, b) => a + b, 0);
  return {
    fault: o.fault.kind,
    players: o.players,
    operatorPlayers,
    seconds: Math.round(elapsed * 10) / 10,
    rounds,
    roundsPerSecond: Math.round(total / elapsed),
    calls: stats.summary(),
    errorsSeen: stats.errorsBetween(),
    events,
    effect: faultEffect(fault, stats, events),
    nginxResent: resent(await cluster.nginx.accessLog(), wallStart, Date.now()),
    cpuPercent: {
      ...cpuPercent(cpuBefore, cluster.cpu.totals(), elapsed),
      'players (this process)': Math.round(((client.user + client.system) / 1e6 / elapsed) * 100),
    },
    checks,
    ...(o.operator ? { settledMs, injected: await o.operator.injected() } : {}),
    playerList: players,
    stats,
  };
}
