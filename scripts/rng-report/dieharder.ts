/**
 * Reading dieharder's results table (3.31.1): one row per p-value,
 * `test_name|ntup|tsamples|psamples|p-value|Assessment`, several rows for a test that runs at
 * several ntup or reports several statistics (sts_serial, rgb_bitdist, diehard_runs …), header
 * and banner lines between them, and as many tables as dieharder was started (the quick battery
 * runs one test per start). A file of a battery still running reads as far as it has got.
 */

type Assessment = 'PASSED' | 'WEAK' | 'FAILED';

export interface DieharderRow {
  test: string;
  ntup: number;
  tsamples: number;
  psamples: number;
  pValue: number;
  assessment: Assessment;
}

export type Battery = 'full' | 'quick';

export interface DieharderSummary {
  source: string;
  battery: Battery;
  /** The battery ran to its last test (a file cut short, or a battery still running, is not). */
  complete: boolean;
  passed: number;
  weak: number;
  failed: number;
  /** The p-value nearest 0 or 1 (dieharder calls both ends WEAK, then FAILED). */
  worstP: number | null;
  /** How long the battery ran; null for results read from a file. */
  seconds: number | null;
  results: DieharderRow[];
}

/**
 * The quick battery: eight of dieharder's tests that read little (0.4 to 0.8 GB each) and run
 * fast, one start each: about 4 GB, a few minutes of the fair stream. At dieharder's default 100
 * psamples, not fewer: its final p-value is a Kolmogorov–Smirnov test of the psamples p-values
 * whose approximation leans towards 1 when they are few (at -p 10, 9 of 30 runs of
 * diehard_birthdays on dieharder's own AES_OFB ended above 0.99, and the crypto stream got a
 * FAILED at p = 0.99999981), which would turn a short battery into false alarms.
 */
export const QUICK_TESTS: readonly number[] = [0, 1, 3, 4, 10, 100, 101, 102];
export const QUICK_PSAMPLES = 100;

/** `dieharder -a` ends with this test: a file that has it holds the whole battery. */
const LAST_OF_FULL = 'dab_monobit2';
const ROW = /^\s*([A-Za-z0-9_]+)\|\s*(\d+)\|\s*(\d+)\|\s*(\d+)\|\s*([0-9.eE+-]+)\|\s*(PASSED|WEAK|FAILED)\s*$/;

export function parseDieharder(text: string): DieharderRow[] {
  const rows: DieharderRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = ROW.exec(line);
    if (m === null) continue;
    rows.push({
      test: m[1] as string,
      ntup: Number(m[2]),
      tsamples: Number(m[3]),
      psamples: Number(m[4]),
      pValue: Number(m[5]),
      assessment: m[6] as Assessment,
    });
  }
  return rows;
}

/**
 * Which battery wrote this output: `dieharder -a` prints its banner once, the quick battery once
 * per test it starts.
 */
export function batteryOf(text: string): Battery {
  return (text.match(/dieharder version/g) ?? []).length > 1 ? 'quick' : 'full';
}

/** Whether the output holds the whole battery: the last test of -a, or a table per quick test. */
export function isComplete(text: string, rows: readonly DieharderRow[], battery: Battery): boolean {
  if (battery === 'full') return rows.some((r) => r.test === LAST_OF_FULL);
  return (text.match(/test_name\s*\|ntup\|/g) ?? []).length >= QUICK_TESTS.length;
}

/** How far a p-value is from the middle: the smaller of p and 1 − p. */
export function tailOf(p: number): number {
  return Math.min(p, 1 - p);
}

/** The p-value nearest 0 or 1, or null for none. */
export function worstOf(ps: readonly number[]): number | null {
  let worst: number | null = null;
  for (const p of ps) if (worst === null || tailOf(p) < tailOf(worst)) worst = p;
  return worst;
}

/** dieharder's output for one stream, read: counts, the worst p-value and every row. */
export function summarise(source: string, text: string, seconds: number | null): DieharderSummary {
  const rows = parseDieharder(text);
  const battery = batteryOf(text);
  const count = (a: Assessment) => rows.filter((r) => r.assessment === a).length;
  return {
    source,
    battery,
    complete: isComplete(text, rows, battery),
    passed: count('PASSED'),
    weak: count('WEAK'),
    failed: count('FAILED'),
    worstP: worstOf(rows.map((r) => r.pValue)),
    seconds,
    results: rows,
  };
}
