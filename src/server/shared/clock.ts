/**
 * Each table instance's clock (SHARED.md "Many servers"): closing windows, turn deadlines and the
 * next window, run by the one server that holds the instance's lease — a row with an expiry that
 * its holder renews twice a second and any server takes once it has lapsed, so a server that dies
 * is replaced within about 2.5 s. A clock step is worked out under the table lock from the state
 * it finds and applies only past that state's deadline on the database's clock, so two servers
 * that both believe they hold the lease never do one step twice.
 */
import { randomUUID } from 'node:crypto';
import type { SharedTableId } from '../../contract/shared';
import type { Db } from '../db/db';
import { clockStep } from './cycle';
import { lockTable, saveStep } from './instance';
import { sharedGame } from './play/index';
import { inTurn } from './table-queue';

/** How long a lease lasts unless renewed, and how often it is renewed or tried. */
const LEASE_MS = 2000;
const RENEW_MS = 500;
/** How often the instances' old events are pruned. */
const PRUNE_MS = 60_000;

export interface ClockOptions {
  /** How often the held instances' due times are read (ms). */
  tickMs?: number;
  /** Told after a step is committed, with the instance it moved. */
  moved?(instance: string): void;
  /** A step failed (logged by the caller; the next tick tries again). */
  failed?(e: unknown): void;
}

export class SharedClock {
  readonly holder = randomUUID();
  private held: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private lastRenew = 0;
  private lastPrune = Date.now();
  private running = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly o: ClockOptions = {},
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.o.tickMs ?? 100);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  /** The instances this server runs the clock of now. */
  get holding(): readonly string[] {
    return this.held;
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = true;
    try {
      if (Date.now() - this.lastRenew >= RENEW_MS) await this.renew();
      if (this.held.length === 0) return;
      if (Date.now() - this.lastPrune >= PRUNE_MS) await this.prune();
      const due = await this.db.query<{ id: string }>(
        'select id from shared_tables where id = any($1::text[]) and due_at <= clock_timestamp()',
        [this.held],
      );
      for (const { id } of due) {
        if (this.stopped) return;
        await this.step(id);
      }
    } catch (e) {
      this.o.failed?.(e);
    } finally {
      this.running = false;
    }
  }

  /** Renews the leases this server holds and takes every lapsed one. */
  private async renew(): Promise<void> {
    this.lastRenew = Date.now();
    const rows = await this.db.query<{ instance: string }>(
      `insert into table_leases (instance, holder, expires_at)
       select id, $1, clock_timestamp() + make_interval(secs => $2::float8 / 1000) from shared_tables
       on conflict (instance) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where table_leases.holder = excluded.holder or table_leases.expires_at < clock_timestamp()
       returning instance`,
      [this.holder, LEASE_MS],
    );
    this.held = rows.map((r) => r.instance);
  }

  /** Drops events no reconnect needs any more (older than the table keeps and ten minutes old). */
  private async prune(): Promise<void> {
    this.lastPrune = Date.now();
    await this.db.query(
      `delete from table_events e using shared_tables t
        where t.id = e.instance and t.id = any($1::text[]) and e.seq < coalesce((t.state->>'keepFrom')::int8, 0)
          and e.created_at < now() - interval '10 minutes'`,
      [this.held],
    );
  }

  private async step(instance: string): Promise<void> {
    const moved = await inTurn(this.db, instance, () =>
      this.db.transaction(async (tx) => {
        const step = await lockTable(tx, instance);
        if (!step) return false;
        // A step may lead straight to the next (a window with no stake closes back to waiting).
        const changed = await clockStep(tx, step, sharedGame(step.table as SharedTableId));
        if (changed) await saveStep(tx, step);
        return changed;
      }),
    );
    if (moved) this.o.moved?.(instance);
  }
}
