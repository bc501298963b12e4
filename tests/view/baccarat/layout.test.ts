import { describe, expect, it } from 'vitest';
import {
  baccaratLayout,
  CARD_H,
  CARD_W,
  HAND_HEAD,
  HAND_SPAN,
  overlaps,
  type Rect,
} from '../../../src/view/baccarat/layout';
import { LAYOUT_SIZES } from '../support/layout-sizes';

const SIZES = LAYOUT_SIZES;

describe('baccarat table layout', () => {
  for (const [size, w, h] of SIZES) {
    for (const roadsShown of [true, false]) {
      it(`${size} ${w}×${h}, roads ${roadsShown ? 'shown' : 'hidden'}: nothing overlaps, targets ≥ 44 px`, () => {
        const l = baccaratLayout(w, h, roadsShown, w > 480 ? 60 : 84);
        const boxes: [string, Rect][] = [
          ['player hand', l.player],
          ['banker hand', l.banker],
          ['message', l.message],
          ['info', l.info],
          ['player area', l.areas.player],
          ['tie area', l.areas.tie],
          ['banker area', l.areas.banker],
          ['chips', l.chips],
          ['buttons', l.buttons],
          ['hud', l.hud],
        ];
        if (roadsShown) {
          expect(l.roads).not.toBeNull();
          boxes.push(['roads', l.roads as Rect]);
        } else expect(l.roads).toBeNull();
        for (const [name, r] of boxes) {
          expect(r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5, name).toBe(true);
        }
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const [a, ra] = boxes[i] as [string, Rect];
            const [b, rb] = boxes[j] as [string, Rect];
            expect(overlaps(ra, rb), `${a} overlaps ${b}`).toBe(false);
          }
        }
        // the hands, their winner's glow (3 px) included, keep off the felt's rail (felt.ts: 2.5 %
        // of the felt's shorter side, 8 to 18 px)
        const rail = Math.round(Math.max(8, Math.min(18, Math.min(l.felt.width, l.felt.height) * 0.025)));
        for (const hand of [l.player, l.banker]) {
          expect(hand.x - 3, 'hand left of the rail').toBeGreaterThanOrEqual(rail + 1);
          expect(hand.x + hand.width + 3, 'hand right of the rail').toBeLessThanOrEqual(l.felt.width - rail - 1);
          expect(hand.y - 3, 'hand over the rail').toBeGreaterThanOrEqual(rail + 1);
        }
        // three cards fit their hand box, with the label row over them
        for (const hand of [l.player, l.banker]) {
          expect(CARD_W * HAND_SPAN * l.cardScale).toBeLessThanOrEqual(hand.width + 0.5);
          expect(HAND_HEAD + CARD_H * l.cardScale).toBeLessThanOrEqual(hand.height + 0.5);
        }
        // cards readable: at least 0.5 of the design card (50 × 70 px) everywhere we ship
        expect(l.cardScale).toBeGreaterThanOrEqual(0.5);
        for (const area of [l.areas.player, l.areas.tie, l.areas.banker, l.info]) {
          expect(area.width).toBeGreaterThanOrEqual(44);
          expect(area.height).toBeGreaterThanOrEqual(44);
        }
        expect(l.chipSize).toBeGreaterThanOrEqual(44);
        expect(l.buttonHeight).toBeGreaterThanOrEqual(44);
        // the roads keep room for their six rows readable (cells ≥ 12 px)
        if (l.roads) expect(Math.min(l.roads.width, l.roads.height)).toBeGreaterThanOrEqual(140);
      });
    }
  }
});
