import { describe, expect, it } from 'vitest';
import { BACCARAT_TABLES } from '../../../../src/engine/baccarat/rules';
import { BLACKJACK_TABLES, tableRules } from '../../../../src/engine/blackjack/rules';
import { ROULETTE_TABLES } from '../../../../src/engine/roulette/rules';
import { breakIntoChips, chipColours, chipLabel, luminance } from '../../../../src/view/kit/chips/chip-values';

const trays: [string, readonly number[]][] = [
  ...BLACKJACK_TABLES.map((id): [string, readonly number[]] => [id, tableRules(id).chips]),
  ...Object.entries(BACCARAT_TABLES).map(([id, r]): [string, readonly number[]] => [id, r.chips]),
  ...Object.entries(ROULETTE_TABLES).map(([id, r]): [string, readonly number[]] => [id, r.chips]),
];

describe('breakIntoChips', () => {
  it('pays greedily, largest chip first', () => {
    expect(breakIntoChips(3700, [100, 500, 2500])).toEqual([2500, 500, 500, 100, 100]);
    expect(breakIntoChips(10000, [100, 500, 1000, 2500, 10000])).toEqual([10000]);
  });

  it('does not care about the order of the denominations', () => {
    expect(breakIntoChips(650, [500, 10, 50, 100])).toEqual([500, 100, 50]);
  });

  it('leaves out a remainder smaller than the smallest chip', () => {
    expect(breakIntoChips(1250, [100, 500])).toEqual([500, 500, 100, 100]);
    expect(breakIntoChips(50, [100, 500])).toEqual([]);
  });

  it('gives nothing for zero, negative or no chips', () => {
    expect(breakIntoChips(0, [100])).toEqual([]);
    expect(breakIntoChips(-500, [100])).toEqual([]);
    expect(breakIntoChips(500, [])).toEqual([]);
  });

  it('never overpays and leaves less than the smallest chip on every tray', () => {
    for (const [, chips] of trays) {
      const small = Math.min(...chips);
      for (const amount of [small, small * 3, small * 7 + 1, small * 19, 123456]) {
        const paid = breakIntoChips(amount, chips).reduce((a, b) => a + b, 0);
        expect(paid).toBeLessThanOrEqual(amount);
        expect(amount - paid).toBeLessThan(small);
      }
    }
  });
});

describe('chipColours', () => {
  it('follows the conventional colours of LOOK.md', () => {
    expect(chipColours(100).face).toBe(0xf3f1ea); // 1 white
    expect(chipColours(500).face).toBe(0xc62828); // 5 red
    expect(chipColours(2500).face).toBe(0x2e7d32); // 25 green
    expect(chipColours(10000).face).toBe(0x1c1c1c); // 100 black
    expect(chipColours(50000).face).toBe(0x6a1b9a); // 500 purple
  });

  it.each(trays)('gives every chip of %s its own colour', (_id, chips) => {
    const faces = chips.map((v) => chipColours(v).face);
    expect(new Set(faces).size).toBe(chips.length);
  });

  it.each(trays)('keeps the value legible on every chip of %s', (_id, chips) => {
    for (const v of chips) {
      const { face, text } = chipColours(v);
      const [hi, lo] = [luminance(face), luminance(text)].sort((a, b) => b - a) as [number, number];
      expect((hi + 0.05) / (lo + 0.05), `chip ${v}`).toBeGreaterThanOrEqual(3.5);
    }
  });

  it('still colours values outside the list', () => {
    const c = chipColours(777);
    expect(Number.isInteger(c.face)).toBe(true);
  });
});

describe('chipLabel', () => {
  it('prints whole units without decimals and thousands as K', () => {
    expect(chipLabel(100)).toBe('1');
    expect(chipLabel(2500)).toBe('25');
    expect(chipLabel(50000)).toBe('500');
    expect(chipLabel(100000)).toBe('1K');
    expect(chipLabel(250000)).toBe('2.5K');
    expect(chipLabel(1000000)).toBe('10K');
    expect(chipLabel(500000000)).toBe('5M');
  });

  it('keeps cents below one unit', () => {
    expect(chipLabel(10)).toBe('0.10');
    expect(chipLabel(50)).toBe('0.50');
    expect(chipLabel(250)).toBe('2.50');
  });

  it('follows the currency digits and decimal separator', () => {
    expect(chipLabel(500, 0)).toBe('500');
    expect(chipLabel(5000, 0)).toBe('5K');
    expect(chipLabel(10, 2, ',')).toBe('0,10');
  });

  it('keeps every label of every tray to four characters', () => {
    for (const [, chips] of trays) for (const v of chips) expect(chipLabel(v).length).toBeLessThanOrEqual(4);
  });
});
