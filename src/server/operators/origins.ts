/**
 * The origins that may call the API (CORS) and frame the game (`frame-ancestors`): the server's
 * ALLOWED_ORIGINS plus every operator's allowed origins. Operators live in the database, so a new
 * one works without a restart; reading them on every request would cost a query per call, so the
 * list is kept for a short while (30 s by default) and read again after. A database that does not
 * answer keeps the last list read: CORS must not turn a database hiccup into failed pages.
 */
import type { Sql } from '../db/db';
import { allOperatorOrigins, asOrigin } from './store';

const ORIGINS_TTL_MS = 30_000;
const RETRY_MS = 5_000;

export class AllowedOrigins {
  private operators: string[] = [];
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly configured: readonly string[],
    private readonly ttlMs = ORIGINS_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Every allowed origin, read again from the database when the list is older than the TTL. */
  async list(): Promise<string[]> {
    if (this.now() - this.readAt >= this.ttlMs) {
      this.reading ??= this.read().finally(() => {
        this.reading = null;
      });
      await this.reading;
    }
    return this.current();
  }

  /** The list as last read, without waiting (for headers set synchronously). */
  current(): string[] {
    return [...new Set([...this.configured, ...this.operators])];
  }

  async allows(origin: string | undefined): Promise<boolean> {
    if (!origin) return false;
    return (await this.list()).includes(origin);
  }

  private async read(): Promise<void> {
    try {
      // Only values that are origins as written (a row edited by hand could hold anything): a
      // wildcard or a path never reaches CORS or the Content-Security-Policy.
      const rows = await allOperatorOrigins(this.sql);
      this.operators = rows.filter((o) => asOrigin(o) === o);
      this.readAt = this.now();
    } catch {
      // Kept: the last list, tried again in a few seconds (not on every request: each attempt
      // against a database that is away can wait for its connection timeout).
      this.readAt = this.now() - this.ttlMs + Math.min(this.ttlMs, RETRY_MS);
    }
  }
}
