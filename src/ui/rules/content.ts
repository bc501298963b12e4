/**
 * The rules and paytable panel's content for any table, in any language, built from the same rules
 * object the engine plays by (with the same overrides), so the panel cannot disagree with the
 * engine. Pure data, no Pixi: the panel lays out `RulesContent` as it likes.
 *
 * A panel calls `rulesContent(table, { lang, money, overrides })` once when it opens, with `money`
 * the HUD's formatter (e.g. `(m) => formatMoney(m, currency, lang, { compact: true })`), shows
 * `heading`, `title` and `summary` on top, then draws `blocks` one under another: a `lines` block
 * is a heading with one bullet per line, a `table` block a grid with its notes under it. The first
 * call for a blackjack rules object computes its return (a few hundred ms); later calls reuse it.
 */

import { BACCARAT_TABLE_IDS, tableRules as baccaratRules } from '../../engine/baccarat/rules';
import { MEASURED_RTP } from '../../engine/blackjack/rtp';
import { atTier, BLACKJACK_TABLES, tableRules as blackjackRules } from '../../engine/blackjack/rules';
import { ROULETTE_TABLE_IDS, rouletteTable } from '../../engine/roulette/rules';
import { gameNameKey, tableNameKey } from '../../view/kit/words/names';
import { baccaratParts } from './baccarat';
import { blackjackParts } from './blackjack';
import { formatter } from './format';
import { rouletteParts } from './roulette';
import { complaintsSection, termsSection } from './terms';
import type { GameKind, RulesBlock, RulesContent, RulesContentOptions, RulesSection, RulesTable } from './types';

export type {
  RulesContent,
  RulesContentOptions,
  RulesTable,
} from './types';

/** Every table the panel can describe, read from the engines' presets. */
export const RULES_TABLES: readonly string[] = [...BLACKJACK_TABLES, ...BACCARAT_TABLE_IDS, ...ROULETTE_TABLE_IDS];

function gameOfTable(table: string): GameKind | null {
  if (BLACKJACK_TABLES.includes(table)) return 'blackjack';
  if (BACCARAT_TABLE_IDS.includes(table)) return 'baccarat';
  if (ROULETTE_TABLE_IDS.includes(table)) return 'roulette';
  return null;
}

/**
 * The panel's content for `table` with `options.overrides` merged over its preset (refused by the
 * engine's own validation when invalid). Throws for an unknown table id.
 */
export function rulesContent(table: string, options: RulesContentOptions): RulesContent {
  const { strategy, ...body } = contentBody(table, options);
  const showsRtp = options.showRtp ?? true;
  const f = formatter(options.lang);
  // The site's terms close every screen, after the returns, as the rule sheets end with them; how
  // to complain and the game's version come last.
  const terms = termsSection(body.game, f, options.terms);
  const about = complaintsSection(f, options.complaints, options.version);
  const main = showsRtp ? [body.paytable, body.limits, body.returns] : [body.paytable, body.limits];
  const blocks = readingOrder(body.sections, main, body.extras);
  // Blackjack's chart is one tap away, right under the figure that assumes it; where the return is
  // hidden, under a section that names the strategy instead.
  const named = strategy && !showsRtp ? [strategy] : [];
  const chart: RulesBlock[] = strategy
    ? [
        ...named.map((section): RulesBlock => ({ kind: 'lines', section })),
        { kind: 'chart', label: f.t('rules.chart.button') },
      ]
    : [];
  return {
    ...body,
    showsRtp,
    sections: [...body.sections, ...named, terms, about],
    blocks: [...blocks, ...chart, { kind: 'lines', section: terms }, { kind: 'lines', section: about }],
  };
}

/** The paytable reads best right after the game is explained; other tables follow their namesake section. */
const PLACE_AFTER: Readonly<Record<string, string>> = { paytable: 'game' };

function readingOrder(
  sections: readonly RulesSection[],
  main: readonly RulesTable[],
  extras: readonly RulesTable[],
): RulesBlock[] {
  const tables = [...extras, ...main];
  const placed = new Set<RulesTable>();
  const blocks: RulesBlock[] = [];
  for (const section of sections) {
    blocks.push({ kind: 'lines', section });
    for (const table of tables) {
      if ((PLACE_AFTER[table.id] ?? table.id) === section.id && !placed.has(table)) {
        blocks.push({ kind: 'table', table });
        placed.add(table);
      }
    }
  }
  for (const table of [...main, ...extras]) if (!placed.has(table)) blocks.push({ kind: 'table', table });
  return blocks;
}

type Body = Omit<RulesContent, 'blocks' | 'showsRtp'> & { strategy?: RulesSection };

function contentBody(table: string, options: RulesContentOptions): Body {
  const game = gameOfTable(table);
  if (game === null) throw new RangeError(`no rules for table "${table}" (tables: ${RULES_TABLES.join(', ')})`);
  const f = formatter(options.lang);
  const { money, overrides } = options;
  const head = {
    table,
    game,
    lang: options.lang,
    heading: f.t('rules.title'),
    title: f.t('rules.tableTitle', { game: f.t(gameNameKey(game)), table: f.t(tableNameKey(table)) }),
  };
  if (game === 'blackjack') {
    // A preset table shows its measured return (10^8 simulated rounds, rtp.ts); rules changed by
    // an operator's overrides show the calculator's figure for exactly those rules.
    const measured = overrides === undefined ? MEASURED_RTP[table]?.perInitialBet.rtp : undefined;
    const preset = blackjackRules(table, overrides);
    const rules = options.tier === undefined ? preset : atTier(preset, options.tier);
    const { summary, ...parts } = blackjackParts(rules, f, money, options.rtp ?? measured);
    return { ...head, summary: f.join(summary), ...parts, extras: [] };
  }
  if (game === 'baccarat') {
    const { summary, drawing, ...parts } = baccaratParts(baccaratRules(table, overrides), f, money);
    return { ...head, summary: f.join(summary), ...parts, extras: [drawing] };
  }
  const { summary, announced, ...parts } = rouletteParts(rouletteTable(table, overrides), f, money);
  return { ...head, summary: f.join(summary), ...parts, extras: [announced] };
}
