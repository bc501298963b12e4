/**
 * A call that may take a stake (open a round, double, split, insure), for either wallet.
 * - Demo player: one transaction under the player's lock, as every call (mutation.ts), when the
 *   call did not go in one trip (rounds/one-trip/: the route tries that first).
 * - Operator player (seamless wallet), in three steps so that no money call runs inside a
 *   database transaction and none runs without a durable record first:
 *   1. under the player's lock: the stored answer if the call was answered; else the call's checks
 *      (a refusal is stored as its answer) and, when it takes a stake, a pending debit, committed;
 *   2. the debit sent to the operator (3 s timeout), no transaction open;
 *   3. under the lock again: declined → the refusal is the answer; unknown → the debit is rolled
 *      back through the outbox and the call answers 503 wallet-unavailable (not stored: a retry
 *      runs again and nothing was dealt); taken → the round is dealt and the answer stored.
 *   The round's closing credit is queued in that commit and sent right after it; if the operator
 *   does not acknowledge it at once, the answer says `"credit": "pending"` and the outbox goes on.
 * A second copy of a call whose debit is still with the operator waits for its answer.
 *
 * The route hands the call on as plain values and sends the answer this gives; a refusal that is
 * not stored (503 wallet-unavailable) is thrown as the API's error.
 */
import type { ErrorAnswer } from '../../contract/errors';
import type { RoundAnswer } from '../../contract/rounds';
import type { Minor } from '../../engine/shared/money';
import { authenticate, type Session } from '../auth';
import { fingerprint } from '../canonical';
import type { Db, Sql } from '../db/db';
import { ApiError } from '../errors';
import type { Metrics } from '../metrics';
import {
  type Answer,
  type CallAnswer,
  type CallKey,
  type CallRequest,
  restoreAnswer,
  runCallIn,
  storeAnswer,
  storedAnswer,
} from '../mutation';
import { DEBIT_LEASE_MS } from './outbox';
import { DATABASE_MONEY, type RoundMoney, SeamlessMoney } from './round-money';
import type { DeclineCode } from './seamless-client';
import type { SeamlessWallet } from './seamless-wallet';
import {
  abandoned,
  lockWalletCall,
  markDeclined,
  markDone,
  pendingDebit,
  queueWalletCall,
  rollBackDebit,
} from './wallet-calls';

/** What a money call runs on: the database, the operators' wallets and their outbox, the metrics. */
export interface MoneyCallContext {
  db: Db;
  wallet?: SeamlessWallet | null;
  outbox?: { kick(): void } | null;
  metrics?: Pick<Metrics, 'round'>;
}

/** A round call's answer: the round's public view, or the API's refusal. */
type RoundCallAnswer = CallAnswer<RoundAnswer>;

interface MoneyPlan {
  /** What the call takes before it acts (0: nothing). */
  stake: Minor;
  roundId: string;
  tableId: string | null;
}

export interface MoneyCallSpec {
  /** The call's checks under the player's lock: refuses with the API's error, else what it will take. */
  plan(tx: Sql, session: Session): Promise<MoneyPlan>;
  /** The call itself, its stake taken through `money`. */
  run(tx: Sql, session: Session, money: RoundMoney, roundId: string | null): Promise<Answer<RoundAnswer>>;
}

/** How long a copy of a call waits for its twin's debit before taking over (past the debit's lease). */
const WAIT_MS = DEBIT_LEASE_MS + 1500;
const POLL_MS = 150;

type Phase1 =
  | { answer: RoundCallAnswer; closing?: string | null }
  | { wait: true }
  | { debit: string; plan: MoneyPlan; session: Session };

export async function moneyCall(
  ctx: MoneyCallContext,
  call: CallRequest<{ requestId: string }>,
  spec: MoneyCallSpec,
): Promise<RoundCallAnswer> {
  const { body } = call;
  const print = fingerprint(call.method, call.path, body);
  const waitUntil = Date.now() + WAIT_MS;
  for (;;) {
    let scope = '';
    const first: Phase1 = await ctx.db.transaction(async (tx) => {
      const session = await authenticate(tx, call.authorization, true);
      scope = session.playerId;
      const key: CallKey = { scope, requestId: body.requestId, fingerprint: print };
      if (!session.operator || !ctx.wallet) {
        if (session.operator) throw new ApiError('wallet-unavailable', 'operator play is off on this server (WALLET)');
        return { answer: await runCallIn(tx, key, (t) => spec.run(t, session, DATABASE_MONEY, null)) };
      }
      const stored = await storedAnswer<RoundAnswer>(tx, key);
      // A twin whose closing credit is being sent right now: its final answer comes with it.
      if (stored && Date.now() < waitUntil && (await creditInFlight(tx, stored))) return { wait: true };
      if (stored) return { answer: stored };
      const twin = await pendingDebit(tx, session.playerId, { requestId: body.requestId });
      if (twin) {
        if (!abandoned(twin, DEBIT_LEASE_MS)) return { wait: true };
        await rollBackDebit(tx, twin, 'abandoned: the call that made it never finished');
      }
      let plan: MoneyPlan;
      try {
        plan = await spec.plan(tx, session);
      } catch (e) {
        if (!(e instanceof ApiError) || e.status >= 500) throw e;
        const answer: RoundCallAnswer = { status: e.status, body: e.body() };
        await storeAnswer(tx, key, answer);
        return { answer };
      }
      if (plan.stake === 0) {
        const money = new SeamlessMoney(null, session.balance);
        const answer = await runCallIn(tx, key, (t) => spec.run(t, session, money, plan.roundId));
        return withClosing(tx, key, answer, money.closing);
      }
      const debit = await queueWalletCall(tx, {
        playerId: session.playerId,
        roundId: plan.roundId,
        tableId: plan.tableId,
        kind: 'debit',
        amount: plan.stake,
        requestId: body.requestId,
      });
      return { debit, plan, session };
    });
    if ('wait' in first) {
      if (Date.now() > waitUntil) throw new ApiError('wallet-unavailable', 'the wallet has not answered: retry');
      await new Promise((r) => setTimeout(r, POLL_MS));
      continue;
    }
    const key: CallKey = { scope, requestId: body.requestId, fingerprint: print };
    if ('answer' in first) return send(ctx, key, first.answer, first.closing ?? null);
    return settleDebit(ctx, call, spec, key, first);
  }
}

async function settleDebit(
  ctx: MoneyCallContext,
  call: CallRequest<{ requestId: string }>,
  spec: MoneyCallSpec,
  key: CallKey,
  first: { debit: string; plan: MoneyPlan; session: Session },
): Promise<RoundCallAnswer> {
  const { debit, plan, session } = first;
  const { operator } = session;
  const { wallet } = ctx;
  // The first step queued a debit only for an operator's player on a server with its wallet.
  if (!operator || !wallet) throw new Error('a seamless debit without an operator or its wallet');
  const player = {
    operatorId: operator.id,
    playerId: operator.playerId,
    operatorToken: operator.token,
    currency: session.currency,
  };
  const outcome = await wallet.call(player, 'debit', {
    transactionUuid: debit,
    roundId: plan.roundId,
    roundClosed: false,
    amount: plan.stake,
  });
  // A refusal does not say the balance: asked now (no transaction open), for the player's notice.
  const balanceNow =
    outcome.kind === 'declined' && outcome.code === 'insufficient-funds'
      ? await wallet.balance(player, session.playerId).catch(() => null)
      : null;
  type Third = { unavailable: string } | { answer: RoundCallAnswer; closing: string | null };
  const third = await ctx.db.transaction(async (tx): Promise<Third> => {
    const now = await authenticate(tx, call.authorization, true);
    const row = await lockWalletCall(tx, debit);
    // The sweeper took it (this call outlived its lease): it is rolled back; nothing was dealt.
    if (row?.state !== 'pending') return { unavailable: 'the wallet took too long: retry' };
    if (outcome.kind === 'unknown') {
      await rollBackDebit(tx, row, outcome.error);
      return { unavailable: `the wallet did not confirm the stake (${outcome.error}): it is returned; retry` };
    }
    if (outcome.kind === 'declined') {
      await markDeclined(tx, debit, outcome.code);
      const refusal = declined(outcome.code, plan.stake, balanceNow ?? now.balance);
      const answer: RoundCallAnswer = { status: refusal.status, body: refusal.body() };
      await storeAnswer(tx, key, answer);
      return { answer, closing: null };
    }
    await markDone(tx, debit, outcome.balance);
    const money = new SeamlessMoney(
      { transactionUuid: debit, amount: plan.stake, balanceAfter: outcome.balance },
      outcome.balance,
    );
    const answer = await runCallIn(tx, key, (t) =>
      spec.run(t, { ...now, balance: outcome.balance + plan.stake }, money, plan.roundId),
    );
    // A refusal rolled back what the call wrote: the stake it took goes back.
    if (answer.status >= 400) await money.release(tx);
    else await money.returnUnused(tx);
    return withClosing(tx, key, answer, answer.status >= 400 ? null : money.closing);
  });
  if ('unavailable' in third) {
    ctx.outbox?.kick(); // the rollback it queued
    throw new ApiError('wallet-unavailable', third.unavailable);
  }
  return send(ctx, key, third.answer, third.closing);
}

/** The operator's final refusal of a stake, as the API says it. */
export function declined(code: DeclineCode, stake: Minor, balance: Minor): ApiError {
  if (code === 'insufficient-funds') {
    return new ApiError('insufficient-funds', `the operator's wallet cannot cover ${stake}`, {
      code: 'bet.overBalance',
      total: stake,
      balance,
    });
  }
  if (code === 'limit-exceeded') return new ApiError('limits', 'the operator refused the stake: limit-exceeded');
  return new ApiError('unauthorized', `the operator's wallet refused the player: ${code}`);
}

/**
 * A round that ended in this call owes its closing credit: until the operator acknowledges it,
 * the stored answer says `"credit": "pending"` with the balance before it.
 */
async function withClosing(
  tx: Sql,
  key: CallKey,
  answer: RoundCallAnswer,
  closing: string | null,
): Promise<{ answer: RoundCallAnswer; closing: string | null }> {
  // A refusal rolled back what the call wrote, the closing credit's record with it: nothing is owed.
  if (!closing || isRefusal(answer.body)) return { answer, closing: null };
  const pending: RoundCallAnswer = { status: answer.status, body: { ...answer.body, credit: 'pending' } };
  await restoreAnswer(tx, key, pending);
  return { answer: pending, closing };
}

/** Whether a stored answer's closing credit is still on its first attempt (the call that made it is sending it). */
async function creditInFlight(tx: Sql, stored: RoundCallAnswer): Promise<boolean> {
  const body = stored.body;
  if ('error' in body || body.credit !== 'pending') return false;
  const [row] = await tx.query(
    `select 1 from wallet_calls where round_id = $1 and kind = 'credit' and state = 'pending'
        and (attempts = 0 or (attempts = 1 and last_error is null and next_attempt_at > now()))`,
    [body.roundId],
  );
  return row !== undefined;
}

/**
 * Sends the answer. A closing credit queued with it is sent first: acknowledged, the answer (sent
 * and stored, in the acknowledgement's commit) has the operator's balance after it; otherwise it
 * stays `"credit": "pending"` and the outbox goes on.
 */
async function send(
  ctx: MoneyCallContext,
  key: CallKey,
  answer: RoundCallAnswer,
  closing: string | null,
): Promise<RoundCallAnswer> {
  const round = answer.body;
  if (!isRefusal(round)) ctx.metrics?.round(round.table, round.status);
  if (!closing || !ctx.wallet || isRefusal(round)) return answer;
  let final: RoundAnswer = round;
  try {
    await ctx.wallet.deliver(closing, {
      first: true,
      onAcknowledged: async (tx, balance) => {
        const { credit: _pending, ...body } = round;
        final = { ...body, balance };
        await restoreAnswer(tx, key, { status: answer.status, body: final });
      },
    });
  } catch {
    // The outbox sends it later; the round is settled either way.
  }
  if (final === round) ctx.outbox?.kick();
  return { status: answer.status, body: final };
}

function isRefusal(body: RoundAnswer | ErrorAnswer): body is ErrorAnswer {
  return 'error' in body;
}
