/**
 * The glyphs of the roulette tabs on a phone held upright, where the rail beside the betting
 * layout has room for a finger-wide icon but not for the words (their names stay in the
 * dictionary, for screen readers and the inspector): the layout's grid, the racetrack's oval
 * and a bar chart. Each is drawn centred on (0, 0), about 24 px across.
 */
import type { Graphics } from 'pixi.js';

/** The betting layout: the zero's box over a grid of three columns. */
function boardIcon(g: Graphics, color: number): void {
  const line = { color, width: 1.6 };
  g.roundRect(-8, -12, 16, 24, 2).stroke(line);
  g.moveTo(-8, -7).lineTo(8, -7).stroke(line);
  for (const y of [-1.5, 4]) g.moveTo(-8, y).lineTo(8, y).stroke(line);
  for (const x of [-8 / 3, 8 / 3]) g.moveTo(x, -7).lineTo(x, 12).stroke(line);
}

/** The racetrack: an upright oval band. */
function trackIcon(g: Graphics, color: number): void {
  g.roundRect(-8, -12, 16, 24, 8).stroke({ color, width: 1.8 });
  g.roundRect(-3.5, -7, 7, 14, 3.5).stroke({ color, width: 1.4 });
}

/** The statistics: three bars on a base line. */
function statsIcon(g: Graphics, color: number): void {
  g.rect(-9, 1, 4.5, 9).fill(color);
  g.rect(-2.25, -9, 4.5, 19).fill(color);
  g.rect(4.5, -4, 4.5, 14).fill(color);
  g.moveTo(-11, 11).lineTo(11, 11).stroke({ color, width: 1.4 });
}

/** By tab (controls.ts's `Tab`, named here so the icons need nothing of the controls). */
export const TAB_ICONS: Record<'board' | 'track' | 'stats', (g: Graphics, color: number) => void> = {
  board: boardIcon,
  track: trackIcon,
  stats: statsIcon,
};
