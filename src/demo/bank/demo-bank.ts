/**
 * The demo bank: play money of one currency, and everything the demo round ports keep behind
 * the tables — each game's open round with its secret part (the shoe, the hole card), each
 * table's shoe between rounds, and the answers to recent requests — in ONE record, written in one
 * storage write per call. A round and the money it moved can never disagree: a reload at any
 * moment finds both as the last call left them.
 *
 *   const { bank, problem } = DemoBank.open(store, { currency: 'EUR', startingBalance: 100000, clock });
 *   bank.transact({ requestId, body }, (tx) => { tx.debit(500); ...; return answer; });
 *   bank.rebuy();  bank.onChange((c) => …);  bank.reconcile();
 *
 * Rules:
 * - The balance is integer minor units and never negative: a debit it cannot cover is refused
 *   (`BankRefusal` `insufficient-funds`) and the call changes nothing.
 * - A call is a transaction: its work runs on a copy of the record and is kept only when it
 *   returns; what it throws leaves the record as it was.
 * - Idempotency: a call's answer is kept under its request id (the last `KEPT_ANSWERS`); the same
 *   request again gets that answer and changes nothing; the same id with another body is refused
 *   (`conflict`).
 * - Rebuy tops the balance up to this visit's starting balance between rounds only.
 * - `reconcile()` checks the balance against the money the record has seen move since it began:
 *   start + credits + top-ups − debits.
 * - Nothing moves unless it is written: a call whose record the storage refuses to write (a full
 *   quota) is refused (`unsaved`) and changes nothing, in memory or on disk; the store reports
 *   `storage-unavailable`. (A browser that refuses storage altogether gets a storage in memory
 *   from browserStorage(); the boot tells the player that a reload loses it.)
 * - One writer: a page that does not hold the wallet (another tab took it, `owner` says so)
 *   refuses every call (`elsewhere`). Each write counts up `rev`.
 * - A saved record that is corrupt is set aside untouched, replaced by a fresh balance and
 *   returned as `problem` (`storage-reset`); one from the previous version is carried over; one
 *   from a newer version is left alone and the bank refuses every call (`storage-newer`).
 * - A balance above MAX_BALANCE is refused at load; a return that would pass it is refused
 *   (`overflow`), and the port voids the round it belonged to (stakes returned).
 */
import type { Minor } from '../../engine/shared/money';
import { canonicalJson } from '../../platform/canonical-json';
import type { GameId } from '../../platform/games';
import { isAmount, problemOf, type StorageProblem, type TypedStore } from '../../platform/storage';
import type { BalanceChange, RebuyResult, TableWallet } from '../../platform/wallet';
import {
  BANK_VERSION,
  type BankRecord,
  bankKey,
  carriedOver,
  copy,
  fresh,
  isBankRecord,
  MAX_BALANCE,
} from './bank-record';
import { BankRefusal, type BankTx, bankTx } from './bank-tx';

export { BANK_VERSION, bankKey, MAX_BALANCE, type OpenRound } from './bank-record';
export { BankRefusal, type BankTx } from './bank-tx';

/** How many answers a bank keeps for repeated requests. */
export const KEPT_ANSWERS = 32;

export interface BankOptions {
  currency: string;
  /** The launch parameter `balance`: where a new bank starts and what rebuy tops up to. */
  startingBalance: Minor;
  /** ms since the epoch (main.ts: Date.now; tests: a counter). */
  clock: () => number;
  /** Whether this page holds the wallet (wallet-lock.ts); always, by default. */
  owner?: () => boolean;
}

export class DemoBank implements TableWallet {
  readonly kind = 'demo' as const;
  private readonly listeners = new Set<(change: BalanceChange) => void>();
  /**
   * Why this bank may not write: the storage holds a record this build cannot read (a newer
   * version's, or one spoilt since it opened) that must not be written over. Null: it may.
   */
  private blocked: string | null = null;

  private constructor(
    private readonly store: TypedStore,
    readonly currency: string,
    private startingBalance: Minor,
    private readonly clock: () => number,
    private readonly owner: () => boolean,
    private held: BankRecord,
  ) {}

  /**
   * The record as it stands: read again from the storage, where another page of the same player
   * may have written since this one last looked; the copy held in memory when the storage cannot
   * be read. A record that can no longer be read is not written over.
   */
  private get current(): BankRecord {
    const read = this.store.read(bankKey(this.currency), BANK_VERSION, isBankRecord);
    if (read.status === 'ok') this.held = read.data;
    else if (read.status !== 'missing' && read.status !== 'unavailable')
      this.blocked = `the saved wallet is ${read.status}`;
    return this.held;
  }

  /** The record's write count (the last one this page read or wrote). */
  get rev(): number {
    return this.current.rev ?? 0;
  }

  /**
   * The record after a change, written in one storage write, and held only once it is written:
   * a write the storage refuses changes nothing (`unsaved`).
   */
  private commit(record: BankRecord): void {
    if (!this.owner()) throw new BankRefusal('elsewhere', 'another tab holds the wallet');
    if (this.blocked) throw new BankRefusal('unsaved', this.blocked);
    const next = { ...record, rev: (this.held.rev ?? 0) + 1 };
    const result = this.store.write(bankKey(this.currency), BANK_VERSION, next);
    if (!result.ok) throw new BankRefusal('unsaved', result.reason);
    this.held = next;
  }

  /** The bank of `currency`, from the store, carried over from the previous version, or fresh. */
  static open(store: TypedStore, options: BankOptions): { bank: DemoBank; problem: StorageProblem | null } {
    if (!isAmount(options.startingBalance)) {
      throw new RangeError(`the starting balance must be whole minor units, got ${options.startingBalance}`);
    }
    if (options.startingBalance > MAX_BALANCE) {
      throw new RangeError(`the starting balance must be at most ${MAX_BALANCE}, got ${options.startingBalance}`);
    }
    const key = bankKey(options.currency);
    const read = store.read(key, BANK_VERSION, isBankRecord);
    let record: BankRecord | null = read.status === 'ok' ? read.data : null;
    let problem: StorageProblem | null = null;
    // A record begun again (carried over, or replacing a spoilt one) numbers its rounds from the
    // clock: the old record's round ids may still be in history, and must not come back.
    const restart = options.clock();
    if (read.status === 'old-version' && read.found === 1) record = carriedOver(store, key, restart);
    if (!record) {
      problem = problemOf(read, key);
      if (problem) store.report(problem);
    }
    const begun = read.status === 'missing' || read.status === 'unavailable' ? 0 : restart;
    const bank = new DemoBank(
      store,
      options.currency,
      options.startingBalance,
      options.clock,
      options.owner ?? (() => true),
      record ?? fresh(options.startingBalance, begun),
    );
    // A newer version's record is left alone; an unreadable one is kept aside, byte for byte,
    // before the fresh record is written over its key.
    if (problem?.code === 'storage-newer') bank.blocked = 'a newer version of the game saved the wallet';
    else if (problem?.code === 'storage-reset' && !store.setAside(key, String(restart)).ok)
      bank.blocked = 'the unreadable wallet could not be set aside';
    else if (read.status !== 'ok' && read.status !== 'unavailable') bank.tryCommit(bank.held);
    return { bank, problem };
  }

  /** A write that may fail quietly (opening: the first call then meets the refusal). */
  private tryCommit(record: BankRecord): boolean {
    try {
      this.commit(record);
      return true;
    } catch (error) {
      if (error instanceof BankRefusal) return false;
      throw error;
    }
  }

  balance(): Minor {
    return this.current.balance;
  }

  /** The starting balance rebuy tops up to. */
  start(): Minor {
    return this.startingBalance;
  }

  /** True while a game has a round open (stakes taken, not settled). */
  busy(): boolean {
    return Object.keys(this.current.open).length > 0;
  }

  /** The game's open round: where it is played, and its id. */
  openRound(game: GameId): { roundId: string; table: string } | null {
    const round = this.current.open[game];
    return round ? { roundId: round.id, table: round.table } : null;
  }

  /** Follows every balance change; returns a function that stops following. */
  onChange(listener: (change: BalanceChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tops the balance up to the starting balance, between rounds only. */
  rebuy(): RebuyResult {
    const record = this.current;
    if (Object.keys(record.open).length > 0) return { ok: false, reason: 'round-in-progress' };
    const previous = record.balance;
    if (previous >= this.startingBalance) return { ok: false, reason: 'not-needed' };
    const added = this.startingBalance - previous;
    try {
      this.commit({
        ...record,
        balance: this.startingBalance,
        totals: { ...record.totals, toppedUp: record.totals.toppedUp + added },
      });
    } catch (error) {
      if (error instanceof BankRefusal && (error.code === 'unsaved' || error.code === 'elsewhere'))
        return { ok: false, reason: error.code };
      throw error;
    }
    this.emit({ balance: this.startingBalance, previous, reason: 'rebuy' });
    return { ok: true, balance: this.startingBalance, added };
  }

  /**
   * Runs one port call: `work` changes a copy of the record through `tx` and returns the answer;
   * the copy becomes the record in one write. A repeat of a kept request gets its stored answer.
   */
  transact<T>(request: { requestId: string; body: unknown }, work: (tx: BankTx) => T): T {
    const record = this.current;
    const body = canonicalJson(request.body);
    const kept = record.answers.find((a) => a.requestId === request.requestId);
    if (kept) {
      if (kept.body !== body) throw new BankRefusal('conflict', `request ${request.requestId} was another call`);
      return copy(kept.answer) as T;
    }
    const draft = copy(record);
    const answer = work(bankTx(draft, this.clock));
    draft.answers = [...draft.answers, { requestId: request.requestId, body, answer: copy(answer ?? null) }].slice(
      -KEPT_ANSWERS,
    );
    this.commit(draft);
    if (draft.balance !== record.balance)
      this.emit({ balance: draft.balance, previous: record.balance, reason: 'round' });
    return answer;
  }

  /**
   * A table's state between rounds (its shoe): the saved one when `read` accepts it, else `make`'s,
   * saved at once (a table opened makes its shoe before its first round, as the engine deals it).
   */
  prepareTable<T>(key: string, read: (saved: unknown) => T | null, make: () => T): T {
    const record = this.current;
    const saved = record.tables[key];
    const found = saved === undefined ? null : read(copy(saved));
    if (found !== null) return found;
    const made = make();
    // Not saved (storage refused, another tab): the round's call makes the shoe again, and saves it.
    this.tryCommit({ ...record, tables: { ...record.tables, [key]: copy(made) } });
    return made;
  }

  /** Reads the record without changing it (the port's resume; a round's age, on the bank's clock). */
  peek<T>(read: (tx: Pick<BankTx, 'balance' | 'round' | 'table' | 'now'>) => T): T {
    const record = copy(this.current);
    return read({
      balance: record.balance,
      round: (g) => record.open[g] ?? null,
      table: (k) => record.tables[k],
      now: () => this.clock(),
    });
  }

  /** Whether the balance is what the money moved says: start + credits + top-ups − debits. */
  reconcile(): { ok: boolean; balance: Minor; expected: Minor } {
    const { balance, totals } = this.current;
    const expected = totals.start + totals.credited + totals.toppedUp - totals.debited;
    return { ok: expected === balance, balance, expected };
  }

  private emit(change: BalanceChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}
