import { describe, expect, it } from 'vitest';
import { POSITIONS } from '../../../src/engine/roulette/layout';
import { boardGeometry, hitTest, spotCentre } from '../../../src/view/roulette/board-geometry';
import { overlaps, type Rect, rouletteLayout, TOUCH_CELL } from '../../../src/view/roulette/layout';
import { cellLength } from '../../../src/view/roulette/track-geometry';

const SIZES = [
  ['phone portrait', 390, 844, 84],
  ['small phone', 320, 640, 84],
  ['phone landscape', 844, 390, 60],
  ['tablet', 768, 1024, 60],
  ['tablet landscape', 1024, 768, 60],
  ['desktop', 1440, 900, 60],
  ['small desktop', 1280, 720, 60],
  ['laptop', 1280, 800, 60],
] as const;

describe('roulette table layout', () => {
  for (const [label, w, h, hud] of SIZES) {
    it(`${label} ${w}×${h}: everything inside, nothing overlapping, every target a finger wide`, () => {
      const l = rouletteLayout(w, h, hud);
      const inside = (r: Rect, what: string) =>
        expect(r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5, what).toBe(true);
      for (const [what, r] of Object.entries({
        hud: l.hud,
        chips: l.chips,
        buttons: l.buttons,
        board: l.board,
        track: l.track,
        stats: l.stats,
        recent: l.recent,
        spin: l.spin,
        stepper: l.stepper,
      })) {
        inside(r, what);
      }
      expect(l.chipSize).toBeGreaterThanOrEqual(44);
      expect(l.buttonHeight).toBeGreaterThanOrEqual(44);
      const controls = [l.chips, l.buttons, l.hud];
      const panels = [
        l.board,
        l.track,
        l.stats,
        l.recent,
        l.stepper,
        ...(l.wheel ? [l.wheel] : []),
        ...(l.tabs ? [l.tabs] : []),
      ];
      // the neighbour stepper's row: a finger high, under the racetrack, its − and + beside each other
      expect(l.stepper.height).toBeGreaterThanOrEqual(44);
      expect(l.stepper.width).toBeGreaterThanOrEqual(300);
      expect(overlaps(l.stepper, l.track)).toBe(false);
      for (const c of controls) for (const p of panels) expect(overlaps(c, p), JSON.stringify([c, p])).toBe(false);
      expect(overlaps(l.chips, l.buttons)).toBe(false);
      expect(overlaps(l.buttons, l.hud)).toBe(false);
      if (l.wheel) {
        for (const p of [l.board, l.track, l.stats, l.recent]) expect(overlaps(l.wheel, p), 'wheel').toBe(false);
      }
      if (l.tabs) {
        expect(l.tabs.height).toBeGreaterThanOrEqual(44);
        expect(overlaps(l.tabs, l.board)).toBe(false);
        expect(overlaps(l.tabs, l.recent)).toBe(false);
        // the message line has a row of its own: it is never written over the numbers
        expect(overlaps(l.message, l.board)).toBe(false);
      } else {
        // wide: every panel shows at once and none covers another
        const all = [l.board, l.track, l.stats, l.recent, l.message, l.stepper];
        for (const a of all)
          for (const b of all) if (a !== b) expect(overlaps(a, b), JSON.stringify([a, b])).toBe(false);
        // and the whole layout fits its box without panning
        expect(l.boardGeometry.width).toBeLessThanOrEqual(l.board.width + 0.5);
        expect(l.boardGeometry.height).toBeLessThanOrEqual(l.board.height + 0.5);
      }
      const g = l.boardGeometry;
      // desktops keep everything in view at once; tablets and phones show one panel at a time
      expect(l.mode).toBe(w >= 1280 && h >= 800 ? 'wide' : 'compact');
      expect(cellLength(l.trackGeometry)).toBeGreaterThanOrEqual(44);
      expect(l.trackGeometry.band).toBeGreaterThanOrEqual(44);
      // upright, the whole layout shows at once (portrait-layout.test.ts measures its boxes)
      if (h > w) {
        expect(g.width).toBeLessThanOrEqual(l.board.width + 0.5);
        expect(g.height).toBeLessThanOrEqual(l.board.height + 0.5);
        return;
      }
      // lying down and on desktops: the layout's cells are a finger wide in both directions (a
      // compact panel pans), every position's tap target a 44 × 44 px square round its chip's spot
      expect(Math.min(g.along, g.across)).toBeGreaterThanOrEqual(TOUCH_CELL);
      expect(g.band).toBeGreaterThanOrEqual(22);
      for (const p of POSITIONS) {
        const c = spotCentre(g, p.name)!;
        for (const [dx, dy] of [
          [0, 0],
          [-21.9, -21.9],
          [21.9, 21.9],
          [-21.9, 21.9],
          [21.9, -21.9],
          [0, 21.9],
          [21.9, 0],
        ] as const) {
          expect(hitTest(g, c.x + dx, c.y + dy), `${p.name} ${dx},${dy}`).toBe(p.name);
        }
      }
    });
  }

  it('a horizontal desktop layout keeps its proportions', () => {
    const g = boardGeometry('horizontal', 68, 70);
    expect(g.width).toBeCloseTo(14 * 68);
    expect(g.height).toBeGreaterThan(3 * 70);
  });
});
