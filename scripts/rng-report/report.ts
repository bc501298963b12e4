/**
 * The report itself: summary.json (the math report reads it), and the text printed at the end
 * and kept as report.txt: every test with its p-value, dieharder's counts per stream, the worst
 * p-value and the lab verdict.
 */
import { type DieharderSummary, tailOf, worstOf } from './dieharder';
import type { GameTest } from './game-tests';

export interface Summary {
  generatedAt: string;
  commit: string;
  durationSeconds: number;
  tests: Pick<GameTest, 'id' | 'name' | 'source' | 'samples' | 'statistic' | 'df' | 'pValue'>[];
  dieharder: DieharderSummary[];
  /** Over the tests and every dieharder p-value: the one nearest 0 or 1. */
  worstP: number | null;
}

export function buildSummary(
  commit: string,
  durationSeconds: number,
  tests: readonly GameTest[],
  dieharder: readonly DieharderSummary[],
  now: Date = new Date(),
): Summary {
  const ps = [...tests.map((t) => t.pValue), ...dieharder.flatMap((d) => d.results.map((r) => r.pValue))];
  return {
    generatedAt: now.toISOString(),
    commit,
    durationSeconds: Math.round(durationSeconds),
    tests: tests.map(({ id, name, source, samples, statistic, df, pValue }) => ({
      id,
      name,
      source,
      samples,
      statistic,
      df,
      pValue,
    })),
    dieharder: [...dieharder],
    worstP: worstOf(ps),
  };
}

/** A p-value to read: four significant digits, or an exponent for the small ones. */
export function formatP(p: number | null): string {
  if (p === null) return '—';
  if (p === 0) return '< 1e-300';
  return p < 1e-4 ? p.toExponential(2) : p.toPrecision(4);
}

function duration(seconds: number | null): string {
  if (seconds === null) return 'read from file';
  const s = Math.round(seconds);
  return s < 3600
    ? `${Math.floor(s / 60)} min ${s % 60} s`
    : `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;
}

const EXTREME = 1e-6;

/** The verdict line: how many p-values sit in each tail and what that many means. */
export function verdict(summary: Summary): string {
  const ps = [
    ...summary.tests.map((t) => t.pValue),
    ...summary.dieharder.flatMap((d) => d.results.map((r) => r.pValue)),
  ];
  const low = ps.filter((p) => p < 0.001).length;
  const high = ps.filter((p) => p > 0.999).length;
  const weak = summary.dieharder.reduce((n, d) => n + d.weak, 0);
  const rows = summary.dieharder.reduce((n, d) => n + d.results.length, 0);
  const failed = summary.dieharder.reduce((n, d) => n + d.failed, 0);
  const extreme = summary.tests.filter((t) => tailOf(t.pValue) < EXTREME);
  const expected = (ps.length * 0.001).toFixed(2);
  const pass = extreme.length === 0 && failed === 0;
  const lines = [
    `${ps.length} p-values: ${low} below 0.001, ${high} above 0.999 (by chance alone about ${expected} each).`,
  ];
  if (rows > 0) {
    lines.push(
      `dieharder: ${weak} WEAK and ${failed} FAILED of ${rows} results; it calls p < 0.005 or > 0.995 WEAK, so about ${(rows * 0.01).toFixed(1)} WEAK are expected of a perfect generator, and a WEAK alone is no finding (dieharder's guidance: re-run that test with more psamples).`,
    );
  }
  lines.push(
    pass
      ? `Verdict: PASS — no game-level p-value within ${EXTREME.toExponential(0)} of either end and no dieharder FAILED.`
      : `Verdict: FAIL — ${[...extreme.map((t) => `${t.id} p=${formatP(t.pValue)}`), ...(failed > 0 ? [`${failed} dieharder FAILED`] : [])].join('; ')}: re-run on fresh data to rule out chance, then investigate.`,
  );
  return lines.join('\n');
}

export function renderReport(summary: Summary, header: readonly string[]): string {
  const out = [...header, ''];
  out.push(
    'Game-level tests (p: the chance of a result at least this far off for a uniform generator; z tests are two-sided)',
  );
  const w = Math.max(...summary.tests.map((t) => t.name.length), 4);
  out.push(
    `  ${'source'.padEnd(7)} ${'test'.padEnd(w)} ${'samples'.padStart(11)} ${'statistic'.padStart(12)} ${'df'.padStart(6)} ${'p-value'.padStart(10)}`,
  );
  for (const t of summary.tests) {
    out.push(
      `  ${t.source.padEnd(7)} ${t.name.padEnd(w)} ${String(t.samples).padStart(11)} ${t.statistic.toFixed(3).padStart(12)} ${(t.df === null ? 'z' : String(t.df)).padStart(6)} ${formatP(t.pValue).padStart(10)}`,
    );
  }
  out.push('');
  if (summary.dieharder.length === 0) out.push('dieharder: not run (--battery none)');
  for (const d of summary.dieharder) {
    const state = d.complete ? 'complete' : 'INCOMPLETE (cut short or still running)';
    out.push(
      `dieharder ${d.source.padEnd(6)} ${d.battery} battery, ${state}: PASSED ${d.passed}, WEAK ${d.weak}, FAILED ${d.failed} of ${d.results.length}; worst p ${formatP(d.worstP)}; ${duration(d.seconds)}`,
    );
    for (const r of d.results.filter((x) => x.assessment !== 'PASSED')) {
      out.push(`    ${r.assessment.padEnd(6)} ${r.test} ntup ${r.ntup} psamples ${r.psamples}: p ${formatP(r.pValue)}`);
    }
  }
  const worst = summary.tests.reduce<GameTest | Summary['tests'][number] | null>(
    (a, t) => (a === null || tailOf(t.pValue) < tailOf(a.pValue) ? t : a),
    null,
  );
  out.push('');
  out.push(
    `Worst p-value overall: ${formatP(summary.worstP)} (nearest 0 or 1)${worst ? `; of the game-level tests: ${formatP(worst.pValue)}, ${worst.id}` : ''}`,
  );
  out.push(verdict(summary));
  return `${out.join('\n')}\n`;
}
