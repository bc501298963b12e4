import { describe, expect, it } from 'vitest';
import { overlaps, type Rect, tableLayout } from '../../../src/view/blackjack/layout';
import { LAYOUT_SIZES } from '../support/layout-sizes';

const SIZES = LAYOUT_SIZES;

const TABLES = [
  ['one seat', 1, false],
  ['three seats', 3, false],
  ['three seats with Perfect Pairs', 3, true],
  // bj-european: the player's three boxes with Perfect Pairs, two computer players' with BEHIND.
  ['five boxes with Perfect Pairs and bet behind', 5, true],
] as const;

const circleBox = (x: number, y: number, r: number): Rect => ({ x: x - r, y: y - r, width: 2 * r, height: 2 * r });

describe('blackjack table layout', () => {
  for (const [size, w, h] of SIZES) {
    for (const [table, seats, pairs] of TABLES) {
      it(`${size} ${w}×${h}, ${table}: nothing overlaps and every target is ≥ 44 px`, () => {
        // the HUD is 84 px on a phone held upright (two rows), 60 px when one row fits
        const l = tableLayout(w, h, seats, pairs, w > 480 ? 60 : 84);
        const inside = (r: Rect) =>
          expect(
            r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5,
            JSON.stringify(r),
          ).toBe(true);
        inside(l.dealer);
        inside(l.chips);
        inside(l.buttons);
        inside(l.hud);
        expect(l.chipSize).toBeGreaterThanOrEqual(44);
        expect(l.buttonHeight).toBeGreaterThanOrEqual(44);
        // controls stack: chips over buttons over the HUD, all under the felt
        expect(overlaps(l.chips, l.buttons)).toBe(false);
        expect(overlaps(l.buttons, l.hud)).toBe(false);
        expect(overlaps(l.chips, l.hud)).toBe(false);
        const furniture = 112 * l.furnitureScale;
        const shoe = {
          x: l.shoe.x - furniture / 2,
          y: l.shoe.y - furniture / 3,
          width: furniture,
          height: (furniture * 2) / 3,
        };
        const tray = {
          x: l.discard.x - furniture / 2,
          y: l.discard.y - furniture / 3,
          width: furniture,
          height: (furniture * 2) / 3,
        };
        expect(overlaps(l.dealer, shoe), 'dealer vs shoe').toBe(false);
        expect(overlaps(l.dealer, tray), 'dealer vs tray').toBe(false);
        expect(overlaps(l.message, l.dealer), 'message vs dealer').toBe(false);
        const spots: Rect[] = [];
        for (const s of l.seats) {
          const circle = circleBox(s.circle.x, s.circle.y, Math.max(s.radius, 22));
          inside(circle);
          expect(circle.y + circle.height <= l.chips.y, 'circle above the chip tray').toBe(true);
          expect(overlaps(s.hands, l.dealer), 'hands vs dealer').toBe(false);
          expect(overlaps(s.hands, l.message), 'hands vs message').toBe(false);
          expect(overlaps(s.hands, circle), 'hands vs own circle').toBe(false);
          spots.push(circle);
          // A computer player's name under the box (about 60 × 13 px), and the stack's total beside
          // its chips (up to 1.9 radii from the centre, on the side `mirror` says), stay on the felt.
          const name = { x: s.name.x - 30, y: s.name.y, width: 60, height: 13 };
          inside(name);
          spots.push(name);
          const reach = s.radius * 1.9;
          const label = {
            x: s.mirror ? s.circle.x - reach : s.circle.x + s.radius * 0.6,
            y: s.circle.y,
            width: reach - s.radius * 0.6,
            height: s.radius * 0.5,
          };
          inside(label);
          if (s.side) {
            const side = circleBox(s.side.x, s.side.y, Math.max(s.sideRadius, 22));
            expect(overlaps(label, side), 'stack total vs side circle').toBe(false);
            inside(side);
            expect(side.y + side.height <= l.chips.y, 'pairs circle above the chip tray').toBe(true);
            // Its label (PAIRS, BEHIND: 12 px) under a side circle that sits under the box stays on the felt.
            if (s.side.y > s.circle.y + s.radius) {
              expect(s.side.y + s.sideRadius + 13, 'side label on the felt').toBeLessThanOrEqual(l.felt.height - 4);
            }
            spots.push(side);
          }
          // The insurance chip (28 px) with its total under it (up to about 60 × 20 px): on screen
          // (it was drawn past the right edge of a phone), clear of the dealer, the message and
          // every other box's hands and circles.
          const insurance = { x: s.insurance.x - 30, y: s.insurance.y - 16, width: 60, height: 16 + 14 + 4 + 20 };
          inside(insurance);
          expect(overlaps(insurance, l.dealer), 'insurance vs dealer').toBe(false);
          expect(overlaps(insurance, l.message), 'insurance vs message').toBe(false);
          for (const other of l.seats) {
            if (other === s) continue;
            expect(overlaps(insurance, other.hands), 'insurance vs other hands').toBe(false);
            expect(overlaps(insurance, circleBox(other.circle.x, other.circle.y, other.radius)), 'vs other box').toBe(
              false,
            );
            if (other.side) {
              const side = circleBox(other.side.x, other.side.y, other.sideRadius);
              expect(overlaps(insurance, side), 'insurance vs other side circle').toBe(false);
            }
          }
        }
        for (let i = 0; i < spots.length; i++)
          for (let j = i + 1; j < spots.length; j++)
            expect(overlaps(spots[i]!, spots[j]!), `spot ${i} vs ${j}`).toBe(false);
        for (let i = 0; i < l.seats.length; i++)
          for (let j = i + 1; j < l.seats.length; j++)
            expect(overlaps(l.seats[i]!.hands, l.seats[j]!.hands), `hands ${i} vs ${j}`).toBe(false);
        // cards stay readable: at least a third of the 100 × 140 design card (its jumbo index ≥ 10 px)
        expect(l.cardScale).toBeGreaterThanOrEqual(0.34);
        expect(l.message.width).toBeGreaterThan(120);
      });
    }
  }
});
