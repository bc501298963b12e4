/**
 * Every dictionary of a language, merged into one key → text map: the core one and each of its
 * folders under src/platform/i18n (core parts, rules, regulated, fairness, loader, …), found by
 * their file names so a new folder is checked without being listed here.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../src/platform/i18n/**/{en,fi,it,el}.ts');

export type Lang = 'en' | 'fi' | 'it' | 'el';

/** key → text for every dictionary of `lang`. */
export async function dictionaries(lang: Lang): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [path, load] of Object.entries(modules)) {
    if (!path.endsWith(`/${lang}.ts`)) continue;
    for (const value of Object.values(await load())) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      const entries = Object.entries(value);
      if (entries.length === 0 || !entries.every(([, text]) => typeof text === 'string')) continue;
      for (const [key, text] of entries) out[key] = text as string;
    }
  }
  return out;
}
