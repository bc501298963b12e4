/**
 * What regulators ask the rules screens to state (issue 23): each table's return with the strategy
 * it assumes (blackjack's basic strategy named by the rules it was computed for; none at baccarat
 * and roulette, and said so), the lowest return of the side bets, the same figures in every
 * language (GLI-19), the jurisdiction's `showRtp`, how to complain (the operator's words or the
 * default line) and the game's version.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tableRules } from '../../src/engine/blackjack/rules';
import { formatMoney } from '../../src/engine/shared/money';
import { LANGUAGES, type Language, loadRulesTexts, translator } from '../../src/platform/i18n';
import { RULES_TABLES, type RulesContent, type RulesContentOptions, rulesContent } from '../../src/ui/rules/content';
import { formatter } from '../../src/ui/rules/format';
import { perfectPairsReturn } from '../../src/ui/rules/returns';
import { strategyBasis } from '../../src/ui/rules/strategy-basis';

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadRulesTexts));
});

type Extra = Omit<RulesContentOptions, 'lang' | 'money'>;
const content = (table: string, lang: Language = 'en', extra: Extra = {}): RulesContent =>
  rulesContent(table, { lang, money: (m) => formatMoney(m, 'EUR', lang), ...extra });
const section = (c: RulesContent, id: string) => c.sections.find((s) => s.id === id);
const blockIds = (c: RulesContent) =>
  c.blocks.map((b) => (b.kind === 'lines' ? `s:${b.section.id}` : b.kind === 'table' ? `t:${b.table.id}` : 'chart'));
const bj = (table: string) => table.startsWith('bj-');

describe('the strategy each return assumes', () => {
  it.each(RULES_TABLES.flatMap((table) => LANGUAGES.map((lang) => [table, lang] as const)))(
    '%s in %s names it under the figures',
    (table, lang) => {
      const t = translator(lang);
      const notes = content(table, lang).returns.notes;
      if (bj(table)) {
        const rules = strategyBasis(tableRules(table), formatter(lang));
        expect(notes).toContain(t('rules.bj.strategy.assumes', { rules }));
        expect(notes).toContain(t('rules.bj.strategy.noInsurance'));
      } else {
        expect(notes).toContain(t(table.startsWith('baccarat') ? 'rules.bac.strategy' : 'rules.rou.strategy'));
      }
    },
  );

  it('names blackjack’s strategy by the rules it was computed for, and follows an override', () => {
    const note = (table: string, overrides?: Record<string, unknown>) =>
      rulesContent(table, { lang: 'en', money: String, overrides }).returns.notes[1] as string;
    expect(note('bj-h17-8deck')).toBe(
      'Strategy assumed: the basic strategy computed for this table’s rules (8 decks, dealer hits soft 17, dealer checks for blackjack under an ace or a ten, double on any two cards, splits up to 4 hands, double after split, one card to each split ace, aces not split again, and late surrender). The strategy chart below shows it hand by hand.',
    );
    const classic = note('bj-classic');
    for (const part of [
      '6 decks',
      'dealer stands on soft 17',
      'one split',
      'no double after split',
      'split aces played on',
    ])
      expect(classic).toContain(part);
    const euro = note('bj-european');
    for (const part of ['no hole card', 'aces split again', 'late surrender except against an ace'])
      expect(euro).toContain(part);
    expect(note('bj-classic', { dealerHitsSoft17: true, surrender: 'none' })).toContain(
      'dealer hits soft 17, dealer checks',
    );
    expect(note('bj-classic', { dealerHitsSoft17: true, surrender: 'none' })).toContain('and no surrender)');
    expect(note('bj-classic', { doubleOn: '10-11', maxHands: 1 })).toContain(
      'double on 10–11 only, no splitting, and late surrender)',
    );
    expect(note('bj-classic', { holeCard: 'peek', peekOn: 'ace' })).toContain('under an ace,');
  });

  it('tells the Finnish player in Finnish', () => {
    const fi = content('bj-h17-8deck', 'fi').returns.notes.join(' ');
    expect(fi).toContain('Oletettu strategia: tämän pöydän säännöille laskettu perusstrategia (8 pakkaa, jakaja ottaa');
  });
});

describe('the lowest return of the side bets', () => {
  it('is stated where a table has side bets: Perfect Pairs at bj-european', () => {
    const euro = content('bj-european');
    expect(euro.returnFigures.filter((f) => f.side).map((f) => f.id)).toEqual(['perfectPairs']);
    expect(euro.returns.notes).toContain('Lowest return of the side bets: 94.21% (Perfect Pairs).');
    expect(perfectPairsReturn(6)).toBeCloseTo(0.9421, 4);
    // An operator adding Perfect Pairs to an 8-deck table: the figure for 8 decks.
    const eight = content('bj-h17-8deck', 'en', { overrides: { perfectPairs: true } });
    const pp = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2 }).format(
      perfectPairsReturn(8),
    );
    expect(eight.returns.notes).toContain(`Lowest return of the side bets: ${pp} (Perfect Pairs).`);
    expect(content('bj-european', 'it').returns.notes).toContain(
      'Ritorno più basso delle puntate laterali: 94,21% (Perfect Pairs).',
    );
  });

  it.each(RULES_TABLES.filter((t) => t !== 'bj-european'))('is not stated at %s, which has none', (table) => {
    const c = content(table);
    expect(c.returnFigures.some((f) => f.side)).toBe(false);
    expect(c.returns.notes.join(' ')).not.toContain('side bets');
  });
});

describe('the same figures in every language (GLI-19)', () => {
  /** "98,94 %" and "98.94%" both → "98.94". */
  const number = (cell: string) => cell.replace(/[^\d,.]/g, '').replace(',', '.');

  it.each(RULES_TABLES)('%s', (table) => {
    const en = content(table);
    for (const lang of ['fi', 'it', 'el'] as const) {
      const other = content(table, lang);
      expect(other.returnFigures, lang).toEqual(en.returnFigures);
      expect(
        other.returns.rows.map((r) => number(r.at(-1) as string)),
        lang,
      ).toEqual(en.returns.rows.map((r) => number(r.at(-1) as string)));
    }
    for (const f of en.returnFigures) expect(f.value, f.id).toBeGreaterThan(0.8);
  });
});

describe('showRtp', () => {
  it.each(RULES_TABLES)('%s: off hides the return; on shows it', (table) => {
    const shown = content(table, 'en', { showRtp: true });
    const hidden = content(table, 'en', { showRtp: false });
    expect(shown.showsRtp).toBe(true);
    expect(hidden.showsRtp).toBe(false);
    expect(blockIds(shown)).toContain('t:returns');
    expect(blockIds(hidden)).not.toContain('t:returns');
    const drawn = (c: RulesContent) =>
      c.blocks.flatMap((b) => (b.kind === 'table' ? [b.table.heading, ...b.table.notes] : []));
    expect(drawn(hidden).join(' ')).not.toMatch(/Return to player|%/);
    expect(blockIds(content(table))).toEqual(blockIds(shown));
  });

  it('off: blackjack keeps its strategy, named, and the chart one tap away', () => {
    const hidden = blockIds(content('bj-european', 'en', { showRtp: false }));
    expect(hidden.slice(-5)).toEqual(['t:limits', 's:strategy', 'chart', 's:terms', 's:about']);
    const strategy = section(content('bj-european', 'en', { showRtp: false }), 'strategy');
    expect(strategy?.heading).toBe('Basic strategy');
    expect(strategy?.lines[0]).toContain('(6 decks, dealer stands on soft 17, no hole card');
    expect(blockIds(content('bj-european')).slice(-4)).toEqual(['t:returns', 'chart', 's:terms', 's:about']);
    for (const table of ['baccarat-8deck', 'roulette-european'])
      expect(blockIds(content(table, 'en', { showRtp: false }))).not.toContain('chart');
  });

  it.each(LANGUAGES)('the chart’s control is labelled in %s', (lang) => {
    const chart = content('bj-classic', lang).blocks.find((b) => b.kind === 'chart');
    expect(chart).toEqual({ kind: 'chart', label: translator(lang)('rules.chart.button') });
  });
});

describe('how to complain, and the game’s version', () => {
  it.each(RULES_TABLES.flatMap((table) => LANGUAGES.map((lang) => [table, lang] as const)))(
    '%s in %s ends with the default line and the version',
    (table, lang) => {
      const t = translator(lang);
      const c = content(table, lang, { version: '1.4.2' });
      const last = c.blocks.at(-1);
      expect(last?.kind === 'lines' && last.section).toEqual({
        id: 'about',
        heading: t('rules.section.about'),
        lines: [t('rules.about.complaints'), t('rules.about.version', { version: '1.4.2' })],
      });
      expect(c.sections.at(-1)?.lines[1]).toContain('1.4.2');
    },
  );

  it('the default line says whom to contact, in each language', () => {
    const words: Record<Language, string> = {
      en: 'contact the casino’s customer support',
      fi: 'ota yhteys kasinon asiakastukeen',
      it: 'contatta l’assistenza clienti del casinò',
      el: 'επικοινωνήστε με την εξυπηρέτηση πελατών του καζίνο',
    };
    for (const lang of LANGUAGES)
      expect(section(content('roulette-european', lang), 'about')?.lines[0]).toContain(words[lang]);
  });

  it('the operator’s own words replace it, as written, in every language', () => {
    const complaints = 'Complaints: support@example.test, then the Example Gaming Authority (ADR ref. 42).';
    for (const lang of LANGUAGES) {
      const about = section(content('baccarat-6deck', lang, { complaints, version: '2.0.0' }), 'about');
      expect(about?.lines[0]).toBe(complaints);
      expect(about?.lines).toHaveLength(2);
    }
    // null (the profile's default) and an empty text fall back to the default line
    const t = translator('en');
    expect(section(content('bj-classic', 'en', { complaints: null }), 'about')?.lines).toEqual([
      t('rules.about.complaints'),
    ]);
    expect(section(content('bj-classic', 'en', { complaints: '  ' }), 'about')?.lines[0]).toBe(
      t('rules.about.complaints'),
    );
  });
});
