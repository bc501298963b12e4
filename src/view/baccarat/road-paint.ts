/**
 * The roads' marks laid out from the history (roads-view.ts keeps the panel, its board, captions
 * and buttons) as sprites from the mark atlas (road-atlas.ts): the bead plate's discs and totals,
 * the big road's rings and tie strokes, the derived roads' marks; and the faint cells an ask would
 * add (into a Graphics: a few marks, drawn on a tap). Only the newest columns that fit.
 */
import type { Graphics } from 'pixi.js';
import { type DerivedRoad, type Roads, type RoundRecord, roads as roadsOf } from '../../engine/baccarat/roads';
import type { TextPool } from '../kit/text/text-pool';
import type { Rect } from './layout';
import type { RoadAtlas } from './road-atlas';
import { ROAD_COLOURS } from './road-colours';
import { MARK_SIZE } from './road-mark-size';
import { drawMark, drawScores } from './road-marks';
import type { MarkPool } from './road-sprites';
import { columnsIn, type RoadsGeometry } from './roads-geometry';

/** The first column shown, so the newest columns fit. */
function firstColumn(maxCol: number, cols: number): number {
  return Math.max(0, maxCol - cols + 1);
}

interface Cell {
  col: number;
  row: number;
}

/**
 * The cells of a road from column `from` on, as runs: cells one under another in a column that
 * `same` says look alike, each run its first cell and its length (one sprite a run).
 */
function runs<T extends Cell>(cells: readonly T[], from: number, same: (a: T, b: T) => boolean): [T, number][] {
  const shown = cells.filter((c) => c.col >= from).sort((a, b) => a.col - b.col || a.row - b.row);
  const out: [T, number][] = [];
  for (const cell of shown) {
    const last = out[out.length - 1];
    if (last && last[0].col === cell.col && last[0].row + last[1] === cell.row && same(last[0], cell)) last[1]++;
    else out.push([cell, 1]);
  }
  return out;
}

/**
 * Every mark of the roads from `marks` (begun and ended here), the digits from `labels`, in the
 * order they overlap: scores, bead plate, big road rings then their tie strokes, derived roads.
 */
export function paintRoads(
  marks: MarkPool,
  atlas: RoadAtlas,
  labels: TextPool,
  roads: Roads,
  history: readonly RoundRecord[],
  g: RoadsGeometry,
): void {
  labels.begin();
  marks.begin();
  const { beadPlate, bigRoad } = roads;
  const c = g.cell;
  drawScores(marks, atlas, labels, history, g.scores, c);
  // bead plate
  const beadCols = columnsIn(g.bead.width, c);
  const beadFrom = firstColumn(beadPlate[beadPlate.length - 1]?.col ?? 0, beadCols);
  for (const cell of beadPlate) {
    if (cell.col < beadFrom) continue;
    const cx = g.bead.x + (cell.col - beadFrom + 0.5) * c;
    const cy = g.bead.y + (cell.row + 0.5) * c;
    marks.take(atlas.bead(cell.winner, cell.natural), cx, cy);
    const total = cell.winner === 'player' ? cell.playerTotal : cell.bankerTotal;
    labels.take(
      String(total),
      { fontSize: Math.max(8, Math.round(c * 0.62)), fontWeight: '700', fill: 0xffffff },
      cx,
      cy + 0.5,
    );
  }
  // big road: the rings a run at a time, then the tie strokes over them
  const bigCols = columnsIn(g.big.width, c);
  const lastBig = bigRoad.cells.reduce((n, cell) => Math.max(n, cell.col), 0);
  const bigFrom = firstColumn(lastBig, bigCols);
  for (const [cell, run] of runs(bigRoad.cells, bigFrom, (a, b) => a.winner === b.winner)) {
    const cx = g.big.x + (cell.col - bigFrom + 0.5) * c;
    marks.take(atlas.ring(cell.winner, run), cx, g.big.y + (cell.row + run / 2) * c);
  }
  for (const cell of bigRoad.cells) {
    if (cell.col < bigFrom || cell.ties === 0) continue;
    const cx = g.big.x + (cell.col - bigFrom + 0.5) * c;
    const cy = g.big.y + (cell.row + 0.5) * c;
    marks.take(atlas.tie(), cx, cy);
    if (cell.ties > 1) {
      labels.take(
        String(cell.ties),
        {
          fontSize: Math.max(7, Math.round(c * 0.5)),
          fontWeight: '800',
          fill: ROAD_COLOURS.tie,
        },
        cx,
        cy,
      );
    }
  }
  const derived: [DerivedRoad, Rect][] = [
    [roads.bigEyeBoy, g.bigEye],
    [roads.smallRoad, g.small],
    [roads.cockroachPig, g.cockroach],
  ];
  derived.forEach(([road, rect], i) => {
    const half = c / 2;
    const cols = columnsIn(rect.width, half);
    const last = road.cells.reduce((n, cell) => Math.max(n, cell.col), 0);
    const from = firstColumn(last, cols);
    for (const [cell, run] of runs(road.cells, from, (a, b) => a.colour === b.colour)) {
      const cx = rect.x + (cell.col - from + 0.5) * half;
      marks.take(atlas.derived(i, cell.colour, run), cx, rect.y + (cell.row + run / 2) * half);
    }
  });
  marks.end(atlas.blank);
  labels.end();
}

/**
 * The most marks the roads show at this size in practice, made ahead in idle time: every score
 * and bead plate cell, and a run for each column of the big and derived roads (each shown column
 * holds at least one). Tie strokes and the rare runs past one a column (a dragon's tail turning
 * under a later streak) are made when a redraw first needs them.
 */
export function marksAhead(g: RoadsGeometry): number {
  const c = g.cell;
  const scores = 2 * Math.max(1, Math.floor(g.scores.width / c));
  const bead = columnsIn(g.bead.width, c) * Math.max(1, Math.round(g.bead.height / c));
  const derived = [g.bigEye, g.small, g.cockroach].reduce((n, r) => n + columnsIn(r.width, c / 2), 0);
  return scores + bead + columnsIn(g.big.width, c) + derived;
}

/**
 * The ask preview: the cell each road would add if `asking` won next, drawn faintly where it would
 * go; `before` holds the derived roads' sequence lengths now (a road that adds nothing shows none).
 */
export function paintAskPreview(
  gh: Graphics,
  before: readonly number[],
  history: readonly RoundRecord[],
  asking: 'banker' | 'player',
  g: RoadsGeometry,
): void {
  const next = roadsOf([...history, { winner: asking, playerTotal: 0, bankerTotal: 0 }]);
  const c = g.cell;
  const bigCols = columnsIn(g.big.width, c);
  const lastBig = next.bigRoad.cells.reduce((n, cell) => Math.max(n, cell.col), 0);
  const from = firstColumn(lastBig, bigCols);
  const cell = next.bigRoad.cells[next.bigRoad.cells.length - 1];
  if (cell) {
    const cx = g.big.x + (cell.col - from + 0.5) * c;
    const cy = g.big.y + (cell.row + 0.5) * c;
    gh.circle(cx, cy, c / 2 - 0.5).fill({ color: ROAD_COLOURS[asking], alpha: 0.25 });
    gh.circle(cx, cy, MARK_SIZE.bigRing(c)).stroke({ color: ROAD_COLOURS[cell.winner], width: MARK_SIZE.bigLine(c) });
  }
  const pairs: [DerivedRoad, Rect][] = [
    [next.bigEyeBoy, g.bigEye],
    [next.smallRoad, g.small],
    [next.cockroachPig, g.cockroach],
  ];
  pairs.forEach(([after, rect], i) => {
    if (after.sequence.length === before[i]) return;
    const half = c / 2;
    const last = after.cells[after.cells.length - 1];
    if (!last) return;
    const cols = columnsIn(rect.width, half);
    const fromCol = firstColumn(
      after.cells.reduce((n, x) => Math.max(n, x.col), 0),
      cols,
    );
    const cx = rect.x + (last.col - fromCol + 0.5) * half;
    const cy = rect.y + (last.row + 0.5) * half;
    gh.circle(cx, cy, half / 2 + 1).fill({ color: ROAD_COLOURS[asking], alpha: 0.25 });
    drawMark(gh, i, cx, cy, half, ROAD_COLOURS[last.colour]);
  });
}
