/**
 * The history panel's REPLAY hands the player's session to the replay window in memory: the
 * window opened with the round and the language only (no token in the URL), the session posted to
 * that window alone, on the page's own origin, for that round, once it asks; nothing for another
 * window, origin or round. The replay page asks its opener again until it answers, and gives up
 * without one.
 */
import { describe, expect, it } from 'vitest';
import {
  askOpener,
  type OpenerHost,
  openReplayWindow,
  type ReplayAccess,
  type ReplayHost,
} from '../../src/platform/replay-handoff';

const ORIGIN = 'https://games.example';
const ACCESS: ReplayAccess = { base: '', token: 'session-token-0123456789', kind: 'demo' };

function opener(opens: boolean) {
  const posted: { data: unknown; origin: string }[] = [];
  const win = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) };
  const listeners = new Set<(e: MessageEvent) => void>();
  const urls: string[] = [];
  const host: OpenerHost = {
    location: { origin: ORIGIN, href: `${ORIGIN}/play.html?game=blackjack` },
    open: (url) => {
      urls.push(url);
      return opens ? (win as unknown as Window) : null;
    },
    addEventListener: (_, l) => listeners.add(l),
    removeEventListener: (_, l) => listeners.delete(l),
    setTimeout: () => 0,
  };
  const hear = (data: unknown, source: unknown = win, origin = ORIGIN) => {
    for (const l of [...listeners]) l({ data, source, origin } as MessageEvent);
  };
  return { host, posted, urls, hear, listeners };
}

describe('handing a replay the session', () => {
  it('opens the replay with the round only, and answers that window’s ask once', () => {
    const o = opener(true);
    expect(openReplayWindow(o.host, { round: 'r-1', lang: 'fi', access: ACCESS })).toBe(true);
    expect(o.urls).toEqual([`${ORIGIN}/replay.html?round=r-1&lang=fi`]);
    const ask = { type: 'felt.replay.ask', round: 'r-1' };
    o.hear(ask, {}); // another window
    o.hear(ask, undefined, 'https://evil.example');
    o.hear({ type: 'felt.replay.ask', round: 'r-2' });
    o.hear({ type: 'something-else', round: 'r-1' });
    expect(o.posted).toEqual([]);
    o.hear(ask);
    o.hear(ask);
    expect(o.posted).toEqual([{ data: { type: 'felt.replay.give', round: 'r-1', ...ACCESS }, origin: ORIGIN }]);
    expect(o.listeners.size).toBe(0);
  });

  it('says when the browser opened no window', () => {
    const o = opener(false);
    expect(openReplayWindow(o.host, { round: 'r-1', lang: 'en', access: ACCESS })).toBe(false);
    expect(o.listeners.size).toBe(0);
  });

  it('the replay page asks its opener until it answers for its round', async () => {
    const asked: unknown[] = [];
    const openerWin = { postMessage: (data: unknown) => asked.push(data) };
    // Set by the page's calls (a holder object: a plain `let` narrows to null for the compiler).
    const on: { listener: ((e: MessageEvent) => void) | null; tick: (() => void) | null } = {
      listener: null,
      tick: null,
    };
    const host: ReplayHost = {
      location: { origin: ORIGIN },
      opener: openerWin as unknown as Window,
      addEventListener: (_, l) => {
        on.listener = l;
      },
      removeEventListener: () => {
        on.listener = null;
      },
      setInterval: (fn) => {
        on.tick = fn;
        return 1;
      },
      clearInterval: () => {
        on.tick = null;
      },
    };
    const answer = askOpener(host, 'r-1');
    on.tick?.();
    expect(asked).toEqual([
      { type: 'felt.replay.ask', round: 'r-1' },
      { type: 'felt.replay.ask', round: 'r-1' },
    ]);
    const say = (data: unknown, source: unknown = openerWin, origin = ORIGIN) =>
      on.listener?.({ data, source, origin } as MessageEvent);
    say({ type: 'felt.replay.give', round: 'r-2', ...ACCESS });
    say({ type: 'felt.replay.give', round: 'r-1', ...ACCESS }, {});
    say({ type: 'felt.replay.give', round: 'r-1', ...ACCESS }, openerWin, 'https://evil.example');
    say({ type: 'felt.replay.give', round: 'r-1', ...ACCESS });
    expect(await answer).toEqual(ACCESS);
    expect(on.listener).toBeNull();
    expect(on.tick).toBeNull();
  });

  it('the replay page without an opener, or without an answer, has no session', async () => {
    const base = { location: { origin: ORIGIN }, addEventListener: () => {}, removeEventListener: () => {} };
    const none: ReplayHost = { ...base, opener: null, setInterval: () => 0, clearInterval: () => {} };
    expect(await askOpener(none, 'r-1')).toBeNull();
    const timer: { tick: (() => void) | null } = { tick: null };
    const silent: ReplayHost = {
      ...base,
      opener: { postMessage: () => {} } as unknown as Window,
      setInterval: (fn) => {
        timer.tick = fn;
        return 1;
      },
      clearInterval: () => {},
    };
    const answer = askOpener(silent, 'r-1', 1000);
    for (let i = 0; i < 3; i++) timer.tick?.();
    expect(await answer).toBeNull();
  });
});
