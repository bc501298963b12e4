/**
 * The jurisdiction's least time from one round's start to the next's (`minRoundMs`, UK RTS 14G):
 * when the last round started and how long the next must still wait. The table's DEAL / PLACE BET
 * / SPIN control reads it to show that it waits, then enables itself; the round port refuses an
 * early round (`round.tooSoon`) as the server does with `422 too-soon`. The clock is the page's,
 * and a round counts as started when its stakes were taken, which is never before the server's
 * own start: the page never asks sooner than the server allows.
 */
export class RoundPace {
  private lastStart: number | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly minRoundMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Whether the profile asks for a gap at all. */
  get paced(): boolean {
    return this.minRoundMs > 0;
  }

  /** A round's stakes were taken now (or `waitMs` ago by the server's account, after a reload). */
  started(alreadyWaitedMs = 0): void {
    if (!this.paced) return;
    this.lastStart = this.now() - Math.max(0, alreadyWaitedMs);
    for (const listener of this.listeners) listener();
  }

  /** How long the next round must still wait (0: it may start now). */
  waitMs(): number {
    if (!this.paced || this.lastStart === null) return 0;
    return Math.max(0, this.lastStart + this.minRoundMs - this.now());
  }

  /** Called when a round starts (the wait begins); returns the unsubscribe. */
  onStart(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
