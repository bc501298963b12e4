/**
 * Sends the player's whole bet to the shared table after each change (SHARED.md "Bets": each call
 * replaces the whole bet). One call is on its way at a time: chips placed while it travels are
 * sent as one set once it is answered, so the server always ends with the newest set and never
 * takes an older one after it. The answer of the last call says whether the chips stand (the
 * server took them) or go back to what it last took (a refusal: the window closed, a limit, the
 * balance).
 */

export interface SendOutcome<T> {
  /** The set this answer is about. */
  sent: T;
  ok: boolean;
  /** No newer set waits: this is where the chips end up. */
  last: boolean;
}

export class BetSender<T> {
  private inFlight = false;
  private waiting: { value: T } | null = null;

  constructor(
    private readonly call: (value: T) => Promise<boolean>,
    private readonly answered: (outcome: SendOutcome<T>) => void,
  ) {}

  /** A call is on its way or waits. */
  get busy(): boolean {
    return this.inFlight || this.waiting !== null;
  }

  send(value: T): void {
    if (this.inFlight) {
      this.waiting = { value };
      return;
    }
    void this.go(value);
  }

  /** Forgets a set that has not gone yet (the window it was for is over). */
  drop(): void {
    this.waiting = null;
  }

  private async go(value: T): Promise<void> {
    this.inFlight = true;
    let ok = false;
    try {
      ok = await this.call(value);
    } catch {
      ok = false;
    }
    this.inFlight = false;
    const next = this.waiting;
    this.waiting = null;
    this.answered({ sent: value, ok, last: next === null });
    if (next) void this.go(next.value);
  }
}
