/**
 * Roulette on a phone held upright: the whole betting layout on one screen, nothing to pan. Every
 * number's box and every outside bet's box lies on screen, inside the layout's box and clear of
 * the rail, the message, the controls and the HUD; no two of them overlap; every position is
 * tapped where its chip goes; and on the phones of 740 px and taller each box is at least 36 CSS px
 * each way.
 */
import { describe, expect, it } from 'vitest';
import { POSITIONS } from '../../../src/engine/roulette/layout';
import { HUD_HEIGHT } from '../../../src/view/kit/hud/hud-layout';
import {
  type BoardGeometry,
  EVEN_MONEY,
  hitTest,
  numberBox,
  spotCentre,
  toBoard,
} from '../../../src/view/roulette/board-geometry';
import { overlaps, type Rect, rouletteLayout } from '../../../src/view/roulette/layout';

/** Phones upright, CSS px: the common sizes from a 4-inch phone to a large one. */
const PHONES = [
  [390, 844],
  [360, 740],
  [375, 667],
  [412, 915],
  [430, 932],
  [320, 568],
] as const;

/** The box of an outside bet (a dozen, an even-money box, a column) in board pixels. */
function outsideBox(g: BoardGeometry, name: string): Rect {
  const box = (s0: number, s1: number, q0: number, q1: number): Rect => {
    const a = toBoard(g, s0, q0);
    const b = toBoard(g, s1, q1);
    return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
  };
  const q = (px: number) => px / g.across;
  if (name.startsWith('column:')) {
    const c = Number(name.slice(7));
    return box(12, 13, c - 1, c);
  }
  if (name.startsWith('dozen:')) {
    const d = Number(name.slice(6));
    return box(4 * (d - 1), 4 * d, -q(g.dozens), -q(g.band));
  }
  const i = EVEN_MONEY.indexOf(name as (typeof EVEN_MONEY)[number]);
  return box(2 * i, 2 * i + 2, -q(g.dozens + g.evens), -q(g.dozens));
}

const OUTSIDE = [...[1, 2, 3].map((c) => `column:${c}`), ...[1, 2, 3].map((d) => `dozen:${d}`), ...EVEN_MONEY];

describe('roulette upright on a phone: the whole layout on one screen', () => {
  for (const [w, h] of PHONES) {
    it(`${w}×${h}: every number and outside bet on screen, none overlapping${h >= 740 ? ', each ≥ 36 px' : ''}`, () => {
      const l = rouletteLayout(w, h, HUD_HEIGHT);
      const g = l.boardGeometry;
      expect(l.mode).toBe('compact');
      // nothing to pan: the layout is no bigger than its box
      expect(g.width).toBeLessThanOrEqual(l.board.width + 0.5);
      expect(g.height).toBeLessThanOrEqual(l.board.height + 0.5);
      // where the layout's content sits on screen (a view smaller than its box is centred in it)
      const ox = l.board.x + (l.board.width - g.width) / 2;
      const oy = l.board.y + (l.board.height - g.height) / 2;
      const onScreen = (r: Rect): Rect => ({ ...r, x: r.x + ox, y: r.y + oy });
      const boxes: [string, Rect][] = [
        ...Array.from({ length: 37 }, (_, n) => [`straight:${n}`, onScreen(numberBox(g, n))] as [string, Rect]),
        ...OUTSIDE.map((name) => [name, onScreen(outsideBox(g, name))] as [string, Rect]),
      ];
      const clear = [l.message, l.tabs as Rect, l.recent, l.chips, l.buttons, l.hud];
      for (const [name, r] of boxes) {
        expect(r.x >= 0 && r.y >= 0 && r.x + r.width <= w && r.y + r.height <= h, `${name} on screen`).toBe(true);
        for (const c of clear) expect(overlaps(r, c), `${name} over ${JSON.stringify(c)}`).toBe(false);
        if (h >= 740) expect(Math.min(r.width, r.height), `${name} size`).toBeGreaterThanOrEqual(36);
        // a tap in the middle of the box is its bet
        const mid = { x: r.x - ox + r.width / 2, y: r.y - oy + r.height / 2 };
        expect(hitTest(g, mid.x, mid.y), name).toBe(name === 'straight:0' ? 'straight:0' : name);
      }
      // no two boxes overlap (touching edges do not count)
      const shrink = (r: Rect): Rect => ({ x: r.x + 0.5, y: r.y + 0.5, width: r.width - 1, height: r.height - 1 });
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, ra] = boxes[i] as [string, Rect];
          const [b, rb] = boxes[j] as [string, Rect];
          expect(overlaps(shrink(ra), shrink(rb)), `${a} and ${b}`).toBe(false);
        }
      // every position, splits and corners on the lines included, is the bet a tap on its chip's spot places
      for (const p of POSITIONS) {
        const c = spotCentre(g, p.name);
        expect(c && hitTest(g, c.x, c.y), p.name).toBe(p.name);
      }
      // the rail: three finger-sized tabs over the last numbers, beside the layout
      const tabs = l.tabs as Rect;
      expect(tabs.height).toBeGreaterThanOrEqual(3 * 44);
      expect(tabs.width).toBeGreaterThanOrEqual(44);
      expect(overlaps(tabs, l.recent)).toBe(false);
      for (const panel of [l.board, l.track, l.stats, l.stepper]) {
        expect(overlaps(tabs, panel)).toBe(false);
        expect(overlaps(l.recent, panel)).toBe(false);
        expect(overlaps(l.message, panel)).toBe(false);
      }
    });
  }
});
