/**
 * A player's money at a shared table (SHARED.md "Rounds and money"): each player's part of a table
 * round is a round of its own, linked to the table round. Stakes are debited when placed, a lowered
 * bet rolls back whole earlier debits and debits the remainder, and a part ends with exactly one
 * closing credit (zero included). Every movement runs in the command's or clock step's
 * transaction, after the table row's lock (lock order: table, then players by id).
 *
 * A demo player's money moves in the ledger at once. An operator's player's (seamless wallet)
 * cannot: no money call runs inside a transaction. Its debit is taken by the operator before the
 * transaction that uses it (`prepaid`, shared/seamless.ts asks for it when a step throws
 * NeedsDebit); its rollbacks and closing credit are queued in the outbox and sent after the commit.
 */
import type { GameId } from '../../contract/names';
import type { Minor } from '../../engine/shared/money';
import type { Sql } from '../db/db';
import { moveMoney } from '../ledger';
import type { RoundRecordData } from '../tables/types';
import { lockWalletCall, queueWalletCall, rollBackDebit } from '../wallet/wallet-calls';
import type { PlayerStake } from './state';

/** Opens a player's part of the table round (the round its debits and credit name). */
export async function openPart(
  tx: Sql,
  p: { roundId: string; playerId: string; game: GameId; table: string; tableRoundId: string },
): Promise<void> {
  await tx.query(
    `insert into rounds (id, player_id, game, table_id, status, phase, staked, answer, table_round_id)
     values ($1, $2, $3, $4, 'open', 'player', 0, '{}'::jsonb, $5)`,
    [p.roundId, p.playerId, p.game, p.table, p.tableRoundId],
  );
}

/** An operator's player must stake `amount` and the operator has not taken it yet: ask, then run the step again. */
export class NeedsDebit extends Error {
  constructor(
    readonly playerId: string,
    readonly roundId: string,
    readonly amount: Minor,
  ) {
    super(`the operator's wallet must take ${amount} first`);
    this.name = 'NeedsDebit';
  }
}

/** A stake the operator's wallet took for this step (phase one of a seamless command). */
export interface Prepaid {
  playerId: string;
  transactionUuid: string;
  amount: Minor;
  balanceAfter: Minor;
  used: boolean;
}

/** Every money movement of one step at the table, for either wallet. */
export class TableMoney {
  /** Wallet calls were queued in this transaction: the outbox sends them once it commits. */
  queued = false;

  constructor(readonly prepaid: Prepaid | null = null) {}

  /** Takes `amount` of the player's stake (refused `insufficient-funds` when a demo balance cannot cover it). */
  async debit(tx: Sql, stake: PlayerStake, amount: Minor, requestId: string): Promise<void> {
    if (!stake.seamless) {
      await moveMoney(tx, { playerId: stake.playerId, roundId: stake.roundId, kind: 'debit', amount, requestId });
      stake.debits.push({ amount, requestId });
    } else {
      const p = this.prepaid;
      if (!p || p.used || p.playerId !== stake.playerId || p.amount !== amount)
        throw new NeedsDebit(stake.playerId, stake.roundId, amount);
      p.used = true;
      await tx.query('update wallet_calls set round_id = $2, table_id = null where transaction_uuid = $1', [
        p.transactionUuid,
        stake.roundId,
      ]);
      stake.debits.push({ amount, requestId, transactionUuid: p.transactionUuid });
    }
    stake.staked += amount;
    await keepStake(tx, stake);
  }

  /**
   * Sets the player's stake for the window to `total`: a rise is a debit of the difference; a fall
   * rolls back every earlier debit of the window, each whole, and debits the new total.
   */
  async restake(tx: Sql, stake: PlayerStake, total: Minor, requestId: string): Promise<void> {
    if (total === stake.staked) return;
    if (total > stake.staked) {
      await this.debit(tx, stake, total - stake.staked, requestId);
      return;
    }
    for (const d of stake.debits) {
      if (d.transactionUuid) {
        const row = await lockWalletCall(tx, d.transactionUuid);
        if (row?.state === 'done') await rollBackDebit(tx, row, 'the bet was lowered');
        this.queued = true;
      } else {
        await moveMoney(tx, {
          playerId: stake.playerId,
          roundId: stake.roundId,
          kind: 'rollback',
          amount: d.amount,
          requestId,
        });
      }
    }
    stake.debits = [];
    stake.staked = 0;
    if (total > 0) await this.debit(tx, stake, total, requestId);
    else await keepStake(tx, stake);
  }

  /** The part's closing credit (zero included); the balance after it as far as known. */
  async credit(tx: Sql, stake: PlayerStake, amount: Minor): Promise<Minor> {
    if (!stake.seamless) {
      return moveMoney(tx, {
        playerId: stake.playerId,
        roundId: stake.roundId,
        kind: 'credit',
        amount,
        requestId: null,
      });
    }
    await queueWalletCall(tx, {
      playerId: stake.playerId,
      roundId: stake.roundId,
      kind: 'credit',
      amount,
      roundClosed: true,
      requestId: null,
    });
    this.queued = true;
    const [row] = await tx.query<{ balance: number }>('select balance from players where id = $1', [stake.playerId]);
    return row?.balance ?? 0;
  }

  /** A stake the operator took for a step that then did not take it (refused, or the table moved on) goes back. */
  async returnUnused(tx: Sql): Promise<void> {
    const p = this.prepaid;
    if (!p || p.used) return;
    p.used = true;
    const row = await lockWalletCall(tx, p.transactionUuid);
    if (row?.state === 'done') await rollBackDebit(tx, row, 'the step it paid for did not happen');
    this.queued = true;
  }
}

/** The part's round row says what is staked so far, so a part still open reconciles against its debits. */
export async function keepStake(tx: Sql, stake: PlayerStake): Promise<void> {
  await tx.query('update rounds set staked = $2 where id = $1', [stake.roundId, stake.staked]);
}

/** The player's balance, read under the player's row lock (after the table's); an operator's player: as last told. */
export async function lockedBalance(tx: Sql, playerId: string): Promise<Minor> {
  const [row] = await tx.query<{ balance: number }>('select balance from players where id = $1 for update', [playerId]);
  return row?.balance ?? 0;
}

/** What a part of a table round keeps once the round is settled. */
export interface PartResult {
  staked: Minor;
  returned: Minor;
  record: RoundRecordData;
  /** The public view of the round as this player saw it (its answer in history and records). */
  view: unknown;
}

/** Ends a part: its closing credit (zero included) and its record; the balance after it. */
export async function closePart(
  tx: Sql,
  money: TableMoney,
  stake: PlayerStake,
  r: PartResult,
  answer: (balance: Minor) => unknown,
): Promise<Minor> {
  const balance = await money.credit(tx, stake, r.returned);
  await tx.query(
    `update rounds set status = 'settled', phase = 'settled', staked = $2, returned = $3, record = $4::jsonb,
            answer = $5::jsonb, finished_at = now()
      where id = $1`,
    [stake.roundId, r.staked, r.returned, JSON.stringify(r.record), JSON.stringify(answer(balance))],
  );
  return balance;
}

/** A part whose bets were all withdrawn before the close: no part in the round, no closing credit. */
export async function dropPart(tx: Sql, stake: PlayerStake): Promise<void> {
  await tx.query(
    `update rounds set status = 'void', phase = 'void', reason = 'withdrawn', staked = 0, returned = 0,
            finished_at = now() where id = $1`,
    [stake.roundId],
  );
}
