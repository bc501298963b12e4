/**
 * `GET /metrics` in Prometheus' text format, written by prom-client and counted in this process
 * (Prometheus adds the processes up): calls by route and status and their time; rounds by table
 * and how they ended; the operators' wallet calls by outcome with a latency histogram; the outbox
 * (what the operators' wallets have not acknowledged yet, and how old the oldest is: an alert after
 * an hour); and the process's own figures (CPU, memory, event loop, GC: `felt_process_*`,
 * `felt_nodejs_*`). docs/OPERATORS.md 6.1 lists them.
 *
 * Each server has registries of its own, never prom-client's global one: a process may run
 * several servers (the tests do), and each counts only its own calls.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

const WALLET_BUCKETS_S = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];
/** The outbox owes something older than this: someone should look (SERVER.md: an alert after an hour). */
const OUTBOX_ALERT_S = 3600;

interface OutboxDepth {
  pending: number;
  oldestSeconds: number;
}

/**
 * The process's figures are the same whichever of its servers is asked, and prom-client's event
 * loop and GC monitors, once started, run until the process ends: one registry for them per
 * process, made at the first scrape (a process nobody scrapes starts none).
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'felt_' });
  }
  return processRegistry;
}

export class Metrics {
  private readonly registry = new Registry();
  /** Shown only when the server has an outbox (WALLET=seamless) and the database answered. */
  private readonly outboxRegistry = new Registry();

  private readonly calls = new Counter({
    name: 'felt_http_requests_total',
    help: 'API calls answered, by route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  private readonly seconds = new Counter({
    name: 'felt_http_request_seconds_total',
    help: 'Time spent answering API calls, by route.',
    labelNames: ['method', 'route'],
    registers: [this.registry],
  });
  private readonly rounds = new Counter({
    name: 'felt_rounds_total',
    help: 'Round calls answered, by table and the round status after them.',
    labelNames: ['table', 'status'],
    registers: [this.registry],
  });
  private readonly roundPaths = new Counter({
    name: 'felt_round_call_paths_total',
    help: 'Round calls by how they went to the database: known (one statement, from what this server knew of the player), read (read first), stored (a stored answer), locked (the locked path).',
    labelNames: ['path'],
    registers: [this.registry],
  });
  private readonly staleWrites = new Counter({
    name: 'felt_round_stale_writes_total',
    help: 'One-trip round writes that found the player changed since the call knew or read it, and applied nothing.',
    registers: [this.registry],
  });
  private readonly walletCalls = new Counter({
    name: 'felt_wallet_calls_total',
    help: "Calls to operators' wallets, by operation and outcome.",
    labelNames: ['op', 'outcome'],
    registers: [this.registry],
  });
  private readonly walletSeconds = new Histogram({
    name: 'felt_wallet_call_seconds',
    help: "Latency of calls to operators' wallets.",
    labelNames: ['op'],
    buckets: WALLET_BUCKETS_S,
    registers: [this.registry],
  });
  private readonly databaseUp = new Gauge({
    name: 'felt_database_up',
    help: 'Whether the database answered the last check.',
    registers: [this.registry],
  });
  private readonly outboxPending = new Gauge({
    name: 'felt_wallet_outbox_pending',
    help: 'Wallet calls not settled yet: debits in flight, credits and rollbacks not acknowledged.',
    registers: [this.outboxRegistry],
  });
  private readonly outboxOldest = new Gauge({
    name: 'felt_wallet_outbox_oldest_seconds',
    help: 'Age of the oldest unacknowledged wallet call.',
    registers: [this.outboxRegistry],
  });
  private readonly outboxAlert = new Gauge({
    name: 'felt_wallet_outbox_alert',
    help: `1 when a wallet call has waited more than ${OUTBOX_ALERT_S} s.`,
    registers: [this.outboxRegistry],
  });

  private readonly sharedSteps = new Counter({
    name: 'felt_shared_clock_steps_total',
    help: 'Shared tables: clock steps this server applied (windows opened and closed, turns timed out), by table.',
    labelNames: ['table'],
    registers: [this.registry],
  });
  private readonly sharedStreams = new Gauge({
    name: 'felt_shared_event_streams',
    help: 'Shared tables: event streams (SSE) this server has open.',
    registers: [this.registry],
  });
  private readonly sharedLeases = new Gauge({
    name: 'felt_shared_clock_leases',
    help: 'Shared tables: table instances whose clock this server runs (their lease).',
    registers: [this.registry],
  });
  /** What the shared tables report at a scrape (app.ts sets it). */
  sharedState: (() => { streams: number; leases: number }) | null = null;

  call(method: string, route: string, status: number, seconds: number): void {
    this.calls.inc({ method, route, status });
    this.seconds.inc({ method, route }, seconds);
  }

  /** A round call answered: the round's table and its status after it (open, settled, void). */
  round(table: string, status: string): void {
    this.rounds.inc({ table, status });
  }

  /** How a round call went to the database (rounds/one-trip/call.ts). */
  roundPath(path: 'known' | 'read' | 'stored' | 'locked'): void {
    this.roundPaths.inc({ path });
  }

  /** A one-trip write that found the player changed and applied nothing. */
  staleWrite(): void {
    this.staleWrites.inc();
  }

  /** A shared table's clock step applied by this server. */
  sharedStep(table: string): void {
    this.sharedSteps.inc({ table });
  }

  wallet(op: string, outcome: string, seconds: number): void {
    this.walletCalls.inc({ op, outcome });
    this.walletSeconds.observe({ op }, seconds);
  }

  /** The text for one scrape: the database's state and the outbox's (null: none, or not readable now). */
  async text(databaseUp: boolean, outbox: OutboxDepth | null): Promise<string> {
    this.databaseUp.set(databaseUp ? 1 : 0);
    const shared = this.sharedState?.();
    if (shared) {
      this.sharedStreams.set(shared.streams);
      this.sharedLeases.set(shared.leases);
    }
    const shown = [this.registry];
    if (outbox) {
      this.outboxPending.set(outbox.pending);
      this.outboxOldest.set(outbox.oldestSeconds);
      this.outboxAlert.set(outbox.oldestSeconds > OUTBOX_ALERT_S ? 1 : 0);
      shown.push(this.outboxRegistry);
    }
    shown.push(processMetrics());
    return Registry.merge(shown).metrics();
  }
}
