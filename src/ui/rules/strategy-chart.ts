/**
 * A blackjack table's strategy chart as plain data: the basic strategy the engine computes for the
 * table's exact rules (the one its return figure assumes), hard totals, soft totals and pairs
 * against the dealer's up card, every string translated. The limit tier does not enter: the
 * strategy does not depend on the stakes. A Pixi panel (strategy-chart-panel.ts) lays it out.
 */

import { isBlackjackTable, tableRules } from '../../engine/blackjack/rules';
import {
  HARD_TOTALS,
  PAIR_KEYS,
  SOFT_TOTALS,
  type Strategy,
  type StrategyCode,
  type StrategyRow,
  UP_CARDS,
} from '../../engine/blackjack/strategy';
import type { Language } from '../../platform/i18n';
import { gameNameKey, tableNameKey } from '../../view/kit/words/names';
import { type Formatter, formatter } from './format';
import { basicStrategy } from './returns';
import { strategyBasis } from './strategy-basis';

/** The move a code asks for first, which picks its colour; the fall-back is in its letters. */
export type MoveFamily = 'hit' | 'stand' | 'double' | 'split' | 'surrender';

export const CODE_FAMILY: Readonly<Record<StrategyCode, MoveFamily>> = {
  H: 'hit',
  S: 'stand',
  D: 'double',
  Ds: 'double',
  P: 'split',
  Rh: 'surrender',
  Rs: 'surrender',
  Rp: 'surrender',
};

/** The legend's order: the plain moves, then each with its fall-back. */
const CODE_ORDER: readonly StrategyCode[] = ['H', 'S', 'D', 'Ds', 'P', 'Rh', 'Rs', 'Rp'];

interface ChartRow {
  /** The hand: a total ("12"), a run of totals that play alike ("5–8"), or a pair ("8,8"). */
  readonly label: string;
  /** One code per dealer up card, in `columns` order. */
  readonly cells: readonly StrategyCode[];
}

export interface ChartSection {
  readonly id: 'hard' | 'soft' | 'pairs';
  readonly heading: string;
  /** A line under the heading on what the rows mean (soft totals); empty when none is needed. */
  readonly hint: string;
  readonly rows: readonly ChartRow[];
}

interface ChartKey {
  readonly code: StrategyCode;
  /** What the cell shows ("Ds"). */
  readonly short: string;
  /** What it means ("Double; if not allowed, stand"). */
  readonly text: string;
}

export interface StrategyChartContent {
  readonly table: string;
  readonly lang: Language;
  /** The panel's heading ("Basic strategy"). */
  readonly heading: string;
  /** Game and table ("Blackjack · Eight-deck H17"). */
  readonly title: string;
  /** The rules it was computed for, and that the limits do not change it. */
  readonly basis: string;
  /** The columns' caption ("Dealer's up card") and the up cards 2–10, A. */
  readonly upCard: string;
  readonly columns: readonly string[];
  readonly sections: readonly ChartSection[];
  /** The short text of every code, for the cells. */
  readonly codes: Readonly<Record<StrategyCode, string>>;
  /** The codes the chart uses, in a fixed order, with their meaning. */
  readonly legend: readonly ChartKey[];
  readonly notes: readonly string[];
}

export interface StrategyChartOptions {
  readonly lang: Language;
  /** Rules fields merged over the table's preset, as the engine accepts them. */
  readonly overrides?: Record<string, unknown>;
}

const same = (a: StrategyRow, b: StrategyRow) => UP_CARDS.every((up) => a[up] === b[up]);

/** Neighbouring totals that play alike share a row ("5–8", "18–21"), as printed charts do. */
function totalRows(rows: Record<string, StrategyRow>, totals: readonly number[], f: Formatter): ChartRow[] {
  const out: ChartRow[] = [];
  let i = 0;
  while (i < totals.length) {
    const first = rows[String(totals[i])] as StrategyRow;
    let j = i;
    while (j + 1 < totals.length && same(first, rows[String(totals[j + 1])] as StrategyRow)) j++;
    const from = f.num(totals[i] as number);
    const label = j === i ? from : `${from}–${f.num(totals[j] as number)}`;
    out.push({ label, cells: UP_CARDS.map((up) => first[up]) });
    i = j + 1;
  }
  return out;
}

export function strategyChart(table: string, options: StrategyChartOptions): StrategyChartContent {
  if (!isBlackjackTable(table)) throw new RangeError(`no strategy chart for table "${table}" (not blackjack)`);
  const f = formatter(options.lang);
  const { t } = f;
  const rules = tableRules(table, options.overrides);
  const strategy: Strategy = basicStrategy(rules);
  const rank = (key: string) => (key === 'T' ? t('rules.chart.ten') : key === 'A' ? t('rules.chart.ace') : key);
  const sections: ChartSection[] = [
    { id: 'hard', heading: t('rules.chart.hard'), hint: '', rows: totalRows(strategy.hard, HARD_TOTALS, f) },
    {
      id: 'soft',
      heading: t('rules.chart.soft'),
      hint: t('rules.chart.softHint'),
      rows: totalRows(strategy.soft, SOFT_TOTALS, f),
    },
    {
      id: 'pairs',
      heading: t('rules.chart.pairs'),
      hint: '',
      rows: PAIR_KEYS.map((key) => {
        const row = strategy.pairs[key] as StrategyRow;
        return { label: t('rules.chart.pair', { rank: rank(key) }), cells: UP_CARDS.map((up) => row[up]) };
      }),
    },
  ];
  const used = new Set(sections.flatMap((s) => s.rows.flatMap((r) => r.cells)));
  const codes = Object.fromEntries(CODE_ORDER.map((c) => [c, t(`rules.chart.code.${c}`)])) as Record<
    StrategyCode,
    string
  >;
  return {
    table,
    lang: options.lang,
    heading: t('rules.chart.heading'),
    title: t('rules.tableTitle', { game: t(gameNameKey('blackjack')), table: t(tableNameKey(table)) }),
    basis: t('rules.chart.basis', { rules: strategyBasis(rules, f) }),
    upCard: t('rules.chart.upCard'),
    columns: UP_CARDS.map(rank),
    sections,
    codes,
    legend: CODE_ORDER.filter((c) => used.has(c)).map((code) => ({
      code,
      short: codes[code],
      text: t(`rules.chart.legend.${code}`),
    })),
    notes: [t('rules.chart.pairsNote'), t('rules.chart.fullShoe')],
  };
}
