/**
 * The operator's ledger as a list, oldest first, for the ledger check (reconcile.ts), the
 * comparison with the game server's wallet calls (cross-check.ts) and `GET /_admin/transactions`.
 */
import type { Sql } from './ledger-db';

export interface OperatorTransaction {
  /** Order of decision (a cursor for `after`). */
  seq: number;
  transactionUuid: string;
  kind: 'debit' | 'credit' | 'rollback' | 'adjustment';
  playerId: string;
  roundId: string | null;
  roundClosed: boolean;
  amount: number;
  /** What it did to the balance, signed: 0 for a refusal or a rollback that had nothing to undo. */
  movement: number;
  /** A rollback: the transaction it names. */
  referenceUuid: string | null;
  /** A rollback that gave a debit's money back: that debit. */
  undoes: string | null;
  /** The answer given (and given again to every repeat). */
  status: number;
  answer: Record<string, unknown>;
  balanceAfter: number | null;
  createdAt: string;
}

interface Row {
  seq: number;
  transaction_uuid: string;
  kind: OperatorTransaction['kind'];
  player_id: string;
  round_id: string | null;
  round_closed: boolean;
  amount: number;
  movement: number;
  reference_uuid: string | null;
  undoes: string | null;
  status: number;
  answer: Record<string, unknown>;
  balance_after: number | null;
  created_at: Date | string;
}

/** Transactions after `after` (a seq; 0: from the first), at most `limit`, oldest first. */
export async function listTransactions(
  sql: Sql,
  o: { after?: number; limit?: number; playerId?: string } = {},
): Promise<OperatorTransaction[]> {
  const rows = await sql.query<Row>(
    `select seq, transaction_uuid, kind, player_id, round_id, round_closed, amount, movement, reference_uuid,
            undoes, status, answer, balance_after, created_at
       from transactions where seq > $1 and ($2::text is null or player_id = $2)
      order by seq limit $3`,
    [o.after ?? 0, o.playerId ?? null, o.limit ?? 1_000_000],
  );
  return rows.map((r) => ({
    seq: r.seq,
    transactionUuid: r.transaction_uuid,
    kind: r.kind,
    playerId: r.player_id,
    roundId: r.round_id,
    roundClosed: r.round_closed,
    amount: r.amount,
    movement: r.movement,
    referenceUuid: r.reference_uuid,
    undoes: r.undoes,
    status: r.status,
    answer: r.answer,
    balanceAfter: r.balance_after,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
