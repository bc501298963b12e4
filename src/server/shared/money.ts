/**
 * A player's money at a shared table (SHARED.md "Rounds and money"): each player's part of a table
 * round is a round of its own in the ledger, linked to the table round. Stakes are debited when
 * placed, a lowered bet rolls back whole earlier debits and debits the remainder, and the part
 * ends with exactly one closing credit (zero included). Every movement runs in the command's or
 * clock step's transaction, after the table row's lock (lock order: table, then players by id).
 */
import type { GameId } from '../../contract/names';
import type { Minor } from '../../engine/shared/money';
import type { Sql } from '../db/db';
import { moveMoney } from '../ledger';
import type { RoundRecordData } from '../tables/types';
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

/** Takes `amount` of the player's stake (refused `insufficient-funds` when the balance cannot cover it). */
export async function debitStake(tx: Sql, stake: PlayerStake, amount: Minor, requestId: string): Promise<Minor> {
  const balance = await moveMoney(tx, {
    playerId: stake.playerId,
    roundId: stake.roundId,
    kind: 'debit',
    amount,
    requestId,
  });
  stake.debits.push({ amount, requestId });
  stake.staked += amount;
  return balance;
}

/**
 * Sets the player's stake for the window to `total`: a rise is a debit of the difference; a fall
 * rolls back every earlier debit of the window, each whole, and debits the new total.
 */
export async function restake(tx: Sql, stake: PlayerStake, total: Minor, requestId: string): Promise<void> {
  if (total === stake.staked) return;
  if (total > stake.staked) {
    await debitStake(tx, stake, total - stake.staked, requestId);
    return;
  }
  for (const d of stake.debits) {
    await moveMoney(tx, {
      playerId: stake.playerId,
      roundId: stake.roundId,
      kind: 'rollback',
      amount: d.amount,
      requestId,
    });
  }
  stake.debits = [];
  stake.staked = 0;
  if (total > 0) await debitStake(tx, stake, total, requestId);
}

/** The player's balance, read under the player's row lock (after the table's). */
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
  stake: PlayerStake,
  r: PartResult,
  answer: (balance: Minor) => unknown,
): Promise<Minor> {
  const balance = await moveMoney(tx, {
    playerId: stake.playerId,
    roundId: stake.roundId,
    kind: 'credit',
    amount: r.returned,
    requestId: null,
  });
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
