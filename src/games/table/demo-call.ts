/**
 * One call of a demo round port: a transaction of the demo bank (platform/demo-bank.ts), so the
 * stakes, the round and its payment are written together, answered as a promise the way a remote
 * port answers. A refusal (the wallet cannot cover the stake, a round already open, a repeated
 * request id with another body, a bet or move the rules refuse) rejects with `RoundRefused` and
 * changes nothing.
 */
import type { RuleError } from '../../engine/shared/problem';
import type { Notice, PortNotice } from '../../machines/notices';
import { RoundRefused } from '../../machines/round-port';
import { BankRefusal, type BankTx, type DemoBank } from '../../platform/demo-bank';
import type { GameId } from '../../platform/games';
import type { GameHistory, HistoryEntry } from '../../platform/history';
import { voidOpenRound } from './void-round';

const BANK_NOTICE: Record<BankRefusal['code'], PortNotice> = {
  'insufficient-funds': { code: 'round.insufficientFunds' },
  'round-in-progress': { code: 'round.inProgress' },
  'no-round': { code: 'round.gone' },
  // The request id was another call's: this table's idea of the round is stale; it asks again.
  conflict: { code: 'round.gone' },
  unsaved: { code: 'round.unsaved' },
  // Another tab took the wallet: this page is leaving the table (it says so); nothing was done.
  elsewhere: { code: 'round.unavailable' },
  // The win cannot be added: the round is void (demoCall returns its stakes).
  overflow: { code: 'round.void' },
};

/** What a call's work returns: its answer, and the finished round for history once it settles. */
export interface CallResult<T> {
  answer: T;
  summary: HistoryEntry | null;
}

/** The class of a game's rule refusals (BlackjackRuleError, …): their problems are notices. */
export type RuleErrorClass = abstract new (...args: never[]) => RuleError<Notice>;

/**
 * Runs `work` as one bank transaction of `game` under the request's id; `rules`: the game's
 * refusals. A return the balance cannot hold is a malfunction: the round is void, its stakes
 * returned (RULES.md), never a call that fails again on every retry.
 */
export function demoCall<T>(
  bank: DemoBank,
  history: GameHistory | null,
  game: GameId,
  request: { requestId: string; body: unknown },
  work: (tx: BankTx) => CallResult<T>,
  rules: RuleErrorClass,
): Promise<T> {
  try {
    const { answer, summary } = bank.transact(request, work);
    if (summary) history?.record(summary);
    return Promise.resolve(answer);
  } catch (error) {
    if (error instanceof BankRefusal && error.code === 'overflow') voidOpenRound(bank, history, game);
    if (error instanceof BankRefusal) return Promise.reject(new RoundRefused(BANK_NOTICE[error.code]));
    if (error instanceof rules) return Promise.reject(new RoundRefused(error.problem));
    return Promise.reject(error);
  }
}
