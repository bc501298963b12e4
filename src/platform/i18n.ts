/**
 * The dictionary: every string a player reads comes from here, keyed by the English dictionary's
 * keys. Languages: en, fi, it, el. Numbers and money are formatted with Intl, never here.
 */
import { LANGUAGES, type Language } from '../contract/names';
import { type Dictionary, en, type MessageKey } from './i18n/en';
import type { RegulatedKey, RegulatedTexts } from './i18n/regulated/en';
import type { RulesDictionary } from './i18n/rules/en';

export type { MessageKey } from './i18n/en';

/** The languages are the API's too: a session plays in one of them (src/contract/names.ts). */
export { LANGUAGES, type Language };

/**
 * The other languages are a chunk each, so a page carries English (every language's fallback) and
 * its player's language, not all four: ~9 KB compressed each. The boot loads its language before
 * it shows a word (main.ts, replay.ts); the early script has already asked for the chunk
 * (early-preload.ts), so that wait is rarely a round trip.
 */
const OTHER_LANGUAGES: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  fi: async () => (await import('./i18n/fi')).fi,
  it: async () => (await import('./i18n/it')).it,
  el: async () => (await import('./i18n/el')).el,
};
const loaded: Partial<Record<Language, Dictionary>> = { en };

/**
 * Loads a language's dictionary (once); its translators can be made from then on. A chunk that
 * cannot be fetched leaves the page in English (every key is there), not blank.
 */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en' || loaded[lang]) return;
  try {
    loaded[lang] = await OTHER_LANGUAGES[lang]();
  } catch (e) {
    console.warn(`the ${lang} dictionary did not load; showing English`, e);
    loaded[lang] = en;
  }
}

/** Loads a language, then makes its translator. */
export async function loadTranslator(lang: Language): Promise<Translate> {
  await loadLanguage(lang);
  return translator(lang);
}

/** A loaded language's dictionary. */
export function dictionary(lang: Language): Dictionary {
  const dict = loaded[lang];
  if (!dict) throw new Error(`the ${lang} dictionary is not loaded (loadLanguage first)`);
  return dict;
}

/** The rules screen's texts: a separate chunk per language, loaded when a rules panel opens. */
const RULES_TEXTS: Record<Language, () => Promise<RulesDictionary>> = {
  en: async () => (await import('./i18n/rules/en')).rulesEn,
  fi: async () => (await import('./i18n/rules/fi')).rulesFi,
  it: async () => (await import('./i18n/rules/it')).rulesIt,
  el: async () => (await import('./i18n/rules/el')).rulesEl,
};
const loadedRules: Partial<Record<Language, RulesDictionary>> = {};

/** The regulated markets' dialogs (the reality check, operators' notices): loaded with their code. */
const REGULATED_TEXTS: Record<Language, () => Promise<RegulatedTexts>> = {
  en: async () => (await import('./i18n/regulated/en')).regulatedEn,
  fi: async () => (await import('./i18n/regulated/fi')).regulatedFi,
  it: async () => (await import('./i18n/regulated/it')).regulatedIt,
  el: async () => (await import('./i18n/regulated/el')).regulatedEl,
};
const loadedRegulated: Partial<Record<Language, RegulatedTexts>> = {};

/** Loads the regulated markets' dialog texts of a language (once); translators then find those keys too. */
export async function loadRegulatedTexts(lang: Language): Promise<void> {
  loadedRegulated[lang] ??= await REGULATED_TEXTS[lang]();
}

/** Loads the rules screen's texts of a language (once); translators then find those keys too. */
export async function loadRulesTexts(lang: Language): Promise<void> {
  loadedRules[lang] ??= await RULES_TEXTS[lang]();
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Folds a BCP 47 tag to a shipped language: `fi-FI` → `fi`, `EL` → `el`; null when not shipped. */
export function foldLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary) ? primary : null;
}

/**
 * The language to play in (EMBEDDING.md): the `lang` parameter when it names a shipped language,
 * else the first of the browser's languages that we ship, else English.
 */
export function chooseLanguage(param: string | null, browserLanguages: readonly string[]): Language {
  return foldLanguage(param) ?? browserLanguages.map(foldLanguage).find((l) => l !== null) ?? 'en';
}

export type Params = Record<string, string | number>;

/**
 * A translator for one language, loaded (loadLanguage: a page would otherwise show English).
 * `{name}` placeholders are filled from `params`.
 */
export function translator(lang: Language): (key: MessageKey, params?: Params) => string {
  const dict = dictionary(lang) as Record<string, string>;
  const core = en as Record<string, string>;
  return (key, params) => {
    const text =
      dict[key] ??
      loadedRules[lang]?.[key as keyof RulesDictionary] ??
      loadedRegulated[lang]?.[key as RegulatedKey] ??
      core[key] ??
      key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

export type Translate = ReturnType<typeof translator>;
