/**
 * A malfunction voids the round (RULES.md): every stake it took is returned, no win is paid, and
 * history keeps it as void. One bank transaction, under a request id of its own, so a void that
 * is asked twice (a reload in between) returns the stakes once.
 */
import { sum } from '../../engine/shared/money';
import type { DemoBank } from '../../platform/demo-bank';
import type { GameId } from '../../platform/games';
import type { GameHistory, HistoryEntry } from '../../platform/history';

/** Voids `game`'s open round, if it has one; returns whether one was voided. */
export function voidOpenRound(bank: DemoBank, history: GameHistory | null, game: GameId): boolean {
  const open = bank.peek((tx) => tx.round(game));
  if (!open) return false;
  const { summary } = bank.transact({ requestId: `void:${open.id}`, body: { op: 'void', roundId: open.id } }, (tx) => {
    const staked = sum(open.stakes);
    tx.credit(staked);
    tx.closeRound(game);
    const summary: HistoryEntry = {
      roundId: open.id,
      game,
      table: open.table,
      time: tx.now(),
      status: 'void',
      wagers: [],
      wins: [],
      detail: null,
      staked,
      returned: staked,
      balanceBefore: open.balanceBefore,
      balanceAfter: tx.balance,
    };
    return { answer: null, summary };
  });
  if (summary) history?.record(summary);
  return true;
}
