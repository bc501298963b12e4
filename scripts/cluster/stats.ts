/**
 * What the load players saw: every call with its latency as the player felt it (all its retries
 * included), how many attempts it took and whether it failed for good; every attempt with its
 * status and code (`0 network` when no answer came); every finished round. All are stamped with
 * their time, so a fault's effect can be read off the timeline afterwards (errors around a kill,
 * the time to recover from a database restart).
 */

export interface Attempt {
  /** ms since the run's start when the attempt ended. */
  t: number;
  kind: string;
  /** HTTP status; 0: no answer (refused, reset, timed out). */
  status: number;
  code: string;
}

export interface Call {
  /** ms since the run's start when the call ended. */
  t: number;
  kind: string;
  ms: number;
  attempts: number;
  /** `status code` of a call that failed for good; null when it was answered. */
  failure: string | null;
}

export interface CallSummary {
  count: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  /** Attempts made again after no answer or a 5xx (same body, same requestId). */
  retries: number;
  /** Calls that ended in an error the player saw: `status code` → count. */
  failures: Record<string, number>;
}

export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number);
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function count(keys: Iterable<string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = (out[k] ?? 0) + 1;
  return out;
}

export class RunStats {
  readonly t0 = performance.now();
  readonly attempts: Attempt[] = [];
  readonly calls: Call[] = [];
  /** Finished rounds: when (ms since t0), which game, which player. */
  readonly rounds: { t: number; game: string; player: number }[] = [];

  now(): number {
    return performance.now() - this.t0;
  }

  attempt(kind: string, status: number, code: string): void {
    this.attempts.push({ t: this.now(), kind, status, code });
  }

  call(kind: string, ms: number, attempts: number, failure: string | null): void {
    this.calls.push({ t: this.now(), kind, ms, attempts, failure });
  }

  round(game: string, player: number): void {
    this.rounds.push({ t: this.now(), game, player });
  }

  /** Per kind of call, from `from` (ms since t0). */
  summary(from = 0): Record<string, CallSummary> {
    const out: Record<string, CallSummary> = {};
    const kinds = [...new Set(this.calls.map((c) => c.kind))].sort();
    for (const kind of kinds) {
      const calls = this.calls.filter((c) => c.kind === kind && c.t >= from);
      const ms = calls.map((c) => c.ms);
      out[kind] = {
        count: calls.length,
        p50ms: round1(percentile(ms, 50)),
        p99ms: round1(percentile(ms, 99)),
        maxMs: round1(Math.max(0, ...ms)),
        retries: calls.reduce((a, c) => a + c.attempts - 1, 0),
        failures: count(calls.flatMap((c) => (c.failure ? [c.failure] : []))),
      };
    }
    return out;
  }

  /** The latencies of the calls that ended between two times (ms since t0). */
  callsBetween(from: number, to = Number.POSITIVE_INFINITY): number[] {
    return this.calls.filter((c) => c.t >= from && c.t < to).map((c) => c.ms);
  }

  /** Calls that failed for good between two times, by `status code`. */
  failuresBetween(from = 0, to = Number.POSITIVE_INFINITY): Record<string, number> {
    return count(this.calls.filter((c) => c.failure && c.t >= from && c.t < to).map((c) => c.failure as string));
  }

  /** Failed attempts (no answer, 4xx, 5xx) between two times, by `status code`. */
  errorsBetween(from = 0, to = Number.POSITIVE_INFINITY): Record<string, number> {
    return count(
      this.attempts
        .filter((a) => a.t >= from && a.t < to && (a.status === 0 || a.status >= 400))
        .map((a) => `${a.status} ${a.code}`),
    );
  }

  /** Rounds finished per game, from `from` (ms since t0). */
  roundsByGame(from = 0): Record<string, number> {
    return count(this.rounds.filter((r) => r.t >= from).map((r) => r.game));
  }
}
