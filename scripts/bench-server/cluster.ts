/**
 * The full-size cluster part of `npm run bench:server`: three game servers (WALLET=seamless)
 * behind nginx on their own PostgreSQL, the reference operator beside them on its own
 * (scripts/cluster), many players at every game (half of them the operator's), one run without a
 * fault, one with a server killed -9 and restarted, one with PostgreSQL restarted, and one (all
 * the operator's players) with the operator's wallet slow, then failing, then healthy. Prints each
 * run as one JSON line and then a table: rounds/s, p50/p99 per call, errors, what the fault did,
 * each process's CPU, and both ledgers' checks. Returns whether every run's checks passed.
 */
import { cpus } from 'node:os';
import { startCluster } from '../cluster/cluster';
import type { Fault } from '../cluster/faults';
import { type OperatorSide, startOperatorSide } from '../cluster/operator';
import { describeRun } from '../cluster/report';
import { type RunReport, runLoad } from '../cluster/run';

export interface ClusterBenchOptions {
  servers: number;
  players: number;
  seconds: number;
  poolSize: number;
}

export async function benchCluster(o: ClusterBenchOptions): Promise<boolean> {
  const third = Math.max(2, Math.round(o.seconds / 3));
  const faults: Fault[] = [
    { kind: 'none' },
    { kind: 'kill-server', server: 1, atS: third, restartAfterS: 5 },
    { kind: 'restart-postgres', atS: third, downS: 5 },
    { kind: 'wallet', atS: third, slowS: 5, failingS: 10 },
  ];
  console.log(
    `bench:server cluster on ${cpus().length} cores: ${o.servers} servers (pool ${o.poolSize} each) behind nginx, one PostgreSQL; ${o.players} players, ${o.seconds} s a run`,
  );
  console.log(
    'Caveat: the servers, nginx, both PostgreSQLs, the reference operator and the players share these cores, so the figures show contention more than scale: three servers here cannot beat one by much.',
  );
  const cluster = await startCluster({ servers: o.servers, poolSize: o.poolSize, env: { WALLET: 'seamless' } });
  const reports: RunReport[] = [];
  let operator: OperatorSide | null = null;
  try {
    operator = await startOperatorSide(cluster);
    for (const fault of faults) {
      const r = await runLoad(cluster, {
        players: o.players,
        seconds: o.seconds,
        fault,
        operator,
        // The wallet's fault touches only the operator's players: all of them are, then.
        operatorPlayers: fault.kind === 'wallet' ? o.players : Math.floor(o.players / 2),
        settleLimitMs: 120_000,
      });
      console.log(JSON.stringify({ ...r, playerList: undefined, stats: undefined }));
      reports.push(r);
    }
  } finally {
    await operator?.stop();
    await cluster.stop();
  }
  for (const r of reports) console.log(describeRun(r));
  return reports.every((r) => r.checks.ok);
}
