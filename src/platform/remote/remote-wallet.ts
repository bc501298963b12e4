/**
 * The wallet of a session on the game server (SERVER.md): the balance as the server last answered
 * it (every round answer carries it), the open rounds the session found and the round answers
 * since, and the demo wallet's rebuy. The server keeps the money; this only remembers what it said.
 */

import type { RoundAnswer } from '../../contract/rounds';
import type { OpenRound, RebuyAnswer, SessionAnswer } from '../../contract/sessions';
import type { Minor } from '../../engine/shared/money';
import type { GameId } from '../games';
import type { BalanceChange, MoneyKind, RebuyResult, TableWallet } from '../wallet';
import { ApiFailure, newRequestId, type ServerApi } from './api';

/** A round open at a table: as the session lists it, or as a round answer left it (no tier: null). */
type OpenRoundInfo = Omit<OpenRound, 'tier'> & { tier?: string | null };

/** `GET /v1/session` as the browser reads it (src/contract/sessions.ts). */
export type SessionInfo = SessionAnswer;

/** What every round answer says of the round and the money (SERVER.md "Public view"). */
export type RoundAnswerHead = Pick<
  RoundAnswer,
  'roundId' | 'game' | 'table' | 'status' | 'balance' | 'tier' | 'credit'
>;

/** When to ask the server again for a balance a pending credit will change: the outbox's backoff, roughly. */
export const PENDING_CREDIT_CHECKS_MS = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000];

export class RemoteWallet implements TableWallet {
  private readonly listeners = new Set<(change: BalanceChange) => void>();
  private current: Minor;
  private readonly open = new Map<string, OpenRoundInfo>();
  readonly currency: string;
  private creditTimer: ReturnType<typeof setTimeout> | null = null;
  /** How the pending-credit checks wait (tests pass their own clock). */
  schedule: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = (run, ms) => setTimeout(run, ms);
  /** When the session was last read (the read that opened the page, or the last refresh). */
  private readAt: number;

  constructor(
    private readonly api: ServerApi,
    session: SessionInfo,
    readonly kind: MoneyKind,
    /** The demo wallet's starting balance (what a rebuy tops up to); real money has none. */
    private readonly startingBalance: Minor,
    /** The clock `refreshed` reads (ms; tests pass their own). */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.current = session.balance;
    this.currency = session.currency;
    for (const round of session.open) this.open.set(round.game, round);
    this.readAt = this.now();
  }

  balance(): Minor {
    return this.current;
  }

  start(): Minor {
    return this.kind === 'demo' ? this.startingBalance : 0;
  }

  busy(): boolean {
    return this.open.size > 0;
  }

  openRound(game: GameId): { roundId: string; table: string; tier?: string | null } | null {
    const round = this.open.get(game);
    return round ? { roundId: round.roundId, table: round.table, tier: round.tier ?? null } : null;
  }

  onChange(listener: (change: BalanceChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What a round answer says: the balance now, and whether the game's round is still open. */
  seen(answer: RoundAnswerHead): void {
    if (answer.status === 'open')
      this.open.set(answer.game, {
        game: answer.game,
        table: answer.table,
        roundId: answer.roundId,
        tier: answer.tier ?? null,
      });
    else if (this.open.get(answer.game)?.roundId === answer.roundId) this.open.delete(answer.game);
    this.set(answer.balance, 'round');
    if (answer.credit === 'pending') this.followPendingCredit(0);
  }

  /**
   * A win the operator's wallet has not acknowledged yet: the server's outbox goes on sending it,
   * and the balance shown catches up when the wallet takes it (asked again on a backoff).
   */
  private followPendingCredit(check: number): void {
    if (this.creditTimer !== null) clearTimeout(this.creditTimer);
    const wait = PENDING_CREDIT_CHECKS_MS[check];
    if (wait === undefined) return;
    const before = this.current;
    this.creditTimer = this.schedule(() => {
      this.creditTimer = null;
      this.refresh().then(
        () => {
          if (this.current === before) this.followPendingCredit(check + 1);
        },
        () => this.followPendingCredit(check + 1),
      );
    }, wait);
  }

  /** A balance a shared table answered (its commands and settlements are no round answers). */
  observe(balance: Minor): void {
    this.set(balance, 'round');
  }

  /** A balance the server answered outside a round (the session, a rebuy). */
  private set(balance: Minor, reason: BalanceChange['reason']): void {
    const previous = this.current;
    this.current = balance;
    if (balance !== previous) for (const listener of [...this.listeners]) listener({ balance, previous, reason });
  }

  async rebuy(): Promise<RebuyResult> {
    if (this.kind !== 'demo' || this.current >= this.startingBalance) return { ok: false, reason: 'not-needed' };
    if (this.busy()) return { ok: false, reason: 'round-in-progress' };
    try {
      const previous = this.current;
      const answer = await this.api.post<RebuyAnswer>('/v1/wallet/rebuy', {
        requestId: newRequestId(),
      });
      this.set(answer.balance, 'rebuy');
      return answer.toppedUp > 0
        ? { ok: true, balance: answer.balance, added: answer.balance - previous }
        : { ok: false, reason: 'not-needed' };
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'round-in-progress')
        return { ok: false, reason: 'round-in-progress' };
      return { ok: false, reason: 'unavailable' };
    }
  }

  /**
   * The session read again unless it was read in the last `maxAgeMs`: a table opening right after
   * the page opened its session asks no second time (a round trip on the way to the first screen).
   */
  async refreshed(maxAgeMs: number): Promise<void> {
    if (this.now() - this.readAt > maxAgeMs) await this.refresh();
  }

  /** The session read again (another tab or device may have played since). */
  async refresh(): Promise<SessionInfo> {
    const session = await this.api.get<SessionInfo>('/v1/session');
    this.readAt = this.now();
    this.open.clear();
    for (const round of session.open) this.open.set(round.game, round);
    this.set(session.balance, 'round');
    return session;
  }
}
