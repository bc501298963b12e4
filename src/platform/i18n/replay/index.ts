/**
 * A round's replay texts in the player's language. Not in the core dictionary, which comes with
 * every first screen: they come with the replay page and with the history panel, both loaded on
 * their own.
 */
import type { Language, Params } from '../../i18n';
import { replayEl } from './el';
import { type ReplayKey, type ReplayTexts, replayEn } from './en';
import { replayFi } from './fi';
import { replayIt } from './it';

export const REPLAY_TEXTS: Record<Language, ReplayTexts> = { en: replayEn, fi: replayFi, it: replayIt, el: replayEl };

export type ReplayTranslate = (key: ReplayKey, params?: Params) => string;

/** A translator of the replay texts (placeholders `{name}` as the core translator fills them). */
export function replayTranslator(lang: Language): ReplayTranslate {
  const dict = REPLAY_TEXTS[lang] ?? replayEn;
  return (key, params) => {
    const text = dict[key] ?? replayEn[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
