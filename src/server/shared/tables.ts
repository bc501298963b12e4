/**
 * The shared tables (SHARED.md "The tables"): which solo table's rules each plays by, its clock,
 * and the instance a session joins (one per mode and currency, so demo money never sits beside
 * real money and a back bet is always in the holder's currency).
 */
import { isSharedTableId, SHARED_TABLE_BASE, type SharedTableId, type SharedTimings } from '../../contract/shared';
import { atTier, type BlackjackRules, tableRules } from '../../engine/blackjack/rules';
import type { Session } from '../auth';

export const DEFAULT_TIMINGS: SharedTimings = { settleSeconds: 4, bettingSeconds: 15, turnSeconds: 20 };

/** Blackjack's boxes and how many one player may hold (SHARED.md rules fields). */
export const BOXES = 5;
export const BOXES_PER_PLAYER = 3;

/** A box with no bet for this many windows in a row is freed by the clock. */
export const IDLE_WINDOWS = 2;

/** The solo table whose rules (sheet) each plays by: its bets are checked and settled by that game. */
export const SHARED_TABLES = SHARED_TABLE_BASE;

export const isSharedTable = isSharedTableId;

/**
 * bj-european at its 10–500 tier with five boxes, every one held by a player (no computer players):
 * the engine's "player seats" are all five, and each box's owner is checked against that owner's
 * balance by the shared table (play/blackjack.ts), never one player's.
 */
export function sharedBlackjackRules(): BlackjackRules {
  return { ...atTier(tableRules('bj-european'), '10-500'), seats: BOXES, otherPlayers: 0 };
}

/** The instance a session plays at: `<table>:<mode>:<currency>`. */
export function instanceOf(table: SharedTableId, session: Pick<Session, 'playerKind' | 'currency'>): string {
  const mode = session.playerKind === 'operator' ? 'real' : 'demo';
  return `${table}:${mode}:${session.currency}`;
}

/**
 * A player's display name: the operator's nickname, or "Player" and four digits derived from the
 * player id (the same every time, revealing nothing of the id).
 */
export function displayName(playerId: string, nickname: string | null): string {
  if (nickname) return nickname;
  let h = 2166136261;
  for (let i = 0; i < playerId.length; i++) h = Math.imul(h ^ playerId.charCodeAt(i), 16777619) >>> 0;
  return `Player ${String(h % 10000).padStart(4, '0')}`;
}
