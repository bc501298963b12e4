/**
 * The WalletPort the journal hands a machine: the demo wallet, under the journal's own unique
 * round ids, recording each debit and credit in the journal as it happens.
 */
import type { Minor } from '../engine/shared/money';
import type { WalletPort } from '../machines/ports';
import type { GameId } from './catalog';
import type { RoundJournal } from './journal';
import type { RoundRecord } from './journal-record';
import { isAmount, isText } from './storage';

/** The WalletPort a machine uses: the wallet, under the journal's unique round ids. */
export class JournalPort implements WalletPort {
  /**
   * A true private field: XState walks every enumerable property of a machine's context each time
   * it persists a snapshot (once per step), and through this one it walked the whole journal, the
   * saved tables of every game included.
   */
  readonly #journal: RoundJournal;

  constructor(
    journal: RoundJournal,
    readonly game: GameId,
    public table: string,
  ) {
    this.#journal = journal;
  }

  balance(): Minor {
    return this.#journal.wallet.balance();
  }

  debit(amount: Minor, roundId: string): Promise<Minor> {
    if (!isAmount(amount) || !isText(roundId)) return this.#journal.wallet.debit(amount, roundId);
    const round = this.#journal.roundForDebit(this.game, this.table, roundId, amount);
    const before = this.#journal.wallet.ledger(round.id)?.debits.length ?? 0;
    const result = this.#journal.wallet.debit(amount, round.id);
    this.#journal.afterDebit(round, before);
    return result;
  }

  credit(amount: Minor, roundId: string): Promise<Minor> {
    if (!isAmount(amount) || !isText(roundId)) return this.#journal.wallet.credit(amount, roundId);
    let round: RoundRecord | null;
    try {
      round = this.#journal.beforeCredit(this.game, roundId, amount);
    } catch (error) {
      return Promise.reject(error);
    }
    if (!round) return Promise.resolve(this.#journal.wallet.balance());
    const result = this.#journal.wallet.credit(amount, round.id);
    this.#journal.afterCredit(round);
    return result;
  }

  /** Inside a persisted snapshot: a marker, not the journal. */
  toJSON(): { wallet: 'journal'; game: GameId } {
    return { wallet: 'journal', game: this.game };
  }
}
