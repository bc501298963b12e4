/**
 * A table screen's queue of machine snapshots: each is shown in turn (its stage animated first),
 * and while one is on show only the newest waiting snapshot is kept, so a burst of machine steps
 * never replays stale states. `after` runs when the queue runs dry. An animation that fails is
 * handed to `failed` (the screen shows the snapshot as it is) and the queue goes on: a broken
 * animation must never stop the table. While the game is paused the queue is held: what the
 * machine does meanwhile waits, and is shown once it is released.
 */
export class SnapshotQueue<S> {
  private latest: S | null = null;
  private shown: S | null = null;
  private running = false;
  /** Resolves when a hold is released; null while the queue is not held. */
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;

  constructor(
    private readonly apply: (snapshot: S) => Promise<void>,
    private readonly after: () => void = () => undefined,
    private readonly failed: (snapshot: S, error: unknown) => void = (_, error) => console.error(error),
  ) {}

  /** A snapshot is being shown (its stage animating). */
  get draining(): boolean {
    return this.running;
  }

  get held(): boolean {
    return this.gate !== null;
  }

  push(snapshot: S): void {
    this.latest = snapshot;
    if (!this.running && !this.held) void this.drain();
  }

  /** Shows nothing more until `release` (a snapshot on show finishes its stage when its motion does). */
  hold(): void {
    this.gate ??= new Promise<void>((resolve) => {
      this.open = resolve;
    });
  }

  /** Goes on with what came meanwhile. */
  release(): void {
    const open = this.open;
    this.gate = null;
    this.open = null;
    open?.();
    if (!this.running && this.shown !== this.latest) void this.drain();
  }

  /** Resolves at once while the queue is not held, else when it is released. */
  released(): Promise<void> {
    return this.gate ?? Promise.resolve();
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.shown !== this.latest) {
        while (this.gate) await this.gate;
        const s = this.latest as S;
        this.shown = s;
        try {
          await this.apply(s);
        } catch (error) {
          this.failed(s, error);
        }
      }
    } finally {
      this.running = false;
      this.after();
    }
  }
}
