/**
 * `POST /v1/tables/{table}/rounds`: one open round per table, the stakes debited before anything is
 * dealt, the round dealt from the player's fair stream, and (baccarat, roulette, a blackjack that
 * ends at once) settled and paid in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { OpenRoundBody, RoundAnswer } from '../../contract/rounds';
import type { Sql } from '../db/db';
import { ApiError, isRuleError, ruleErrorToApi } from '../errors';
import type { Answer } from '../mutation';
import { openRoundAt, saveRound } from '../store/rounds';
import { tableGame } from '../tables/index';
import type { CheckedBets, GameStep, TableGame } from '../tables/types';
import type { RoundMoney } from '../wallet/round-money';
import { pendingDebit } from '../wallet/wallet-calls';
import { prepareDeal } from './fair-deal';
import { refuseTooSoon } from './pace';
import { stepAnswer } from './step-answer';
import { voidRound } from './void';

export interface OpenContext {
  playerId: string;
  table: string;
  body: OpenRoundBody;
  allowTestSeeds: boolean;
  /** The jurisdiction's minimum time from one round's start to the next's (0: none). */
  minRoundMs: number;
  /** The wallet's balance, read under the player's lock as the call began. */
  balance: number;
  /** An operator's player: a stake may be waiting for the operator's wallet (a demo wallet has none). */
  seamless: boolean;
  money: RoundMoney;
  /** The round's id when it was chosen before (a seamless stake names its round). */
  roundId?: string;
}

/**
 * Everything a round must pass before its stake is taken: the table, one open round per table
 * (a stake still waiting for the operator's wallet holds the table too), the jurisdiction's gap,
 * and the bets. Refuses with the API's error; the checked bets otherwise.
 */
export async function planOpen(
  tx: Sql,
  c: Omit<OpenContext, 'money' | 'roundId'>,
): Promise<{ game: TableGame; checked: CheckedBets }> {
  const game = tableGame(c.table);
  if (!game) throw new ApiError('not-found', `no table "${c.table}"`);
  if (c.body.testSeed !== undefined && !c.allowTestSeeds) {
    throw new ApiError('bad-request', 'testSeed: not accepted by this server (ALLOW_TEST_SEEDS is off)');
  }
  const open = await openRoundAt(tx, c.playerId, c.table);
  if (open) throw new ApiError('round-in-progress', `round ${open.id} is still open at ${c.table}`);
  const paying = c.seamless ? await pendingDebit(tx, c.playerId, { tableId: c.table }) : null;
  if (paying && paying.request_id !== c.body.requestId) {
    throw new ApiError('round-in-progress', `a round at ${c.table} is waiting for the wallet`);
  }
  if (c.minRoundMs > 0) await refuseTooSoon(tx, c.playerId, c.minRoundMs);
  const checked = ruleChecked(() => game.checkBets(c.body.bets, c.body.tier, c.balance));
  return { game, checked };
}

export async function openRound(tx: Sql, c: OpenContext): Promise<Answer<RoundAnswer>> {
  const { game, checked } = await planOpen(tx, c);
  const balanceBefore = c.balance;
  const deal = await prepareDeal(tx, c.playerId, game, true, c.body.testSeed);
  const round = { id: c.roundId ?? randomUUID(), game: game.game, table: c.table, tier: checked.tier };
  await tx.query(
    `insert into rounds (id, player_id, game, table_id, tier, status, phase, staked, answer, seed_id)
     values ($1, $2, $3, $4, $5, 'open', 'player', $6, '{}'::jsonb, $7)`,
    [round.id, c.playerId, round.game, c.table, round.tier, checked.stake, deal.seed.id],
  );
  let balance = await c.money.debit(tx, {
    playerId: c.playerId,
    roundId: round.id,
    amount: checked.stake,
    requestId: c.body.requestId,
  });

  await tx.query('savepoint deal');
  let step: GameStep;
  try {
    step = game.open(checked, balanceBefore, deal.shoe, deal.rng);
  } catch (e) {
    if (isRuleError(e)) throw ruleErrorToApi(e);
    // The rules failed after the stakes were taken: the round is void and the stakes go back.
    await tx.query('rollback to savepoint deal');
    const row = {
      ...round,
      player_id: c.playerId,
      table_id: c.table,
      staked: checked.stake,
      nonces: [],
      first_card: 0,
    };
    return { status: 201, body: await voidRound(tx, row, 'unplayable', checked.stake, c.body.requestId, c.money) };
  }
  const fairness = deal.fairness(null);
  await deal.save(tx, step.shoe, fairness);
  if (step.status === 'settled') {
    balance = await c.money.close(tx, {
      playerId: c.playerId,
      roundId: round.id,
      amount: step.returned,
      requestId: c.body.requestId,
      refund: false,
    });
  }
  const answer = stepAnswer(round, step, balance);
  await saveRound(tx, round.id, { ...step, state: step.secret, answer, ...fairness });
  return { status: 201, body: answer };
}

/** Runs an engine check, turning the rules' refusal into the API's. */
export function ruleChecked<T>(check: () => T): T {
  try {
    return check();
  } catch (e) {
    if (isRuleError(e)) throw ruleErrorToApi(e);
    throw e;
  }
}
