/**
 * The round history a baccarat table keeps for its roads: at most ROUNDS_KEPT rounds, the oldest
 * dropped a whole bead-plate column at a time, so the part of every road a player can see looks
 * the same just before and just after a drop (the widest roads panel: 45 bead-plate columns, 54
 * big-road columns, 90 derived-road columns, roads-geometry.ts).
 */
import { describe, expect, it } from 'vitest';
import { keptRounds, ROUNDS_KEPT } from '../../../src/engine/baccarat/kept-rounds';
import { ROAD_ROWS, type RoundRecord, roads } from '../../../src/engine/baccarat/roads';
import { SeededRng } from '../../../src/engine/shared/rng';

/** Rounds as they fall (Banker 45.9 %, Player 44.6 %, Tie 9.5 %), with totals to tell them apart. */
function rounds(n: number, seed: string): RoundRecord[] {
  const rng = new SeededRng(seed);
  return Array.from({ length: n }, () => {
    const roll = rng.int(1000);
    const a = rng.int(10);
    const b = rng.int(10);
    if (roll < 95) return { winner: 'tie', playerTotal: a, bankerTotal: a };
    const [lo, hi] = a === b ? [a, a + 1] : [Math.min(a, b), Math.max(a, b)];
    return roll < 554
      ? { winner: 'banker', playerTotal: lo, bankerTotal: Math.min(hi, 9) }
      : { winner: 'player', playerTotal: Math.min(hi, 9), bankerTotal: lo, natural: hi >= 8 };
  });
}

/** The cells of a road a panel `cols` wide shows: the newest columns, placed from its left edge. */
function visible<C extends { col: number; row: number }>(cells: readonly C[], cols: number) {
  const last = cells.reduce((n, c) => Math.max(n, c.col), 0);
  const from = Math.max(0, last - cols + 1);
  return cells.filter((c) => c.col >= from).map(({ col, ...rest }) => ({ ...rest, col: col - from }));
}

/** What the widest panel shows of every road (big-road cells without their index in the history). */
function panel(history: readonly RoundRecord[]) {
  const r = roads(history);
  return {
    bead: visible(r.beadPlate, 45).map(({ round: _, ...cell }) => cell),
    big: visible(r.bigRoad.cells, 54).map(({ round: _r, column: _c, ...cell }) => cell),
    bigEye: visible(r.bigEyeBoy.cells, 90).map(({ column: _, ...cell }) => cell),
    small: visible(r.smallRoad.cells, 90).map(({ column: _, ...cell }) => cell),
    cockroach: visible(r.cockroachPig.cells, 90).map(({ column: _, ...cell }) => cell),
  };
}

describe('kept rounds', () => {
  it('keeps 360 rounds at most: whole bead-plate columns of six', () => {
    expect(ROUNDS_KEPT).toBe(360);
    expect(ROUNDS_KEPT % ROAD_ROWS).toBe(0);
  });

  it('after N + k rounds holds at most N, having dropped the oldest whole columns and no more', () => {
    const all = rounds(ROUNDS_KEPT + 20, 'kept');
    for (let k = 0; k <= 20; k++) {
      const history = all.slice(0, ROUNDS_KEPT + k);
      const kept = keptRounds(history);
      const dropped = Math.ceil(k / ROAD_ROWS) * ROAD_ROWS;
      expect(kept.length, `k=${k}`).toBeLessThanOrEqual(ROUNDS_KEPT);
      expect(kept, `k=${k}`).toEqual(history.slice(dropped));
    }
    expect(keptRounds(all.slice(0, 10))).toEqual(all.slice(0, 10));
  });

  it('round by round, a table’s history never passes N and drops six rounds at a time', () => {
    const all = rounds(ROUNDS_KEPT * 2, 'round-by-round');
    let history: RoundRecord[] = [];
    const lengths = new Set<number>();
    for (const round of all) {
      const next = keptRounds([...history, round]);
      expect(next.length).toBeLessThanOrEqual(ROUNDS_KEPT);
      const dropped = history.length + 1 - next.length;
      expect(dropped % ROAD_ROWS).toBe(0);
      expect(next.at(-1)).toBe(round);
      history = next;
      lengths.add(history.length);
    }
    // Full, then one column fewer and filling again.
    expect(Math.min(...[...lengths].filter((n) => n > ROUNDS_KEPT - ROAD_ROWS))).toBe(ROUNDS_KEPT - ROAD_ROWS + 1);
  });

  it('what the widest roads panel shows is the same just before and just after a drop', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const all = rounds(ROUNDS_KEPT + ROAD_ROWS, seed);
      for (let k = 1; k <= ROAD_ROWS; k++) {
        const whole = all.slice(0, ROUNDS_KEPT + k);
        const kept = keptRounds(whole);
        expect(kept.length).toBe(ROUNDS_KEPT + k - ROAD_ROWS);
        expect(panel(kept), `seed ${seed}, k=${k}`).toEqual(panel(whole));
      }
    }
  });

  it('drops nothing a bead keeps its row by: one round off the front would move every bead', () => {
    // The previous build's slice(-N) dropped one round at a time: every bead moved up a row.
    const whole = rounds(ROUNDS_KEPT + 1, 'shift');
    expect(panel(whole.slice(1)).bead).not.toEqual(panel(whole).bead);
    expect(panel(keptRounds(whole)).bead).toEqual(panel(whole).bead);
  });

  it('trims an old saved history of 500 rounds to whole columns within N', () => {
    const old = rounds(500, 'old');
    const kept = keptRounds(old);
    expect(kept).toEqual(old.slice(144));
    expect(kept).toHaveLength(356);
  });
});
