/**
 * The clock a round is played on: it stops while the game is paused (the lobby's `pause`, a hidden
 * tab), so paused time never counts. The view's motion waits on it, the table machines' stage
 * timers run on it (it is an XState clock), and what the table tells the lobby while it is
 * stopped waits for it to go on (`whenRunning`), so a paused round stays where it was: nothing
 * ends, settles on screen or is reported until play resumes.
 */

interface Timer {
  readonly fn: () => void;
  /** When it is due, in play time (ms). */
  readonly due: number;
  /** The host's timer while the clock runs; null while paused. */
  handle: ReturnType<typeof setTimeout> | null;
}

/** The wall clock and timers the play clock runs on (the page's, or a test's). */
export interface HostTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(handle: ReturnType<typeof setTimeout>): void;
}

const pageTimers: HostTimers = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

export class PlayClock {
  private readonly timers = new Map<number, Timer>();
  private readonly waiting: (() => void)[] = [];
  private nextId = 1;
  /** Wall time not played (the pauses so far). */
  private stopped = 0;
  private pausedAt: number | null = null;

  constructor(private readonly host: HostTimers = pageTimers) {}

  get paused(): boolean {
    return this.pausedAt !== null;
  }

  /** Milliseconds played: wall time less the pauses. */
  now(): number {
    return (this.pausedAt ?? this.host.now()) - this.stopped;
  }

  /** Calls `fn` once `ms` of play time have passed (the id is this clock's). */
  setTimeout(fn: () => void, ms: number): number {
    const id = this.nextId++;
    const timer: Timer = { fn, due: this.now() + Math.max(0, ms), handle: null };
    this.timers.set(id, timer);
    if (!this.paused) this.arm(id, timer);
    return id;
  }

  clearTimeout(id: number): void {
    const timer = this.timers.get(id);
    if (!timer) return;
    if (timer.handle !== null) this.host.clearTimeout(timer.handle);
    this.timers.delete(id);
  }

  /** Runs `fn` now while the clock runs, else when it resumes (in the order they were asked). */
  whenRunning(fn: () => void): void {
    if (this.paused) this.waiting.push(fn);
    else fn();
  }

  pause(): void {
    if (this.paused) return;
    this.pausedAt = this.host.now();
    for (const timer of this.timers.values()) {
      if (timer.handle !== null) this.host.clearTimeout(timer.handle);
      timer.handle = null;
    }
  }

  resume(): void {
    if (this.pausedAt === null) return;
    this.stopped += this.host.now() - this.pausedAt;
    this.pausedAt = null;
    // The earliest first, so timers due together fire in the order they were due.
    const order = [...this.timers.entries()].sort(([, a], [, b]) => a.due - b.due);
    for (const [id, timer] of order) this.arm(id, timer);
    // What waited runs in order; one of them may pause the clock again, and the rest wait on.
    while (!this.paused && this.waiting.length > 0) this.waiting.shift()?.();
  }

  private arm(id: number, timer: Timer): void {
    timer.handle = this.host.setTimeout(
      () => {
        this.timers.delete(id);
        timer.fn();
      },
      Math.max(0, timer.due - this.now()),
    );
  }
}
