/**
 * The operator's money movements (SERVER.md "Seamless wallet"), each decided and written in one SQL
 * transaction with the player's wallet row locked (`for update`): concurrent calls for one player
 * (three game servers, a duplicate delivery) are applied one at a time, a balance never goes below
 * zero (the table's check says so too), and a transactionUuid is decided once. The answer of every
 * decided call (200 or a 4xx refusal) is stored with it: a repeat gets exactly that answer again.
 */
import type { LedgerDb, Sql } from './ledger-db';

type MoneyOp = 'debit' | 'credit' | 'rollback';

/** A wallet call's fields once read (wallet-routes.ts checks their shapes). */
export interface MoneyCall {
  op: MoneyOp;
  transactionUuid: string;
  referenceTransactionUuid?: string | null;
  playerId: string;
  operatorToken: string;
  roundId?: string | null;
  roundClosed?: boolean;
  /** Minor units; a rollback may leave it out (the debit's amount is what comes back). */
  amount?: number | null;
  currency: string;
}

/** What the operator answers: the HTTP status and the JSON body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** The refusals of this operator. The first four are SERVER.md's final declines. */
type RefusalCode =
  | 'insufficient-funds'
  | 'player-blocked'
  | 'session-invalid'
  | 'limit-exceeded'
  | 'transaction-rolled-back'
  | 'transaction-conflict'
  | 'rollback-not-allowed'
  | 'currency-unsupported';

const STATUS: Record<RefusalCode, number> = {
  'insufficient-funds': 422,
  'player-blocked': 403,
  'session-invalid': 401,
  'limit-exceeded': 422,
  'transaction-rolled-back': 409,
  'transaction-conflict': 409,
  'rollback-not-allowed': 422,
  'currency-unsupported': 400,
};

function refusal(code: RefusalCode, message: string): Answer {
  return { status: STATUS[code], body: { error: { code, message } } };
}

const ok = (balance: number, transactionUuid?: string): Answer => ({
  status: 200,
  body: transactionUuid ? { balance, transactionUuid } : { balance },
});

interface WalletRow {
  balance: number;
  blocked: boolean;
  currency: string;
}

interface StoredRow {
  kind: string;
  player_id: string;
  amount: number;
  reference_uuid: string | null;
  movement: number;
  status: number;
  answer: Record<string, unknown>;
}

/** Thrown inside a transaction when another copy of the call decided it first: roll back, answer theirs. */
class DecidedElsewhere extends Error {}

async function tokenValid(sql: Sql, token: string, playerId: string): Promise<boolean> {
  const rows = await sql.query('select 1 from tokens where token = $1 and player_id = $2', [token, playerId]);
  return rows.length > 0;
}

/** `balance`: the player's balance, for a token this operator issued to them. */
export async function balanceOf(
  db: LedgerDb,
  call: { playerId: string; operatorToken: string; currency: string },
): Promise<Answer> {
  const [wallet] = await db.query<WalletRow>('select balance, blocked, currency from wallets where player_id = $1', [
    call.playerId,
  ]);
  if (!wallet || !(await tokenValid(db, call.operatorToken, call.playerId))) {
    return refusal('session-invalid', 'the token was not issued to this player');
  }
  if (wallet.currency !== call.currency) return refusal('currency-unsupported', `the wallet is in ${wallet.currency}`);
  return ok(wallet.balance);
}

/** Whether a stored transaction is the same call as this one (a repeat), not a reuse of its uuid. */
function sameCall(row: StoredRow, call: MoneyCall): boolean {
  if (row.kind !== call.op || row.player_id !== call.playerId) return false;
  if (call.op === 'rollback') return row.reference_uuid === (call.referenceTransactionUuid ?? null);
  return row.amount === call.amount;
}

async function stored(sql: Sql, uuid: string): Promise<StoredRow | null> {
  const [row] = await sql.query<StoredRow>(
    `select kind, player_id, amount, reference_uuid, movement, status, answer
       from transactions where transaction_uuid = $1`,
    [uuid],
  );
  return row ?? null;
}

function answerOf(row: StoredRow, call: MoneyCall): Answer {
  if (!sameCall(row, call)) {
    return refusal('transaction-conflict', 'this transactionUuid was used for another movement');
  }
  return { status: row.status, body: row.answer };
}

/** What one call decides: its answer, the balance movement, and (a rollback) the debit it undoes. */
interface Decision {
  answer: Answer;
  movement: number;
  amount: number;
  undoes?: string;
}

async function decide(sql: Sql, call: MoneyCall, wallet: WalletRow | null): Promise<Decision> {
  const amount = call.amount ?? 0;
  const refuse = (code: RefusalCode, message: string): Decision => ({
    answer: refusal(code, message),
    movement: 0,
    amount,
  });
  if (!wallet || !(await tokenValid(sql, call.operatorToken, call.playerId))) {
    return refuse('session-invalid', 'the token was not issued to this player');
  }
  if (wallet.currency !== call.currency) return refuse('currency-unsupported', `the wallet is in ${wallet.currency}`);
  if (call.op === 'rollback') return decideRollback(sql, call, wallet);
  // A rollback that arrived before its debit (the caller gave up on it) cancels that uuid for good.
  const cancelled = await sql.query("select 1 from transactions where kind = 'rollback' and reference_uuid = $1", [
    call.transactionUuid,
  ]);
  if (cancelled.length > 0) return refuse('transaction-rolled-back', 'a rollback of this transaction came first');
  if (call.op === 'debit') {
    if (wallet.blocked) return refuse('player-blocked', 'the player is blocked');
    if (wallet.balance < amount) return refuse('insufficient-funds', 'the balance is below the amount');
    return { answer: ok(wallet.balance - amount, call.transactionUuid), movement: -amount, amount };
  }
  return { answer: ok(wallet.balance + amount, call.transactionUuid), movement: amount, amount };
}

async function decideRollback(sql: Sql, call: MoneyCall, wallet: WalletRow): Promise<Decision> {
  const ref = call.referenceTransactionUuid ?? '';
  const acknowledged = (amount: number): Decision => ({
    answer: ok(wallet.balance, call.transactionUuid),
    movement: 0,
    amount,
  });
  const target = await stored(sql, ref);
  // Never seen: acknowledged and recorded, so that debit, if it arrives late, is refused.
  if (!target) return acknowledged(call.amount ?? 0);
  if (target.player_id !== call.playerId) {
    return {
      answer: refusal('transaction-conflict', 'the transaction rolled back is another player’s'),
      movement: 0,
      amount: call.amount ?? 0,
    };
  }
  if (target.kind !== 'debit') {
    return {
      answer: refusal('rollback-not-allowed', `a ${target.kind} cannot be rolled back`),
      movement: 0,
      amount: call.amount ?? 0,
    };
  }
  // A declined debit moved nothing; an undone one was given back already: nothing more to give.
  if (target.movement === 0) return acknowledged(target.amount);
  const undone = await sql.query('select 1 from transactions where undoes = $1', [ref]);
  if (undone.length > 0) return acknowledged(target.amount);
  return {
    answer: ok(wallet.balance + target.amount, call.transactionUuid),
    movement: target.amount,
    amount: target.amount,
    undoes: ref,
  };
}

/** `debit`, `credit` or `rollback`: decided once per transactionUuid, the answer stored with it. */
export async function move(db: LedgerDb, call: MoneyCall): Promise<Answer> {
  try {
    return await db.transaction(async (tx) => {
      const [wallet] = await tx.query<WalletRow>(
        'select balance, blocked, currency from wallets where player_id = $1 for update',
        [call.playerId],
      );
      const before = await stored(tx, call.transactionUuid);
      if (before) return answerOf(before, call);
      const d = await decide(tx, call, wallet ?? null);
      const inserted = await tx.query(
        `insert into transactions (transaction_uuid, kind, player_id, round_id, round_closed, amount, movement,
           reference_uuid, undoes, status, answer, balance_after)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (transaction_uuid) do nothing returning seq`,
        [
          call.transactionUuid,
          call.op,
          call.playerId,
          call.roundId ?? null,
          call.roundClosed === true,
          d.amount,
          d.movement,
          call.op === 'rollback' ? (call.referenceTransactionUuid ?? null) : null,
          d.undoes ?? null,
          d.answer.status,
          JSON.stringify(d.answer.body),
          d.answer.status === 200 ? (d.answer.body.balance as number) : null,
        ],
      );
      // Only possible without a wallet row to lock (an unknown player): the other copy's answer wins.
      if (inserted.length === 0) throw new DecidedElsewhere();
      if (d.movement !== 0) {
        await tx.query('update wallets set balance = balance + $2 where player_id = $1', [call.playerId, d.movement]);
      }
      return d.answer;
    });
  } catch (e) {
    if (!(e instanceof DecidedElsewhere)) throw e;
    const row = await stored(db, call.transactionUuid);
    if (!row) throw e;
    return answerOf(row, call);
  }
}
