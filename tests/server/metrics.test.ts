/**
 * The text of `/metrics` (docs/OPERATORS.md 6.1) as the Metrics of one server writes it: the
 * counters by their labels, the wallet histogram's buckets, the database gauge, the outbox gauges
 * only when there is an outbox to read, and each server counting only its own calls.
 */
import { describe, expect, it } from 'vitest';
import { Metrics } from '../../src/server/metrics';

const linesOf = async (m: Metrics, up: boolean, outbox: { pending: number; oldestSeconds: number } | null) =>
  (await m.text(up, outbox)).split('\n');

describe('the metrics text', () => {
  it('counts calls, rounds and wallet calls by their labels', async () => {
    const m = new Metrics();
    m.call('GET', '/health', 200, 0.25);
    m.call('GET', '/health', 200, 0.5);
    m.call('POST', '/v1/tables/:table/rounds', 503, 1);
    m.round('roulette-european', 'settled');
    m.roundPath('read');
    m.roundPath('known');
    m.roundPath('known');
    m.staleWrite();
    m.wallet('debit', 'ok', 0.03);
    m.wallet('debit', 'unknown', 4);
    const lines = await linesOf(m, true, null);
    expect(lines).toContain('felt_http_requests_total{method="GET",route="/health",status="200"} 2');
    expect(lines).toContain('felt_http_requests_total{method="POST",route="/v1/tables/:table/rounds",status="503"} 1');
    expect(lines).toContain('felt_http_request_seconds_total{method="GET",route="/health"} 0.75');
    expect(lines).toContain('felt_rounds_total{table="roulette-european",status="settled"} 1');
    expect(lines).toContain('felt_round_call_paths_total{path="known"} 2');
    expect(lines).toContain('felt_round_call_paths_total{path="read"} 1');
    expect(lines).toContain('felt_round_stale_writes_total 1');
    expect(lines).toContain('felt_wallet_calls_total{op="debit",outcome="ok"} 1');
    expect(lines).toContain('felt_wallet_calls_total{op="debit",outcome="unknown"} 1');
    expect(lines).toContain('# TYPE felt_wallet_call_seconds histogram');
    // 0.03 s falls in every bucket from 0.05 up, 4 s only in 5 and +Inf.
    const buckets = lines
      .filter((l) => l.startsWith('felt_wallet_call_seconds_bucket{'))
      .map((l) => [/le="([^"]+)"/.exec(l)?.[1], Number(l.split(' ').pop())]);
    expect(buckets).toEqual([
      ['0.025', 0],
      ['0.05', 1],
      ['0.1', 1],
      ['0.25', 1],
      ['0.5', 1],
      ['1', 1],
      ['2', 1],
      ['3', 1],
      ['5', 2],
      ['+Inf', 2],
    ]);
    expect(lines).toContain('felt_wallet_call_seconds_sum{op="debit"} 4.03');
    expect(lines).toContain('felt_wallet_call_seconds_count{op="debit"} 2');
  });

  it('shows the database as this scrape found it, and the outbox only when there is one', async () => {
    const m = new Metrics();
    const down = await linesOf(m, false, null);
    expect(down).toContain('felt_database_up 0');
    expect(down.filter((l) => l.includes('felt_wallet_outbox_'))).toEqual([]);

    const young = await linesOf(m, true, { pending: 3, oldestSeconds: 12.5 });
    expect(young).toContain('felt_database_up 1');
    expect(young).toContain('felt_wallet_outbox_pending 3');
    expect(young).toContain('felt_wallet_outbox_oldest_seconds 12.5');
    expect(young).toContain('felt_wallet_outbox_alert 0');
    expect(young).toContain('# HELP felt_wallet_outbox_alert 1 when a wallet call has waited more than 3600 s.');

    const old = await linesOf(m, true, { pending: 1, oldestSeconds: 3601 });
    expect(old).toContain('felt_wallet_outbox_alert 1');
    // The outbox not readable on the next scrape: its gauges go, rather than repeat old figures.
    expect((await linesOf(m, true, null)).filter((l) => l.includes('felt_wallet_outbox_'))).toEqual([]);
  });

  it("gives each server its own counts, and the process's figures to all", async () => {
    const a = new Metrics();
    const b = new Metrics();
    a.call('GET', '/health', 200, 0.1);
    const bLines = await linesOf(b, true, null);
    expect(bLines.filter((l) => l.startsWith('felt_http_requests_total{'))).toEqual([]);
    for (const lines of [await linesOf(a, true, null), bLines]) {
      expect(lines).toContain('# TYPE felt_process_cpu_seconds_total counter');
      expect(lines.some((l) => l.startsWith('felt_process_resident_memory_bytes '))).toBe(true);
      expect(lines.some((l) => l.startsWith('felt_nodejs_eventloop_lag_seconds '))).toBe(true);
    }
  });
});
