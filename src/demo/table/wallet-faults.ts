/**
 * The policy for a wallet that keeps failing (RULES.md "Every table": a wallet failure that does
 * not clear voids the round). In demo play the wallet is the browser's storage: a call it refuses
 * to write (`BankRefusal 'unsaved'`: a full quota, a blocked storage) changed nothing, and the
 * table says so and lets the player try again. A round cannot wait on that for ever:
 *
 * - Once VOID_AFTER.calls calls in a row on the same open round have failed to be written, the
 *   first of those failures at least VOID_AFTER.ms before the last, the round is a malfunction's:
 *   every later call on it asks for the void instead of the move, until a void is written.
 * - A call that is written clears the count: a failure that clears before the limit (a few quick
 *   retries, or one failure now and then) lets the round play on as dealt.
 *
 * Why the void comes first once the limit is passed, even if the storage has just recovered: the
 * void is the one write that is certain to end the round, and it is what wallets expect after
 * failures that did not clear (a rollback of the round's bets, retried until it is acknowledged,
 * never a round left hanging). The void is one bank transaction (void-round.ts), so it is written
 * whole or not at all: never a void that is lost, and never a round both voided and paid (a round
 * voided is closed, and no later call finds it).
 *
 * Why both a count and a time, measured between failures: three taps in a second are one hiccup,
 * not a wallet that keeps failing, even if the next tap comes a minute later; two failures far
 * apart are a wallet that recovers in between. The count lives in memory
 * (a storage that refuses writes cannot keep it): a reload starts it again and resumes the round.
 */
const VOID_AFTER = { calls: 3, ms: 30_000 } as const;

export class WalletFaults {
  private failing: { roundId: string; first: number; last: number; calls: number } | null = null;

  /** A call on `roundId` was refused by the storage at `now` (ms, the bank's clock). */
  failed(roundId: string, now: number): void {
    const f = this.failing;
    this.failing =
      f && f.roundId === roundId
        ? { ...f, last: now, calls: f.calls + 1 }
        : { roundId, first: now, last: now, calls: 1 };
  }

  /** A call was written: the wallet works again. */
  cleared(): void {
    this.failing = null;
  }

  /** Whether `roundId` has failed often and long enough that its next call is the void. */
  exhausted(roundId: string): boolean {
    const f = this.failing;
    return f !== null && f.roundId === roundId && f.calls >= VOID_AFTER.calls && f.last - f.first >= VOID_AFTER.ms;
  }
}
