/**
 * Whether this page plays on a game server, and on which: kept apart from the session code so
 * the first load of a static host's page carries none of it.
 */
import type { LaunchParams } from '../platform/launch';

/** The mark the game server puts in the page it serves (src/server/client-page.ts). */
export const SERVER_MARK = 'felt-game-server';

/**
 * The game server's origin ('' : the page's own), or null: this page plays in the browser. A page
 * served by the game server carries its mark; a static host's copy of the build does not.
 */
export function findServer(
  params: Pick<LaunchParams, 'mode' | 'server'>,
  doc: Pick<Document, 'querySelector'> = document,
): string | null {
  if (params.server) return params.server;
  if (params.mode === 'real') return '';
  return doc.querySelector(`meta[name="${SERVER_MARK}"]`) ? '' : null;
}
