/**
 * The outbox worker each server process runs (SERVER.md "Seamless wallet"): it returns the stakes
 * of debits whose call never finished (the process died, or took longer than any caller waits:
 * the debit is rolled back, whether or not the operator saw it), and sends every credit and
 * rollback that is due, with backoff, until the operator acknowledges it, across restarts: what
 * it owes is in the database, not in memory. Any number of processes may run it: a call is
 * claimed before it is sent.
 */
import type { Db } from '../db/db';
import type { SeamlessWallet } from './seamless-wallet';
import { rollBackDebit, type WalletCallRow } from './wallet-calls';

/**
 * How long a pending debit may wait for its call to finish: past the 3 s wallet timeout, yet short
 * enough that a retry of a call whose server died (it waits this long for its twin's debit) is
 * answered within the client's 10 s.
 */
export const DEBIT_LEASE_MS = 5_000;

export interface OutboxOptions {
  intervalMs?: number;
  leaseMs?: number;
  /** Calls sent at once by one process. */
  batch?: number;
  /** Also run on every pass, before the calls are sent (rounds past their operator's expiry). */
  sweep?: () => Promise<unknown>;
  onError?: (e: unknown) => void;
}

export class WalletOutbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;

  constructor(
    private readonly db: Db,
    private readonly wallet: SeamlessWallet,
    private readonly options: OutboxOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.leaseMs = options.leaseMs ?? DEBIT_LEASE_MS;
    this.batch = options.batch ?? 16;
  }

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs a pass now (a call was just queued), or right after the one under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pass();
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pass();
    }, this.intervalMs);
    this.timer.unref();
  }

  private pass(): void {
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((e) => this.options.onError?.(e))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.schedule();
      });
  }

  /** One pass: abandoned debits rolled back, then the due calls sent. How many calls it sent. */
  async runOnce(): Promise<number> {
    await this.rollBackAbandoned();
    await this.options.sweep?.();
    let sent = 0;
    for (;;) {
      const due = await this.db.query<{ transaction_uuid: string }>(
        `select transaction_uuid from wallet_calls
          where state = 'pending' and kind <> 'debit' and next_attempt_at <= now()
          order by next_attempt_at limit $1`,
        [this.batch],
      );
      if (due.length === 0 || this.stopped) return sent;
      const outcomes = await Promise.all(due.map((d) => this.wallet.deliver(d.transaction_uuid)));
      sent += outcomes.filter((o) => o !== null).length;
      if (due.length < this.batch) return sent;
    }
  }

  private async rollBackAbandoned(): Promise<void> {
    await this.db.transaction(async (tx) => {
      const stale = await tx.query<WalletCallRow>(
        `select * from wallet_calls where kind = 'debit' and state = 'pending'
            and created_at < clock_timestamp() - make_interval(secs => $1::float8 / 1000)
          order by created_at limit 100 for update skip locked`,
        [this.leaseMs],
      );
      for (const debit of stale) await rollBackDebit(tx, debit, 'abandoned: the call that made it never finished');
    });
  }

  /** What is owed and how old the oldest is (for /metrics). */
  async depth(): Promise<{ pending: number; oldestSeconds: number }> {
    const [row] = await this.db.query<{ pending: number; oldest: number | null }>(
      `select count(*)::int8 as pending,
              extract(epoch from (now() - min(created_at)))::float8 as oldest
         from wallet_calls where state = 'pending'`,
    );
    return { pending: row?.pending ?? 0, oldestSeconds: row?.oldest ?? 0 };
  }
}
