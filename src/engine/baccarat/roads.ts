/**
 * The history roads baccarat players read before a bet, computed from the round history alone.
 *
 * - Bead plate: one cell per round (ties included), six rows, filled top to bottom then right.
 * - Big road: one column per streak of Banker or Player wins. A column runs down six rows; if it
 *   is longer, or the cell below is taken by an earlier tail, it turns right (the dragon tail).
 *   A tie is not a cell: it is marked on the cell of the round before it. Ties before the first
 *   Banker or Player win are marked on the first cell once it exists (`leadingTies` until then).
 * - Derived roads (big eye boy, small road, cockroach pig; k = 1, 2, 3): each big-road entry from
 *   the cell at column k, row 1 (or column k + 1, row 0 when that never appears) adds a colour.
 *   On a new column: red when the two columns before it (1 and k + 1 back) have the same length.
 *   Down a column at row r: blue when the column k back has exactly r cells (it stopped right
 *   above), red otherwise. The colours are drawn as a big road of their own.
 * - Ask: what each road would add if the next round were Banker, or Player.
 *
 * Columns and rows here are logical (a streak is one column); `col`/`row` on cells are where the
 * cell sits on the six-row grid after dragon tails.
 */
import type { Winner } from './tableau';

export const ROAD_ROWS = 6;

export interface RoundRecord {
  winner: Winner;
  playerTotal: number;
  bankerTotal: number;
  natural?: boolean;
}

export interface BeadCell {
  col: number;
  row: number;
  round: number;
  winner: Winner;
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
}

type BigWinner = 'player' | 'banker';

interface BigRoadCell {
  col: number;
  row: number;
  /** Streak index and place in the streak. */
  column: number;
  depth: number;
  winner: BigWinner;
  /** Ties marked on this cell (rounds tied right after it; the first cell also counts leading ties). */
  ties: number;
  /** Index in the history of the round this cell shows. */
  round: number;
}

export interface BigRoad {
  cells: BigRoadCell[];
  /** Length of each streak, in order. */
  columns: number[];
  /** Ties before any Banker or Player win. */
  leadingTies: number;
}

export type RoadColour = 'red' | 'blue';

interface DerivedCell {
  col: number;
  row: number;
  column: number;
  depth: number;
  colour: RoadColour;
}

export interface DerivedRoad {
  /** The colours in the order they were added. */
  sequence: RoadColour[];
  cells: DerivedCell[];
}

const DERIVED_ROADS = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 } as const;

interface AskEntry {
  bigRoad: { col: number; row: number };
  bigEyeBoy: RoadColour | null;
  smallRoad: RoadColour | null;
  cockroachPig: RoadColour | null;
}

export interface Roads {
  beadPlate: BeadCell[];
  bigRoad: BigRoad;
  bigEyeBoy: DerivedRoad;
  smallRoad: DerivedRoad;
  cockroachPig: DerivedRoad;
  ask: { banker: AskEntry; player: AskEntry };
}

export function beadPlate(history: readonly RoundRecord[], rows = ROAD_ROWS): BeadCell[] {
  return history.map((r, i) => ({
    col: Math.floor(i / rows),
    row: i % rows,
    round: i,
    winner: r.winner,
    playerTotal: r.playerTotal,
    bankerTotal: r.bankerTotal,
    natural: r.natural ?? false,
  }));
}

/**
 * Grid positions for a list of streak lengths: each streak starts at row 0 of the column after
 * the previous streak's start and goes down, turning right for good when it reaches the last
 * row or a taken cell.
 */
function placeStreaks(lengths: readonly number[], rows = ROAD_ROWS): { col: number; row: number }[][] {
  const taken = new Set<string>();
  const key = (c: number, r: number): string => `${c},${r}`;
  const out: { col: number; row: number }[][] = [];
  let start = -1;
  for (const length of lengths) {
    start += 1;
    while (taken.has(key(start, 0))) start += 1;
    const cells: { col: number; row: number }[] = [];
    let col = start;
    let row = 0;
    let turned = false;
    for (let i = 0; i < length; i++) {
      if (i > 0) {
        if (!turned && row + 1 < rows && !taken.has(key(col, row + 1))) row += 1;
        else {
          turned = true;
          col += 1;
        }
      }
      taken.add(key(col, row));
      cells.push({ col, row });
    }
    out.push(cells);
  }
  return out;
}

export function bigRoad(history: readonly RoundRecord[], rows = ROAD_ROWS): BigRoad {
  const entries: { winner: BigWinner; ties: number; round: number }[] = [];
  const streaks: BigWinner[] = [];
  const lengths: number[] = [];
  let leadingTies = 0;
  history.forEach((r, round) => {
    if (r.winner === 'tie') {
      const last = entries[entries.length - 1];
      if (last) last.ties += 1;
      else leadingTies += 1;
      return;
    }
    const ties = entries.length === 0 ? leadingTies : 0;
    entries.push({ winner: r.winner, ties, round });
    if (streaks[streaks.length - 1] === r.winner) lengths[lengths.length - 1] = (lengths[lengths.length - 1] ?? 0) + 1;
    else {
      streaks.push(r.winner);
      lengths.push(1);
    }
  });
  const placed = placeStreaks(lengths, rows);
  const cells: BigRoadCell[] = [];
  let i = 0;
  placed.forEach((column, c) => {
    column.forEach((pos, depth) => {
      const e = entries[i++]!;
      cells.push({ ...pos, column: c, depth, winner: e.winner, ties: e.ties, round: e.round });
    });
  });
  return { cells, columns: lengths, leadingTies };
}

/** The colours a derived road with offset k adds, one per big-road entry from its start. */
function derivedSequence(columns: readonly number[], k: number): RoadColour[] {
  const out: RoadColour[] = [];
  columns.forEach((length, c) => {
    for (let r = 0; r < length; r++) {
      const started = (c >= k && r >= 1) || c >= k + 1;
      if (!started) continue;
      if (r === 0) out.push(columns[c - 1] === columns[c - 1 - k] ? 'red' : 'blue');
      else out.push(columns[c - k] === r ? 'blue' : 'red');
    }
  });
  return out;
}

export function derivedRoad(columns: readonly number[], k: number, rows = ROAD_ROWS): DerivedRoad {
  const sequence = derivedSequence(columns, k);
  const lengths: number[] = [];
  sequence.forEach((colour, i) => {
    if (i > 0 && sequence[i - 1] === colour) lengths[lengths.length - 1] = (lengths[lengths.length - 1] ?? 0) + 1;
    else lengths.push(1);
  });
  const cells: DerivedCell[] = [];
  let i = 0;
  placeStreaks(lengths, rows).forEach((column, c) => {
    column.forEach((pos, depth) => {
      cells.push({ ...pos, column: c, depth, colour: sequence[i++]! });
    });
  });
  return { sequence, cells };
}

function askFor(history: readonly RoundRecord[], winner: BigWinner, rows: number): AskEntry {
  const before = bigRoad(history, rows).columns;
  const after = bigRoad([...history, { winner, playerTotal: 0, bankerTotal: 0 }], rows);
  const last = after.cells[after.cells.length - 1]!;
  const added = (k: number): RoadColour | null => {
    const a = derivedSequence(after.columns, k);
    return a.length > derivedSequence(before, k).length ? (a[a.length - 1] ?? null) : null;
  };
  return {
    bigRoad: { col: last.col, row: last.row },
    bigEyeBoy: added(DERIVED_ROADS.bigEyeBoy),
    smallRoad: added(DERIVED_ROADS.smallRoad),
    cockroachPig: added(DERIVED_ROADS.cockroachPig),
  };
}

/** Every road of a history, with the ask preview for both sides. */
export function roads(history: readonly RoundRecord[], rows = ROAD_ROWS): Roads {
  const big = bigRoad(history, rows);
  return {
    beadPlate: beadPlate(history, rows),
    bigRoad: big,
    bigEyeBoy: derivedRoad(big.columns, DERIVED_ROADS.bigEyeBoy, rows),
    smallRoad: derivedRoad(big.columns, DERIVED_ROADS.smallRoad, rows),
    cockroachPig: derivedRoad(big.columns, DERIVED_ROADS.cockroachPig, rows),
    ask: { banker: askFor(history, 'banker', rows), player: askFor(history, 'player', rows) },
  };
}
