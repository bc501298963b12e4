/**
 * The RNG evaluation's summary as a section of every game's report: the statistical tests and the
 * dieharder batteries as `npm run rng:report` recorded them, or a plain statement that it has not
 * been run and the command that runs it.
 */
import type { RngStatus } from '../rng';
import { dec, duration, esc, htmlTable, keep } from './format';

const dash = (v: unknown, f: (x: number) => string = String): string => (typeof v === 'number' ? f(v) : '–');
const p = (x: number) => (x < 1e-4 ? x.toExponential(2) : x.toFixed(4));

export function rngHtml(status: RngStatus): string {
  if (!status.found) {
    return keep(
      `<h2>RNG evaluation</h2><p class="warn"><strong>No RNG evaluation summary was found.</strong> ${esc(status.why)}</p>`,
    );
  }
  const s = status.summary;
  const lines = [
    `Summary file <code>${esc(status.path)}</code>`,
    s.generatedAt ? `generated ${esc(s.generatedAt)}` : '',
    s.commit ? `at commit <code>${esc(s.commit)}</code>` : '',
    typeof s.durationSeconds === 'number' ? `in ${esc(duration(s.durationSeconds))}` : '',
    typeof s.worstP === 'number' ? `worst p-value ${esc(p(s.worstP))}` : '',
  ].filter(Boolean);
  const tests = htmlTable(
    ['Test', 'Source', 'Samples', 'Statistic', 'df', 'p-value'],
    s.tests.map((t) => [
      esc(t.name ?? t.id ?? '–'),
      esc(t.source ?? '–'),
      dash(t.samples, (x) => x.toLocaleString('en')),
      dash(t.statistic, (x) => dec(x, 3)),
      dash(t.df),
      dash(t.pValue, p),
    ]),
    'wide',
    [2, 3, 4, 5],
  );
  const dieharder = htmlTable(
    ['Source', 'Battery', 'Complete', 'Passed', 'Weak', 'Failed', 'Worst p', 'Time'],
    s.dieharder.map((d) => [
      esc(d.source ?? '–'),
      esc(d.battery ?? '–'),
      d.complete === undefined ? '–' : d.complete ? 'yes' : '<strong>no</strong>',
      dash(d.passed),
      dash(d.weak),
      dash(d.failed),
      dash(d.worstP, p),
      dash(d.seconds, duration),
    ]),
    'wide',
    [3, 4, 5, 6, 7],
  );
  return `${keep(`<h2>RNG evaluation</h2><p>${lines.join(', ')}.</p>
<h3>Statistical tests</h3>${s.tests.length > 0 ? tests : '<p>None recorded.</p>'}`)}
${keep(`<h3>Dieharder</h3>${s.dieharder.length > 0 ? dieharder : '<p>None recorded.</p>'}`)}`;
}
