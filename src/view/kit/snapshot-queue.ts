/**
 * A table screen's queue of machine snapshots: each is shown in turn (its step animated first),
 * and while one is on show only the newest waiting snapshot is kept, so a burst of machine steps
 * never replays stale states. `after` runs when the queue runs dry.
 */
export class SnapshotQueue<S> {
  private latest: S | null = null;
  private shown: S | null = null;
  private running = false;

  constructor(
    private readonly apply: (snapshot: S) => Promise<void>,
    private readonly after: () => void = () => undefined,
  ) {}

  /** A snapshot is being shown (its step animating). */
  get draining(): boolean {
    return this.running;
  }

  push(snapshot: S): void {
    this.latest = snapshot;
    if (!this.running) void this.drain();
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.shown !== this.latest) {
        const s = this.latest as S;
        this.shown = s;
        await this.apply(s);
      }
    } finally {
      this.running = false;
      this.after();
    }
  }
}
