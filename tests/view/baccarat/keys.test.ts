/** The baccarat table's keyboard shortcuts are the ones its rules screen lists, in every language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/engine/shared/money';
import { LANGUAGES, loadRulesTexts } from '../../../src/platform/i18n';
import { rulesContent } from '../../../src/ui/rules/content';
import { AREA_KEYS, COMMAND_KEYS } from '../../../src/view/baccarat/table-input';

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadRulesTexts));
});

describe('baccarat keyboard shortcuts', () => {
  it.each(LANGUAGES)('the %s rules screen names every letter key the table answers', (lang) => {
    const c = rulesContent('baccarat-8deck', { lang, money: (m) => formatMoney(m, 'EUR', lang) });
    const keys = c.sections.find((s) => s.id === 'keys');
    expect(keys).toBeDefined();
    const text = keys!.lines.join(' ');
    const letters = [...Object.keys(COMMAND_KEYS), ...Object.keys(AREA_KEYS), 'x'].filter((k) => /^[a-z]$/.test(k));
    for (const key of letters) expect(text, `${lang}: ${key}`).toMatch(new RegExp(`\\b${key.toUpperCase()}\\b`));
    expect(text).toMatch(/Enter/);
    expect(text).toMatch(/Backspace/);
    expect(text).toMatch(/Delete/);
    expect(text).toMatch(/←/);
  });
});
