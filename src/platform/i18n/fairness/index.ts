/**
 * The fairness texts in the player's language. They are not in the core dictionary (en.ts and the
 * others), which comes with the first screen: they come with the history panel, which loads on
 * demand, and only a page playing against the game server shows them.
 */
import type { Language, Params } from '../../i18n';
import { fairnessEl } from './el';
import { type FairnessKey, type FairnessTexts, fairnessEn } from './en';
import { fairnessFi } from './fi';
import { fairnessIt } from './it';

export const FAIRNESS_TEXTS: Record<Language, FairnessTexts> = {
  en: fairnessEn,
  fi: fairnessFi,
  it: fairnessIt,
  el: fairnessEl,
};

export type FairnessTranslate = (key: FairnessKey, params?: Params) => string;

/** A translator of the fairness texts (placeholders `{name}` as the core translator fills them). */
export function fairnessTranslator(lang: Language): FairnessTranslate {
  const dict = FAIRNESS_TEXTS[lang] ?? fairnessEn;
  return (key, params) => {
    const text = dict[key] ?? fairnessEn[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
