/**
 * The checks after a run, on the cluster's database: the server's own reconcile (every wallet's
 * balance is its start plus its ledger, every settled round re-played to the cent, none
 * half-settled, no wallet call still in flight); no requestId that took a stake twice (a retried
 * call applied once); and what the players saw against what the database holds: each player's
 * rounds are exactly the database's rounds of that player (none lost, none extra), and a demo
 * player's last answer's balance is its balance. With the operator: its own ledger check and the
 * two ledgers side by side (tools/operator/cross-check.ts), after the outbox has settled.
 */
import type { Db } from '../../src/server/db/db';
import { type Difference, reconcile } from '../../src/server/reconcile';
import { type CrossCheckReport, crossCheck, type ServerWalletCall } from '../../tools/operator/cross-check';
import type { LedgerReport } from '../../tools/operator/reconcile';
import type { OperatorSide } from './operator';
import type { LoadPlayer } from './players';

export interface LedgerChecks {
  reconcile: { ok: boolean; players: number; rounds: number; ledgerRows: number; differences: Difference[] };
  /** (player, requestId) pairs with more than one stake taken and kept: a retry applied twice. */
  duplicateDebits: number;
  /** Rounds still open (a player finishes every round it starts, unless a call was lost). */
  openRounds: number;
  /** Players whose rounds or balance differ from the database's, with what differs. */
  playerMismatches: string[];
  /** Players whose calls ran out of retries: their rounds cannot be compared one for one. */
  playersWithLostCalls: number;
  /** The operator's ledger check and the side-by-side, when an operator's players played. */
  operator?: {
    reconcile: { ok: boolean; wallets: number; transactions: number; differences: LedgerReport['differences'] };
    cross: CrossCheckReport;
    walletCalls: number;
    /** Debits rolled back (their outcome unknown, or their round could not start). */
    rolledBack: number;
    /** Credits and rollbacks that took more than one attempt (the outbox retried them). */
    retried: number;
  };
  /** Every check passed. */
  ok: boolean;
}

const count = async (db: Db, sql: string) => (await db.query<{ n: number }>(sql))[0]?.n ?? 0;

/** Waits until no wallet call is pending (the outbox has delivered everything); how long it took, or null. */
export async function settled(db: Db, limitMs: number): Promise<number | null> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if ((await count(db, `select count(*)::int8 as n from wallet_calls where state = 'pending'`)) === 0) {
      return Math.round(performance.now() - start);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

async function playerChecks(db: Db, players: readonly LoadPlayer[]): Promise<string[]> {
  const rows = await db.query<{ session_id: string; kind: string; balance: number; rounds: string[] | null }>(
    `select s.id as session_id, p.kind, p.balance,
            (select array_agg(r.id) from rounds r where r.player_id = p.id) as rounds
       from sessions s join players p on p.id = s.player_id where s.id = any($1::text[])`,
    [players.map((p) => p.sessionId)],
  );
  const bySession = new Map(rows.map((r) => [r.session_id, r]));
  const mismatches: string[] = [];
  for (const p of players) {
    if (p.lost > 0) continue;
    const row = bySession.get(p.sessionId);
    if (!row) {
      mismatches.push(`player ${p.index}: no session ${p.sessionId} in the database`);
      continue;
    }
    const stored = new Set(row.rounds ?? []);
    const unseen = [...stored].filter((id) => !p.rounds.has(id));
    const missing = [...p.rounds].filter((id) => !stored.has(id));
    if (unseen.length || missing.length) {
      mismatches.push(`player ${p.index}: ${unseen.length} rounds it never saw, ${missing.length} it saw are missing`);
    }
    // An operator's player's money is at the operator (checked side by side below).
    if (row.kind === 'demo' && row.balance !== p.balance) {
      mismatches.push(`player ${p.index}: balance ${row.balance} in the database, ${p.balance} in its last answer`);
    }
  }
  return mismatches;
}

export async function checkLedger(
  db: Db,
  players: readonly LoadPlayer[],
  operator?: OperatorSide,
): Promise<LedgerChecks> {
  const report = await reconcile(db);
  // A demo stake is a ledger debit; an operator's is a wallet call the operator took and kept.
  const duplicateDebits =
    (await count(
      db,
      `select count(*)::int8 as n from (
         select 1 from ledger where kind = 'debit' and request_id is not null
          group by player_id, request_id having count(*) > 1) d`,
    )) +
    (await count(
      db,
      `select count(*)::int8 as n from (
         select 1 from wallet_calls where kind = 'debit' and state = 'done' and request_id is not null
          group by player_id, request_id having count(*) > 1) d`,
    ));
  const openRounds = await count(db, `select count(*)::int8 as n from rounds where status = 'open'`);
  const mismatches = await playerChecks(db, players);
  const lost = players.filter((p) => p.lost > 0).length;
  let operatorChecks: LedgerChecks['operator'];
  if (operator) {
    const calls = await db.query<ServerWalletCall>(
      'select transaction_uuid, player_id, kind, amount, state, reference_uuid, round_id, round_closed from wallet_calls',
    );
    const [own, txs] = await Promise.all([operator.reconcile(), operator.transactions()]);
    operatorChecks = {
      reconcile: { ok: own.ok, wallets: own.wallets, transactions: own.transactions, differences: own.differences },
      cross: crossCheck(calls, txs),
      walletCalls: calls.length,
      rolledBack: calls.filter((c) => c.kind === 'debit' && c.state === 'rolled-back').length,
      retried: await count(db, `select count(*)::int8 as n from wallet_calls where kind <> 'debit' and attempts > 1`),
    };
  }
  return {
    reconcile: {
      ok: report.ok,
      players: report.players,
      rounds: report.rounds,
      ledgerRows: report.ledgerRows,
      differences: report.differences,
    },
    duplicateDebits,
    openRounds,
    playerMismatches: mismatches,
    playersWithLostCalls: lost,
    ...(operatorChecks ? { operator: operatorChecks } : {}),
    ok:
      report.ok &&
      duplicateDebits === 0 &&
      mismatches.length === 0 &&
      openRounds === 0 &&
      lost === 0 &&
      (!operatorChecks || (operatorChecks.reconcile.ok && operatorChecks.cross.ok)),
  };
}
