/**
 * When the reality checks fall due: every `realityCheckMinutes` of the session, counted on the
 * wall clock from the tally's `startedAt` (the session time the HUD shows), so a reload goes on
 * with the same schedule. How many of those times a check has answered is kept in the tab's
 * sessionStorage beside the tally: a reload across a due time still shows the check it owes,
 * and one just after a check does not show it again. Storage refused errs towards a check too
 * many, never one too few. The timer wakes at least once a minute, so a laptop's sleep cannot
 * leave a check late by more than that.
 */
import type { StorageLike } from '../platform/storage';

/** The wall clock and its timers (the page's, or a test's). */
export interface WallTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const pageTimers: WallTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const MINUTE = 60_000;

export interface RealityScheduleOptions {
  /** The profile's period; null: no schedule (only the lobby asks for checks). */
  minutes: number | null;
  /** When the session began (the tally's `startedAt`, same clock as `timers.now`). */
  startedAt: number;
  storage: StorageLike | null;
  /** A check is due: it shows at the end of the round in progress. */
  onDue: () => void;
  timers?: WallTimers;
}

export class RealitySchedule {
  private readonly timers: WallTimers;
  private readonly period: number;
  private readonly key: string;
  /** Due times (1, 2, …) answered by a check shown, and the last one asked for. */
  private answered: number;
  private asked: number;
  private timer: unknown = null;
  private stopped = false;

  constructor(private readonly o: RealityScheduleOptions) {
    this.timers = o.timers ?? pageTimers;
    this.period = (o.minutes ?? 0) * MINUTE;
    this.key = `felt.reality.${o.startedAt}`;
    this.answered = this.read();
    this.asked = this.answered;
  }

  /** How many due times the session has passed by now. */
  passed(): number {
    if (this.period <= 0) return 0;
    return Math.floor(Math.max(0, this.timers.now() - this.o.startedAt) / this.period);
  }

  /** When (on the wall clock) the next check falls due; null without a schedule. */
  nextDueAt(): number | null {
    if (this.period <= 0) return null;
    return this.o.startedAt + (Math.max(this.passed(), this.asked) + 1) * this.period;
  }

  /** Starts the schedule: a check owed already (a reload across its time) is asked for at once. */
  start(): void {
    if (this.period <= 0 || this.stopped) return;
    this.check();
  }

  /** A check is on screen now: every time due so far is answered by it. */
  shown(): void {
    this.answered = Math.max(this.answered, this.passed());
    this.asked = Math.max(this.asked, this.answered);
    try {
      this.o.storage?.setItem(this.key, String(this.answered));
    } catch {
      // Not kept: after a reload the check comes once more rather than not at all.
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private check(): void {
    this.timer = null;
    if (this.stopped) return;
    const passed = this.passed();
    if (passed > this.asked) {
      this.asked = passed;
      this.o.onDue();
      if (this.stopped) return;
    }
    const next = this.nextDueAt() as number;
    const wait = Math.min(MINUTE, Math.max(0, next - this.timers.now()));
    this.timer = this.timers.setTimeout(() => this.check(), wait);
  }

  private read(): number {
    try {
      const v = Number(this.o.storage?.getItem(this.key) ?? 0);
      return Number.isSafeInteger(v) && v > 0 ? v : 0;
    } catch {
      return 0;
    }
  }
}
