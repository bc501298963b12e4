/**
 * The wallet and its append-only ledger (SERVER.md "Ledger"): every debit, credit, rollback and
 * top-up changes the player's balance and writes one row with the balance after it, in the
 * caller's transaction (the player's row is locked by then). A debit the balance cannot cover is
 * refused and writes nothing; no balance ever goes below zero or past 10^12.
 */
import { randomUUID } from 'node:crypto';
import type { Minor } from '../engine/shared/money';
import type { Sql } from './db/db';
import { ApiError } from './errors';

type LedgerKind = 'debit' | 'credit' | 'rollback' | 'topup';

export const MAX_AMOUNT = 10 ** 12;

export interface Movement {
  playerId: string;
  roundId: string | null;
  kind: LedgerKind;
  amount: Minor;
  requestId: string | null;
}

/** Moves the money and writes its ledger row; returns the balance after it. */
export async function moveMoney(tx: Sql, m: Movement): Promise<Minor> {
  if (!Number.isSafeInteger(m.amount) || m.amount < 0 || m.amount > MAX_AMOUNT) {
    throw new Error(`a ledger amount must be a whole number of minor units from 0 to 10^12, got ${m.amount}`);
  }
  const sign = m.kind === 'debit' ? -1 : 1;
  // One statement: the balance moves and its row is written, or (a debit it cannot cover, a
  // balance past 10^12) neither happens.
  const [row] = await tx.query<{ balance_after: number }>(
    `with moved as (
       update players set balance = balance + $2, version = version + 1
        where id = $1 and balance + $2 >= 0 and balance + $2 <= ${MAX_AMOUNT}
        returning balance)
     insert into ledger (player_id, round_id, kind, amount, balance_after, request_id, transaction_uuid)
     select $1, $3, $4, $5, moved.balance, $6, $7 from moved
     returning balance_after`,
    [m.playerId, sign * m.amount, m.roundId, m.kind, m.amount, m.requestId, randomUUID()],
  );
  if (row) return row.balance_after;
  const [now] = await tx.query<{ balance: number }>('select balance from players where id = $1', [m.playerId]);
  if (m.kind === 'debit') {
    throw new ApiError('insufficient-funds', `the balance ${now?.balance ?? 0} cannot cover ${m.amount}`, {
      code: 'bet.overBalance',
      total: m.amount,
      balance: now?.balance ?? 0,
    });
  }
  throw new Error(`a ${m.kind} of ${m.amount} would take the balance past 10^12`);
}
