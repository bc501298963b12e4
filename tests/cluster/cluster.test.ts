/**
 * Scale-out, proved at a small size (issue 22): three game-server processes (WALLET=seamless)
 * behind a real nginx, on a PostgreSQL of their own, with the reference operator beside them on
 * its own PostgreSQL; load players at every game through the balancer, demo players and the
 * operator's players together. One server is killed -9 in the middle of a run and restarted;
 * PostgreSQL is restarted in the middle of another; the operator's wallet is slow, then failing,
 * then healthy in a third. After each: the server's reconcile is clean, no requestId took a stake
 * twice, every player's rounds (and a demo player's balance) are the database's, the outbox has
 * delivered everything, and the operator's ledger check and the side-by-side agree to the cent.
 * (`npm run bench:server` runs the same at full size and prints the figures.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../scripts/cluster/cluster';
import { type OperatorSide, startOperatorSide } from '../../scripts/cluster/operator';
import { describeRun } from '../../scripts/cluster/report';
import { type RunReport, runLoad } from '../../scripts/cluster/run';
import { killAll } from '../server/support/server-process';

const PLAYERS = 8;
const SECONDS = 12;

/** What every run must show: every game played, and both ledgers whole. */
function expectWhole(r: RunReport): void {
  expect(r.rounds.blackjack, 'blackjack rounds').toBeGreaterThan(0);
  expect(r.rounds.baccarat, 'baccarat rounds').toBeGreaterThan(0);
  expect(r.rounds.roulette, 'roulette rounds').toBeGreaterThan(0);
  expect(r.settledMs, 'the outbox delivered every wallet call').not.toBeNull();
  expect(r.checks.reconcile.differences).toEqual([]);
  expect(r.checks.reconcile.ok).toBe(true);
  expect(r.checks.reconcile.rounds).toBeGreaterThan(0);
  expect(r.checks.duplicateDebits, 'a requestId that took a stake twice').toBe(0);
  expect(r.checks.playerMismatches, 'rounds or balances the players saw differ from the database').toEqual([]);
  expect(r.checks.playersWithLostCalls, 'calls whose retries ran out').toBe(0);
  expect(r.checks.openRounds).toBe(0);
  expect(r.checks.operator?.reconcile.differences).toEqual([]);
  expect(r.checks.operator?.cross.differences).toEqual([]);
  expect(r.checks.operator?.walletCalls).toBeGreaterThan(0);
}

/** The failures the players saw for good, but a 409 on opening (a round resumed after a lost answer). */
const finalFailures = (r: RunReport) =>
  Object.entries(r.calls).flatMap(([kind, c]) =>
    Object.keys(c.failures).filter((f) => !(kind.startsWith('open') && f === '409 round-in-progress')),
  );

const eventAt = (r: RunReport, what: string) => (r.events.find((e) => e.what.includes(what))?.atS ?? Number.NaN) * 1000;

const log = (r: RunReport) => console.log(describeRun(r));

describe('three game servers behind nginx on their own PostgreSQL, with an operator beside them', () => {
  let cluster: Cluster;
  let operator: OperatorSide;
  beforeAll(async () => {
    cluster = await startCluster({ servers: 3, poolSize: 3, env: { WALLET: 'seamless' } });
    operator = await startOperatorSide(cluster);
  }, 180_000);
  afterAll(async () => {
    await operator?.stop();
    await cluster?.stop();
    killAll();
  });

  it('plays every game while a server is killed -9 and restarted: its calls go to the others, applied once', async () => {
    const r = await runLoad(cluster, {
      players: PLAYERS,
      operator,
      operatorPlayers: PLAYERS / 2,
      seconds: SECONDS,
      fault: { kind: 'kill-server', server: 1, atS: 4, restartAfterS: 3 },
    });
    log(r);
    expectWhole(r);
    expect(Object.keys(r.calls)).toEqual(
      expect.arrayContaining(['action', 'open baccarat', 'open blackjack', 'open roulette']),
    );
    // Every player went on after the kill, and rounds finished while the server was down.
    const killedAt = eventAt(r, 'killed');
    expect(new Set(r.stats.rounds.filter((x) => x.t > killedAt).map((x) => x.player)).size).toBe(PLAYERS);
    expect(r.effect.roundsWhileDown).toBeGreaterThan(0);
    expect(finalFailures(r)).toEqual([]);
    // nginx sent the calls that met the dead server on to another one: no player saw a 502.
    expect(r.nginxResent).toBeGreaterThan(0);
    expect(r.stats.attempts.filter((a) => a.status === 502 || a.status === 504)).toEqual([]);
    expect(cluster.running(1)).toBe(true);
  });

  it('rides out a PostgreSQL restart: calls answer 503 and are retried, then succeed, nothing half-written', async () => {
    const r = await runLoad(cluster, {
      players: PLAYERS,
      operator,
      operatorPlayers: PLAYERS / 2,
      seconds: SECONDS,
      fault: { kind: 'restart-postgres', atS: 3, downS: 3 },
    });
    log(r);
    expectWhole(r);
    const stoppedAt = eventAt(r, 'stopping');
    const startedAt = eventAt(r, 'PostgreSQL started');
    // While it was down the players were told to retry (503, or no answer while a server waited)...
    expect(
      r.stats.attempts.filter((a) => a.t > stoppedAt && (a.status === 503 || a.status === 0)).length,
    ).toBeGreaterThan(0);
    expect(r.stats.attempts.filter((a) => a.status === 503 && a.code !== 'database-unavailable')).toEqual([]);
    expect(Object.values(r.calls).reduce((a, c) => a + c.retries, 0)).toBeGreaterThan(0);
    expect(finalFailures(r)).toEqual([]);
    // ...and every server answers again: rounds finished after the start, each server's pool is back.
    expect(r.events.map((e) => e.what)).toContain('/ready answers 200');
    expect(r.stats.rounds.filter((x) => x.t > startedAt).length).toBeGreaterThan(0);
    for (const port of cluster.ports) expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);
  });

  it('settles everything once the operator wallet, slow and then failing, is healthy again: both ledgers agree', async () => {
    const r = await runLoad(cluster, {
      players: PLAYERS,
      operator,
      seconds: SECONDS + 2,
      fault: { kind: 'wallet', atS: 3, slowS: 2.5, failingS: 4 },
    });
    log(r);
    expectWhole(r);
    expect(r.operatorPlayers).toBe(PLAYERS);
    // The faults happened: calls slowed past the timeout, failed, dropped after the money moved.
    expect(r.injected?.delayed).toBeGreaterThan(0);
    expect(r.injected?.failed).toBeGreaterThan(0);
    expect(r.injected?.droppedAfterApply).toBeGreaterThan(0);
    // The players were told the wallet was unavailable and retried; stakes were rolled back and
    // credits retried by the outbox; rounds were played again once it was healthy.
    expect(r.errorsSeen['503 wallet-unavailable']).toBeGreaterThan(0);
    expect(r.checks.operator?.rolledBack).toBeGreaterThan(0);
    expect(r.checks.operator?.retried).toBeGreaterThan(0);
    expect(r.stats.rounds.filter((x) => x.t > eventAt(r, 'healthy')).length).toBeGreaterThan(0);
  });
});
