/**
 * Where a round's money goes, so the round code is the same for every wallet: a round takes its
 * stakes with `debit` and ends with one closing payment (`close`: its returns, zero included, or a
 * void's refund). The database wallet (demo players) moves money in the call's own transaction;
 * the seamless wallet (an operator's players) has had its stake confirmed by the operator before
 * the transaction began (`prepaid`) and leaves the closing credit in the outbox, sent once the
 * transaction has committed.
 */
import type { Minor } from '../../engine/shared/money';
import type { Sql } from '../db/db';
import { moveMoney } from '../ledger';
import { lockWalletCall, queueWalletCall, rollBackDebit } from './wallet-calls';

export interface MoneyMove {
  playerId: string;
  roundId: string;
  amount: Minor;
  requestId: string | null;
}

export interface RoundMoney {
  /** Takes a stake of the round; the balance after it. */
  debit(tx: Sql, m: MoneyMove): Promise<Minor>;
  /** Pays what the round returns as it ends (a void's refund: `refund`); the balance after it, as far as known. */
  close(tx: Sql, m: MoneyMove & { refund: boolean }): Promise<Minor>;
  /** Gives back a stake taken for a step that did not happen (the database wallet's savepoint does it). */
  release?(tx: Sql): Promise<void>;
}

/** Demo wallets: the balance and its ledger in this database, in the call's transaction. */
export const DATABASE_MONEY: RoundMoney = {
  debit: (tx, m) => moveMoney(tx, { ...m, kind: 'debit' }),
  close: (tx, m) => moveMoney(tx, { ...m, kind: m.refund ? 'rollback' : 'credit' }),
};

/** How long a closing credit waits for its own call's first attempt before the outbox may send it. */
const CLOSING_HOLD_S = 5;

/** A stake the operator's wallet has taken already (phase one of a seamless call). */
export interface PrepaidDebit {
  transactionUuid: string;
  amount: Minor;
  /** The operator's balance after it. */
  balanceAfter: Minor;
}

/** The seamless wallet inside a call's transaction; `closing` names the credit left to send. */
export class SeamlessMoney implements RoundMoney {
  closing: string | null = null;
  private balance: Minor;
  private used = false;

  constructor(
    private readonly prepaid: PrepaidDebit | null,
    knownBalance: Minor,
  ) {
    this.balance = prepaid ? prepaid.balanceAfter : knownBalance;
  }

  async debit(tx: Sql, m: MoneyMove): Promise<Minor> {
    const prepaid = this.prepaid;
    if (!prepaid || prepaid.amount !== m.amount) {
      // The stake was worked out from the same state under the same lock a moment ago: a
      // difference is a bug, and the whole call rolls back (the sweeper returns the debit).
      throw new Error(`a seamless stake of ${m.amount} was asked for; the operator took ${prepaid?.amount ?? 0}`);
    }
    this.used = true;
    await tx.query('update wallet_calls set round_id = $2 where transaction_uuid = $1', [
      prepaid.transactionUuid,
      m.roundId,
    ]);
    return this.balance;
  }

  async release(tx: Sql): Promise<void> {
    this.used = false;
    await this.returnUnused(tx);
  }

  /** A stake the operator took for a step that did not happen (a refusal, a void) goes back. */
  async returnUnused(tx: Sql): Promise<void> {
    if (!this.prepaid || this.used) return;
    const debit = await lockWalletCall(tx, this.prepaid.transactionUuid);
    if (debit?.state === 'done') await rollBackDebit(tx, debit, 'the step it paid for did not happen');
    this.used = true;
  }

  async close(tx: Sql, m: MoneyMove & { refund: boolean }): Promise<Minor> {
    this.closing = await queueWalletCall(tx, {
      playerId: m.playerId,
      roundId: m.roundId,
      kind: 'credit',
      amount: m.amount,
      roundClosed: true,
      requestId: m.requestId,
      holdS: CLOSING_HOLD_S,
    });
    return this.balance;
  }
}
