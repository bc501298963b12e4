/** The roulette table's keyboard shortcuts are the ones its rules screen lists, in every language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/engine/shared/money';
import { LANGUAGES, loadRulesTexts } from '../../../src/platform/i18n';
import { rulesContent } from '../../../src/ui/rules/content';
import { KEYS, PANEL_KEY } from '../../../src/view/roulette/input';

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadRulesTexts));
});

describe('roulette keyboard shortcuts', () => {
  it.each(LANGUAGES)('the %s rules screen names every letter key the table answers', (lang) => {
    const c = rulesContent('roulette-european', { lang, money: (m) => formatMoney(m, 'EUR', lang) });
    const keys = c.sections.find((s) => s.id === 'keys');
    expect(keys).toBeDefined();
    const text = keys!.lines.join(' ');
    for (const key of [...Object.keys(KEYS), PANEL_KEY].filter((k) => /^[a-z]$/.test(k))) {
      expect(text, `${lang}: ${key}`).toMatch(new RegExp(`\\b${key.toUpperCase()}\\b`));
    }
    for (const word of ['Enter', 'Backspace', 'Tab']) expect(text).toMatch(word);
  });
});
