/**
 * `GET /metrics` in Prometheus' text format, counted in this process (Prometheus adds the
 * processes up): calls by route and status and their time; rounds by table and how they ended;
 * the operators' wallet calls by outcome with a latency histogram; and the outbox (what the
 * operators' wallets have not acknowledged yet, and how old the oldest is: an alert after an hour).
 */
const WALLET_BUCKETS_S = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];
/** The outbox owes something older than this: someone should look (SERVER.md: an alert after an hour). */
export const OUTBOX_ALERT_S = 3600;

export interface OutboxDepth {
  pending: number;
  oldestSeconds: number;
}

function add(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

export class Metrics {
  private readonly calls = new Map<string, number>();
  private readonly seconds = new Map<string, number>();
  private readonly rounds = new Map<string, number>();
  private readonly walletCalls = new Map<string, number>();
  private readonly walletSeconds = new Map<string, number>();
  private readonly walletBuckets = new Map<string, number>();

  call(method: string, route: string, status: number, seconds: number): void {
    add(this.calls, `method="${method}",route="${route}",status="${status}"`);
    add(this.seconds, `method="${method}",route="${route}"`, seconds);
  }

  /** A round call answered: the round's table and its status after it (open, settled, void). */
  round(table: string, status: string): void {
    add(this.rounds, `table="${table}",status="${status}"`);
  }

  wallet(op: string, outcome: string, seconds: number): void {
    add(this.walletCalls, `op="${op}",outcome="${outcome}"`);
    add(this.walletSeconds, `op="${op}"`, seconds);
    for (const le of WALLET_BUCKETS_S) if (seconds <= le) add(this.walletBuckets, `op="${op}",le="${le}"`);
    add(this.walletBuckets, `op="${op}",le="+Inf"`);
  }

  text(databaseUp: boolean, outbox: OutboxDepth | null): string {
    const counter = (name: string, help: string, map: Map<string, number>, fixed = false) => [
      `# HELP ${name} ${help}`,
      `# TYPE ${name} counter`,
      ...[...map].map(([k, v]) => `${name}{${k}} ${fixed ? v.toFixed(6) : v}`),
    ];
    const walletOps = [...new Set([...this.walletSeconds.keys()])];
    const lines = [
      ...counter('felt_http_requests_total', 'API calls answered, by route and status.', this.calls),
      ...counter('felt_http_request_seconds_total', 'Time spent answering API calls, by route.', this.seconds, true),
      ...counter('felt_rounds_total', 'Round calls answered, by table and the round status after them.', this.rounds),
      ...counter('felt_wallet_calls_total', "Calls to operators' wallets, by operation and outcome.", this.walletCalls),
      "# HELP felt_wallet_call_seconds Latency of calls to operators' wallets.",
      '# TYPE felt_wallet_call_seconds histogram',
      ...walletOps.flatMap((op) => [
        ...[...WALLET_BUCKETS_S.map(String), '+Inf'].map(
          (le) =>
            `felt_wallet_call_seconds_bucket{${op},le="${le}"} ${this.walletBuckets.get(`${op},le="${le}"`) ?? 0}`,
        ),
        `felt_wallet_call_seconds_sum{${op}} ${(this.walletSeconds.get(op) ?? 0).toFixed(6)}`,
        `felt_wallet_call_seconds_count{${op}} ${this.walletBuckets.get(`${op},le="+Inf"`) ?? 0}`,
      ]),
      '# HELP felt_database_up Whether the database answered the last check.',
      '# TYPE felt_database_up gauge',
      `felt_database_up ${databaseUp ? 1 : 0}`,
    ];
    if (outbox) {
      lines.push(
        '# HELP felt_wallet_outbox_pending Wallet calls not settled yet: debits in flight, credits and rollbacks not acknowledged.',
        '# TYPE felt_wallet_outbox_pending gauge',
        `felt_wallet_outbox_pending ${outbox.pending}`,
        '# HELP felt_wallet_outbox_oldest_seconds Age of the oldest unacknowledged wallet call.',
        '# TYPE felt_wallet_outbox_oldest_seconds gauge',
        `felt_wallet_outbox_oldest_seconds ${outbox.oldestSeconds.toFixed(3)}`,
        `# HELP felt_wallet_outbox_alert 1 when a wallet call has waited more than ${OUTBOX_ALERT_S} s.`,
        '# TYPE felt_wallet_outbox_alert gauge',
        `felt_wallet_outbox_alert ${outbox.oldestSeconds > OUTBOX_ALERT_S ? 1 : 0}`,
      );
    }
    return `${lines.join('\n')}\n`;
  }
}
