/**
 * How the history panel's REPLAY opens a round's replay with the player's own session, and keeps
 * the session token out of every URL and every storage: the game page opens `replay.html?round=ID`
 * in a new window (a window of its own, so the table the player left stays as it was), and that
 * window, once its code runs, asks its opener for the session with a message; the opener answers
 * only the window it opened itself, only on its own origin, only for that round, and only once.
 * The token travels in memory from one page to the other (postMessage), never through the address
 * bar, the history, a referrer or sessionStorage. (A support desk's link carries a replay token of
 * its own instead: read-only, for one round, expiring.)
 */
import type { Language } from './i18n';
import { isRecord } from './storage';
import type { MoneyKind } from './wallet';

/** The session a replay reads its round with: the game server, the token, and whose money it is. */
export interface ReplayAccess {
  /** The game server's origin ('' : the page's own). */
  base: string;
  token: string;
  kind: MoneyKind;
}

const ASK = 'felt.replay.ask';
const GIVE = 'felt.replay.give';
/** How long a replay window may take to ask (a slow phone loading the page's code). */
const ASK_WITHIN_MS = 60_000;

/** What the opener needs of the browser (window itself; a stand-in in the tests). */
export interface OpenerHost {
  readonly location: { readonly origin: string; readonly href: string };
  open(url: string, target: string): Pick<Window, 'postMessage'> | null;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  setTimeout(fn: () => void, ms: number): unknown;
}

/**
 * Opens the replay of `round` in a new window and hands it the session when it asks. False: the
 * browser opened no window (a blocked pop-up); nothing was sent anywhere.
 */
export function openReplayWindow(
  host: OpenerHost,
  o: { round: string; lang: Language; access: ReplayAccess },
): boolean {
  const url = new URL('replay.html', host.location.href);
  url.search = new URLSearchParams({ round: o.round, lang: o.lang }).toString();
  // Not `noopener`: the replay asks its opener for the session. The page is this origin's own.
  const win = host.open(url.toString(), '_blank');
  if (!win) return false;
  const origin = host.location.origin;
  const stop = () => host.removeEventListener('message', listener);
  const listener = (e: MessageEvent) => {
    if (e.source !== win || e.origin !== origin || !isRecord(e.data)) return;
    if (e.data.type !== ASK || e.data.round !== o.round) return;
    stop();
    win.postMessage({ type: GIVE, round: o.round, ...o.access }, origin);
  };
  host.addEventListener('message', listener);
  host.setTimeout(stop, ASK_WITHIN_MS);
  return true;
}

/** What the replay page needs of the browser (a stand-in in the tests). */
export interface ReplayHost {
  readonly location: { readonly origin: string };
  readonly opener: Pick<Window, 'postMessage'> | null;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

/**
 * The replay page's side: asks the page that opened it for the session (again every half second,
 * in case the opener was busy) and resolves with what that page answers for `round`; null when
 * there is no opener or no answer within `withinMs`.
 */
export function askOpener(host: ReplayHost, round: string, withinMs = 5000): Promise<ReplayAccess | null> {
  const opener = host.opener;
  if (!opener) return Promise.resolve(null);
  const origin = host.location.origin;
  return new Promise((resolve) => {
    let asked = 0;
    const finish = (access: ReplayAccess | null) => {
      host.clearInterval(timer);
      host.removeEventListener('message', listener);
      resolve(access);
    };
    const listener = (e: MessageEvent) => {
      const d = e.data;
      if (e.source !== opener || e.origin !== origin || !isRecord(d) || d.type !== GIVE || d.round !== round) return;
      if (typeof d.base !== 'string' || typeof d.token !== 'string' || (d.kind !== 'demo' && d.kind !== 'real')) return;
      finish({ base: d.base, token: d.token, kind: d.kind });
    };
    const ask = () => {
      if (asked * 500 >= withinMs) return finish(null);
      asked += 1;
      opener.postMessage({ type: ASK, round }, origin);
    };
    host.addEventListener('message', listener);
    const timer = host.setInterval(ask, 500);
    ask();
  });
}
