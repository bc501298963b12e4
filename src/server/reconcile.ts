/**
 * The ledger check (SERVER.md "Ledger"): for every wallet, its balance is its starting balance
 * plus its ledger, and each ledger row's balance follows from the one before; every settled
 * round's stakes and returns are what its rules give when it is re-played from its record (cards,
 * bets, decisions), and its ledger rows say the same; no round is half-settled (an open round has
 * no credit, a finished one has exactly its returns paid).
 */
import type { Sql } from './db/db';
import type { Difference } from './reconcile-difference';
import { checkSharedPart, type SharedPartSums } from './shared/reconcile-parts';
import { tableGame } from './tables/index';
import type { RoundRecordData } from './tables/types';

export type { Difference };

export interface ReconcileReport {
  ok: boolean;
  players: number;
  rounds: number;
  ledgerRows: number;
  /** The seamless wallet's calls (operators' players). */
  walletCalls: number;
  replayed: number;
  differences: Difference[];
}

const MAX_LISTED = 100;

interface LedgerRow {
  player_id: string;
  kind: string;
  amount: number;
  balance_after: number;
}

interface RoundSums {
  id: string;
  player_id: string;
  game: string;
  table_id: string;
  status: string;
  staked: number;
  returned: number;
  record: RoundRecordData | null;
  debits: number;
  paid: number;
  credits: number;
  /** A player's part of a shared table round (its money moves as SHARED.md says). */
  table_round_id: string | null;
  rollbacks: number;
  closing: number;
}

export async function reconcile(db: Sql): Promise<ReconcileReport> {
  const differences: Difference[] = [];
  const note = (d: Difference) => {
    if (differences.length < MAX_LISTED) differences.push(d);
  };

  // An operator's player keeps its money at the operator: its balance here is only the last one
  // the operator reported, and its movements are the wallet calls, checked below and against the
  // operator's own ledger (tools/operator/cross-check.ts).
  const players = await db.query<{ id: string; balance: number; start_balance: number }>(
    `select id, balance, start_balance from players where kind = 'demo' order by id`,
  );
  const running = new Map(players.map((p) => [p.id, p.start_balance]));
  let ledgerRows = 0;
  // Page through the ledger in id order: each row's balance after follows from the previous one.
  for (let after = 0; ; ) {
    const rows = await db.query<LedgerRow & { id: number }>(
      'select id, player_id, kind, amount, balance_after from ledger where id > $1 order by id limit 5000',
      [after],
    );
    if (rows.length === 0) break;
    for (const r of rows) {
      ledgerRows++;
      const before = running.get(r.player_id) ?? 0;
      const now = before + (r.kind === 'debit' ? -r.amount : r.amount);
      if (now !== r.balance_after) {
        note({ kind: 'ledger-chain', playerId: r.player_id, expected: now, found: r.balance_after });
      }
      if (now < 0) note({ kind: 'negative-balance', playerId: r.player_id, found: now });
      running.set(r.player_id, now);
      after = r.id;
    }
  }
  for (const p of players) {
    const expected = running.get(p.id) ?? p.start_balance;
    if (expected !== p.balance) note({ kind: 'balance', playerId: p.id, expected, found: p.balance });
  }

  let replayed = 0;
  let rounds = 0;
  for (let after = 0; ; ) {
    // A round's money: its ledger rows (demo wallet) or its wallet calls (seamless: the debits the
    // operator took and kept, and the closing credit, acknowledged or not).
    const rows = await db.query<RoundSums & { seq: number }>(
      `select r.seq, r.id, r.player_id, r.game, r.table_id, r.status, r.staked, r.returned, r.record, r.table_round_id,
              coalesce(l.rollbacks, 0)::int8 as rollbacks, (coalesce(l.closing, 0) + coalesce(w.credits, 0))::int8 as closing,
              (coalesce(l.debits, 0) + coalesce(w.debits, 0))::int8 as debits,
              (coalesce(l.paid, 0) + coalesce(w.paid, 0))::int8 as paid,
              (coalesce(l.credits, 0) + coalesce(w.credits, 0))::int8 as credits
         from rounds r
         left join lateral (
           select sum(amount) filter (where kind = 'debit') as debits,
                  sum(amount) filter (where kind in ('credit', 'rollback')) as paid,
                  count(*) filter (where kind in ('credit', 'rollback')) as credits,
                  sum(amount) filter (where kind = 'rollback') as rollbacks,
                  count(*) filter (where kind = 'credit') as closing
             from ledger where round_id = r.id) l on true
         left join lateral (
           select sum(amount) filter (where kind = 'debit' and state = 'done') as debits,
                  sum(amount) filter (where kind = 'credit') as paid,
                  count(*) filter (where kind = 'credit') as credits
             from wallet_calls where round_id = r.id) w on true
        where r.seq > $1 order by r.seq limit 2000`,
      [after],
    );
    if (rows.length === 0) break;
    for (const r of rows) {
      rounds++;
      after = r.seq;
      if (r.table_round_id) await checkSharedPart(db, r as SharedPartSums, note, () => replayed++);
      else checkRound(r, note, () => replayed++);
    }
  }
  const walletCalls = await checkWalletCalls(db, note);
  return {
    ok: differences.length === 0,
    players: players.length,
    rounds,
    ledgerRows,
    walletCalls,
    replayed,
    differences,
  };
}

/**
 * The seamless wallet's calls: none still waiting (a debit not settled, a credit or rollback not
 * acknowledged: money in flight is a difference until it lands), and every debit rolled back has
 * its rollback. Returns how many calls there are.
 */
async function checkWalletCalls(db: Sql, note: (d: Difference) => void): Promise<number> {
  const pending = await db.query<{
    transaction_uuid: string;
    player_id: string;
    round_id: string | null;
    kind: string;
    amount: number;
  }>(
    `select transaction_uuid, player_id, round_id, kind, amount from wallet_calls where state = 'pending'
      order by created_at limit ${MAX_LISTED}`,
  );
  for (const p of pending) {
    note({
      kind: 'wallet-pending',
      playerId: p.player_id,
      ...(p.round_id ? { roundId: p.round_id } : {}),
      found: p.amount,
      message: `${p.kind} ${p.transaction_uuid} is not acknowledged by the operator yet`,
    });
  }
  const orphans = await db.query<{ transaction_uuid: string; player_id: string; amount: number }>(
    `select d.transaction_uuid, d.player_id, d.amount from wallet_calls d
      where d.kind = 'debit' and d.state = 'rolled-back'
        and not exists (select 1 from wallet_calls r where r.kind = 'rollback' and r.reference_uuid = d.transaction_uuid)
      limit ${MAX_LISTED}`,
  );
  for (const o of orphans) {
    note({ kind: 'rollback-missing', playerId: o.player_id, found: o.amount, message: `debit ${o.transaction_uuid}` });
  }
  const [count] = await db.query<{ n: number }>('select count(*)::int8 as n from wallet_calls');
  return count?.n ?? 0;
}

function checkRound(r: RoundSums, note: (d: Difference) => void, counted: () => void): void {
  const at = { playerId: r.player_id, roundId: r.id };
  if (r.debits !== r.staked) note({ kind: 'round-stakes', ...at, expected: r.staked, found: r.debits });
  if (r.status === 'open') {
    if (r.credits > 0) note({ kind: 'half-settled', ...at, message: 'an open round has a credit' });
    return;
  }
  if (r.credits !== 1) note({ kind: 'half-settled', ...at, message: `${r.credits} credits for a finished round` });
  if (r.paid !== r.returned) note({ kind: 'round-returns', ...at, expected: r.returned, found: r.paid });
  if (r.status !== 'settled') return;
  const game = tableGame(r.table_id);
  if (!game || !r.record) {
    note({ kind: 'record', ...at, message: 'a settled round without a record or a known table' });
    return;
  }
  try {
    const replay = game.replay(r.record);
    counted();
    if (replay.staked !== r.staked) note({ kind: 'replay-stakes', ...at, expected: replay.staked, found: r.staked });
    if (replay.returned !== r.returned) {
      note({ kind: 'replay-returns', ...at, expected: replay.returned, found: r.returned });
    }
  } catch (e) {
    note({ kind: 'replay', ...at, message: (e as Error).message });
  }
}
