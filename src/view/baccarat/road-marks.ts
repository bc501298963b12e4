/**
 * The roads' colours and marks: how each derived road marks a cell, drawn as shapes where a few
 * are drawn on a tap (the ask buttons' predictions, the ask preview) and painted into the mark
 * atlas (road-atlas.ts) for the roads themselves; and the scores row from those marks.
 */
import type { Graphics } from 'pixi.js';
import type { RoundRecord } from '../../engine/baccarat/roads';
import type { TextPool } from '../kit/text/text-pool';
import type { Rect } from './layout';
import type { RoadAtlas } from './road-atlas';
import { COLOUR } from './road-colours';
import { MARK_SIZE } from './road-mark-size';
import type { MarkPool } from './road-sprites';

/** Road i's mark: 0 ring (big eye boy), 1 disc (small road), 2 stroke (cockroach pig). */
export function drawMark(m: Graphics, i: number, cx: number, cy: number, size: number, colour: number): void {
  const { r, line } = MARK_SIZE.derived[i] ?? MARK_SIZE.derived[2];
  const d = r(size);
  if (i === 0) m.circle(cx, cy, d).stroke({ color: colour, width: line(size) });
  else if (i === 1) m.circle(cx, cy, d).fill({ color: colour });
  else
    m.moveTo(cx - d, cy + d)
      .lineTo(cx + d, cy - d)
      .stroke({ color: colour, width: line(size), cap: 'round' });
}

/**
 * Sheet 001's baccarat history: each round's Player total over its Banker total, newest at the
 * right; the winning total sits white on a disc of its side's colour (both, in green, on a tie).
 */
export function drawScores(
  marks: MarkPool,
  atlas: RoadAtlas,
  labels: TextPool,
  history: readonly RoundRecord[],
  rect: Rect,
  cell: number,
): void {
  const cols = Math.max(1, Math.floor(rect.width / cell));
  const shown = history.slice(-cols);
  shown.forEach((round, i) => {
    const cx = rect.x + (i + 0.5) * cell;
    const rows: ['player' | 'banker', number][] = [
      ['player', round.playerTotal],
      ['banker', round.bankerTotal],
    ];
    rows.forEach(([side, total], row) => {
      const cy = rect.y + (row + 0.5) * cell;
      const won = round.winner === side || round.winner === 'tie';
      // the disc is the bead plate's (same size and colours), without a natural's dot
      if (won) marks.take(atlas.bead(round.winner, false), cx, cy);
      labels.take(
        String(total),
        {
          fontSize: Math.max(8, Math.round(cell * 0.62)),
          fontWeight: '700',
          fill: won ? 0xffffff : COLOUR[side],
        },
        cx,
        cy + 0.5,
      );
    });
  });
}
