/**
 * The operator's ledger check, as a casino's finance team would run it: every wallet's balance is
 * its starting balance plus the movements of its transactions, no balance is or ever was below
 * zero, each movement is what its kind allows (a debit takes its amount or nothing, a credit gives
 * its amount or nothing), and a rollback gives back at most one debit, of the same player, once.
 * `GET /_admin/reconcile` answers it; the fault tests compare it with the game server's.
 */
import type { Sql } from './ledger-db';
import { listTransactions, type OperatorTransaction } from './transactions';

interface LedgerDifference {
  check: 'balance' | 'negative' | 'movement' | 'rollback' | 'running-balance' | 'no-wallet';
  playerId?: string;
  transactionUuid?: string;
  detail: string;
}

export interface LedgerReport {
  ok: boolean;
  wallets: number;
  transactions: number;
  differences: LedgerDifference[];
}

interface WalletRow {
  player_id: string;
  balance: number;
  start_balance: number;
}

/** Whether a transaction's movement is one its kind and answer allow. */
function movementProblem(t: OperatorTransaction): string | null {
  if (t.status !== 200 && t.movement !== 0) return `refused (${t.status}) but moved ${t.movement}`;
  if (t.kind === 'debit' && t.status === 200 && t.movement !== -t.amount) {
    return `debit of ${t.amount} moved ${t.movement}`;
  }
  if (t.kind === 'credit' && t.status === 200 && t.movement !== t.amount) {
    return `credit of ${t.amount} moved ${t.movement}`;
  }
  if (t.kind === 'rollback' && t.movement < 0) return `rollback moved ${t.movement}`;
  if (t.kind === 'rollback' && t.movement > 0 !== (t.undoes !== null)) {
    return t.undoes ? `rollback undoing ${t.undoes} moved nothing` : `rollback moved ${t.movement} without a debit`;
  }
  return null;
}

export async function reconcileLedger(sql: Sql): Promise<LedgerReport> {
  const wallets = await sql.query<WalletRow>(
    'select player_id, balance, start_balance from wallets order by player_id',
  );
  const txs = await listTransactions(sql);
  const differences: LedgerDifference[] = [];
  const byUuid = new Map(txs.map((t) => [t.transactionUuid, t]));
  const running = new Map(wallets.map((w) => [w.player_id, w.start_balance]));
  const undoneBy = new Map<string, string>();

  for (const t of txs) {
    const at = { playerId: t.playerId, transactionUuid: t.transactionUuid };
    const problem = movementProblem(t);
    if (problem) differences.push({ check: 'movement', ...at, detail: problem });
    if (t.undoes) {
      const debit = byUuid.get(t.undoes);
      const earlier = undoneBy.get(t.undoes);
      if (earlier)
        differences.push({ check: 'rollback', ...at, detail: `${t.undoes} was undone already by ${earlier}` });
      undoneBy.set(t.undoes, t.transactionUuid);
      if (debit?.kind !== 'debit' || debit.seq > t.seq) {
        differences.push({ check: 'rollback', ...at, detail: `undoes ${t.undoes}, which is no earlier debit` });
      } else if (debit.playerId !== t.playerId || debit.movement !== -t.movement) {
        differences.push({
          check: 'rollback',
          ...at,
          detail: `gave back ${t.movement} of ${debit.playerId}'s debit that took ${-debit.movement}`,
        });
      }
    }
    const before = running.get(t.playerId);
    if (before === undefined) {
      if (t.movement !== 0) differences.push({ check: 'no-wallet', ...at, detail: `moved ${t.movement}` });
      continue;
    }
    const after = before + t.movement;
    running.set(t.playerId, after);
    if (after < 0) differences.push({ check: 'negative', ...at, detail: `the balance went to ${after}` });
    if (t.status === 200 && t.balanceAfter !== null && t.balanceAfter !== after) {
      differences.push({
        check: 'running-balance',
        ...at,
        detail: `answered a balance of ${t.balanceAfter}; the ledger adds up to ${after}`,
      });
    }
  }

  for (const w of wallets) {
    const expected = running.get(w.player_id)!;
    if (w.balance !== expected) {
      differences.push({
        check: 'balance',
        playerId: w.player_id,
        detail: `balance ${w.balance}, but start ${w.start_balance} + movements = ${expected}`,
      });
    }
    if (w.balance < 0) differences.push({ check: 'negative', playerId: w.player_id, detail: `balance ${w.balance}` });
  }
  return { ok: differences.length === 0, wallets: wallets.length, transactions: txs.length, differences };
}
