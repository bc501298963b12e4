/**
 * The history the game server lists (`GET /v1/history`): its path, kept apart from the reading of
 * it (remote-history.ts) so the page's early script can ask for a table's rounds with it alone.
 */
import type { GameId } from '../games';

/** The most rounds the server lists at once: enough for the roads and the statistics window. */
export const TABLE_HISTORY_LIMIT = 500;

export const historyPath = (game: GameId, limit: number, table?: string): string =>
  `/v1/history?game=${game}${table ? `&table=${encodeURIComponent(table)}` : ''}&limit=${limit}`;
