/**
 * The strategy a blackjack table's return assumes, as the game's chart panel lays it out (the
 * engine's strategy for the table's rules, rows of totals that play alike merged): hard, soft and
 * pair hands against the dealer's up card, each cell coloured by the move it asks for first, with
 * the legend of the codes the chart uses.
 */
import { CODE_FAMILY, type StrategyChartContent } from '../../../src/ui/rules/strategy-chart';
import { esc } from './format';

function section(chart: StrategyChartContent, s: StrategyChartContent['sections'][number]): string {
  const head = `<tr><th class="row">${esc(s.heading)}</th>${chart.columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>`;
  const rows = s.rows
    .map(
      (r) =>
        `<tr><th class="row">${esc(r.label)}</th>${r.cells.map((c) => `<td class="${CODE_FAMILY[c]}">${esc(chart.codes[c])}</td>`).join('')}</tr>`,
    )
    .join('');
  const hint = s.hint ? `<p class="note">${esc(s.hint)}</p>` : '';
  return `<div><table class="chart"><thead>${head}</thead><tbody>${rows}</tbody></table>${hint}</div>`;
}

export function strategyHtml(chart: StrategyChartContent): string {
  const [hard, soft, pairs] = chart.sections;
  const legend = chart.legend
    .map((k) => `<span class="key"><span class="${CODE_FAMILY[k.code]}">${esc(k.short)}</span> ${esc(k.text)}</span>`)
    .join(' ');
  return `<p>${esc(chart.basis)}</p><p class="note">Columns: ${esc(chart.upCard)}.</p>
<div class="chart-wrap">${hard ? section(chart, hard) : ''}<div>${soft ? section(chart, soft) : ''}${pairs ? section(chart, pairs) : ''}</div></div>
<p class="legend">${legend}</p>
${chart.notes.map((n) => `<p class="note">${esc(n)}</p>`).join('')}`;
}
