import { describe, expect, it } from 'vitest';
import { type Options, parseOptions, UsageError } from '../../../scripts/rng-report/options';

function options(args: string[]): Options {
  const o = parseOptions(args);
  if (o === 'help') throw new Error('not options');
  return o;
}

describe('rng:report options', () => {
  it('defaults: the full battery, 10^6 shoes, 10^7 spins, 64 MiB of words, reports/rng', () => {
    const o = options([]);
    expect([o.battery, o.shoes, o.spins, o.draws, o.out, o.rawWords, o.rawShoes]).toEqual([
      'full',
      1_000_000,
      10_000_000,
      10_000_000,
      'reports/rng',
      16_777_216,
      100_000,
    ]);
    expect(o.seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('--dieharder-results takes several files, SOURCE=PATH or named by their source', () => {
    const r = options(['--dieharder-results', '/tmp/dh/crypto.out', 'fair=/tmp/x.out']);
    expect(r.results).toEqual([
      { source: 'crypto', path: '/tmp/dh/crypto.out' },
      { source: 'fair', path: '/tmp/x.out' },
    ]);
  });

  it('refuses what it cannot use, as usage errors; --help asks for the usage', () => {
    expect(() => parseOptions(['--battery', 'some'])).toThrow(/full, quick or none/);
    expect(() => parseOptions(['--dieharder-results', '/tmp/out.txt'])).toThrow(/cannot tell the source/);
    expect(() => parseOptions(['--shoes', '1.5'])).toThrow(/whole number/);
    expect(() => parseOptions(['--seed', 'abc'])).toThrow(/64 hex digits/);
    expect(() => parseOptions(['--shoe', '5'])).toThrow(UsageError);
    expect(() => parseOptions(['stray'])).toThrow(/unexpected arguments/);
    expect(parseOptions(['--help'])).toBe('help');
  });
});
