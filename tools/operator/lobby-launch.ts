/**
 * The casino's back-end call that launches a game (SERVER.md "Players and sessions"): a fresh
 * operator token recorded for the player, then `POST {gameServer}/v1/operator/sessions`, signed
 * with the operator's key, answered `201 { launchUrl }`. The launch URL carries a one-time code,
 * never a session token; the lobby frames it.
 */

import type { GameId } from '../../src/platform/games';
import { signedHeaders } from '../../src/server/operators/signature';

export interface LaunchRequest {
  gameServerUrl: string;
  operatorId: string;
  secret: string;
  playerId: string;
  operatorToken: string;
  currency: string;
  lang: string;
  game: GameId;
  table: string;
  /** Where the game's Lobby button goes: this casino's lobby. */
  lobbyUrl: string;
  timeoutMs?: number;
}

/** The game server refused the launch, or could not be reached. */
export class LaunchError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'LaunchError';
  }
}

/**
 * The game's launch URL for the player, absolute, with `parentOrigin` set to the lobby's origin
 * when the game server left it out: the game then posts its `balance`, `roundEnded` and `exit`
 * messages to this lobby only (EMBEDDING.md), whatever referrer policy the browser applies.
 */
export async function launchGame(r: LaunchRequest): Promise<string> {
  const raw = JSON.stringify({
    playerId: r.playerId,
    currency: r.currency,
    operatorToken: r.operatorToken,
    lang: r.lang,
    game: r.game,
    table: r.table,
    lobbyUrl: r.lobbyUrl,
  });
  const base = r.gameServerUrl.replace(/\/+$/, '');
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${base}/v1/operator/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(r.operatorId, r.secret, raw) },
      body: raw,
      signal: AbortSignal.timeout(r.timeoutMs ?? 5000),
    });
    text = await res.text();
  } catch (e) {
    throw new LaunchError(`the game server at ${base} did not answer: ${(e as Error).message}`, null, null);
  }
  let body: { launchUrl?: unknown; error?: { code?: unknown; message?: unknown } } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // reported below with the status
  }
  if (res.status !== 201 || typeof body.launchUrl !== 'string') {
    const code = typeof body.error?.code === 'string' ? body.error.code : null;
    const message = typeof body.error?.message === 'string' ? body.error.message : text.slice(0, 200);
    throw new LaunchError(
      `the game server refused the launch (${res.status} ${code ?? ''}): ${message}`,
      res.status,
      code,
    );
  }
  const url = new URL(body.launchUrl, `${base}/`);
  if (!url.searchParams.has('parentOrigin')) url.searchParams.set('parentOrigin', new URL(r.lobbyUrl).origin);
  return url.toString();
}
