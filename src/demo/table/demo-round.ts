/**
 * The money side of a demo round, the same for every game: the stakes are taken before anything
 * is dealt, a settled round pays its returns and leaves a history entry, an open one is kept with
 * its secret state, all inside the call's bank transaction.
 */
import { type Minor, sum } from '../../engine/shared/money';
import type { RoundStep } from '../../machines/round-port';
import type { GameId } from '../../platform/games';
import type { Wager } from '../../platform/history';
import type { BankTx, OpenRound } from '../bank/demo-bank';
import type { CallResult } from './demo-call';

/** A round about to be dealt: its id, where, and every stake taken so far. */
export type RoundMeta = Omit<OpenRound, 'state'>;

/** What a round's outcome shows the player, and what history keeps of it. */
export interface Outcome<View, Event> {
  view: View;
  events: readonly Event[];
  staked: Minor;
  returned: Minor;
  record: { wagers: Wager[]; wins: Wager[]; detail: unknown };
}

/** Takes a new round's stake (refused, with nothing changed, when the balance cannot cover it). */
export function stakeRound(tx: BankTx, game: GameId, table: string, stake: Minor): RoundMeta {
  const balanceBefore = tx.balance;
  tx.debit(stake);
  return { id: tx.nextRoundId(game), game, table, stakes: [stake], balanceBefore, startedAt: tx.now() };
}

/** Takes a further stake of an open round (a double, a split, insurance). */
export function stakeMore(tx: BankTx, meta: RoundMeta, stake: Minor): RoundMeta {
  if (stake === 0) return meta;
  tx.debit(stake);
  return { ...meta, stakes: [...meta.stakes, stake] };
}

/** The round is over: its returns are paid, it leaves the open rounds and goes to history. */
export function settleRound<View, Event>(
  tx: BankTx,
  meta: RoundMeta,
  outcome: Outcome<View, Event>,
): CallResult<RoundStep<View, Event>> {
  checkStakes(meta, outcome.staked);
  tx.credit(outcome.returned);
  tx.closeRound(meta.game);
  return {
    answer: answer(meta, 'settled', outcome, tx.balance),
    summary: {
      roundId: meta.id,
      game: meta.game,
      table: meta.table,
      time: tx.now(),
      status: 'complete',
      ...outcome.record,
      staked: outcome.staked,
      returned: outcome.returned,
      balanceBefore: meta.balanceBefore,
      balanceAfter: tx.balance,
    },
  };
}

/** The round waits for a decision: it is kept, secret state and all, until the next call. */
export function keepRound<View, Event>(
  tx: BankTx,
  meta: RoundMeta,
  state: unknown,
  outcome: Omit<Outcome<View, Event>, 'record'>,
): CallResult<RoundStep<View, Event>> {
  checkStakes(meta, outcome.staked);
  tx.setRound({ ...meta, state });
  return { answer: answer(meta, 'open', outcome, tx.balance), summary: null };
}

/** The answer for an open round as it stands (a resume: nothing to animate). */
export function openAnswer<View, Event>(
  meta: RoundMeta,
  outcome: Omit<Outcome<View, Event>, 'record' | 'events'>,
  balance: Minor,
): RoundStep<View, Event> {
  return answer(meta, 'open', { ...outcome, events: [] }, balance);
}

function answer<View, Event>(
  meta: RoundMeta,
  status: RoundStep<View, Event>['status'],
  o: Omit<Outcome<View, Event>, 'record'>,
  balance: Minor,
): RoundStep<View, Event> {
  return { roundId: meta.id, status, view: o.view, events: o.events, staked: o.staked, returned: o.returned, balance };
}

/** The stakes the bank took are the stakes the round counts: never one more or one less. */
function checkStakes(meta: RoundMeta, staked: Minor): void {
  const taken = sum(meta.stakes);
  if (taken !== staked) throw new Error(`round ${meta.id}: ${taken} was taken for stakes of ${staked}`);
}
