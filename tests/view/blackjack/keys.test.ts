/** The keyboard shortcuts the table answers are the ones its rules screen lists, in every language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/engine/shared/money';
import { LANGUAGES, loadRulesTexts } from '../../../src/platform/i18n';
import { rulesContent } from '../../../src/ui/rules/content';
import { KEYS } from '../../../src/view/blackjack/table-input';

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadRulesTexts));
});

describe('blackjack keyboard shortcuts', () => {
  it.each(LANGUAGES)('the %s rules screen names every letter key the table answers', (lang) => {
    const c = rulesContent('bj-h17-8deck', { lang, money: (m) => formatMoney(m, 'EUR', lang) });
    const keys = c.sections.find((s) => s.id === 'keys');
    expect(keys).toBeDefined();
    const text = keys!.lines.join(' ');
    for (const key of Object.keys(KEYS).filter((k) => /^[a-z]$/.test(k))) {
      expect(text, `${lang}: ${key}`).toMatch(new RegExp(`\\b${key.toUpperCase()}\\b`));
    }
    expect(text).toMatch(/Enter/);
    expect(text).toMatch(/Backspace|Askelpalautin/);
  });

  it('maps each letter to the move its button makes', () => {
    expect(KEYS).toMatchObject({
      h: 'player.hit',
      s: 'player.stand',
      d: 'player.double',
      p: 'player.split',
      r: 'player.surrender',
      enter: 'deal',
      ' ': 'deal',
      backspace: 'undo',
    });
  });
});
