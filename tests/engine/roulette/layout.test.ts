import { describe, expect, it } from 'vitest';
import { findPosition, POSITIONS, parsePosition, positionsOfKind } from '../../../src/engine/roulette/layout';
import { RouletteRuleError } from '../../../src/engine/roulette/problems';
import { POSITION_KINDS } from '../../../src/engine/roulette/rules';
import { refusal } from '../refusal';

/**
 * Geometry written independently of the generator: where each number sits on the felt. The zero
 * spans the head of all three columns, so it touches 1, 2 and 3.
 */
const cell = (n: number) => ({ row: Math.ceil(n / 3) - 1, col: (n - 1) % 3 });
const touches = (a: number, b: number): boolean => {
  if (a === 0 || b === 0) return [1, 2, 3].includes(a + b) && a !== b;
  const p = cell(a);
  const q = cell(b);
  return Math.abs(p.row - q.row) + Math.abs(p.col - q.col) === 1;
};
const sameRow = (ns: readonly number[]) => new Set(ns.map((n) => cell(n).row)).size === 1;

function subsets(size: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, acc: number[]) => {
    if (acc.length === size) {
      out.push(acc.slice());
      return;
    }
    for (let n = start; n <= 36; n++) rec(n + 1, [...acc, n]);
  };
  rec(0, []);
  return out;
}

describe('the layout', () => {
  it('has every legal position once, with the counts of a single-zero table', () => {
    const counts = Object.fromEntries(POSITION_KINDS.map((k) => [k, positionsOfKind(k).length]));
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      trio: 2,
      corner: 22,
      basket: 1,
      line: 11,
      column: 3,
      dozen: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    expect(new Set(POSITIONS.map((p) => p.name)).size).toBe(POSITIONS.length);
    expect(POSITIONS).toHaveLength(157);
  });

  it('names positions by kind and ascending numbers', () => {
    for (const p of POSITIONS) {
      expect(p.numbers).toEqual([...p.numbers].sort((a, b) => a - b));
      if (['column', 'dozen', 'red', 'black', 'odd', 'even', 'low', 'high'].includes(p.kind)) continue;
      expect(p.name).toBe(`${p.kind}:${p.numbers.join('-')}`);
    }
    for (const name of ['straight:0', 'split:0-1', 'split:0-3', 'split:17-20', 'street:34-35-36', 'trio:0-2-3']) {
      expect(parsePosition(name).name).toBe(name);
    }
    expect(parsePosition('corner:1-2-4-5').numbers).toEqual([1, 2, 4, 5]);
    expect(parsePosition('basket:0-1-2-3').kind).toBe('basket');
    expect(parsePosition('line:31-32-33-34-35-36').numbers).toHaveLength(6);
  });

  it('makes every split exactly a pair of numbers that touch on the layout', () => {
    const pairs = subsets(2).filter(([a, b]) => touches(a as number, b as number));
    expect(positionsOfKind('split').map((p) => p.numbers)).toEqual(expect.arrayContaining(pairs));
    expect(positionsOfKind('split')).toHaveLength(pairs.length);
  });

  it('makes streets rows, trios the zero with touching first-row pairs, and the first four 0-1-2-3', () => {
    for (const p of positionsOfKind('street')) {
      expect(p.numbers).toHaveLength(3);
      expect(sameRow(p.numbers)).toBe(true);
    }
    for (const p of positionsOfKind('trio')) {
      const [zero, a, b] = p.numbers as [number, number, number];
      expect(zero).toBe(0);
      expect(touches(0, a) && touches(0, b) && touches(a, b)).toBe(true);
    }
    expect(positionsOfKind('basket').map((p) => p.name)).toEqual(['basket:0-1-2-3']);
  });

  it('makes every corner exactly four numbers meeting at a point (a 2×2 square)', () => {
    const squares = subsets(4).filter((ns) => {
      if (ns.includes(0)) return false;
      const rows = new Set(ns.map((n) => cell(n).row));
      const cols = new Set(ns.map((n) => cell(n).col));
      const [r1, r2] = [...rows];
      const [c1, c2] = [...cols];
      return rows.size === 2 && cols.size === 2 && Math.abs(r1! - r2!) === 1 && Math.abs(c1! - c2!) === 1;
    });
    expect(positionsOfKind('corner').map((p) => p.numbers)).toEqual(expect.arrayContaining(squares));
    expect(positionsOfKind('corner')).toHaveLength(squares.length);
    expect(squares).toHaveLength(22);
  });

  it('makes every six line two neighbouring rows', () => {
    for (const p of positionsOfKind('line')) {
      const rows = p.numbers.map((n) => cell(n).row);
      expect(new Set(rows).size).toBe(2);
      expect(Math.max(...rows) - Math.min(...rows)).toBe(1);
      for (const n of p.numbers) expect(p.numbers.filter((m) => cell(m).row === cell(n).row)).toHaveLength(3);
    }
  });

  it('keeps every inside position connected on the layout', () => {
    const inside = POSITIONS.filter((p) => ['split', 'street', 'trio', 'corner', 'basket', 'line'].includes(p.kind));
    for (const p of inside) {
      const reached = new Set([p.numbers[0]]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const n of p.numbers) {
          if (!reached.has(n) && [...reached].some((m) => touches(m as number, n))) {
            reached.add(n);
            grew = true;
          }
        }
      }
      expect(reached.size, p.name).toBe(p.numbers.length);
    }
  });

  it('makes the outside bets from the grid and the colours', () => {
    expect(findPosition('column:1')?.numbers).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(findPosition('column:3')?.numbers.every((n) => n % 3 === 0)).toBe(true);
    expect(findPosition('dozen:2')?.numbers).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(findPosition('red')?.numbers).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(findPosition('black')?.numbers).toHaveLength(18);
    expect(findPosition('low')?.numbers).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(findPosition('high')?.numbers[0]).toBe(19);
    for (const k of ['column', 'dozen', 'red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      for (const p of positionsOfKind(k)) expect(p.numbers).not.toContain(0);
    }
  });

  it('refuses names that are not legal positions, saying why', () => {
    expect(() => parsePosition('split:1-5')).toThrow(
      /"split:1-5" is not a legal split: .*side by side.*legal splits with 1: split:0-1, split:1-2, split:1-4/,
    );
    expect(() => parsePosition('split:20-17')).toThrow(/did you mean "split:17-20"/);
    expect(() => parsePosition('corner:1-2-3-4')).toThrow(/not a legal corner/);
    expect(() => parsePosition('street:2-3-4')).toThrow(/not a legal street/);
    expect(() => parsePosition('trio:0-1-3')).toThrow(/not a legal trio/);
    expect(() => parsePosition('straight:37')).toThrow(/not a list of numbers 0–36/);
    expect(() => parsePosition('column:4')).toThrow(/column:1, column:2 or column:3/);
    expect(() => parsePosition('green')).toThrow(/unknown kind "green"/);
    expect(() => parsePosition('red:1')).toThrow(/not a legal red/);
    expect(() => parsePosition(17)).toThrow(/named by a string/);
  });

  it('refuses every such name with the problem "bet.unknown" naming it', () => {
    for (const name of ['split:1-5', 'split:20-17', 'straight:37', 'green', 'red:1', 'column', '', 17, null]) {
      const error = refusal(RouletteRuleError, () => parsePosition(name));
      expect(error.problem, String(name)).toEqual({ code: 'bet.unknown', bet: String(name) });
    }
  });
});
