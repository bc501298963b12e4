/**
 * Every server's fan-out of table events to its subscribers (SHARED.md "Events"): the transaction
 * that writes events NOTIFYs `table_events` with '<instance>:<seq>'; each server LISTENs and, on a
 * notification, after every re-LISTEN, after its own commits, and once a second anyway, reads the
 * events past the last it pushed — one read per table for all its subscribers. A subscriber that
 * finds a gap reads the missing events itself, so nothing is lost to a missed notification and no
 * event is sent twice.
 */
import type { Db, Sql } from '../db/db';
import { eventsAfter } from './instance';

/** One open stream: what it was last sent, and how to write to it. */
export class Subscriber {
  last: number;
  private queue: Promise<void> = Promise.resolve();
  closed = false;
  /** Ends the stream (the route sets it): on a server's close, so the close need not wait for it. */
  end: (() => void) | null = null;

  constructor(
    private readonly db: Sql,
    readonly instance: string,
    from: number,
    private readonly write: (chunk: string) => void,
  ) {
    this.last = from;
  }

  /** Sends an event as SSE: its id is the instance's seq. */
  sendEvent(seq: number, data: Record<string, unknown>): void {
    if (this.closed) return;
    this.write(`id: ${seq}\ndata: ${JSON.stringify({ ...data, seq })}\n\n`);
    this.last = seq;
  }

  comment(text: string): void {
    if (!this.closed) this.write(`: ${text}\n\n`);
  }

  /** Queues delivery of events read by the feed, in order, after anything queued before. */
  offer(rows: readonly { seq: number; data: Record<string, unknown> }[]): Promise<void> {
    this.queue = this.queue
      .then(() => this.deliver(rows))
      .catch(() => {
        this.closed = true;
      });
    return this.queue;
  }

  /** Reads and sends everything after `last` (a new stream's backlog, or a gap). */
  catchUp(): Promise<void> {
    return this.offer([]).then(() => this.readOn(Number.MAX_SAFE_INTEGER));
  }

  private async deliver(rows: readonly { seq: number; data: Record<string, unknown> }[]): Promise<void> {
    for (const r of rows) {
      if (this.closed || r.seq <= this.last) continue;
      if (r.seq > this.last + 1) await this.readOn(r.seq - 1);
      if (r.seq === this.last + 1) this.sendEvent(r.seq, r.data);
    }
  }

  private async readOn(upTo: number): Promise<void> {
    while (!this.closed && this.last < upTo) {
      const rows = await eventsAfter(this.db, this.instance, this.last, 500);
      const wanted = rows.filter((r) => r.seq <= upTo);
      for (const r of wanted) if (r.seq === this.last + 1) this.sendEvent(r.seq, r.data);
      if (wanted.length < 500) return;
    }
  }
}

interface FeedTable {
  subs: Set<Subscriber>;
  last: number;
  pumping: boolean;
  again: boolean;
}

export class SharedFeed {
  private readonly tables = new Map<string, FeedTable>();
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  /** The fan-out's reads: connections of their own where the database has them. */
  readonly reads: Sql;

  constructor(private readonly db: Db) {
    this.reads = db.reader?.() ?? db;
  }

  async start(): Promise<void> {
    if (this.db.listen) {
      this.unlisten = await this.db.listen(
        'table_events',
        (payload) => this.poke(payload.slice(0, payload.lastIndexOf(':'))),
        () => this.pokeAll(),
      );
    }
    this.timer = setInterval(() => this.pokeAll(), 1000);
    this.timer.unref();
  }

  /**
   * Ends every open stream (before the server closes: a close waits for open responses). Their
   * clients reconnect with Last-Event-ID, here after a restart or to another server.
   */
  endStreams(): void {
    for (const t of this.tables.values()) {
      for (const s of t.subs) {
        s.closed = true;
        s.end?.();
      }
    }
    this.tables.clear();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.endStreams();
    await this.unlisten?.();
  }

  /** How many streams this server has open. */
  get subscribers(): number {
    let n = 0;
    for (const t of this.tables.values()) n += t.subs.size;
    return n;
  }

  subscribe(sub: Subscriber): () => void {
    const t = this.tables.get(sub.instance) ?? { subs: new Set(), last: sub.last, pumping: false, again: false };
    this.tables.set(sub.instance, t);
    t.subs.add(sub);
    return () => {
      sub.closed = true;
      t.subs.delete(sub);
      if (t.subs.size === 0) this.tables.delete(sub.instance);
    };
  }

  pokeAll(): void {
    for (const instance of this.tables.keys()) this.poke(instance);
  }

  /** Reads the instance's new events once for all its subscribers (again after, if poked meanwhile). */
  poke(instance: string): void {
    const t = this.tables.get(instance);
    if (!t) return;
    if (t.pumping) {
      t.again = true;
      return;
    }
    t.pumping = true;
    void this.pump(instance, t).finally(() => {
      t.pumping = false;
      if (t.again) {
        t.again = false;
        this.poke(instance);
      }
    });
  }

  private async pump(instance: string, t: FeedTable): Promise<void> {
    try {
      for (;;) {
        const rows = await eventsAfter(this.reads, instance, t.last, 500);
        if (rows.length === 0) return;
        t.last = rows[rows.length - 1]?.seq ?? t.last;
        for (const s of t.subs) void s.offer(rows);
        if (rows.length < 500) return;
      }
    } catch {
      // The database is away: the next poke (at most a second) reads again from the same place.
    }
  }
}
