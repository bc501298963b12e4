/**
 * Each table's rules, paytable, limits and strategy chart in the words of the game's own rules
 * screen (src/ui/rules: plain data built from the engines' rules objects, no Pixi), in English, so
 * the report cannot describe a table differently from the way the game describes and plays it.
 * The screen's own return table is left out: the report has its own figures.
 */
import type { Minor } from '../../src/engine/shared/money';
import { loadRulesTexts } from '../../src/platform/i18n';
import { rulesContent } from '../../src/ui/rules/content';
import { type StrategyChartContent, strategyChart } from '../../src/ui/rules/strategy-chart';
import type { RulesSection, RulesTable } from '../../src/ui/rules/types';

export interface RulesText {
  /** "Blackjack · European". */
  title: string;
  /** One line of the main rules. */
  summary: string;
  sections: RulesSection[];
  /** Paytable, limits, and the game's extra tables (baccarat's drawing rules, roulette's announced bets). */
  tables: RulesTable[];
}

const TWO_DECIMALS = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The report's amounts: currency units with two decimals and no currency sign (an operator plays
 * the tables in its own currency; the engine only knows minor units). Display only.
 */
export function money(minor: Minor): string {
  return TWO_DECIMALS.format(minor / 100);
}

/** Sections of the rules screen that are about the interface, not the game: left out. */
const NOT_RULES = new Set(['keys', 'about']);

let loaded = false;

async function english(): Promise<void> {
  if (!loaded) await loadRulesTexts('en');
  loaded = true;
}

export async function rulesText(table: string): Promise<RulesText> {
  await english();
  const c = rulesContent(table, { lang: 'en', money });
  return {
    title: c.title,
    summary: c.summary,
    sections: c.sections.filter((s) => !NOT_RULES.has(s.id)),
    tables: [c.paytable, c.limits, ...c.extras],
  };
}

/** The blackjack table's strategy chart as the game's chart panel shows it (the engine's strategyFor). */
export async function chartText(table: string): Promise<StrategyChartContent> {
  await english();
  return strategyChart(table, { lang: 'en' });
}
