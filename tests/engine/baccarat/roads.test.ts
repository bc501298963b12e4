import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, derivedRoad, type RoundRecord, roads } from '../../../src/engine/baccarat/roads';

/** A history from letters: B banker, P player, T tie (totals are only shown on the bead plate). */
function history(letters: string): RoundRecord[] {
  return [...letters].map((l) => {
    if (l === 'B') return { winner: 'banker', playerTotal: 3, bankerTotal: 7 };
    if (l === 'P') return { winner: 'player', playerTotal: 8, bankerTotal: 5, natural: true };
    return { winner: 'tie', playerTotal: 6, bankerTotal: 6 };
  });
}

const at = (cells: { col: number; row: number }[]) => cells.map((c) => [c.col, c.row]);

// Worked by hand: T B B P T P B P P P B
//   big road columns (streaks): B B | P(tie) P | B | P P P | B  -> lengths 2 2 1 3 1
const SEQUENCE_A = 'TBBPTPBPPPB';

describe('bead plate', () => {
  it('shows every round, ties included, six rows down then the next column, with both totals', () => {
    const plate = beadPlate(history(SEQUENCE_A));
    expect(plate).toHaveLength(11);
    expect(plate[0]).toEqual({
      col: 0,
      row: 0,
      round: 0,
      winner: 'tie',
      playerTotal: 6,
      bankerTotal: 6,
      natural: false,
    });
    expect(plate[5]).toMatchObject({ col: 0, row: 5, winner: 'player', playerTotal: 8, bankerTotal: 5, natural: true });
    expect(plate[6]).toMatchObject({ col: 1, row: 0, winner: 'banker' });
    expect(plate[10]).toMatchObject({ col: 1, row: 4, winner: 'banker' });
  });
});

describe('big road', () => {
  it('marks a tie at the very start on the first cell, and later ties on the cell before them', () => {
    const road = bigRoad(history(SEQUENCE_A));
    expect(road.columns).toEqual([2, 2, 1, 3, 1]);
    expect(road.leadingTies).toBe(1);
    expect(road.cells.map((c) => [c.col, c.row, c.winner[0], c.ties])).toEqual([
      [0, 0, 'b', 1],
      [0, 1, 'b', 0],
      [1, 0, 'p', 1],
      [1, 1, 'p', 0],
      [2, 0, 'b', 0],
      [3, 0, 'p', 0],
      [3, 1, 'p', 0],
      [3, 2, 'p', 0],
      [4, 0, 'b', 0],
    ]);
    expect(road.cells[2]?.round).toBe(3);
  });

  it('keeps ties pending while no Banker or Player win has come yet', () => {
    const road = bigRoad(history('TT'));
    expect(road.cells).toEqual([]);
    expect(road.leadingTies).toBe(2);
    expect(bigRoad(history('TTP')).cells).toMatchObject([{ col: 0, row: 0, winner: 'player', ties: 2 }]);
  });

  it('counts several ties in a row on the same cell', () => {
    expect(bigRoad(history('BTTTP')).cells.map((c) => c.ties)).toEqual([3, 0]);
  });

  it('turns a streak longer than six rows right into a dragon tail, and later streaks turn under it', () => {
    // B×8: down column 0, then right along row 5. P×7: column 1 stops above the tail at row 4 and
    // turns right. B×5: column 2 stops above that at row 3. The next P starts column 3 at the top.
    const road = bigRoad(history('BBBBBBBBPPPPPPPBBBBBP'));
    expect(road.columns).toEqual([8, 7, 5, 1]);
    expect(at(road.cells)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5],
      [2, 5],
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
      [3, 4],
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 3],
      [3, 0],
    ]);
  });
});

describe('derived roads', () => {
  const columns = bigRoad(history(SEQUENCE_A)).columns;

  it('big eye boy starts at column 2, row 2 of the big road and reads one column back', () => {
    // (1,1): column 0 goes on below row 1 -> red. (2,0): columns 1 and 0 equal -> red.
    // (3,0): 1 vs 2 -> blue. (3,1): column 2 stopped right above -> blue. (3,2): neither -> red.
    // (4,0): 3 vs 1 -> blue.
    const road = derivedRoad(columns, 1);
    expect(road.sequence).toEqual(['red', 'red', 'blue', 'blue', 'red', 'blue']);
    expect(road.cells.map((c) => [c.col, c.row, c.colour])).toEqual([
      [0, 0, 'red'],
      [0, 1, 'red'],
      [1, 0, 'blue'],
      [1, 1, 'blue'],
      [2, 0, 'red'],
      [3, 0, 'blue'],
    ]);
  });

  it('big eye boy starts at the top of column 3 when column 2 has a single cell', () => {
    expect(derivedRoad(bigRoad(history('BPB')).columns, 1).sequence).toEqual(['red']);
    expect(derivedRoad(bigRoad(history('BP')).columns, 1).sequence).toEqual([]);
    expect(derivedRoad(bigRoad(history('BBPPB')).columns, 1).sequence).toEqual(['red', 'red']);
  });

  it('small road starts at the top of column 4 here (column 3 has one cell) and reads two back', () => {
    // (3,0): 1 vs 2 -> blue. (3,1): column 1 goes on -> red. (3,2): column 1 stopped above -> blue.
    // (4,0): 3 vs 2 -> blue.
    expect(derivedRoad(columns, 2).sequence).toEqual(['blue', 'red', 'blue', 'blue']);
  });

  it('cockroach pig starts at column 4, row 2 and reads three back', () => {
    // (3,1): column 0 goes on -> red. (3,2): column 0 stopped above -> blue. (4,0): 3 vs 2 -> blue.
    expect(derivedRoad(columns, 3).sequence).toEqual(['red', 'blue', 'blue']);
  });

  it('ignores ties', () => {
    expect(derivedRoad(bigRoad(history('BTPTB')).columns, 1).sequence).toEqual(['red']);
  });
});

describe('ask', () => {
  it('previews what a Banker or a Player win would add to each road', () => {
    const { ask } = roads(history(SEQUENCE_A));
    // Banker extends column 4 to row 1: BEB reads column 3 (goes on) red, small road column 2
    // (stopped above) blue, cockroach column 1 (goes on) red.
    expect(ask.banker).toEqual({
      bigRoad: { col: 4, row: 1 },
      bigEyeBoy: 'red',
      smallRoad: 'blue',
      cockroachPig: 'red',
    });
    // Player opens column 5: lengths 1 vs 3 blue, 1 vs 1 red, 1 vs 2 blue.
    expect(ask.player).toEqual({
      bigRoad: { col: 5, row: 0 },
      bigEyeBoy: 'blue',
      smallRoad: 'red',
      cockroachPig: 'blue',
    });
  });

  it('has nothing to add to a derived road that has not started', () => {
    const { ask, bigRoad: road } = roads(history('T'));
    expect(road.leadingTies).toBe(1);
    expect(ask.banker).toEqual({ bigRoad: { col: 0, row: 0 }, bigEyeBoy: null, smallRoad: null, cockroachPig: null });
    expect(roads(history('BB')).ask.player).toEqual({
      bigRoad: { col: 1, row: 0 },
      bigEyeBoy: null,
      smallRoad: null,
      cockroachPig: null,
    });
  });

  it('does not change the history it previews', () => {
    const h = history('BP');
    roads(h);
    expect(h).toHaveLength(2);
  });
});
