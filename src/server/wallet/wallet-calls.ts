/**
 * The seamless wallet's calls as the database keeps them (`wallet_calls`, SERVER.md "No money call
 * without a durable record first"): each movement is written as `pending` and committed before
 * the operator hears of it, then marked with what the operator answered. A debit ends `done`,
 * `declined` or `rolled-back` (its outcome was unknown, or the round it paid for could not start:
 * a rollback referencing it is queued). Credits and rollbacks stay `pending` until the operator
 * acknowledges them: they are the outbox.
 */
import { randomUUID } from 'node:crypto';
import type { Minor } from '../../engine/shared/money';
import type { Sql } from '../db/db';

type WalletCallKind = 'debit' | 'credit' | 'rollback';
type WalletCallState = 'pending' | 'done' | 'declined' | 'rolled-back';

export interface WalletCallRow {
  transaction_uuid: string;
  player_id: string;
  round_id: string | null;
  table_id: string | null;
  kind: WalletCallKind;
  amount: Minor;
  reference_uuid: string | null;
  round_closed: boolean;
  request_id: string | null;
  state: WalletCallState;
  balance_after: Minor | null;
  attempts: number;
  created_at: Date;
  /** How long ago it was written, by the database's clock (pendingDebit only). */
  age_ms?: number;
}

export interface NewWalletCall {
  playerId: string;
  roundId: string | null;
  tableId?: string | null;
  kind: WalletCallKind;
  amount: Minor;
  referenceUuid?: string | null;
  roundClosed?: boolean;
  requestId: string | null;
  /** Held back from the outbox this long: the call that queued it sends it first, right after its commit. */
  holdS?: number;
}

/** Writes a pending call; its transactionUuid. */
export async function queueWalletCall(tx: Sql, c: NewWalletCall): Promise<string> {
  const uuid = randomUUID();
  await tx.query(
    `insert into wallet_calls (transaction_uuid, player_id, round_id, table_id, kind, amount, reference_uuid,
                               round_closed, request_id, state, next_attempt_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', clock_timestamp() + make_interval(secs => $10),
             clock_timestamp())`,
    [
      uuid,
      c.playerId,
      c.roundId,
      c.tableId ?? null,
      c.kind,
      c.amount,
      c.referenceUuid ?? null,
      c.roundClosed ?? false,
      c.requestId,
      c.holdS ?? 0,
    ],
  );
  return uuid;
}

export async function lockWalletCall(tx: Sql, uuid: string): Promise<WalletCallRow | null> {
  const [row] = await tx.query<WalletCallRow>('select * from wallet_calls where transaction_uuid = $1 for update', [
    uuid,
  ]);
  return row ?? null;
}

/** The operator acknowledged the call: the money moved; its balance after. */
export async function markDone(tx: Sql, uuid: string, balance: Minor): Promise<void> {
  await tx.query(
    `update wallet_calls set state = 'done', balance_after = $2, done_at = now(), last_error = null
      where transaction_uuid = $1`,
    [uuid, balance],
  );
  // The operator's balance, kept as the player's last known balance (for display only).
  await tx.query(
    'update players set balance = $2, balance_at = now() where id = (select player_id from wallet_calls where transaction_uuid = $1)',
    [uuid, balance],
  );
}

export async function markDeclined(tx: Sql, uuid: string, code: string): Promise<void> {
  await tx.query(
    `update wallet_calls set state = 'declined', last_error = $2, done_at = now() where transaction_uuid = $1`,
    [uuid, code],
  );
}

/**
 * A debit that may have moved money but pays for nothing: it is marked `rolled-back` and a
 * rollback referencing it goes to the outbox (the operator acknowledges one it never saw).
 */
export async function rollBackDebit(tx: Sql, debit: WalletCallRow, why: string): Promise<string> {
  await tx.query(
    `update wallet_calls set state = 'rolled-back', last_error = $2, done_at = now() where transaction_uuid = $1`,
    [debit.transaction_uuid, why],
  );
  return queueWalletCall(tx, {
    playerId: debit.player_id,
    roundId: debit.round_id,
    kind: 'rollback',
    amount: debit.amount,
    referenceUuid: debit.transaction_uuid,
    requestId: debit.request_id,
  });
}

/** The player's debit still waiting for the operator's answer, made by call `requestId` or at `tableId`/`roundId`. */
export async function pendingDebit(
  tx: Sql,
  playerId: string,
  where: { requestId?: string; tableId?: string; roundId?: string },
): Promise<WalletCallRow | null> {
  const [row] = await tx.query<WalletCallRow>(
    `select *, (extract(epoch from (clock_timestamp() - created_at)) * 1000)::float8 as age_ms from wallet_calls
      where player_id = $1 and kind = 'debit' and state = 'pending'
        and (request_id = $2 or table_id = $3 or round_id = $4)
      order by created_at limit 1`,
    [playerId, where.requestId ?? null, where.tableId ?? null, where.roundId ?? null],
  );
  return row ?? null;
}

/** Whether a pending debit has outlived any call that could still be waiting for it. */
export function abandoned(debit: WalletCallRow, leaseMs: number): boolean {
  return (debit.age_ms ?? 0) > leaseMs;
}
