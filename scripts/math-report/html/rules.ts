/**
 * A table's rules, paytable and limits as the game's rules screen words them (rules-text.ts),
 * as HTML: the rule sections as short lists side by side, the screen's tables as tables.
 */
import type { RulesTable } from '../../../src/ui/rules/types';
import type { RulesText } from '../rules-text';
import { esc, htmlTable, keep } from './format';

export const RULES_HEADING = 'Rules, paytable and limits, as the game’s rules screen states them';

function screenTable(t: RulesTable): string {
  const notes = t.notes.map((n) => `<p class="note">${esc(n)}</p>`).join('');
  return keep(
    `<h4>${esc(t.heading)}</h4>${htmlTable(
      t.columns.map(esc),
      t.rows.map((r) => r.map(esc)),
    )}${notes}`,
  );
}

/**
 * Under `heading`, the rule sections; the screen's tables named in `tables` (by id) after them.
 * The heading, the summary and the sections go to a page together when they fit on one.
 */
export function rulesHtml(heading: string, text: RulesText, tables: readonly string[]): string {
  const sections = text.sections
    .map(
      (s) =>
        `<div><h4>${esc(s.heading)}</h4><ul class="rules">${s.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul></div>`,
    )
    .join('\n');
  const picked = text.tables
    .filter((t) => tables.includes(t.id))
    .map(screenTable)
    .join('\n');
  return `${keep(`<h3>${esc(heading)}</h3><p><strong>${esc(text.summary)}</strong></p><div class="cols">${sections}</div>`)}${picked}`;
}
