/**
 * The game's pages as the server serves them: the built index.html and play.html with the server's mark in its
 * head, so the page knows a game server serves it and plays there (app/server-session.ts); the
 * same build on a static host has no mark and plays in the browser. Read once at start.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The meta tag's name (the client's SERVER_MARK: the server may not import the app layer). */
const MARK = 'felt-game-server';

export function clientPage(clientDir: string, file: string): string | null {
  let html: string;
  try {
    html = readFileSync(join(clientDir, file), 'utf8');
  } catch {
    return null;
  }
  return html.replace(/<head>/i, `<head>\n    <meta name="${MARK}" content="/v1" />`);
}
