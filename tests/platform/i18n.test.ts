import { describe, expect, it, vi } from 'vitest';
import { GAME_IDS, TABLES } from '../../src/platform/games';
import {
  chooseLanguage,
  dictionary,
  foldLanguage,
  LANGUAGES,
  loadRegulatedTexts,
  loadRulesTexts,
  translator,
} from '../../src/platform/i18n';
import { en } from '../../src/platform/i18n/en';
import { gameNameKey, gameTaglineKey, tableBlurbKey, tableNameKey } from '../../src/view/kit/words/names';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it.each(LANGUAGES)('%s has every English key, non-empty, with the same placeholders', (lang) => {
    const dict = dictionary(lang) as Record<string, string>;
    expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(dict[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(placeholders(dict[key] as string), `${lang}: ${key}`).toEqual(placeholders(text));
    }
  });

  it('translated languages are not English copies', () => {
    for (const lang of ['fi', 'it', 'el'] as const) {
      const same = Object.keys(en).filter((k) => dictionary(lang)[k as keyof typeof en] === en[k as keyof typeof en]);
      // brand, game names and a few casino terms stay as they are; the rest is translated
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(Object.keys(en).length / 4);
    }
  });

  it('history and the live region name the baccarat hands as the table prints them', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      for (const side of ['player', 'banker'] as const) {
        expect(t(`bet.bac.${side}`).toLocaleUpperCase(lang), `${lang}: ${side}`).toBe(
          t(`bac.${side}`).toLocaleUpperCase(lang),
        );
      }
    }
  });

  it('has a name, tagline and per-table text for everything in the lobby', () => {
    const keys = new Set(Object.keys(en));
    for (const game of GAME_IDS) {
      expect(keys.has(gameNameKey(game))).toBe(true);
      expect(keys.has(gameTaglineKey(game))).toBe(true);
      for (const table of TABLES[game]) {
        expect(keys.has(tableNameKey(table.id)), table.id).toBe(true);
        expect(keys.has(tableBlurbKey(table.id)), table.id).toBe(true);
      }
    }
  });
});

describe('a page’s language', () => {
  it('is loaded before it translates: English at once, another language after its chunk', async () => {
    vi.resetModules(); // a fresh module, as a page has: only English loaded
    const i18n = await import('../../src/platform/i18n');
    expect(i18n.translator('en')('lobby.play')).toBe('PLAY');
    expect(() => i18n.translator('fi')).toThrow(/fi dictionary is not loaded/);
    const t = await i18n.loadTranslator('fi');
    expect(t('lobby.play')).toBe('PELAA');
    expect(i18n.translator('fi')('lobby.play')).toBe('PELAA');
    expect(() => i18n.dictionary('el')).toThrow(/el dictionary is not loaded/);
  });

  it('falls back to English when its chunk cannot be fetched, rather than a blank page', async () => {
    vi.resetModules();
    vi.doMock('../../src/platform/i18n/el', () => {
      throw new Error('network: chunk failed');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const i18n = await import('../../src/platform/i18n');
      const t = await i18n.loadTranslator('el');
      expect(t('lobby.play')).toBe('PLAY');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('el dictionary did not load'), expect.anything());
    } finally {
      vi.doUnmock('../../src/platform/i18n/el');
      warn.mockRestore();
      vi.resetModules();
    }
  });
});

describe('regulated markets’ dialog texts', () => {
  it.each(LANGUAGES)(
    '%s has every reality-check key, non-empty, with the same placeholders, once loaded',
    async (lang) => {
      const { regulatedEn } = await import('../../src/platform/i18n/regulated/en');
      const dict: Record<string, string> = {
        en: regulatedEn,
        fi: (await import('../../src/platform/i18n/regulated/fi')).regulatedFi,
        it: (await import('../../src/platform/i18n/regulated/it')).regulatedIt,
        el: (await import('../../src/platform/i18n/regulated/el')).regulatedEl,
      }[lang];
      expect(Object.keys(dict).sort()).toEqual(Object.keys(regulatedEn).sort());
      for (const [key, text] of Object.entries(regulatedEn)) {
        expect(dict[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
        expect(placeholders(dict[key] as string), `${lang}: ${key}`).toEqual(placeholders(text));
      }
      const t = translator(lang);
      expect(t('reality.title')).toBe('reality.title'); // not loaded yet: the key shows, never a crash
      await loadRegulatedTexts(lang);
      expect(t('reality.title')).toBe(dict['reality.title']);
    },
  );
});

describe('rules screen texts', () => {
  it.each(LANGUAGES)('%s has every rules key, non-empty, with the same placeholders, once loaded', async (lang) => {
    const { rulesEn } = await import('../../src/platform/i18n/rules/en');
    const modules = {
      en: rulesEn,
      fi: (await import('../../src/platform/i18n/rules/fi')).rulesFi,
      it: (await import('../../src/platform/i18n/rules/it')).rulesIt,
      el: (await import('../../src/platform/i18n/rules/el')).rulesEl,
    } as Record<string, Record<string, string>>;
    const dict = modules[lang] as Record<string, string>;
    expect(Object.keys(dict).sort()).toEqual(Object.keys(rulesEn).sort());
    for (const [key, text] of Object.entries(rulesEn)) {
      expect(dict[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(placeholders(dict[key] as string), `${lang}: ${key}`).toEqual(placeholders(text));
    }
    const t = translator(lang);
    expect(t('rules.title')).toBe('rules.title'); // not loaded yet: the key shows, never a crash
    await loadRulesTexts(lang);
    expect(t('rules.title')).toBe(dict['rules.title']);
  });
});

describe('choosing the language', () => {
  it('folds BCP 47 tags to the shipped languages', () => {
    expect(foldLanguage('fi-FI')).toBe('fi');
    expect(foldLanguage('EL')).toBe('el');
    expect(foldLanguage('it_IT')).toBe('it');
    expect(foldLanguage('de-DE')).toBeNull();
    expect(foldLanguage('')).toBeNull();
  });

  it('prefers the lang parameter, then the browser, then English', () => {
    expect(chooseLanguage('fi', ['it-IT'])).toBe('fi');
    expect(chooseLanguage('xx', ['de-DE', 'it-IT'])).toBe('it');
    expect(chooseLanguage(null, ['el-GR'])).toBe('el');
    expect(chooseLanguage(null, ['de-DE'])).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = translator('fi');
    expect(t('lobby.limits', { min: '1 €', max: '500 €' })).toBe('Panokset 1 € – 500 €');
    expect(t('lobby.limits', { min: '1 €' })).toBe('Panokset 1 € – {max}');
  });
});
