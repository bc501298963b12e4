/**
 * The strategy chart's content: every cell is the engine's basic strategy for the table's exact
 * rules (an override changes it, a limit tier does not), totals that play alike share a row and no
 * others do, the legend lists exactly the codes in use, and every word comes from the dictionary.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { atTier, BLACKJACK_TABLES, tableRules } from '../../../src/engine/blackjack/rules';
import {
  computeStrategy,
  HARD_TOTALS,
  PAIR_KEYS,
  SOFT_TOTALS,
  type Strategy,
  UP_CARDS,
} from '../../../src/engine/blackjack/strategy';
import { LANGUAGES, loadRulesTexts, translator } from '../../../src/platform/i18n';
import { basicStrategy } from '../../../src/ui/rules/returns';
import { type ChartSection, type StrategyChartContent, strategyChart } from '../../../src/ui/rules/strategy-chart';

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadRulesTexts));
});

/** The totals a row stands for, from its label ("5–8" → 5, 6, 7, 8). */
function totalsOf(label: string): number[] {
  const [from, to = from] = label.split('–').map(Number) as [number, number?];
  return Array.from({ length: (to as number) - from + 1 }, (_, i) => from + i);
}

/** The chart's cells back as the engine's shape, one row per total or pair. */
function unfold(chart: StrategyChartContent): Strategy {
  const bySection = (s: ChartSection | undefined, keys: (label: string) => string[]) => {
    const out: Strategy['hard'] = {};
    for (const row of s?.rows ?? [])
      for (const key of keys(row.label))
        out[key] = Object.fromEntries(UP_CARDS.map((up, i) => [up, row.cells[i]])) as Strategy['hard'][string];
    return out;
  };
  const section = (id: string) => chart.sections.find((s) => s.id === id);
  const pairKey = (label: string) => [label.split('-')[0] === '10' ? 'T' : (label.split('-')[0] as string)];
  return {
    hard: bySection(section('hard'), (l) => totalsOf(l).map(String)),
    soft: bySection(section('soft'), (l) => totalsOf(l).map(String)),
    pairs: bySection(section('pairs'), pairKey),
  };
}

describe('the strategy chart', () => {
  it.each(BLACKJACK_TABLES)('%s: every cell is the engine’s computed strategy for its rules', (table) => {
    const chart = strategyChart(table, { lang: 'en' });
    expect(unfold(chart)).toEqual(computeStrategy(tableRules(table)));
    expect(chart.columns).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A']);
    expect(chart.sections.map((s) => s.id)).toEqual(['hard', 'soft', 'pairs']);
    expect(chart.sections[2]?.rows.map((r) => r.label)).toEqual(
      PAIR_KEYS.map((k) => (k === 'T' ? '10-10' : `${k}-${k}`)),
    );
    // every total once, in order, and neighbours that play alike merged (no two rows alike side by side)
    for (const [id, totals] of [
      ['hard', HARD_TOTALS],
      ['soft', SOFT_TOTALS],
    ] as const) {
      const rows = chart.sections.find((s) => s.id === id)?.rows ?? [];
      expect(rows.flatMap((r) => totalsOf(r.label))).toEqual(totals);
      for (let i = 1; i < rows.length; i++) expect(rows[i]?.cells).not.toEqual(rows[i - 1]?.cells);
    }
  });

  it('bj-h17-8deck: the rows a player checks, and every fall-back code in its legend', () => {
    const chart = strategyChart('bj-h17-8deck', { lang: 'en' });
    const row = (id: string, label: string) =>
      chart.sections
        .find((s) => s.id === id)
        ?.rows.find((r) => r.label === label)
        ?.cells.join(' ');
    expect(row('hard', '5–8')).toBe('H H H H H H H H H H');
    expect(row('hard', '11')).toBe('D D D D D D D D D D');
    expect(row('hard', '16')).toBe('S S S S S H H Rh Rh Rh');
    expect(row('hard', '17')).toBe('S S S S S S S S S Rs');
    expect(row('soft', '18')).toBe('Ds Ds Ds Ds Ds S S H H H');
    expect(row('pairs', '8-8')).toBe('P P P P P P P P P Rp');
    expect(chart.legend.map((k) => k.code)).toEqual(['H', 'S', 'D', 'Ds', 'P', 'Rh', 'Rs', 'Rp']);
    expect(chart.legend.find((k) => k.code === 'Ds')).toEqual({
      code: 'Ds',
      short: 'Ds',
      text: 'Double; if not allowed, stand',
    });
    expect(chart.title).toBe('Blackjack · Eight-deck H17');
    expect(chart.basis).toContain('8 decks, dealer hits soft 17');
  });

  it('lists only the codes a table uses', () => {
    const noSurrender = strategyChart('bj-classic', { lang: 'en', overrides: { surrender: 'none' } });
    const codes = noSurrender.legend.map((k) => k.code);
    expect(codes.some((c) => c.startsWith('R'))).toBe(false);
    const used = new Set(noSurrender.sections.flatMap((s) => s.rows.flatMap((r) => r.cells)));
    expect(new Set(codes)).toEqual(used);
  });

  it('follows the rules: an override changes it, a limit tier does not', () => {
    const s17 = strategyChart('bj-classic', { lang: 'en' });
    const h17 = strategyChart('bj-classic', { lang: 'en', overrides: { dealerHitsSoft17: true } });
    expect(unfold(h17)).toEqual(computeStrategy(tableRules('bj-classic', { dealerHitsSoft17: true })));
    expect(unfold(h17)).not.toEqual(unfold(s17));
    expect(h17.basis).toContain('dealer hits soft 17');
    const rules = tableRules('bj-european');
    expect(basicStrategy(atTier(rules, '20-1000'))).toEqual(computeStrategy(rules));
  });

  it.each(LANGUAGES)('in %s: every word from the dictionary, every placeholder filled', (lang) => {
    const t = translator(lang);
    const chart = strategyChart('bj-european', { lang });
    const words = [
      chart.heading,
      chart.title,
      chart.basis,
      chart.upCard,
      ...chart.sections.map((s) => s.heading),
      ...chart.sections.flatMap((s) => (s.hint ? [s.hint] : [])),
      ...chart.legend.map((k) => k.text),
      ...chart.notes,
    ];
    for (const w of words) {
      expect(w.trim()).not.toBe('');
      expect(w).not.toMatch(/\{\w+\}|^rules\.|undefined/);
    }
    expect(chart.heading).toBe(t('rules.chart.heading'));
    expect(chart.sections.map((s) => s.hint)).toEqual(['', t('rules.chart.softHint'), '']);
    expect(chart.legend.map((k) => k.text)).toEqual(chart.legend.map((k) => t(`rules.chart.legend.${k.code}`)));
    if (lang !== 'en') {
      const en = strategyChart('bj-european', { lang: 'en' });
      expect(chart.basis).not.toBe(en.basis);
      expect(chart.legend.map((k) => k.text)).not.toContain(en.legend[2]?.text);
      // the cells are the same moves in every language
      expect(chart.sections.map((s) => s.rows)).toEqual(en.sections.map((s) => s.rows));
      expect(chart.sections.map((s) => s.heading)).not.toEqual(en.sections.map((s) => s.heading));
    }
  });

  it('refuses a table that is not blackjack', () => {
    expect(() => strategyChart('baccarat-8deck', { lang: 'en' })).toThrow(/not blackjack/);
  });
});
