/**
 * A seat's hands after a split share its box: side by side, centred on the box, inside it, the
 * cards smaller only when they would not fit; and what a hand covers grows with its cards and the
 * turn arrow, which the insurance chips over the hands keep clear of.
 */
import { describe, expect, it } from 'vitest';
import { handBoxes, handReach, handSpread } from '../../../src/view/blackjack/seat-boxes';

const box = { x: 100, y: 50, width: 200, height: 180 };

describe('a seat’s hands', () => {
  it('one hand of two cards stands centred at the table’s card size', () => {
    const { scale, lefts } = handSpread(box, 200, 0.6, [2]);
    expect(scale).toBe(0.6);
    // two cards fanned: a card and 30 % of another, 78 px at 0.6
    expect(lefts[0]).toBeCloseTo(200 - 39, 5);
  });

  it('a split’s two hands stand apart inside the box, the cards smaller only when they must be', () => {
    const fits = handSpread(box, 200, 0.6, [2, 2]);
    expect(fits.scale).toBe(0.6);
    expect(fits.lefts[1]! - fits.lefts[0]!).toBeCloseTo(78 + 10, 5);
    const crowded = handSpread(box, 200, 1, [3, 3]);
    expect(crowded.scale).toBeLessThan(1);
    const boxes = handBoxes(box, 200, 1, [3, 3], -1).filter((_, i) => i % 2 === 0);
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    expect(boxes[0]!.x + boxes[0]!.width).toBeLessThan(boxes[1]!.x);
  });

  it('a hand reaches higher with each card and with the turn arrow over its total', () => {
    expect(handReach(0.5, 3, false)).toBeGreaterThan(handReach(0.5, 2, false));
    expect(handReach(0.5, 2, true)).toBeGreaterThan(handReach(0.5, 2, false));
    const [cards, decor] = handBoxes(box, 200, 0.5, [2], 0);
    // the cards stand on the box's floor; the total and the arrow over them
    expect(cards!.y + cards!.height).toBeCloseTo(box.y + box.height, 5);
    expect(decor!.y + decor!.height).toBeCloseTo(cards!.y, 5);
    expect(box.y + box.height - decor!.y).toBeCloseTo(handReach(0.5, 2, true), 5);
  });
});
