/**
 * A malfunction voids the round (RULES.md): every stake it took is returned, no win is paid, and
 * history keeps it as void with the reason. One bank transaction, under a request id of its own,
 * so a void that is asked twice (a reload in between) returns the stakes once; a void the storage
 * refuses to write throws the bank's refusal and changes nothing (the round stays open, and is
 * voided when a later call can write it).
 */
import { type Minor, sum } from '../../engine/shared/money';
import type { GameId } from '../../platform/games';
import type { GameHistory, HistoryEntry, VoidReason } from '../../platform/history';
import type { VoidFound } from '../../platform/table-finds';
import { BankRefusal, type DemoBank, type OpenRound } from '../bank/demo-bank';

/** A round just voided: what the player and the lobby are told (`returned` is `staked`). */
export interface VoidedRound {
  roundId: string;
  staked: Minor;
  /** The balance with the stakes back. */
  balance: Minor;
}

/**
 * Voids `game`'s open round, if it has one; returns it, or null when none was open. `reason` is
 * kept in history (optional only for callers written before reasons were kept).
 */
export function voidOpenRound(
  bank: DemoBank,
  history: GameHistory | null,
  game: GameId,
  reason?: VoidReason,
): VoidedRound | null {
  const open = bank.peek((tx) => tx.round(game));
  if (!open) return null;
  // The body names the round only: a second ask (with another reason) is the same void.
  const request = { requestId: `void:${open.id}`, body: { op: 'void', roundId: open.id } };
  const { summary } = bank.transact(request, (tx) => {
    const staked = sum(open.stakes);
    tx.credit(staked);
    tx.closeRound(game);
    const summary: HistoryEntry = {
      roundId: open.id,
      game,
      table: open.table,
      time: tx.now(),
      status: 'void',
      ...(reason ? { voidReason: reason } : {}),
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
  history?.record(summary);
  return { roundId: open.id, staked: summary.staked, balance: summary.balanceAfter };
}

/**
 * The check as a table opens, before it looks for its round: a round whose saved state cannot be
 * read back (storage tampered with, an older build) or played on cannot be resumed. It is void,
 * its stakes are returned and history keeps it as void with the reason `unplayable` gives (null:
 * the round is fine). Returns the void, or null. A void the storage refuses to write leaves the
 * round open (the table's calls then void it).
 */
export function voidUnplayable(
  bank: DemoBank,
  history: GameHistory | null,
  game: GameId,
  unplayable: (round: OpenRound) => VoidReason | null,
): VoidFound | null {
  const open = bank.peek((tx) => tx.round(game));
  const reason = open ? unplayable(open) : null;
  if (!reason) return null;
  try {
    const voided = voidOpenRound(bank, history, game, reason);
    return voided && { ...voided, reason };
  } catch (error) {
    if (error instanceof BankRefusal) return null;
    throw error;
  }
}
