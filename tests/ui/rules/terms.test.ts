/**
 * The rules screen's last section on every table, in every language (ui/rules/terms.ts; sheet
 * 001 "Lisätietoja", RULES.md "Every table"): a malfunction voids the round and returns the
 * stakes; unfinished rounds and inactivity follow the site's terms, with the operator's actual
 * figures (resumed, or completed safely after the expiry; the inactivity time and its warning).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/engine/shared/money';
import { LANGUAGES, type Language, loadRulesTexts, translator } from '../../../src/platform/i18n';
import { RULES_TABLES, type RulesContent, rulesContent } from '../../../src/ui/rules/content';
import type { SiteTerms } from '../../../src/ui/rules/types';

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadRulesTexts));
});

const content = (table: string, lang: Language, terms?: SiteTerms): RulesContent =>
  rulesContent(table, { lang, money: (m) => formatMoney(m, 'EUR', lang), ...(terms ? { terms } : {}) });

/** The terms section, the last block but the complaints and version (rules-closing.test.ts). */
function termsOf(c: RulesContent) {
  const block = c.blocks.at(-2);
  if (block?.kind !== 'lines' || block.section.id !== 'terms') throw new Error('the terms are not second to last');
  return block.section;
}

/** "45 minutes" as each language writes it. */
const MINUTES: Record<Language, (n: number) => string> = {
  en: (n) => (n === 1 ? '1 minute' : `${n} minutes`),
  fi: (n) => (n === 1 ? '1 minuutti' : `${n} minuuttia`),
  it: (n) => (n === 1 ? '1 minuto' : `${n} minuti`),
  el: (n) => (n === 1 ? '1 λεπτό' : `${n} λεπτά`),
};

const SET: SiteTerms = { roundExpiryMinutes: 45, inactivityMinutes: 20 };
const cases = RULES_TABLES.flatMap((table) => LANGUAGES.map((lang) => [table, lang] as const));

describe('the rules screen’s malfunction, unfinished-round and inactivity section', () => {
  it.each(cases)('%s in %s ends with it, with the operator’s figures', (table, lang) => {
    const t = translator(lang);
    const c = content(table, lang, SET);
    const section = termsOf(c);
    expect(section.heading).toBe(t('rules.section.terms'));
    expect(c.sections.at(-2)).toEqual(section);
    const [malfunction, site, unfinished, inactivity] = section.lines;
    expect(section.lines).toHaveLength(4);
    expect(malfunction).toBe(t('rules.terms.malfunction'));
    expect(site).toBe(t('rules.terms.site'));
    if (table.startsWith('bj-')) {
      expect(unfinished).toBe(t('rules.terms.expiry', { duration: MINUTES[lang](45) }));
      expect(unfinished).toContain(MINUTES[lang](45));
    } else {
      // Baccarat and roulette settle a round in the call that takes its stakes: nothing expires.
      expect(unfinished).toBe(t('rules.terms.settledAtOnce'));
      expect(section.lines.join(' ')).not.toContain('45');
    }
    expect(inactivity).toBe(t('rules.terms.inactivity', { duration: MINUTES[lang](20) }));
    expect(inactivity).toContain(MINUTES[lang](20));
    for (const line of section.lines) expect(line).not.toMatch(/\{\w+\}|rules\.terms/);
  });

  it.each(LANGUAGES)('in %s, without the operator’s settings: rounds resume and the session never ends', (lang) => {
    const t = translator(lang);
    expect(termsOf(content('bj-classic', lang)).lines.slice(2)).toEqual([
      t('rules.terms.resume'),
      t('rules.terms.noInactivity'),
    ]);
    expect(termsOf(content('roulette-european', lang)).lines.slice(2)).toEqual([
      t('rules.terms.settledAtOnce'),
      t('rules.terms.noInactivity'),
    ]);
  });

  it.each(LANGUAGES)('in %s, a one-minute inactivity time is warned halfway, in the singular', (lang) => {
    const t = translator(lang);
    const line = termsOf(content('baccarat-8deck', lang, { roundExpiryMinutes: 1, inactivityMinutes: 1 })).lines[3];
    expect(line).toBe(t('rules.terms.inactivityHalfway', { duration: MINUTES[lang](1) }));
  });

  it('is translated, the Finnish in the sheet’s own words', () => {
    const en = termsOf(content('bj-european', 'en', SET)).lines;
    for (const lang of ['fi', 'it', 'el'] as const) {
      const lines = termsOf(content('bj-european', lang, SET)).lines;
      for (const [i, line] of lines.entries()) expect(line, `${lang} line ${i + 1}`).not.toBe(en[i]);
    }
    const fi = termsOf(content('baccarat-8deck', 'fi', SET)).lines;
    expect(fi[0]).toBe(
      'Jos pelilaitteistossa/ohjelmistossa ilmenee toimintahäiriö, sen kohteena olevat pelipanokset ja voitot mitätöidään ja panokset palautetaan.',
    );
    expect(fi[1]).toContain('Keskeneräisien pelikierroksien hallintaan käytettäviin toimenpiteisiin');
    expect(fi[1]).toContain('toimettomuusaikaan, jonka kuluttua peli-istunnot päättyvät automaattisesti');
  });
});
