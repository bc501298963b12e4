/**
 * The round journal: a write-ahead record of each round, so a reload (or closing and reopening
 * the page) in the middle of a round resumes it with the same cards, and nothing is lost or paid
 * twice. One journal per currency, over the DemoWallet of that currency.
 *
 * Use: `openDemoMoney` (demo-money.ts) opens it with the wallet and history at boot; a game's
 * session (src/view/blackjack/session.ts) resumes `pending(game)` or `saved(game, table)` with the
 * WalletPort from `port(game, table)`, journals every machine snapshot with `snapshot(game, data)`
 * before the screen sees it, adds wagers, wins and cards with `settle`, and `close`s the round once
 * the payout has been shown; `subscribe` feeds the lobby bridge (round-bridge.ts). A snapshot that
 * cannot be resumed: `abandon(game)` and start fresh.
 *
 * Steps of a round (each written before the screen can show what follows from it):
 *   started (game, table, roundId, stakes) → debited (one per debit) → [snapshot after every
 *   step] → settled (returns) → credited → closed (the round leaves the journal; its summary goes
 *   to history). The port writes `started` and `debited` itself when the machine debits, and
 *   `settled` + `credited` when it credits. Journal every snapshot the machine emits during a
 *   round: the snapshot taken while a wallet call is in flight is what makes a resumed call a
 *   recognised repeat.
 *
 * Recovery at open: journal-recovery.ts.
 *
 * Round ids: the machines number their rounds from their input (blackjack and baccarat restart at
 * 1 in a new actor), so the journal gives each round its own id (`roulette-17`), used with the
 * wallet and posted to the lobby; the machine's id only finds the open round. A debit under a new
 * machine id while a round is open finishes the old round first (paid if settled, else void).
 * A late repeat of the last closed round's credit is acknowledged without paying.
 *
 * In-flight calls: XState persists an invoked wallet call with its input, wallet included, and
 * restarts it on resume. The snapshots this journal hands back (`pending`, `saved`) have this
 * journal's port put back into those inputs (as `resumeX` does with the wallet it is given), so
 * the restarted call reaches the wallet and is recognised as a repeat instead of failing.
 */
import type { Minor } from '../engine/shared/money';
import { type WalletPort, walletIntoCalls } from '../machines/ports';
import type { GameId } from './catalog';
import { isWager } from './history';
import { JournalPort } from './journal-port';
import {
  type CloseResult,
  fresh,
  isJournalRecord,
  JOURNAL_VERSION,
  type JournalEvent,
  type JournalOptions,
  type JournalRecord,
  journalKey,
  newRound,
  type PendingRound,
  plain,
  type Recovery,
  type RoundRecord,
  type RoundSummary,
  type SettleInput,
  type SettleResult,
  type Slot,
  summaryOf,
  view,
} from './journal-record';
import { recoverRounds, resolveWithoutMachine } from './journal-recovery';
import { isAmount, problemOf, type StorageProblem, type TypedStore, type WriteResult } from './storage';
import { type DemoWallet, RoundConflict } from './wallet';

export {
  type CloseResult,
  JOURNAL_VERSION,
  type JournalEvent,
  type JournalOptions,
  journalKey,
  type PendingRound,
  type Recovery,
  type RoundSummary,
  type RoundView,
  type SettleInput,
  type SettleResult,
  type Stage,
  type Step,
} from './journal-record';

export class RoundJournal {
  private readonly ports = new Map<GameId, JournalPort>();
  private readonly listeners = new Set<(event: JournalEvent) => void>();

  private constructor(
    private readonly store: TypedStore,
    readonly wallet: DemoWallet,
    private readonly options: JournalOptions,
    /** @internal the saved state; recovery reads the open rounds and slots. */
    public record: JournalRecord,
  ) {}

  /** Reads the journal of the wallet's currency and recovers its unfinished rounds. */
  static open(
    store: TypedStore,
    wallet: DemoWallet,
    options: JournalOptions,
  ): { journal: RoundJournal; problem: StorageProblem | null; recovered: Recovery[] } {
    const key = journalKey(wallet.currency);
    const read = store.read(key, JOURNAL_VERSION, isJournalRecord);
    const problem = problemOf(read, key);
    if (problem) store.report(problem);
    const journal = new RoundJournal(store, wallet, options, read.status === 'ok' ? read.data : fresh());
    const recovered = recoverRounds(journal);
    if (read.status !== 'ok' || recovered.length > 0) journal.save();
    return { journal, problem, recovered };
  }

  /** The WalletPort to give the game's machine: the wallet, with each call journaled. */
  port(game: GameId, table: string): WalletPort {
    let port = this.ports.get(game);
    if (!port) {
      port = new JournalPort(this, game, table);
      this.ports.set(game, port);
    }
    port.table = table;
    return port;
  }

  /** Saves the machine's persisted snapshot (JSON). Call it before the screen shows the step. */
  snapshot(game: GameId, data: unknown): WriteResult {
    let copy: unknown;
    try {
      copy = plain(data);
    } catch (error) {
      return { ok: false, status: 'unavailable', reason: `the snapshot is not JSON: ${String(error)}` };
    }
    const round = this.record.open[game];
    const slot: Slot = {
      data: copy,
      roundId: round?.id ?? null,
      position: round ? this.wallet.position(round.id) : 0,
    };
    this.record = { ...this.record, slots: { ...this.record.slots, [game]: slot } };
    return this.save();
  }

  /** The round's outcome: what it returns, and for history its wagers, wins and cards/number. */
  settle(game: GameId, input: SettleInput): SettleResult {
    const round = this.record.open[game];
    if (!round || round.stakes.length === 0) return { ok: false, reason: 'no-round' };
    const wagers = input.wagers ?? round.wagers;
    const wins = input.wins ?? round.wins;
    if (!isAmount(input.returned) || !Array.isArray(wagers) || !Array.isArray(wins))
      return { ok: false, reason: 'invalid' };
    if (!wagers.every(isWager) || !wins.every(isWager)) {
      return { ok: false, reason: 'invalid' };
    }
    if (round.returned !== null && round.returned !== input.returned) return { ok: false, reason: 'amount-mismatch' };
    const first = round.returned === null;
    try {
      const detail = input.detail === undefined ? round.detail : plain(input.detail);
      [round.wagers, round.wins, round.detail] = [plain(wagers), plain(wins), detail];
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (first) this.markSettled(round, input.returned);
    else this.save();
    return { ok: true };
  }

  /** Ends a round whose money is complete; returns its summary (recorded in history). */
  close(game: GameId): CloseResult {
    const round = this.record.open[game];
    if (!round) return { ok: false, reason: 'no-round' };
    if (round.stage !== 'credited') return { ok: false, reason: 'not-settled' };
    return { ok: true, summary: this.finish(round, 'complete') };
  }

  /**
   * Ends the game's unfinished round without its machine (it cannot be resumed): a settled round
   * is paid its returns, an unsettled one is void and its stakes are returned. Null: no round.
   */
  abandon(game: GameId): RoundSummary | null {
    const round = this.record.open[game];
    if (!round) return null;
    const { status } = resolveWithoutMachine(this, round);
    if (round.stakes.length === 0) {
      this.drop(round);
      return null;
    }
    return this.finish(round, status);
  }

  /** The game's unfinished round (debited, not closed), or null. */
  pending(game: GameId): PendingRound | null {
    const round = this.record.open[game];
    if (!round || round.stakes.length === 0) return null;
    const slot = this.record.slots[game];
    const snapshot = slot && slot.roundId === round.id ? this.withPort(game, round.table, slot.data) : null;
    return { ...view(round), snapshot };
  }

  /** The game's last saved snapshot at `table` (between rounds too), or null. */
  saved(game: GameId, table: string): unknown {
    const slot = this.record.slots[game];
    if (!slot) return null;
    return this.withPort(game, this.record.open[game]?.table ?? table, slot.data);
  }

  /** Forgets the game's saved table (not its unfinished round). */
  forget(game: GameId): void {
    const { [game]: _, ...slots } = this.record.slots;
    this.record = { ...this.record, slots };
    this.save();
  }

  /** Rebuy through the journal: refused while any round is unfinished. */
  rebuy(): ReturnType<DemoWallet['rebuy']> {
    if (Object.keys(this.record.open).length > 0) return { ok: false, reason: 'round-in-progress' };
    return this.wallet.rebuy();
  }

  /** True while a round is unfinished (the bridge's busy/idle). */
  busy(): boolean {
    return Object.keys(this.record.open).length > 0;
  }

  subscribe(listener: (event: JournalEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // --- called by the port -------------------------------------------------------------------

  /** @internal The open round for a machine's debit, started when there is none. */
  roundForDebit(game: GameId, table: string, machineRoundId: string, amount: Minor): RoundRecord {
    const open = this.record.open[game];
    if (open && open.machineRoundId === machineRoundId && open.stage !== 'credited') return open;
    // The machine has moved on (a new round, or a new actor counting from 1 again): finish the
    // old round without it — paid if settled, stakes returned if not — never leave money in it.
    if (open) this.abandon(game);
    let seq = this.record.seq;
    let id: string;
    do id = `${game}-${++seq}`;
    while (this.wallet.ledger(id) !== null);
    const now = this.options.clock();
    const round = newRound({ id, machineRoundId, game, table, amount, balance: this.wallet.balance(), now });
    this.record = { ...this.record, seq, open: { ...this.record.open, [game]: round } };
    this.save();
    return round;
  }

  /** @internal After a debit call: journal it if the wallet took it, drop a round that never began. */
  afterDebit(round: RoundRecord, before: number): void {
    const ledger = this.wallet.ledger(round.id);
    const debits = ledger?.debits ?? [];
    if (debits.length > before) {
      round.stakes = debits.slice();
      const first = round.stage === 'started';
      if (first) round.stage = 'debited';
      round.steps.push({ step: 'debited', amount: debits[debits.length - 1] as Minor, at: this.options.clock() });
      this.save();
      if (first) this.emit({ type: 'round.started', round: view(round), balance: this.wallet.balance() });
    } else if (debits.length === 0 && this.record.open[round.game] === round) {
      this.drop(round);
    }
  }

  /**
   * @internal Before a credit call: the machine's credit settles the round. Null: the repeat of
   * the credit of the round just closed at this table (a snapshot taken before the close), to be
   * acknowledged without paying.
   */
  beforeCredit(game: GameId, machineRoundId: string, amount: Minor): RoundRecord | null {
    const round = this.record.open[game];
    if (!round || round.machineRoundId !== machineRoundId || round.stakes.length === 0) {
      const closed = this.record.closed?.[game];
      if (!round && closed?.machineRoundId === machineRoundId && closed.returned === amount) return null;
      throw new RoundConflict('unknown-round', machineRoundId, `no open ${game} round with this id`);
    }
    if (round.returned !== null && round.returned !== amount) {
      throw new RoundConflict('amount-mismatch', round.id, `settled at ${round.returned}, credit of ${amount}`);
    }
    if (round.returned === null) this.markSettled(round, amount);
    return round;
  }

  /** @internal After a credit call: journal it if the wallet holds the credit. */
  afterCredit(round: RoundRecord): void {
    if (this.wallet.ledger(round.id)?.credit == null || !round.steps.every((s) => s.step !== 'credited')) return;
    this.markCredited(round, round.returned ?? 0);
  }

  // --- inside -------------------------------------------------------------------------------

  private markSettled(round: RoundRecord, returned: Minor): void {
    round.returned = returned;
    round.stage = 'settled';
    round.steps.push({ step: 'settled', amount: returned, at: this.options.clock() });
    this.save();
    this.emit({ type: 'round.settled', round: view(round), balance: this.wallet.balance() });
    // Nothing to pay: the money is complete without a credit (roulette never credits a loss).
    if (returned === 0) this.markCredited(round, 0);
  }

  /** @internal boot recovery (journal-recovery.ts) */
  markCredited(round: RoundRecord, amount: Minor): void {
    round.stage = 'credited';
    round.balanceAfter = this.wallet.balance();
    round.steps.push({ step: 'credited', amount, at: this.options.clock() });
    this.save();
    this.emit({ type: 'round.credited', round: view(round), balance: this.wallet.balance() });
  }

  /** @internal the journal's clock, for recovery */
  now(): number {
    return this.options.clock();
  }

  /** @internal boot recovery (journal-recovery.ts) */
  finish(round: RoundRecord, status: 'complete' | 'void'): RoundSummary {
    const summary = summaryOf(round, status, this.options.clock());
    this.drop(round);
    const closed = { machineRoundId: round.machineRoundId, returned: summary.returned };
    this.record = { ...this.record, closed: { ...this.record.closed, [round.game]: closed } };
    this.save();
    this.options.history?.record(summary);
    this.emit({ type: 'round.closed', summary, balance: this.wallet.balance() });
    return summary;
  }

  /** @internal boot recovery (journal-recovery.ts) */
  drop(round: RoundRecord): void {
    const { [round.game]: _, ...open } = this.record.open;
    const slot = this.record.slots[round.game];
    const slots =
      slot?.roundId === round.id
        ? { ...this.record.slots, [round.game]: { ...slot, roundId: null } }
        : this.record.slots;
    this.record = { ...this.record, open, slots };
    this.save();
    this.wallet.closeRound(round.id);
  }

  private withPort(game: GameId, table: string, data: unknown): unknown {
    return walletIntoCalls(plain(data), this.port(game, table));
  }

  private save(): WriteResult {
    return this.store.write(journalKey(this.wallet.currency), JOURNAL_VERSION, this.record);
  }

  private emit(event: JournalEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
