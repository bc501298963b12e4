/**
 * The roads' marks painted from the history (roads-view.ts keeps the panel, its board, captions
 * and buttons): the bead plate's discs and totals, the big road's rings and tie strokes, the
 * derived roads' marks, and the faint cells an ask would add. Only the newest columns that fit.
 */
import type { Graphics } from 'pixi.js';
import {
  type DerivedRoad,
  type RoadColour,
  type Roads,
  type RoundRecord,
  roads as roadsOf,
} from '../../engine/baccarat/roads';
import type { Winner } from '../../engine/baccarat/tableau';
import type { TextPool } from '../kit/text/text-pool';
import type { Rect } from './layout';
import { drawMark, drawScores } from './road-marks';
import { columnsIn, type RoadsGeometry } from './roads-geometry';

export const ROAD_COLOURS: Record<Winner | RoadColour, number> = {
  banker: 0xd0312d,
  player: 0x1f5fc8,
  tie: 0x1e7f45,
  red: 0xd0312d,
  blue: 0x1f5fc8,
};

/** The first column shown, so the newest columns fit. */
function firstColumn(maxCol: number, cols: number): number {
  return Math.max(0, maxCol - cols + 1);
}

/** Every mark of the roads into `m` (cleared by the caller), the digits from `labels`. */
export function paintRoads(
  m: Graphics,
  labels: TextPool,
  roads: Roads,
  history: readonly RoundRecord[],
  g: RoadsGeometry,
): void {
  labels.begin();
  const { beadPlate, bigRoad } = roads;
  const c = g.cell;
  drawScores(m, labels, history, g.scores, c);
  // bead plate
  const beadCols = columnsIn(g.bead.width, c);
  const beadFrom = firstColumn(beadPlate[beadPlate.length - 1]?.col ?? 0, beadCols);
  for (const cell of beadPlate) {
    if (cell.col < beadFrom) continue;
    const cx = g.bead.x + (cell.col - beadFrom + 0.5) * c;
    const cy = g.bead.y + (cell.row + 0.5) * c;
    m.circle(cx, cy, c / 2 - 1.5).fill({ color: ROAD_COLOURS[cell.winner] });
    if (cell.natural) m.circle(cx + c * 0.32, cy - c * 0.32, Math.max(1.5, c * 0.09)).fill({ color: 0xffd54f });
    const total = cell.winner === 'player' ? cell.playerTotal : cell.bankerTotal;
    labels.take(
      String(total),
      { fontSize: Math.max(8, Math.round(c * 0.62)), fontWeight: '700', fill: 0xffffff },
      cx,
      cy + 0.5,
    );
  }
  // big road
  const bigCols = columnsIn(g.big.width, c);
  const lastBig = bigRoad.cells.reduce((n, cell) => Math.max(n, cell.col), 0);
  const bigFrom = firstColumn(lastBig, bigCols);
  for (const cell of bigRoad.cells) {
    if (cell.col < bigFrom) continue;
    const cx = g.big.x + (cell.col - bigFrom + 0.5) * c;
    const cy = g.big.y + (cell.row + 0.5) * c;
    m.circle(cx, cy, c / 2 - 2.5).stroke({ color: ROAD_COLOURS[cell.winner], width: Math.max(1.5, c / 8) });
    const ties = cell.ties;
    if (ties > 0) {
      m.moveTo(cx - c * 0.32, cy + c * 0.32)
        .lineTo(cx + c * 0.32, cy - c * 0.32)
        .stroke({ color: ROAD_COLOURS.tie, width: Math.max(1.5, c / 8), cap: 'round' });
      if (ties > 1) {
        labels.take(
          String(ties),
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
    for (const cell of road.cells) {
      if (cell.col < from) continue;
      const cx = rect.x + (cell.col - from + 0.5) * half;
      const cy = rect.y + (cell.row + 0.5) * half;
      drawMark(m, i, cx, cy, half, ROAD_COLOURS[cell.colour]);
    }
  });
  labels.end();
}

/** The ask preview: the cell each road would add if `asking` won next, drawn faintly where it would go. */
export function paintAskPreview(
  gh: Graphics,
  roads: Roads,
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
    gh.circle(cx, cy, c / 2 - 2.5).stroke({ color: ROAD_COLOURS[cell.winner], width: Math.max(1.5, c / 8) });
  }
  const pairs: [DerivedRoad, DerivedRoad, Rect][] = [
    [roads.bigEyeBoy, next.bigEyeBoy, g.bigEye],
    [roads.smallRoad, next.smallRoad, g.small],
    [roads.cockroachPig, next.cockroachPig, g.cockroach],
  ];
  pairs.forEach(([before, after, rect], i) => {
    if (after.sequence.length === before.sequence.length) return;
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
