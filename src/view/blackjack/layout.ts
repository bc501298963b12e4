/**
 * Where everything sits on the blackjack table for a viewport: pure arithmetic, so the "nothing
 * overlaps, every target ≥ 44 px" promise is unit-tested at every size we ship. Portrait phones
 * stack dealer / seats / chip tray / buttons / HUD; landscape and desktop put the seats on the
 * classic arc and the tray and buttons on one row under the table.
 */
import { type ControlsLayout, type ControlsSpec, controlsBand } from '../kit/controls/controls-band';
import { clamp, type Point, type Rect } from '../kit/table/geometry';

export { overlaps, type Point, type Rect } from '../kit/table/geometry';

export interface SeatSpot {
  /** Centre of the main betting circle. */
  circle: Point;
  radius: number;
  /**
   * Centre of the circle beside the box: Perfect Pairs on the player's boxes, the back bet on a
   * computer player's (tables with either; null at tables with neither).
   */
  side: Point | null;
  sideRadius: number;
  /** Top centre of a computer player's name, under the circle (clear of the side circle). */
  name: Point;
  /**
   * The box is so near the right edge that the labels usually beside it go on its left: the
   * stack's total and the winnings (five boxes on a phone held upright).
   */
  mirror: boolean;
  /** The seat's hands sit in this box (above the circle); split hands share its width. */
  hands: Rect;
  /** Where the insurance chips go (their total under them): on the felt, clear of every box. */
  insurance: Point;
}

export interface TableLayout extends ControlsLayout {
  orientation: 'portrait' | 'landscape';
  width: number;
  height: number;
  /** Card scale against the kit's design card (100 × 140). */
  cardScale: number;
  /** The felt's own box (everything above the controls). */
  felt: Rect;
  dealer: Rect;
  shoe: Point;
  discard: Point;
  /** Shoe and tray scale (their design width is 112 px). */
  furnitureScale: number;
  /** Room over the dealer's cards for the DEALER label and the total. */
  dealerHead: number;
  /** The round's message line. */
  message: Rect;
  /** Where the felt's printed payouts are centred (y, felt coordinates), clear of the cards. */
  printY: number;
  /** How many printed lines fit there (a short landscape felt keeps only the blackjack payout). */
  printLines: number;
  seats: SeatSpot[];
}

/** The blackjack controls' proportions (kit/controls-band.ts places them). */
const CONTROLS: ControlsSpec = {
  chip: { across: 7.5, down: 12, max: 64 },
  button: { down: 15, max: 56 },
  tray: { share: 0.42, max: 460 },
  spacing: { gap: 8, lift: 16, between: 24 },
};

export const CARD_W = 100;
export const CARD_H = 140;

/** Room the felt's three printed lines need between the message and the hands (their arc droops). */
const PRINT_ROOM = 120;

/**
 * The layout for a viewport. Side circles sit under the boxes when upright; on a wide felt too
 * when the printed payouts keep their room over the hands, else beside the boxes.
 */
export function tableLayout(
  width: number,
  height: number,
  seatCount: number,
  sideBet: boolean,
  hudHeight: number,
): TableLayout {
  const portrait = width < 640 || height > width * 1.15;
  if (!sideBet || portrait) return placed(width, height, seatCount, sideBet, hudHeight, sideBet);
  const below = placed(width, height, seatCount, sideBet, hudHeight, true);
  const handsTop = Math.min(...below.seats.map((s) => s.hands.y));
  const room = handsTop - (below.message.y + below.message.height);
  return below.printLines === 3 && room >= PRINT_ROOM
    ? below
    : placed(width, height, seatCount, sideBet, hudHeight, false);
}

function placed(
  width: number,
  height: number,
  seatCount: number,
  sideBet: boolean,
  hudHeight: number,
  /** The side circles (Perfect Pairs, BEHIND) go under the boxes, a computer player's name between. */
  sideBelow: boolean,
): TableLayout {
  const portrait = width < 640 || height > width * 1.15;
  const gap = CONTROLS.spacing.gap;
  const controls = controlsBand(width, height, hudHeight, portrait || width < 700, CONTROLS);
  const felt: Rect = { x: 0, y: 0, width, height: controls.chips.y - gap };
  const fh = felt.height;
  // Cards fit the felt: the dealer's row and a seat's row (with room for a split fan) stack in it.
  const byHeight = (fh * (portrait ? 0.2 : 0.22)) / CARD_H;
  const byWidth = (portrait ? width / Math.max(3.1, seatCount * 1.35 + 0.5) : width / (seatCount * 2.4 + 3)) / CARD_W;
  // The felt's height budget, top to bottom: dealer's head and cards, the message, a seat's
  // hands (a fan of hits rises a little), its circle and Perfect Pairs circle.
  const dealerHead = fh < 320 ? 30 : 40;
  const dealerTop = Math.max(fh < 320 ? 10 : 18, fh * 0.05);
  const handK = portrait ? 1.25 : 1.08;
  const handC = portrait ? 30 : 24;
  const nameBand = sideBelow ? 14 : 0;
  // Under the box, the side circle's label (PAIRS, BEHIND) keeps clear of the chip tray's lifted chip.
  const labelBand = sideBelow ? 12 : 0;
  const sideExtra = sideBelow ? 58 + nameBand + labelBand : 0;
  const fixed = dealerTop + dealerHead + 12 + (portrait ? 28 : 0) + handC + 6 + 60 + sideExtra + 12;
  const byBudget = (fh - fixed) / ((1 + handK) * CARD_H);
  const cardScale = clamp(Math.min(byHeight, byWidth, byBudget), 0.34, 1.15);
  const cw = CARD_W * cardScale;
  const ch = CARD_H * cardScale;
  // The dealer's row: its label and total over the cards, between the discard tray and the shoe.
  const furniture = clamp(cw * 0.9, 48, 112);
  const dealer: Rect = {
    x: furniture + 16,
    y: dealerTop,
    width: width - 2 * (furniture + 16),
    height: ch + dealerHead + 6,
  };
  const shoe: Point = { x: width - furniture / 2 - 10, y: dealerTop + dealerHead + ch * 0.4 };
  const discard: Point = { x: furniture / 2 + 10, y: dealerTop + dealerHead + ch * 0.4 };
  const radius = clamp(cw * 0.42, 24, 46);
  const sideRadius = sideBet ? clamp(radius * 0.58, 22, 28) : 0;
  const seats: SeatSpot[] = [];
  const circleY = fh - radius - (sideBelow ? sideRadius * 2 + 14 + nameBand + labelBand : 12);
  const handH = ch * handK + handC;
  for (let i = 0; i < seatCount; i++) {
    // Seat 1 is on the player's right (the dealer's left), as at a real table: first to be dealt.
    const f = seatCount === 1 ? 0.5 : 1 - (i + 0.5) / seatCount;
    const slotW = width / seatCount;
    const x = portrait ? width * f : width * (0.14 + 0.72 * f);
    // The arc: the middle seats sit lower than the outer ones on wide screens.
    const lift = portrait || seatCount === 1 ? 0 : Math.abs(f - 0.5) * 2 * fh * 0.08;
    const cy = circleY - lift;
    const side: Point | null = sideBet
      ? sideBelow
        ? { x, y: cy + radius + sideRadius + 8 + nameBand }
        : // beside the box, past the stack's total (1.9 radii from the centre)
          { x: x + radius * 1.9 + sideRadius + 4, y: cy - radius * 0.3 }
      : null;
    // Landscape seats are (width × 0.72) / seatCount apart: their hands keep a small gutter.
    const handsW = portrait ? slotW - 6 : Math.min(slotW * 0.72, (width * 0.72) / seatCount) - 6;
    const handsY = cy - radius - 6 - handH;
    // Insurance goes towards the dealer, as on the insurance line of a real felt, when the boxes
    // stand close (upright): over the hands (beside the bet it ran off a phone's edge); on a wide
    // felt beside the bet, past its total. The chip (28 px) and its total under it take about
    // 42 px down from the chip's centre.
    const insurance: Point = portrait ? { x, y: handsY - 42 } : { x: x + radius * 2.4, y: cy + radius * 0.25 };
    seats.push({
      circle: { x, y: cy },
      radius,
      side,
      sideRadius,
      name: { x, y: cy + radius + 2 },
      // The stack's total beside its chips (about 1.9 radii wide at the stack's scale) stays on the felt.
      mirror: x + radius * 1.9 > width,
      hands: { x: x - handsW / 2, y: handsY, width: handsW, height: handH },
      insurance,
    });
  }
  const handsTop = Math.min(...seats.map((s) => s.hands.y));
  const messageTop = dealer.y + dealer.height + 6;
  const free = handsTop - messageTop - 4;
  let message: Rect = { x: width * 0.08, y: messageTop, width: width * 0.84, height: Math.min(free, 52) };
  let printY = messageTop + message.height + (free - message.height) / 2;
  // On a short phone the insurance chips come down into the hands' headroom rather than over the
  // message the player reads.
  for (const seat of seats) {
    if (portrait) seat.insurance.y = Math.max(seat.insurance.y, message.y + message.height + 18);
  }
  if (free < 26) {
    // A short landscape screen: the message sits beside the dealer's cards, towards the shoe.
    const x = width / 2 + cw * 1.7;
    message = { x, y: dealer.y + 24, width: shoe.x - furniture / 2 - 12 - x, height: ch };
    dealer.x = width / 2 - (x - 8 - width / 2);
    dealer.width = 2 * (x - 8 - width / 2);
    printY = (dealer.y + dealer.height + handsTop) / 2;
  }
  return {
    orientation: portrait ? 'portrait' : 'landscape',
    width,
    height,
    cardScale,
    felt,
    dealer,
    dealerHead,
    shoe,
    discard,
    furnitureScale: furniture / 112,
    message,
    printY,
    printLines: free < 26 ? 1 : 3,
    seats,
    ...controls,
  };
}

/** Positions of `count` cards fanned in a hand box: left to right, each a little higher. */
export function fan(count: number, scale: number, step = 0.3, rise = 0.08): Point[] {
  const out: Point[] = [];
  const cw = CARD_W * scale;
  for (let i = 0; i < count; i++) out.push({ x: i * cw * step, y: -i * cw * rise });
  return out;
}
