/**
 * The faults a load run can suffer in its middle, each done to the real processes, and what each
 * did to the players, read off the run's timeline afterwards:
 * - `kill-server`: kill -9 of one game server (no goodbye to nginx, none to PostgreSQL), restarted
 *   some seconds later on its port; the players should carry on through the others.
 * - `restart-postgres`: PostgreSQL stopped (fast: its connections are cut, open transactions roll
 *   back), started again some seconds later; calls meanwhile answer 503, then succeed.
 * - `wallet`: the operator's wallet slow (every call past the game server's 3 s timeout), then
 *   failing (500s, connections dropped before and after the money moved, calls delivered twice),
 *   then healthy: stakes whose debit is unknown are rolled back, credits wait in the outbox.
 */
import type { Cluster } from './cluster';
import type { OperatorSide } from './operator';
import { percentile, type RunStats } from './stats';

export type Fault =
  | { kind: 'none' }
  | { kind: 'kill-server'; server: number; atS: number; restartAfterS: number }
  | { kind: 'restart-postgres'; atS: number; downS: number }
  | { kind: 'wallet'; atS: number; slowS: number; failingS: number };

/** The failing phase of the wallet fault: shares of the wallet's calls (the rest are answered). */
const WALLET_FAILING = { failRate: 0.2, dropRate: 0.1, dropAfterApplyRate: 0.15, duplicateRate: 0.1 };
const WALLET_HEALTHY = { delayMs: 0, failRate: 0, dropRate: 0, dropAfterApplyRate: 0, duplicateRate: 0 };

export interface FaultEvent {
  /** Seconds since the run's start. */
  atS: number;
  what: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Time (ms since the run's start) until /ready answers 200 through the balancer, polled every 100 ms. */
async function readyAgain(url: string, stats: RunStats, limitMs: number): Promise<number | null> {
  const until = stats.now() + limitMs;
  while (stats.now() < until) {
    const ok = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return stats.now();
    await sleep(100);
  }
  return null;
}

/** Does the fault at its time; resolves when it is over (the server restarted, PostgreSQL ready). */
export async function runFault(
  cluster: Cluster,
  fault: Fault,
  stats: RunStats,
  events: FaultEvent[],
  operator?: OperatorSide,
): Promise<void> {
  const note = (what: string) => events.push({ atS: seconds(stats.now()), what });
  if (fault.kind === 'none') return;
  await sleep(fault.atS * 1000 - stats.now());
  if (fault.kind === 'wallet') {
    if (!operator) throw new Error('the wallet fault needs the operator (runLoad: operator)');
    // 3.5 s before each call is handled: past the game server's 3 s timeout, the money moves after.
    await operator.setFaults({ delayMs: 3500 });
    note('wallet slow (3.5 s a call)');
    await sleep(fault.slowS * 1000);
    await operator.setFaults({ ...WALLET_FAILING, delayMs: 0 });
    note('wallet failing (500s, drops before and after applying, duplicates)');
    await sleep(fault.failingS * 1000);
    await operator.setFaults(WALLET_HEALTHY);
    note('wallet healthy');
    return;
  }
  if (fault.kind === 'kill-server') {
    await cluster.kill(fault.server);
    note(`server ${fault.server + 1} killed (SIGKILL)`);
    await sleep(fault.restartAfterS * 1000);
    note(`server ${fault.server + 1} restarting`);
    await cluster.restart(fault.server);
    note(`server ${fault.server + 1} listening again`);
    return;
  }
  note('PostgreSQL stopping (fast)');
  await cluster.pg.stop();
  note('PostgreSQL stopped');
  await sleep(fault.downS * 1000);
  await cluster.pg.start();
  note('PostgreSQL started');
  const ready = await readyAgain(cluster.url, stats, 30_000);
  note(ready === null ? '/ready still failing after 30 s' : '/ready answers 200');
}

/** What a fault did to the players, from the run's timeline. */
export function faultEffect(fault: Fault, stats: RunStats, events: readonly FaultEvent[]): Record<string, unknown> {
  if (fault.kind === 'none') return {};
  const at = (prefix: string) => (events.find((e) => e.what.includes(prefix))?.atS ?? Number.NaN) * 1000;
  const start = fault.kind === 'kill-server' ? at('killed') : fault.kind === 'wallet' ? at('slow') : at('stopping');
  const end =
    fault.kind === 'kill-server'
      ? at('listening again')
      : fault.kind === 'wallet'
        ? at('healthy')
        : at('PostgreSQL started');
  const failed = stats.attempts.filter((a) => a.t >= start && (a.status === 0 || a.status >= 500));
  // The calls that ended within 5 s of the fault's start, against those of the 5 s before it.
  const ended = (from: number, to: number) => stats.attempts.filter((a) => a.t >= from && a.t < to).map((a) => a.t);
  const latencyOf = (from: number, to: number) => {
    const xs = stats.callsBetween(from, to);
    return { calls: xs.length, p50ms: Math.round(percentile(xs, 50)), p99ms: Math.round(percentile(xs, 99)) };
  };
  const effect: Record<string, unknown> = {
    failedAttempts: stats.errorsBetween(start),
    callsFailedForGood: stats.failuresBetween(start),
    latencyBefore: latencyOf(start - 5000, start),
    latencyAfter: latencyOf(start, start + 5000),
    attemptsEnded: { before: ended(start - 5000, start).length, after: ended(start, start + 5000).length },
  };
  if (fault.kind === 'kill-server') {
    const after = new Set(stats.rounds.filter((r) => r.t > start).map((r) => r.player));
    const players = new Set(stats.rounds.map((r) => r.player));
    effect.playersWithRoundsAfterKill = `${after.size} of ${players.size}`;
    effect.roundsWhileDown = stats.rounds.filter((r) => r.t > start && r.t < end).length;
    return effect;
  }
  if (fault.kind === 'wallet') {
    effect.roundsDuringFault = stats.rounds.filter((r) => r.t > start && r.t < end).length;
    const firstOk = stats.attempts.find((a) => a.t > end && a.status > 0 && a.status < 300);
    effect.firstAnswerAfterHealthyMs = firstOk ? Math.round(firstOk.t - end) : null;
    return effect;
  }
  const started = at('PostgreSQL started');
  const firstOk = stats.attempts.find((a) => a.t > started && a.status > 0 && a.status < 300);
  const last = failed.at(-1);
  effect['503s'] = failed.filter((a) => a.status === 503).length;
  effect.downS = seconds(started - start);
  effect.readyAfterStartMs = Math.round(at('/ready answers') - started);
  effect.firstAnswerAfterStartMs = firstOk ? Math.round(firstOk.t - started) : null;
  effect.lastFailureAfterStartMs = last ? Math.round(last.t - started) : null;
  return effect;
}
