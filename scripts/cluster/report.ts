/**
 * A load run's report as a few lines for people: rounds per second, latency and retries per kind
 * of call, the errors the players saw, what the fault did, each process's CPU, and both ledgers'
 * checks. The bench prints it for every run; the cluster test prints it beside its assertions.
 */
import type { RunReport } from './run';

export function describeRun(r: RunReport): string {
  const lines = [
    `  ${r.fault}: ${r.players} players (${r.operatorPlayers} the operator's), ${r.seconds} s, ${r.roundsPerSecond} rounds/s (${Object.entries(
      r.rounds,
    )
      .map(([g, n]) => `${g} ${n}`)
      .join(', ')})`,
    '    call              count    p50 ms   p99 ms   max ms  retries  failed',
  ];
  for (const [kind, c] of Object.entries(r.calls)) {
    const failed = Object.entries(c.failures)
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ');
    lines.push(
      `    ${kind.padEnd(16)}${String(c.count).padStart(7)}${String(c.p50ms).padStart(10)}${String(c.p99ms).padStart(9)}${String(
        c.maxMs,
      ).padStart(9)}${String(c.retries).padStart(9)}  ${failed || '-'}`,
    );
  }
  lines.push(`    errors the players saw (attempts): ${JSON.stringify(r.errorsSeen)}; nginx re-sent ${r.nginxResent}`);
  if (r.events.length) lines.push(`    events: ${r.events.map((e) => `${e.atS} s ${e.what}`).join('; ')}`);
  if (Object.keys(r.effect).length) lines.push(`    effect: ${JSON.stringify(r.effect)}`);
  lines.push(
    `    CPU (% of one core): ${Object.entries(r.cpuPercent)
      .map(([p, v]) => `${p} ${v}`)
      .join(', ')}`,
  );
  const c = r.checks;
  lines.push(
    `    checks: reconcile ${c.reconcile.ok ? 'ok' : 'FAILED'} (${c.reconcile.rounds} rounds, ${c.reconcile.ledgerRows} ledger rows), duplicate debits ${c.duplicateDebits}, open rounds ${c.openRounds}, player mismatches ${c.playerMismatches.length}, players with lost calls ${c.playersWithLostCalls}`,
  );
  const o = c.operator;
  if (o) {
    lines.push(
      `    operator: its ledger check ${o.reconcile.ok ? 'ok' : 'FAILED'} (${o.reconcile.transactions} transactions), side by side ${o.cross.ok ? 'agree' : `DIFFER (${o.cross.differences.length})`}; ${o.walletCalls} wallet calls, ${o.rolledBack} debits rolled back, ${o.retried} credits/rollbacks retried; outbox settled ${r.settledMs ?? 'NOT'} ms after the run`,
    );
    if (r.injected && r.injected.calls !== undefined)
      lines.push(`    wallet faults injected: ${JSON.stringify(r.injected)}`);
  }
  if (!c.ok) {
    const problems = [
      ...c.playerMismatches,
      ...c.reconcile.differences.map((d) => JSON.stringify(d)),
      ...(o?.reconcile.differences ?? []).map((d) => `operator: ${JSON.stringify(d)}`),
      ...(o?.cross.differences ?? []).map((d) => `side by side: ${JSON.stringify(d)}`),
    ];
    for (const p of problems.slice(0, 20)) lines.push(`    ! ${p}`);
  }
  return lines.join('\n');
}
