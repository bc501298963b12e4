import { describe, expect, it } from 'vitest';
import { rouletteTable } from '../../../src/engine/roulette/rules';
import { EMPTY_STATS, recordResult, summarise } from '../../../src/engine/roulette/stats';

const table = rouletteTable('roulette-european');
const play = (results: number[]) => results.reduce((s, n) => recordResult(table, s, n), EMPTY_STATS);

describe('table statistics', () => {
  it('shows the last 13 results, newest first', () => {
    const s = summarise(table, play(Array.from({ length: 20 }, (_, i) => i)));
    expect(s.last).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7]);
    expect(summarise(table, play([5, 0])).last).toEqual([0, 5]);
  });

  it('counts only the last 100 spins', () => {
    const results = [...new Array(50).fill(7), ...new Array(100).fill(8)];
    const s = summarise(table, play(results));
    expect(s.spins).toBe(100);
    expect(s.hot[0]).toEqual({ number: 8, count: 100 });
    expect(s.hot).toHaveLength(1);
    expect(s.cold.map((c) => c.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('ranks hot and cold numbers, ties by recency', () => {
    // Oldest first: 3 appears 3×, 5 and 9 twice (9 more recently), 1 once, 30 once (latest).
    const s = summarise(table, play([3, 5, 3, 9, 1, 3, 5, 9, 30]));
    expect(s.hot).toEqual([
      { number: 3, count: 3 },
      { number: 9, count: 2 },
      { number: 5, count: 2 },
      { number: 30, count: 1 },
      { number: 1, count: 1 },
    ]);
    expect(s.cold.map((c) => c.number)).toEqual([0, 2, 4, 6, 7]);
    const seenAll = summarise(table, play([...Array.from({ length: 37 }, (_, n) => n), 4, 4]));
    // Every number seen once except 4: the coldest are those unseen the longest.
    expect(seenAll.cold.map((c) => c.number)).toEqual([0, 1, 2, 3, 5]);
  });

  it('gives red/black/zero and odd/even shares', () => {
    const s = summarise(table, play([1, 3, 2, 0]));
    expect(s.counts).toEqual({ red: 2, black: 1, zero: 1, odd: 2, even: 1 });
    expect(s.shares).toEqual({ red: 0.5, black: 0.25, zero: 0.25, odd: 0.5, even: 0.25 });
    expect(summarise(table, EMPTY_STATS)).toMatchObject({ spins: 0, hot: [], cold: [], last: [] });
    expect(() => recordResult(table, EMPTY_STATS, 37)).toThrow(/not a pocket/);
  });
});
