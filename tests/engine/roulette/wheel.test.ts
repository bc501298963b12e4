import { describe, expect, it } from 'vitest';
import {
  colourOf,
  pocketOf,
  spinTo,
  spinWheel,
  WHEEL_ORDER,
  wheelArc,
  wheelNeighbours,
} from '../../../src/engine/roulette/wheel';
import { type Rng, SeededRng } from '../../../src/engine/shared/rng';
import { chiSquareCritical, chiSquareUniform } from '../../helpers/stats';

describe('the wheel', () => {
  it('has the 37 pockets 0–36 once each, in the RULES.md order', () => {
    expect(WHEEL_ORDER.join('-')).toBe(
      '0-32-15-19-4-21-2-25-17-34-6-27-13-36-11-30-8-23-10-5-24-16-33-1-20-14-31-9-22-18-29-7-28-12-35-3-26',
    );
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('colours 18 red, 18 black and the zero green, alternating round the wheel', () => {
    const colours = WHEEL_ORDER.map(colourOf);
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colourOf(0)).toBe('green');
    expect(colourOf(32)).toBe('red');
    expect(colourOf(26)).toBe('black');
    for (let i = 1; i < 36; i++) expect(colours[i]).not.toBe(colours[i + 1]);
    expect(() => colourOf(37)).toThrow(/not a pocket/);
  });

  it('spins to the pocket the RNG picks', () => {
    const fixed = (k: number): Rng => ({ uint32: () => k, int: () => k });
    expect(spinWheel(fixed(0))).toEqual({ number: 0, pocket: 0, colour: 'green' });
    expect(spinWheel(fixed(36))).toEqual({ number: 26, pocket: 36, colour: 'black' });
    expect(spinTo(17)).toEqual({ number: 17, pocket: 8, colour: 'black' });
    expect(WHEEL_ORDER[pocketOf(17)]).toBe(17);
  });

  it('lands on every number equally often (chi-square over 370 000 spins)', () => {
    const rng = new SeededRng('roulette-wheel');
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 370_000; i++) {
      const n = spinWheel(rng).number;
      counts[n] = (counts[n] as number) + 1;
    }
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(36));
  });

  it('finds neighbours and arcs across the zero', () => {
    expect(wheelNeighbours(0, 2)).toEqual([3, 26, 0, 32, 15]);
    expect(wheelNeighbours(26, 2)).toEqual([35, 3, 26, 0, 32]);
    expect(wheelArc(35, 32)).toEqual([35, 3, 26, 0, 32]);
  });
});
