/**
 * The demo wallet: play money, persisted per currency, implementing the machines' `WalletPort`.
 *
 *   const { wallet, problem } = DemoWallet.open(store, { currency: 'EUR', startingBalance: 100000 });
 *   wallet.balance();                       // minor units
 *   await wallet.debit(500, roundId);       // rejects InsufficientFunds (nothing changes)
 *   await wallet.credit(975, roundId);
 *   wallet.rebuy();                         // { ok: true, balance } | { ok: false, reason }
 *   wallet.onChange((c) => hud.setBalance(c.balance)); // and the bridge's `balance` message
 *
 * Rules:
 * - The balance is an integer of minor units and never negative. The first visit (or a reset)
 *   starts from the launch parameter `balance`; later visits keep the saved balance.
 * - **Rebuy tops the balance up to the starting balance** (the launch parameter of this visit).
 *   It is refused when the balance already reaches it (`not-needed`) and while any round still
 *   has money in play (`round-in-progress`), so a top-up can never mix with a round's stakes.
 * - **Idempotency, per round id.** Each round keeps a small ledger: its debits in order and its
 *   one credit. A round has at most one credit: crediting a round again with the same amount is
 *   acknowledged without paying (with another amount it is refused, `RoundConflict`). A round
 *   may have several debits (blackjack's double, split and insurance), so a debit is matched by
 *   its place in the round: this wallet object counts the debits it has been asked for per round,
 *   and a debit whose place is already in the ledger is a repeat — acknowledged, not taken again.
 *   A new wallet object (a reload) starts counting at zero, so a resumed machine's repeated
 *   calls are recognised; the journal sets the count from the snapshot it resumes
 *   (`resumeRound`), which makes a resumed blackjack double safe too. A debit on a round that
 *   has been credited is refused: its outcome is known.
 * - `closeRound(id)` forgets a finished round's ledger (the journal does this when it closes
 *   the round). At most `MAX_OPEN_ROUNDS` ledgers are kept; the oldest settled ones go first.
 * - Storage failures never stop play: the wallet keeps working in memory and the store reports
 *   `storage-unavailable`. A saved record that is corrupt or from another version is replaced by
 *   a fresh balance and returned as `problem` (`storage-reset`) for the player and the lobby.
 */
import { type Minor, MoneyError } from '../engine/shared/money';
import { InsufficientFunds, type WalletPort } from '../machines/ports';
import {
  isAmount,
  isRecord,
  isText,
  problemOf,
  type StorageProblem,
  type TypedStore,
  type WriteResult,
} from './storage';

export const WALLET_VERSION = 1;
export const MAX_OPEN_ROUNDS = 50;

export const walletKey = (currency: string): string => `wallet.${currency}`;

/** A wallet call that contradicts what the round's ledger already holds. Nothing changes. */
export class RoundConflict extends Error {
  override name = 'RoundConflict';
  constructor(
    readonly code: 'settled' | 'amount-mismatch' | 'unknown-round',
    readonly roundId: string,
    detail: string,
  ) {
    super(`round ${roundId}: ${detail}`);
  }
}

/** One round's money as the wallet holds it. */
export interface RoundLedger {
  debits: Minor[];
  /** The round's one credit; null until it is paid. */
  credit: Minor | null;
  /** Order of creation, to evict the oldest ledgers first. */
  seq: number;
}

interface WalletRecord {
  balance: Minor;
  start: Minor;
  seq: number;
  rounds: Record<string, RoundLedger>;
}

export interface BalanceChange {
  balance: Minor;
  previous: Minor;
  reason: 'debit' | 'credit' | 'rebuy';
  /** The round concerned; null for a rebuy. */
  roundId: string | null;
}

export type RebuyResult =
  | { ok: true; balance: Minor; added: Minor }
  | { ok: false; reason: 'not-needed' | 'round-in-progress' };

export interface WalletOptions {
  /** ISO 4217 code; each currency has its own balance. */
  currency: string;
  /** The launch parameter `balance`: where a new wallet starts and what rebuy tops up to. */
  startingBalance: Minor;
}

const isLedger = (value: unknown): value is RoundLedger =>
  isRecord(value) &&
  Array.isArray(value.debits) &&
  value.debits.every(isAmount) &&
  (value.credit === null || isAmount(value.credit)) &&
  isAmount(value.seq);

const isWalletRecord = (value: unknown): value is WalletRecord =>
  isRecord(value) &&
  isAmount(value.balance) &&
  isAmount(value.start) &&
  isAmount(value.seq) &&
  isRecord(value.rounds) &&
  Object.values(value.rounds).every(isLedger);

const checkAmount = (amount: unknown, what: string): Minor => {
  if (!isAmount(amount)) throw new RangeError(`${what} must be a non-negative integer of minor units, got ${amount}`);
  return amount;
};

const checkRoundId = (roundId: unknown): string => {
  if (!isText(roundId)) throw new RangeError(`a round id must be a non-empty string, got ${String(roundId)}`);
  return roundId;
};

export class DemoWallet implements WalletPort {
  readonly currency: string;
  private record: WalletRecord;
  private startingBalance: Minor;
  /** Debits asked for per round by this object (see the header: idempotency). */
  private readonly claimed = new Map<string, number>();
  /** Debits whose result has been handed back per round: the position a snapshot records. */
  private readonly acked = new Map<string, number>();
  private readonly listeners = new Set<(change: BalanceChange) => void>();

  private constructor(
    private readonly store: TypedStore,
    options: WalletOptions,
    record: WalletRecord,
  ) {
    this.currency = options.currency;
    this.startingBalance = options.startingBalance;
    this.record = record;
  }

  /**
   * The wallet of `currency`, from the store or fresh. `problem` is set when the saved record
   * could not be used (it has been replaced by a fresh balance) or the storage is unavailable.
   */
  static open(store: TypedStore, options: WalletOptions): { wallet: DemoWallet; problem: StorageProblem | null } {
    checkAmount(options.startingBalance, 'starting balance');
    const key = walletKey(options.currency);
    const read = store.read(key, WALLET_VERSION, isWalletRecord);
    const problem = problemOf(read, key);
    if (problem) store.report(problem);
    const record: WalletRecord =
      read.status === 'ok'
        ? { ...read.data, start: options.startingBalance }
        : { balance: options.startingBalance, start: options.startingBalance, seq: 0, rounds: {} };
    const wallet = new DemoWallet(store, options, record);
    if (read.status !== 'ok' && read.status !== 'unavailable') wallet.save();
    return { wallet, problem };
  }

  balance(): Minor {
    return this.record.balance;
  }

  /** The starting balance rebuy tops up to. */
  start(): Minor {
    return this.startingBalance;
  }

  debit(amount: Minor, roundId: string): Promise<Minor> {
    try {
      checkAmount(amount, 'debit');
      checkRoundId(roundId);
      const ledger = this.record.rounds[roundId];
      if (ledger?.credit != null) throw new RoundConflict('settled', roundId, 'already credited, no more stakes');
      const place = this.claimed.get(roundId) ?? 0;
      if (ledger && place < ledger.debits.length) {
        const taken = ledger.debits[place];
        if (taken !== amount) {
          throw new RoundConflict('amount-mismatch', roundId, `debit ${place + 1} was ${taken}, now ${amount}`);
        }
      } else {
        if (amount > this.record.balance) {
          throw new InsufficientFunds(`balance ${this.record.balance} cannot cover ${amount}`);
        }
        const next = this.ledgerOf(roundId);
        const previous = this.record.balance;
        this.record.balance = previous - amount;
        next.debits.push(amount);
        this.save();
        this.emit({ balance: this.record.balance, previous, reason: 'debit', roundId });
      }
      this.claimed.set(roundId, place + 1);
      return this.answer(() => this.acked.set(roundId, Math.max(this.acked.get(roundId) ?? 0, place + 1)));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  credit(amount: Minor, roundId: string): Promise<Minor> {
    try {
      checkAmount(amount, 'credit');
      checkRoundId(roundId);
      const ledger = this.record.rounds[roundId];
      if (!ledger) throw new RoundConflict('unknown-round', roundId, 'nothing was staked on it');
      if (ledger.credit !== null) {
        if (ledger.credit !== amount) {
          throw new RoundConflict('amount-mismatch', roundId, `credited ${ledger.credit}, now ${amount}`);
        }
      } else {
        const previous = this.record.balance;
        const balance = previous + amount;
        if (!Number.isSafeInteger(balance)) throw new MoneyError('credit overflows the safe integer range');
        this.record.balance = balance;
        ledger.credit = amount;
        this.save();
        this.emit({ balance, previous, reason: 'credit', roundId });
      }
      return this.answer();
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Tops the balance up to the starting balance (see the header). */
  rebuy(): RebuyResult {
    if (this.inPlay().length > 0) return { ok: false, reason: 'round-in-progress' };
    const previous = this.record.balance;
    if (previous >= this.startingBalance) return { ok: false, reason: 'not-needed' };
    this.record.balance = this.startingBalance;
    this.save();
    this.emit({ balance: this.startingBalance, previous, reason: 'rebuy', roundId: null });
    return { ok: true, balance: this.startingBalance, added: this.startingBalance - previous };
  }

  /** Follows every balance change; returns a function that stops following. */
  onChange(listener: (change: BalanceChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A copy of a round's ledger, or null when the wallet holds none. */
  ledger(roundId: string): RoundLedger | null {
    const ledger = this.record.rounds[roundId];
    return ledger ? { debits: ledger.debits.slice(), credit: ledger.credit, seq: ledger.seq } : null;
  }

  /** Ids of the rounds whose ledgers are kept (not yet closed). */
  openRounds(): string[] {
    return Object.keys(this.record.rounds);
  }

  /** Rounds with stakes taken and no credit yet: money in play. */
  inPlay(): string[] {
    return Object.entries(this.record.rounds)
      .filter(([, l]) => l.credit === null && l.debits.length > 0)
      .map(([id]) => id);
  }

  /**
   * How many of a round's debits this wallet object has answered: what a snapshot of the
   * machine taken now has seen. The journal saves it with each snapshot.
   */
  position(roundId: string): number {
    return this.acked.get(roundId) ?? 0;
  }

  /**
   * A machine resumes a round from a snapshot that had seen `position` debits: the debits it
   * asks for next are matched from that place in the ledger (repeats are not taken again).
   */
  resumeRound(roundId: string, position: number): void {
    const known = this.record.rounds[roundId]?.debits.length ?? 0;
    const place = Math.max(0, Math.min(Number.isInteger(position) ? position : 0, known));
    this.claimed.set(roundId, place);
    this.acked.set(roundId, place);
  }

  /** Forgets a finished round's ledger. Returns false when there was none. */
  closeRound(roundId: string): boolean {
    this.claimed.delete(roundId);
    this.acked.delete(roundId);
    if (!(roundId in this.record.rounds)) return false;
    delete this.record.rounds[roundId];
    this.save();
    return true;
  }

  /** The record's JSON inside a machine's persisted snapshot: a marker, never the balance. */
  toJSON(): { wallet: 'demo'; currency: string } {
    return { wallet: 'demo', currency: this.currency };
  }

  private ledgerOf(roundId: string): RoundLedger {
    const found = this.record.rounds[roundId];
    if (found) return found;
    const ledger: RoundLedger = { debits: [], credit: null, seq: ++this.record.seq };
    this.record.rounds[roundId] = ledger;
    this.evict(roundId);
    return ledger;
  }

  private evict(keep: string): void {
    const ids = Object.keys(this.record.rounds);
    if (ids.length <= MAX_OPEN_ROUNDS) return;
    const bySeq = ids
      .filter((id) => id !== keep)
      .map((id) => ({ id, ledger: this.record.rounds[id] as RoundLedger }))
      .sort(
        (a, b) => Number(a.ledger.credit === null) - Number(b.ledger.credit === null) || a.ledger.seq - b.ledger.seq,
      );
    for (const { id } of bySeq.slice(0, ids.length - MAX_OPEN_ROUNDS)) {
      delete this.record.rounds[id];
      this.claimed.delete(id);
      this.acked.delete(id);
    }
  }

  /** The balance, handed back after the call's bookkeeping, as a promise (the port is async). */
  private answer(after?: () => void): Promise<Minor> {
    return Promise.resolve().then(() => {
      after?.();
      return this.record.balance;
    });
  }

  private save(): WriteResult {
    return this.store.write(walletKey(this.currency), WALLET_VERSION, this.record);
  }

  private emit(change: BalanceChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}

export { InsufficientFunds };
