import { describe, expect, it } from 'vitest';
import { runsTest, serialCorrelation } from '../../../scripts/rng-report/sequence-tests';
import { SeededRng } from '../../../src/engine/shared/rng';

const red = (x: number) => (x === 0 ? null : x % 2 === 1);

describe('runs and serial correlation', () => {
  it('an alternating sequence has far too many runs and a correlation of −1', () => {
    const alternating = Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? 1 : 36));
    const runs = runsTest(alternating, red);
    expect(runs.statistic).toBeGreaterThan(50);
    expect(runs.pValue).toBeLessThan(1e-6);
    const serial = serialCorrelation(alternating);
    expect(serial.r).toBeCloseTo(-1, 3);
    expect(serial.pValue).toBeLessThan(1e-6);
  });

  it('long streaks have too few runs and a positive correlation', () => {
    const streaky = Array.from({ length: 10_000 }, (_, i) => (Math.floor(i / 10) % 2 === 0 ? 3 : 30));
    expect(runsTest(streaky, red).statistic).toBeLessThan(-50);
    expect(serialCorrelation(streaky).r).toBeGreaterThan(0.7);
  });

  it('independent spins pass both; zeros are left out of the runs', () => {
    const rng = new SeededRng('spins');
    const spins = Array.from({ length: 100_000 }, () => rng.int(37));
    const runs = runsTest(spins, red);
    expect(runs.n).toBe(spins.filter((x) => x !== 0).length);
    expect(runs.df).toBeNull();
    expect(runs.pValue).toBeGreaterThan(1e-3);
    expect(serialCorrelation(spins).pValue).toBeGreaterThan(1e-3);
  });
});
