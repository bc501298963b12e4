/**
 * The blackjack table's layout at every size we ship: nothing overlaps, every target is at least
 * 44 px; a computer player's name never meets a stack's total (the bet's beside its chips, the
 * winnings' under theirs) in any language; the insurance chips with their total keep clear of
 * every box's circles, stacks and hands (a split's two hands, a double's card, the turn arrow),
 * the dealer's row and the message.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/engine/shared/money';
import { blackjackEl } from '../../../src/platform/i18n/blackjack/el';
import { blackjackEn } from '../../../src/platform/i18n/blackjack/en';
import { blackjackFi } from '../../../src/platform/i18n/blackjack/fi';
import { blackjackIt } from '../../../src/platform/i18n/blackjack/it';
import { overlaps, type Rect, type TableLayout, tableLayout } from '../../../src/view/blackjack/layout';
import {
  betTotalBox,
  handBoxes,
  INSURED_HANDS,
  insuranceBox,
  NAME_H,
  nameBox,
  payBox,
  payTotalBox,
  SIDE_WORD_W,
  TOTAL_W,
} from '../../../src/view/blackjack/seat-boxes';
import { feltSansWidth } from '../kit/text/felt-sans';
import { LAYOUT_SIZES } from '../support/layout-sizes';

/** The shipped sizes, and the phones a tester held: small ones upright, the first small iPhone. */
const SIZES = [
  ...LAYOUT_SIZES,
  ['small phone upright', 360, 740],
  ['older phone', 375, 667],
  ['large phone', 412, 915],
  ['first small phone', 320, 568],
] as const;

const TABLES = [
  // bj-h17-8deck
  ['one seat', 1, false],
  // bj-classic (two computer players), bj-multiseat
  ['three seats', 3, false],
  ['three seats with Perfect Pairs', 3, true],
  // bj-european: the player's three boxes with Perfect Pairs, two computer players' with BEHIND;
  // the shared table's five boxes, each with its holder's name
  ['five boxes with Perfect Pairs and bet behind', 5, true],
] as const;

/**
 * Five boxes with side circles on these felts leave no spot for the insurance chips clear of
 * everything (see below); nor do three on the first small phone (no table has those).
 */
const SQUEEZED = ['5 320×568', '5 844×390', '3 320×568'];

const circleBox = (x: number, y: number, r: number): Rect => ({ x: x - r, y: y - r, width: 2 * r, height: 2 * r });

// the HUD is 84 px on a phone held upright (two rows), 60 px when one row fits
const layoutAt = (w: number, h: number, seats: number, side: boolean) =>
  tableLayout(w, h, seats, side, w > 480 ? 60 : 84);

const furnitureBoxes = (l: TableLayout): Rect[] => {
  const f = 112 * l.furnitureScale;
  return [l.shoe, l.discard].map((p) => ({ x: p.x - f / 2, y: p.y - f / 3, width: f, height: (f * 2) / 3 }));
};

const sideCircle = (s: TableLayout['seats'][number]): Rect | null =>
  s.side ? circleBox(s.side.x, s.side.y, Math.max(s.sideRadius, 22)) : null;

/** A side circle's word (PAIRS, BEHIND: 9 px) under it. */
const sideLabel = (s: TableLayout['seats'][number]): Rect | null =>
  s.side ? { x: s.side.x - SIDE_WORD_W / 2, y: s.side.y + s.sideRadius + 1, width: SIDE_WORD_W, height: 12 } : null;

const inside = (r: Rect, w: number, h: number) =>
  r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5;

describe('blackjack table layout', () => {
  for (const [size, w, h] of LAYOUT_SIZES) {
    for (const [table, seats, pairs] of TABLES) {
      it(`${size} ${w}×${h}, ${table}: nothing overlaps and every target is ≥ 44 px`, () => {
        const l = layoutAt(w, h, seats, pairs);
        const expectInside = (r: Rect) => expect(inside(r, w, h), JSON.stringify(r)).toBe(true);
        expectInside(l.dealer);
        expectInside(l.chips);
        expectInside(l.buttons);
        expectInside(l.hud);
        expect(l.chipSize).toBeGreaterThanOrEqual(44);
        expect(l.buttonHeight).toBeGreaterThanOrEqual(44);
        // controls stack: chips over buttons over the HUD, all under the felt
        expect(overlaps(l.chips, l.buttons)).toBe(false);
        expect(overlaps(l.buttons, l.hud)).toBe(false);
        expect(overlaps(l.chips, l.hud)).toBe(false);
        const [shoe, tray] = furnitureBoxes(l) as [Rect, Rect];
        expect(overlaps(l.dealer, shoe), 'dealer vs shoe').toBe(false);
        expect(overlaps(l.dealer, tray), 'dealer vs tray').toBe(false);
        expect(overlaps(l.message, l.dealer), 'message vs dealer').toBe(false);
        const spots: Rect[] = [];
        for (const s of l.seats) {
          const circle = circleBox(s.circle.x, s.circle.y, Math.max(s.radius, 22));
          expectInside(circle);
          expect(circle.y + circle.height <= l.chips.y, 'circle above the chip tray').toBe(true);
          expect(overlaps(s.hands, l.dealer), 'hands vs dealer').toBe(false);
          expect(overlaps(s.hands, l.message), 'hands vs message').toBe(false);
          expect(overlaps(s.hands, circle), 'hands vs own circle').toBe(false);
          spots.push(circle);
          const total = betTotalBox(s, 52);
          expectInside(total);
          const side = sideCircle(s);
          if (s.side && side) {
            expect(overlaps(total, side), 'stack total vs side circle').toBe(false);
            expectInside(side);
            expect(side.y + side.height <= l.chips.y, 'pairs circle above the chip tray').toBe(true);
            // Its label (PAIRS, BEHIND: 12 px) under a side circle that sits under the box stays on the felt.
            if (s.side.y > s.circle.y + s.radius) {
              expect(s.side.y + s.sideRadius + 13, 'side label on the felt').toBeLessThanOrEqual(l.felt.height - 4);
            }
            spots.push(side);
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

/** Every name a computer player's box shows, in the four languages ("Giocatore 5" is the widest). */
const NAMES = [blackjackEn, blackjackFi, blackjackIt, blackjackEl].flatMap((d) =>
  [1, 2, 3, 4, 5].map((seat) => d['bj.seat.other'].replace('{seat}', String(seat))),
);

describe('blackjack seat labels', () => {
  it('the totals the stacks make room for hold a bet of up to €1,000 and its insurance in every language', () => {
    for (const lang of ['en', 'fi', 'it', 'el'] as const)
      for (const minor of [500, 1250, 25_000, 50_000, 100_000]) {
        const text = formatMoney(minor, 'EUR', lang, { compact: true });
        // a total pill: its figure at 12 px with 1.5 px letter spacing, 8 px each side
        expect(feltSansWidth(text, 12, 1.5) + 16, text).toBeLessThanOrEqual(TOTAL_W);
      }
  });

  for (const [size, w, h] of SIZES) {
    for (const [table, seats, pairs] of TABLES) {
      it(`${size} ${w}×${h}, ${table}: a name under a box clears every stack's total, side circle and name`, () => {
        const l = layoutAt(w, h, seats, pairs);
        // the widest name, at 11 px where it fits its room, else as wide as its room (its type smaller)
        const widest11 = Math.max(...NAMES.map((n) => feltSansWidth(n, 11, 1)));
        for (const s of l.seats) {
          const name = nameBox(s, widest11);
          // on the felt, over the chip tray's lifted chip
          expect(inside(name, w, l.felt.height), `name on the felt ${JSON.stringify(name)}`).toBe(true);
          // the widest name fits at 8 px (the label's smallest type) without being cut
          const widest = Math.max(...NAMES.map((n) => feltSansWidth(n, 8, 1)));
          expect(widest, 'widest name at 8 px').toBeLessThanOrEqual(s.nameSpan.right - s.nameSpan.left);
          expect(NAME_H).toBeGreaterThanOrEqual(13);
          // the winnings' total under their chips, the bet's beside its chips: on screen and apart
          expect(inside(payTotalBox(s), w, l.felt.height), 'winnings total on the felt').toBe(true);
          expect(inside(betTotalBox(s), w, h), 'bet total on screen').toBe(true);
          expect(overlaps(payTotalBox(s), betTotalBox(s)), 'winnings total vs bet total').toBe(false);
          for (const o of l.seats) {
            expect(overlaps(name, betTotalBox(o)), 'name vs a bet total').toBe(false);
            expect(overlaps(name, payBox(o)), 'name vs the winnings and their total').toBe(false);
            const side = sideCircle(o);
            const word = sideLabel(o);
            if (side) expect(overlaps(name, side), 'name vs a side circle').toBe(false);
            if (word) expect(overlaps(name, word), 'name vs a side circle’s word').toBe(false);
            if (o !== s) expect(overlaps(name, nameBox(o, widest11)), 'name vs the next name').toBe(false);
          }
        }
      });

      it(`${size} ${w}×${h}, ${table}: the insurance chips and their total clear the boxes, the hands and the message`, () => {
        const l = layoutAt(w, h, seats, pairs);
        const squeezed = pairs && SQUEEZED.includes(`${seats} ${w}×${h}`);
        expect(l.insuranceSqueezed, 'a spot clear of everything').toBe(squeezed);
        // what the player reads while insurance stands: every hand a seat may show then, or (squeezed)
        // the two cards it was offered on and a double's third
        const shown = squeezed ? INSURED_HANDS.filter((x) => x.counts.length === 1 && x.counts[0]! < 3) : INSURED_HANDS;
        const boxes = l.seats.map((s) => insuranceBox(s));
        l.seats.forEach((s, i) => {
          const chips = boxes[i]!;
          expect(inside(chips, w, l.felt.height), `insurance on the felt ${JSON.stringify(chips)}`).toBe(true);
          expect(s.insuranceScale).toBeGreaterThanOrEqual(0.6);
          for (const r of [l.dealer, l.message, ...furnitureBoxes(l)])
            expect(overlaps(chips, r), `insurance vs the dealer's row ${JSON.stringify(r)}`).toBe(false);
          boxes.forEach((other, j) => {
            if (j !== i) expect(overlaps(chips, other), 'insurance vs insurance').toBe(false);
          });
          for (const o of l.seats) {
            expect(overlaps(chips, circleBox(o.circle.x, o.circle.y, o.radius)), 'insurance vs a box').toBe(false);
            const side = sideCircle(o);
            if (side) expect(overlaps(chips, side), 'insurance vs a side circle').toBe(false);
            expect(overlaps(chips, betTotalBox(o)), 'insurance vs a bet total').toBe(false);
            expect(overlaps(chips, payBox(o)), 'insurance vs winnings').toBe(false);
            for (const { counts, active } of shown)
              for (const hand of handBoxes(o.hands, o.circle.x, l.cardScale, counts, active))
                expect(overlaps(chips, hand), `insurance vs hands ${counts} (${active})`).toBe(false);
          }
        });
      });
    }
  }
});
