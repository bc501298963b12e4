import { describe, expect, it } from 'vitest';
import { summarise } from '../../../scripts/rng-report/dieharder';
import type { GameTest } from '../../../scripts/rng-report/game-tests';
import { buildSummary, formatP, renderReport, verdict } from '../../../scripts/rng-report/report';

const test = (id: string, pValue: number): GameTest => ({
  id,
  name: `test ${id}`,
  source: 'fair',
  samples: 1000,
  statistic: 1,
  df: 1,
  pValue,
});

const DIEHARDER = `#            dieharder version 3.31.1 Copyright 2003 Robert G. Brown          #
   diehard_birthdays|   0|       100|     100|0.76449960|  PASSED  
          sts_serial|  16|    100000|     100|0.99940869|   WEAK   
`;

describe('the report', () => {
  it('prints small p-values with an exponent and never rounds one to 0', () => {
    expect(formatP(0.123456)).toBe('0.1235');
    expect(formatP(3.2e-7)).toBe('3.20e-7');
    expect(formatP(0)).toBe('< 1e-300');
    expect(formatP(null)).toBe('—');
  });

  it('passes when no p-value is extreme, counting the tails and the WEAK results', () => {
    const s = buildSummary('abc', 12.4, [test('a', 0.5), test('b', 0.0005)], [summarise('fair', DIEHARDER, 60)]);
    expect(s.worstP).toBe(0.0005);
    expect(s.durationSeconds).toBe(12);
    expect(s.dieharder[0]).toMatchObject({ source: 'fair', battery: 'full', complete: false, passed: 1, weak: 1 });
    const v = verdict(s);
    expect(v).toContain('4 p-values: 1 below 0.001, 1 above 0.999');
    expect(v).toContain('1 WEAK and 0 FAILED of 2 results');
    expect(v).toContain('Verdict: PASS');
  });

  it('fails on a game-level p-value within 1e-6 of either end', () => {
    const v = verdict(buildSummary('abc', 1, [test('a', 0.5), test('stuck', 1e-9), test('too-good', 1 - 1e-7)], []));
    expect(v).toMatch(/Verdict: FAIL — stuck p=1\.00e-9; too-good p=1\.000/);
  });

  it('renders every test, the dieharder line and the worst p-value', () => {
    const s = buildSummary('abc', 1, [test('a', 0.25)], [summarise('crypto', DIEHARDER, null)]);
    const text = renderReport(s, ['header']);
    expect(text).toContain('test a');
    expect(text).toMatch(/dieharder crypto +full battery, INCOMPLETE .*PASSED 1, WEAK 1, FAILED 0 of 2/);
    expect(text).toContain('WEAK   sts_serial ntup 16');
    expect(text).toContain('Worst p-value overall: 0.9994');
  });
});
