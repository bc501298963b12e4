/** How each derived road marks a cell (and the ask buttons show their predictions). */
import type { Graphics } from 'pixi.js';

/** Road i's mark: 0 ring (big eye boy), 1 disc (small road), 2 stroke (cockroach pig). */
export function drawMark(m: Graphics, i: number, cx: number, cy: number, size: number, colour: number): void {
  const r = size / 2 - 1;
  if (i === 0) m.circle(cx, cy, r - 1).stroke({ color: colour, width: Math.max(1.5, size / 7) });
  else if (i === 1) m.circle(cx, cy, r).fill({ color: colour });
  else
    m.moveTo(cx - r, cy + r)
      .lineTo(cx + r, cy - r)
      .stroke({ color: colour, width: Math.max(1.5, size / 6), cap: 'round' });
}
