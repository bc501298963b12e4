/**
 * Which game server a page plays against, and its session (SERVER.md "Players and sessions",
 * EMBEDDING.md `mode`, `launch`, `server`):
 * - `server=URL` names it; `mode=real` plays on the page's own origin when no `server` is given;
 *   a demo page served by the game server (its page carries the server's mark) plays there, and a
 *   static web host's copy of the build plays in this browser.
 * - Real money: the operator's one-time launch code is exchanged for the session; the token lives
 *   in memory and in sessionStorage (a reload of this tab, never a URL, never another tab).
 * - Demo money: the page makes its own demo session; its token is kept in localStorage, so a
 *   reload, a reopened tab or another tab plays on as the same demo player (its open round, its
 *   balance, its seeds).
 */
import type { SessionToken } from '../contract/sessions';
import type { Minor } from '../engine/shared/money';
import type { LaunchParams } from '../platform/launch';
import { ApiFailure, newRequestId, ServerApi } from '../platform/remote/api';
import type { SessionInfo } from '../platform/remote/remote-wallet';
import type { StorageLike } from '../platform/storage';

/** Why a page could not get a session: the error screen's words and the lobby's code. */
export type SessionProblem =
  | { code: 'server-unreachable' }
  | { code: 'launch-refused'; detail: string }
  | { code: 'currency-unsupported'; detail: string }
  | { code: 'session-expired'; detail: string }
  | { code: 'session-refused'; detail: string };

export interface ServerSession {
  api: ServerApi;
  session: SessionInfo;
}

/** A demo session follows the jurisdiction it was made for: another one asked for is another session. */
const tokenKey = (base: string, mode: string, currency: string, jurisdiction: string) =>
  `felt.session.${mode}.${base || 'self'}.${currency}${mode === 'demo' && jurisdiction !== 'default' ? `.${jurisdiction}` : ''}`;

/** Reads a kept token; a storage the browser refuses is a token not kept. */
function kept(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function keep(storage: StorageLike | null, key: string, token: string | null): void {
  try {
    if (token === null) storage?.removeItem(key);
    else storage?.setItem(key, token);
  } catch {
    // Not kept: a reload makes a new demo session (real money: the lobby launches again).
  }
}

const failure = (error: unknown) => (error instanceof ApiFailure ? error : null);

/** The session of this page on the server at `base`, or why there is none. */
export async function openServerSession(
  base: string,
  params: Pick<
    LaunchParams,
    'mode' | 'launch' | 'currency' | 'balance' | 'lang' | 'inactivityMinutes' | 'jurisdiction'
  >,
  stores: { local: StorageLike | null; session: StorageLike | null },
  api = new ServerApi({ base }),
): Promise<ServerSession | SessionProblem> {
  const storage = params.mode === 'real' ? stores.session : stores.local;
  const key = tokenKey(base, params.mode, params.currency, params.jurisdiction);
  const read = async (): Promise<SessionInfo | SessionProblem | null> => {
    try {
      return await api.get<SessionInfo>('/v1/session');
    } catch (error) {
      const f = failure(error);
      if (f?.code === 'session-expired') return { code: 'session-expired', detail: f.message };
      if (f?.status === 401) return null; // a token the server no longer knows: a new session
      return { code: 'server-unreachable' };
    }
  };
  api.token = kept(storage, key);
  if (api.token) {
    const found = await read();
    // A demo session that ended is begun again with fresh play money; real money says so.
    if (found && (!('code' in found) || params.mode === 'real' || found.code !== 'session-expired')) {
      return 'code' in found ? found : { api, session: found };
    }
    keep(storage, key, null);
    api.token = null;
  }
  let made: SessionToken;
  try {
    made =
      params.mode === 'real'
        ? await api.post<SessionToken>('/v1/sessions/exchange', { launch: params.launch })
        : await api.post<SessionToken>('/v1/sessions', demoBody(params));
  } catch (error) {
    const f = failure(error);
    if (!f || f.status === 0) return { code: 'server-unreachable' };
    if (params.mode === 'real') return { code: 'launch-refused', detail: f.message };
    if (f.code === 'currency-unsupported') return { code: 'currency-unsupported', detail: f.message };
    return { code: 'session-refused', detail: f.message };
  }
  api.token = made.token;
  keep(storage, key, api.token);
  // The session as the server read it as it made it: no second call (an older server sends none).
  if (made.session) return { api, session: made.session };
  const session = await read();
  return session && !('code' in session) ? { api, session } : (session ?? { code: 'server-unreachable' });
}

function demoBody(p: {
  currency: string;
  balance: Minor;
  lang: string;
  inactivityMinutes: number | null;
  jurisdiction: string;
}) {
  return {
    requestId: newRequestId(),
    mode: 'demo',
    currency: p.currency,
    balance: p.balance,
    lang: p.lang,
    jurisdiction: p.jurisdiction,
    ...(p.inactivityMinutes !== null ? { inactivityMinutes: p.inactivityMinutes } : {}),
  };
}
