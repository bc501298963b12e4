/**
 * `POST /v1/rounds/{roundId}/actions`: a decision of an open blackjack round. Its extra stake is
 * debited before the cards move (a debit the balance cannot cover refuses the action and the
 * round stays as it was); a round whose saved state cannot be read or played on is voided.
 */
import type { RoundAnswer } from '../../contract/rounds';
import type { Sql } from '../db/db';
import { ApiError, isRuleError, ruleErrorToApi } from '../errors';
import type { Answer } from '../mutation';
import { lockRound, saveRound } from '../store/rounds';
import { tableGame } from '../tables/index';
import type { GameStep } from '../tables/types';
import type { RoundMoney } from '../wallet/round-money';
import { prepareDeal, stepDeal } from './fair-deal';
import { ruleChecked } from './open';
import { stepAnswer } from './step-answer';
import { voidRound } from './void';

export interface ActContext {
  playerId: string;
  roundId: string;
  requestId: string;
  action: string;
  /** The wallet's balance, read under the player's lock as the call began. */
  balance: number;
  money: RoundMoney;
}

/** The extra stake `action` takes on the player's open round `roundId` (0: none); refuses an illegal one. */
export async function actionStakeOf(tx: Sql, playerId: string, roundId: string, action: string): Promise<number> {
  const row = await lockRound(tx, playerId, roundId);
  if (!row) throw new ApiError('not-found', `no round ${roundId}`);
  if (row.status !== 'open') throw new ApiError('no-round', `round ${roundId} is ${row.status}: it takes no action`);
  const game = tableGame(row.table_id);
  if (!game?.act || !game.actionStake) throw new ApiError('illegal-action', `${row.game} takes no decisions`);
  try {
    return ruleChecked(() => game.actionStake?.(row.state, action) ?? 0);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    return 0; // an unreadable round takes no stake: the action voids it
  }
}

export async function actOnRound(tx: Sql, c: ActContext): Promise<Answer<RoundAnswer>> {
  const row = await lockRound(tx, c.playerId, c.roundId, true);
  if (!row) throw new ApiError('not-found', `no round ${c.roundId}`);
  if (row.status !== 'open') throw new ApiError('no-round', `round ${c.roundId} is ${row.status}: it takes no action`);
  const game = tableGame(row.table_id);
  if (!game?.act || !game.actionStake) throw new ApiError('illegal-action', `${row.game} takes no decisions`);

  const refundOf = () => game.voidRefund?.(row.state) ?? row.staked;
  let stake: number;
  try {
    stake = ruleChecked(() => game.actionStake?.(row.state, c.action) ?? 0);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    return { status: 200, body: await voidRound(tx, row, 'unreadable', refundOf(), c.requestId, c.money) };
  }

  // The extra stake is taken first; a malfunction of the step below gives it back with the rest.
  if (stake > 0) await tx.query('savepoint act');
  let balance =
    stake > 0
      ? await c.money.debit(tx, { playerId: c.playerId, roundId: row.id, amount: stake, requestId: c.requestId })
      : c.balance;
  const deal = row.seed
    ? stepDeal(c.playerId, game, row.seed, row.nonces)
    : await prepareDeal(tx, c.playerId, game, false, undefined);
  let step: GameStep;
  try {
    step = game.act(row.state, c.action, deal.rng);
  } catch (e) {
    if (isRuleError(e)) throw ruleErrorToApi(e);
    if (stake > 0) {
      await tx.query('rollback to savepoint act');
      await c.money.release?.(tx);
    }
    return { status: 200, body: await voidRound(tx, row, 'unplayable', refundOf(), c.requestId, c.money) };
  }
  const fairness = deal.fairness({ nonces: row.nonces, firstCard: row.first_card });
  if (step.status === 'settled') {
    await deal.save(tx, step.shoe, fairness);
    balance = await c.money.close(tx, {
      playerId: c.playerId,
      roundId: row.id,
      amount: step.returned,
      requestId: c.requestId,
      refund: false,
    });
  } else {
    await deal.save(tx, null, fairness);
  }
  const answer = stepAnswer({ id: row.id, game: row.game, table: row.table_id, tier: row.tier }, step, balance);
  await saveRound(tx, row.id, { ...step, state: step.secret, answer, ...fairness });
  return { status: 200, body: answer };
}
