import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  batteryOf,
  isComplete,
  parseDieharder,
  QUICK_TESTS,
  summarise,
  worstOf,
} from '../../../scripts/rng-report/dieharder';
import { batteryPlan } from '../../../scripts/rng-report/dieharder-run';

/**
 * Real dieharder 3.31.1 output: the start of `dieharder -a -g 200` on the crypto stream (a WEAK
 * sts_serial among the rows, several ntup rows per test), then `dieharder -g 41 -d 12 -p 20`
 * (RANDU, which fails the 3d sphere test), as the quick battery appends one table per start.
 */
const SAMPLE = readFileSync(new URL('./dieharder-sample.txt', import.meta.url), 'utf8');

describe('dieharder output', () => {
  it('reads every result row, and nothing of the banners and headers', () => {
    const rows = parseDieharder(SAMPLE);
    expect(rows).toHaveLength(34);
    expect(rows[0]).toEqual({
      test: 'diehard_birthdays',
      ntup: 0,
      tsamples: 100,
      psamples: 100,
      pValue: 0.7644996,
      assessment: 'PASSED',
    });
    expect(rows.filter((r) => r.test === 'sts_serial').map((r) => r.ntup)).toEqual([1, 2, 3, 3, 4, 15, 15, 16, 16]);
    expect(rows.find((r) => r.assessment === 'WEAK')).toMatchObject({
      test: 'sts_serial',
      ntup: 16,
      pValue: 0.99940869,
    });
    expect(rows.at(-1)).toMatchObject({
      test: 'diehard_3dsphere',
      ntup: 3,
      psamples: 20,
      pValue: 0,
      assessment: 'FAILED',
    });
  });

  it('counts PASSED, WEAK and FAILED and finds the p-value nearest either end', () => {
    const s = summarise('crypto', SAMPLE, null);
    expect([s.passed, s.weak, s.failed]).toEqual([32, 1, 1]);
    expect(s.worstP).toBe(0);
    expect(s.results).toHaveLength(34);
    expect(worstOf([0.5, 0.9999, 0.001])).toBe(0.9999);
    expect(worstOf([])).toBeNull();
  });

  it('tells the batteries apart and whether one ran to its end', () => {
    const full = SAMPLE.split('\n').slice(0, 41).join('\n'); // the -a run alone
    expect(batteryOf(full)).toBe('full');
    expect(isComplete(full, parseDieharder(full), 'full')).toBe(false);
    const finished = `${full}\n        dab_monobit2|  12|  65000000|     100|0.55041111|  PASSED  \n`;
    expect(isComplete(finished, parseDieharder(finished), 'full')).toBe(true);
    expect(batteryOf(SAMPLE)).toBe('quick'); // two starts, two banners
    expect(isComplete(SAMPLE, parseDieharder(SAMPLE), 'quick')).toBe(false);
  });

  it('plans the full battery as one dieharder -a and the quick one as a start per test at 100 psamples', () => {
    expect(batteryPlan('full')).toEqual([['-a']]);
    expect(batteryPlan('quick')).toHaveLength(QUICK_TESTS.length);
    expect(batteryPlan('quick')[0]).toEqual(['-d', '0', '-p', '100']);
  });
});
