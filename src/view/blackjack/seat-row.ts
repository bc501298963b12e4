/**
 * The row of betting boxes at a card scale: each box's circle, its side circle (under it on a
 * phone held upright, beside it on a wide felt), its hands over it, the name under it, and where
 * its winnings stand. Pure arithmetic; layout.ts places the row on the felt and tests it.
 */
import { clamp, type Point, type Rect } from '../kit/table/geometry';
import { CARD_H, CARD_W, NAME_H, SIDE_WORD_W, stackScale, TOTAL_W } from './seat-boxes';

/** A box of the row, without its insurance spot (insurance-spot.ts finds it). */
export interface RowSeat {
  /** Centre of the main betting circle. */
  circle: Point;
  radius: number;
  /**
   * Centre of the circle beside the box: Perfect Pairs on the player's boxes, the back bet on a
   * computer player's (tables with either; null at tables with neither).
   */
  side: Point | null;
  sideRadius: number;
  /**
   * Top centre of a computer player's name, under the circle: under the winnings' total and
   * clear of the side circle and its label.
   */
  name: Point;
  /**
   * Where the name may go, left to right: the room between its neighbours and the screen's edges
   * (the label is fitted to it, centred under the box as far as it can be).
   */
  nameSpan: { left: number; right: number };
  /**
   * The box is so near the right edge that the labels usually beside it go on its left: the
   * stack's total and the winnings (five boxes on a phone held upright).
   */
  mirror: boolean;
  /**
   * Where the winnings stand (their total under them): beside the bet, on the side away from its
   * total, high enough that the total clears the name under the circle, and on screen.
   */
  pay: Point;
  /** The seat's hands sit in this box (above the circle); split hands share its width. */
  hands: Rect;
}

/** What the row is laid out from. */
export interface RowFrame {
  width: number;
  /** The felt's height (the row stands on its lower edge). */
  feltHeight: number;
  portrait: boolean;
  seatCount: number;
  sideBet: boolean;
  /** The side circles go under the boxes (else beside them). */
  sideBelow: boolean;
  /** A hand's box: this many cards high, plus this many px for its total. */
  handK: number;
  handC: number;
}

/** The room under a box down to its side circle: its name's line. */
export const nameBandOf = (f: RowFrame): number => (f.sideBelow ? NAME_H : 0);
/** The side circle's word under it keeps clear of the chip tray's lifted chip. */
export const labelBandOf = (f: RowFrame): number => (f.sideBelow ? 12 : 0);
/** Without a side circle under the box, the name under it still ends on the felt. */
export const underOf = (f: RowFrame): number => (f.sideBelow ? 0 : 6);

export function seatRow(f: RowFrame, cardScale: number): RowSeat[] {
  const { width, portrait, seatCount, sideBet, sideBelow } = f;
  const fh = f.feltHeight;
  const cw = CARD_W * cardScale;
  const radius = clamp(cw * 0.42, 24, 46);
  const sideRadius = sideBet ? clamp(radius * 0.58, 22, 28) : 0;
  const nameBand = nameBandOf(f);
  const circleY = fh - radius - (sideBelow ? sideRadius * 2 + 14 + nameBand + labelBandOf(f) : 12 + underOf(f));
  const handH = CARD_H * cardScale * f.handK + f.handC;
  // Landscape seats are (width × 0.72) / seatCount apart: their hands keep a small gutter.
  const spacing = portrait ? width / seatCount : (width * 0.72) / seatCount;
  const stack = stackScale(radius);
  const payHalf = (Math.max(40, TOTAL_W) / 2) * stack;
  const seats: RowSeat[] = [];
  for (let i = 0; i < seatCount; i++) {
    // Seat 1 is on the player's right (the dealer's left), as at a real table: first to be dealt.
    const at = seatCount === 1 ? 0.5 : 1 - (i + 0.5) / seatCount;
    const x = portrait ? width * at : width * (0.14 + 0.72 * at);
    // The arc: the middle seats sit lower than the outer ones on wide screens.
    const lift = portrait || seatCount === 1 ? 0 : Math.abs(at - 0.5) * 2 * fh * 0.08;
    const cy = circleY - lift;
    const side: Point | null = sideBet
      ? sideBelow
        ? { x, y: cy + radius + sideRadius + 8 + nameBand }
        : // beside the box, past the stack's total (1.9 radii from the centre)
          { x: x + radius * 1.9 + sideRadius + 4, y: cy - radius * 0.3 }
      : null;
    const handsW = spacing - 6;
    // The stack's total beside its chips (up to TOTAL_W at the stack's scale) stays on the felt.
    const mirror = x + (20 + 4 + TOTAL_W) * stack > width - 2;
    // The name under the circle; beside a side circle level with the box, under the side circle's word too.
    const sideWordEnd = side && !sideBelow ? side.y + sideRadius + 13 : 0;
    seats.push({
      circle: { x, y: cy },
      radius,
      side,
      sideRadius,
      name: { x, y: Math.max(cy + radius + 2, sideWordEnd) },
      nameSpan: { left: Math.max(2, x - spacing / 2 + 3), right: Math.min(width - 2, x + spacing / 2 - 3) },
      mirror,
      // The winnings beside the bet, on the other side from its total; raised a little (their
      // total ends over the name) and kept on screen (they may touch the bet's chips by an edge).
      pay: {
        x: clamp(x + (mirror ? 1.25 : -1.25) * radius, payHalf + 2, width - payHalf - 2),
        y: cy - radius * 0.15,
      },
      hands: { x: x - handsW / 2, y: cy - radius - 6 - handH, width: handsW, height: handH },
    });
  }
  // On the arc a name may come level with the next box's side-circle word: it keeps to its side of it.
  for (const s of seats) {
    for (const o of seats) {
      if (o === s || !o.side || sideBelow) continue;
      const wordY = o.side.y + sideRadius + 1;
      if (wordY >= s.name.y + NAME_H || wordY + 12 <= s.name.y) continue;
      if (o.side.x < s.circle.x) s.nameSpan.left = Math.max(s.nameSpan.left, o.side.x + SIDE_WORD_W / 2 + 2);
      else s.nameSpan.right = Math.min(s.nameSpan.right, o.side.x - SIDE_WORD_W / 2 - 2);
    }
  }
  return seats;
}
