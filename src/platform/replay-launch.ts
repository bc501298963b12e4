/**
 * The replay page's parameters (`replay.html?round=ID&token=…&lang=fi&speed=fast`), checked before
 * anything is drawn: the round is required; the token is the support desk's replay token, or, left
 * out, the player's own session handed over by the game page that opened the replay
 * (replay-handoff.ts); the language falls back as a launch's does, the speed is normal or fast. A
 * parameter that is wrong stops the page on the error screen, naming it.
 */
import { chooseLanguage, type Language } from './i18n';

type Speed = 'normal' | 'fast';

export type ReplayLaunch =
  | { ok: true; lang: Language; round: string; token: string | null; speed: Speed }
  | { ok: false; lang: Language; param: 'round' | 'token' | 'speed'; value: string };

/** A round id as the API names rounds: a UUID, or the test ids of a few letters, digits and dashes. */
const ROUND_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A bearer token as the server makes them: URL-safe, 16 to 256 characters. */
const TOKEN = /^[A-Za-z0-9_.~+/=-]{16,256}$/;

export function parseReplayLaunch(search: string, browserLanguages: readonly string[]): ReplayLaunch {
  const q = new URLSearchParams(search);
  const lang = chooseLanguage(q.get('lang'), browserLanguages);
  const round = q.get('round') ?? '';
  if (!ROUND_ID.test(round)) return { ok: false, lang, param: 'round', value: round };
  const token = q.get('token');
  if (token !== null && !TOKEN.test(token)) return { ok: false, lang, param: 'token', value: '…' };
  const speed = q.get('speed') ?? 'normal';
  if (speed !== 'normal' && speed !== 'fast') return { ok: false, lang, param: 'speed', value: speed };
  return { ok: true, lang, round, token, speed };
}
