/**
 * One call of a demo round port: a transaction of the demo bank (bank/demo-bank.ts), so the
 * stakes, the round and its payment are written together, answered as a promise the way a remote
 * port answers. A refusal (the wallet cannot cover the stake, a round already open, a repeated
 * request id with another body, a bet or move the rules refuse) rejects with `RoundRefused` and
 * changes nothing.
 *
 * A call that cannot be completed is a malfunction, and voids its round (RULES.md "Every table";
 * void-round.ts) rather than leave a table that fails the same way on every retry: a return the
 * balance cannot hold (`overflow`), an error inside the rules (anything thrown that is not a
 * refusal: `rules-error`), a saved round the port finds it cannot play (`RoundMalfunction`), and
 * a wallet that keeps failing to save (wallet-faults.ts). The table is told `round.void` with the
 * reason and the round it returned; a void the storage cannot write either is `round.unsaved`,
 * and the round is voided by a later call.
 */
import type { RuleError } from '../../engine/shared/problem';
import type { Notice, PortNotice } from '../../machines/notices';
import { RoundRefused } from '../../machines/round-port';
import type { GameId } from '../../platform/games';
import type { GameHistory, HistoryEntry, VoidReason } from '../../platform/history';
import { BankRefusal, type BankTx, type DemoBank } from '../bank/demo-bank';
import { voidOpenRound } from './void-round';
import type { WalletFaults } from './wallet-faults';

const BANK_NOTICE: Record<Exclude<BankRefusal['code'], 'overflow'>, PortNotice> = {
  'insufficient-funds': { code: 'round.insufficientFunds' },
  'round-in-progress': { code: 'round.inProgress' },
  'no-round': { code: 'round.gone' },
  // The request id was another call's: this table's idea of the round is stale; it asks again.
  conflict: { code: 'round.gone' },
  unsaved: { code: 'round.unsaved' },
  // Another tab took the wallet: this page is leaving the table (it says so); nothing was done.
  elsewhere: { code: 'round.unavailable' },
};

/** What a call's work returns: its answer, and the finished round for history once it settles. */
export interface CallResult<T> {
  answer: T;
  summary: HistoryEntry | null;
}

/** The class of a game's rule refusals (BlackjackRuleError, …): their problems are notices. */
export type RuleErrorClass = abstract new (...args: never[]) => RuleError<Notice>;

/** Thrown by a call's work when the open round it must play on cannot be: the round is void. */
export class RoundMalfunction extends Error {
  override name = 'RoundMalfunction';
  constructor(
    readonly reason: VoidReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/**
 * Runs `work` as one bank transaction of `game` under the request's id; `rules`: the game's
 * refusals; `faults`: the port's count of calls the storage refused (a port that keeps rounds
 * open between calls has one).
 */
export function demoCall<T>(
  bank: DemoBank,
  history: GameHistory | null,
  game: GameId,
  request: { requestId: string; body: unknown },
  work: (tx: BankTx) => CallResult<T>,
  rules: RuleErrorClass,
  faults?: WalletFaults,
): Promise<T> {
  const open = faults ? bank.peek((tx) => tx.round(game)) : null;
  if (open && faults?.exhausted(open.id)) return voidRound(bank, history, game, 'wallet-failure');
  try {
    const { answer, summary } = bank.transact(request, work);
    faults?.cleared();
    if (summary) history?.record(summary);
    return Promise.resolve(answer);
  } catch (error) {
    if (error instanceof BankRefusal) {
      if (error.code === 'overflow') return voidRound(bank, history, game, 'overflow');
      if (error.code === 'unsaved' && open)
        faults?.failed(
          open.id,
          bank.peek((tx) => tx.now()),
        );
      return Promise.reject(new RoundRefused(BANK_NOTICE[error.code]));
    }
    if (error instanceof rules) return Promise.reject(new RoundRefused(error.problem));
    // Not a refusal: the rules (or the port's reading of its round) failed. Logged for whoever
    // looks into it; the player is told the round is void and why.
    console.warn(`${game}: a malfunction voids the round`, error);
    return voidRound(bank, history, game, error instanceof RoundMalfunction ? error.reason : 'rules-error');
  }
}

/**
 * Voids the game's open round for `reason` and refuses the call with `round.void` (round: null
 * when the failed call had opened none, its transaction discarded with its stake); a void the
 * bank refuses too is that refusal (the round stays open until a later call can void it).
 */
export function voidRound(
  bank: DemoBank,
  history: GameHistory | null,
  game: GameId,
  reason: VoidReason,
): Promise<never> {
  try {
    const voided = voidOpenRound(bank, history, game, reason);
    const round = voided && { roundId: voided.roundId, returned: voided.staked };
    return Promise.reject(new RoundRefused({ code: 'round.void', reason, round }));
  } catch (error) {
    if (error instanceof BankRefusal && error.code !== 'overflow')
      return Promise.reject(new RoundRefused(BANK_NOTICE[error.code]));
    return Promise.reject(error);
  }
}
