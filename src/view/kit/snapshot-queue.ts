/**
 * A table screen's queue of machine snapshots: each is shown in turn (its stage animated first),
 * and while one is on show only the newest waiting snapshot is kept, so a burst of machine steps
 * never replays stale states. `after` runs when the queue runs dry. An animation that fails is
 * handed to `failed` (the screen shows the snapshot as it is) and the queue goes on: a broken
 * animation must never stop the table.
 */
export class SnapshotQueue<S> {
  private latest: S | null = null;
  private shown: S | null = null;
  private running = false;

  constructor(
    private readonly apply: (snapshot: S) => Promise<void>,
    private readonly after: () => void = () => undefined,
    private readonly failed: (snapshot: S, error: unknown) => void = (_, error) => console.error(error),
  ) {}

  /** A snapshot is being shown (its stage animating). */
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
