/**
 * A shared-table command that must take an operator's player's stake (SHARED.md "Rounds and
 * money", SERVER.md "Seamless wallet"), in three steps so that no money call runs inside a
 * transaction and none runs without a durable record first:
 *   1. the command ran under the table lock and found it needs `amount` from the operator
 *      (NeedsDebit): a pending debit is written and committed;
 *   2. the debit is sent to the operator with no transaction open;
 *   3. under the table lock again: declined → the refusal is the answer (stored); unknown → the
 *      debit is rolled back through the outbox and the call answers 503 (a retry runs again);
 *      taken → the command runs again with the debit as its prepaid stake. If the table moved on
 *      meanwhile (the window closed: 409 betting-closed; the turn's time ran out: 409
 *      not-your-turn) the refusal is the answer and the stake goes back through the outbox.
 * A retry whose twin's debit is still with the operator waits for it (past its lease, the twin is
 * abandoned and its debit rolled back), as the solo tables' money calls do (wallet/money-call.ts).
 */
import type { SharedAnswer } from '../../contract/shared';
import type { Session } from '../auth';
import type { Db, Sql } from '../db/db';
import { ApiError } from '../errors';
import { type CallAnswer, type CallKey, storeAnswer } from '../mutation';
import { declined } from '../wallet/money-call';
import { DEBIT_LEASE_MS } from '../wallet/outbox';
import type { SeamlessWallet } from '../wallet/seamless-wallet';
import {
  abandoned,
  lockWalletCall,
  markDeclined,
  markDone,
  pendingDebit,
  queueWalletCall,
  rollBackDebit,
} from '../wallet/wallet-calls';
import { settleRound } from './cycle';
import { lockTable, saveStep } from './instance';
import { type NeedsDebit, NeedsDebit as NeedsDebitError, type Prepaid } from './money';
import { sharedGame } from './play/index';
import { inTurn } from './table-queue';

/** Runs the command at the locked table with these wallet steps first; the answer, or a reason to answer 503. */
export type RunAtTable = (
  before: ((tx: Sql) => Promise<CallAnswer<SharedAnswer> | 'stop' | null>) | null,
  prepaid: Prepaid | null,
) => Promise<CallAnswer<SharedAnswer>>;

export interface SeamlessContext {
  db: Db;
  wallet: SeamlessWallet;
  outbox?: { kick(): void } | null;
}

const WAIT_MS = DEBIT_LEASE_MS + 1500;
const POLL_MS = 150;

/** Phase one's check: a twin of this call whose debit is with the operator is waited for. */
export async function twinInFlight(tx: Sql, playerId: string, requestId: string): Promise<boolean> {
  const twin = await pendingDebit(tx, playerId, { requestId });
  if (!twin) return false;
  if (!abandoned(twin, DEBIT_LEASE_MS)) return true;
  await rollBackDebit(tx, twin, 'abandoned: the call that made it never finished');
  return false;
}

export async function waitForTwin<T>(run: () => Promise<T | 'wait'>): Promise<T> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const r = await run();
    if (r !== 'wait') return r;
    if (Date.now() > until) throw new ApiError('wallet-unavailable', 'the wallet has not answered: retry');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Steps two and three, for the debit the command asked for. */
export async function debitThenRun(
  ctx: SeamlessContext,
  session: Session,
  key: CallKey,
  instance: string,
  need: NeedsDebit,
  run: RunAtTable,
): Promise<CallAnswer<SharedAnswer>> {
  const operator = session.operator;
  if (!operator) throw new Error('a seamless debit for a demo player');
  const uuid = await ctx.db.transaction((tx) =>
    queueWalletCall(tx, {
      playerId: session.playerId,
      roundId: need.roundId,
      tableId: instance,
      kind: 'debit',
      amount: need.amount,
      requestId: key.requestId,
    }),
  );
  const player = {
    operatorId: operator.id,
    playerId: operator.playerId,
    operatorToken: operator.token,
    currency: session.currency,
  };
  const outcome = await ctx.wallet.call(player, 'debit', {
    transactionUuid: uuid,
    roundId: need.roundId,
    roundClosed: false,
    amount: need.amount,
  });
  let unavailable: string | null = null;
  const taken =
    outcome.kind === 'ok'
      ? {
          playerId: session.playerId,
          transactionUuid: uuid,
          amount: need.amount,
          balanceAfter: outcome.balance,
          used: false,
        }
      : null;
  const answer = await run(async (tx) => {
    const row = await lockWalletCall(tx, uuid);
    if (row?.state !== 'pending') {
      unavailable = 'the wallet took too long: retry';
      return 'stop';
    }
    if (outcome.kind === 'unknown') {
      await rollBackDebit(tx, row, outcome.error);
      unavailable = `the wallet did not confirm the stake (${outcome.error}): it is returned; retry`;
      return 'stop';
    }
    if (outcome.kind === 'declined') {
      await markDeclined(tx, uuid, outcome.code);
      const refusal = declined(outcome.code, need.amount, session.balance);
      const refused = { status: refusal.status, body: refusal.body() } as CallAnswer<SharedAnswer>;
      await storeAnswer(tx, key, refused);
      return refused;
    }
    await markDone(tx, uuid, outcome.balance);
    return null;
  }, taken).catch(async (e) => {
    if (!(e instanceof NeedsDebitError)) throw e;
    // The table changed while the operator answered (another stake of the player's landed): the
    // debit pays for nothing and goes back; a retry asks again for what is needed now.
    await ctx.db.transaction(async (tx) => {
      const row = await lockWalletCall(tx, uuid);
      if (row?.state === 'done') await rollBackDebit(tx, row, 'the table changed while the wallet answered');
    });
    unavailable = 'the table changed while the wallet answered: the stake is returned; retry';
    return null;
  });
  ctx.outbox?.kick();
  if (unavailable || !answer) throw new ApiError('wallet-unavailable', unavailable ?? 'retry');
  return answer;
}

/**
 * Asks the operator's wallet for a back bet's follow (queued by the holder's double or split, play/
 * blackjack.ts) and plays the round on with its answer under the table lock. A server that dies
 * first leaves the debit pending: the clock's turn deadline answers "no follow" and the outbox
 * rolls the abandoned debit back.
 */
export async function settleFollow(ctx: SeamlessContext, instance: string, uuid: string): Promise<void> {
  const [row] = await ctx.db.query<{
    amount: number;
    round_id: string;
    operator_id: string | null;
    external_id: string | null;
    currency: string;
    token: string | null;
  }>(
    `select w.amount, w.round_id, p.operator_id, p.external_id, p.currency,
            (select s.operator_token from sessions s where s.player_id = p.id order by s.last_seen desc limit 1) as token
       from wallet_calls w join players p on p.id = w.player_id where w.transaction_uuid = $1`,
    [uuid],
  );
  if (!row?.operator_id || !row.external_id) return;
  const player = {
    operatorId: row.operator_id,
    playerId: row.external_id,
    operatorToken: row.token ?? '',
    currency: row.currency,
  };
  const outcome = await ctx.wallet.call(player, 'debit', {
    transactionUuid: uuid,
    roundId: row.round_id,
    roundClosed: false,
    amount: row.amount,
  });
  await inTurn(ctx.db, instance, () =>
    ctx.db.transaction(async (tx) => {
      const step = await lockTable(tx, instance);
      const game = step ? sharedGame(step.table) : null;
      if (!step || !game?.settleFollow) return;
      const dealt = await game.settleFollow(tx, step, uuid, outcome);
      if (dealt) await settleRound(tx, step, game, dealt);
      await saveStep(tx, step);
    }),
  );
  ctx.outbox?.kick();
}
