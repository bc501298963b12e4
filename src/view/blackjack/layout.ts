/**
 * Where everything sits on the blackjack table for a viewport: pure arithmetic, so the "nothing
 * overlaps, every target ≥ 44 px" promise is unit-tested at every size we ship. Portrait phones
 * stack dealer / seats / chip tray / buttons / HUD; landscape and desktop put the seats on the
 * classic arc and the tray and buttons on one row under the table.
 */
import { type ControlsLayout, type ControlsSpec, controlsBand } from '../kit/controls/controls-band';
import { clamp, type Point, type Rect } from '../kit/table/geometry';
import { handHeadroom, insuranceSpots, squeezedSpots } from './insurance-spot';
import { CARD_H, CARD_W, insuranceReach } from './seat-boxes';
import { labelBandOf, nameBandOf, type RowFrame, type RowSeat, seatRow, underOf } from './seat-row';

export { overlaps, type Point, type Rect } from '../kit/table/geometry';

/** A box of the row (seat-row.ts) with its insurance spot. */
export interface SeatSpot extends RowSeat {
  /** Where the insurance chips go (their total under them): see insurance-spot.ts. */
  insurance: Point;
  /** The insurance chips' scale (1: 28 px chips; smaller where the felt is crowded). */
  insuranceScale: number;
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
  /**
   * No spot for the insurance chips is clear of everything (five boxes on a phone's short felt):
   * they stand at their smallest where they cover the least (insurance-spot.ts, squeezedSpots).
   */
  insuranceSqueezed: boolean;
  seats: SeatSpot[];
}

/** The blackjack controls' proportions (kit/controls-band.ts places them). */
const CONTROLS: ControlsSpec = {
  chip: { across: 7.5, down: 12, max: 64 },
  button: { down: 15, max: 56 },
  tray: { share: 0.42, max: 460 },
  spacing: { gap: 8, lift: 16, between: 24 },
};

export { CARD_H, CARD_W } from './seat-boxes';

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
  const fh = controls.chips.y - gap;
  const row: RowFrame = {
    width,
    feltHeight: fh,
    portrait,
    seatCount: Math.max(1, seatCount),
    sideBet,
    sideBelow,
    handK: portrait ? 1.25 : 1.08,
    handC: portrait ? 30 : 24,
  };
  // Cards fit the felt: the dealer's row and a seat's row (with room for a split fan) stack in it.
  const byHeight = (fh * (portrait ? 0.2 : 0.22)) / CARD_H;
  const byWidth = (portrait ? width / Math.max(3.1, seatCount * 1.35 + 0.5) : width / (seatCount * 2.4 + 3)) / CARD_W;
  // The felt's height budget, top to bottom: dealer's head and cards, the message, a seat's hands
  // (a fan of hits rises a little), its circle, a computer player's name, its Perfect Pairs circle.
  const sideExtra = sideBelow ? 58 + nameBandOf(row) + labelBandOf(row) : 0;
  const budget = (head: number, top: number) => {
    const fixed = top + head + 12 + (portrait ? 28 : 0) + row.handC + 6 + 60 + sideExtra + underOf(row) + 12;
    return Math.min(byHeight, byWidth, (fh - fixed) / ((1 + row.handK) * CARD_H));
  };
  // A felt too short for it all takes the dealer's row in tighter: its label beside its total.
  const roomy = fh >= 320 && budget(40, Math.max(18, fh * 0.05)) >= 0.34;
  const head = roomy ? 40 : 30;
  const top = roomy ? Math.max(18, fh * 0.05) : Math.max(10, fh * 0.05 - 8);
  const at = (scale: number) => arranged({ ...row, height, controls, head, top }, scale);
  const largest = clamp(budget(head, top), 0.34, 1.15);
  const first = at(largest);
  if (!first.short || !portrait) return first.layout;
  // Upright, the insurance chips go between the message and the hands: the cards as large as
  // they can be with that room (the message beside the dealer's cards only where none is).
  let fits = at(0.34);
  if (fits.short) return first.layout;
  let lo = 0.34;
  let hi = largest;
  for (let i = 0; i < 8; i++) {
    const mid = (lo + hi) / 2;
    const l = at(mid);
    if (l.short) hi = mid;
    else [lo, fits] = [mid, l];
  }
  return fits.layout;
}

/** The felt laid out at a card scale; `short`: the message had to go beside the dealer's cards. */
function arranged(
  f: RowFrame & { height: number; controls: ControlsLayout; head: number; top: number },
  cardScale: number,
): { layout: TableLayout; short: boolean } {
  const { width, portrait, controls, head: dealerHead } = f;
  const fh = f.feltHeight;
  const felt: Rect = { x: 0, y: 0, width, height: fh };
  const cw = CARD_W * cardScale;
  const ch = CARD_H * cardScale;
  // The dealer's row: its label and total over the cards, between the discard tray and the shoe.
  const furniture = clamp(cw * 0.9, 48, 112);
  const dealer: Rect = {
    x: furniture + 16,
    y: f.top,
    width: width - 2 * (furniture + 16),
    height: ch + dealerHead + 6,
  };
  const shoe: Point = { x: width - furniture / 2 - 10, y: f.top + dealerHead + ch * 0.4 };
  const discard: Point = { x: furniture / 2 + 10, y: f.top + dealerHead + ch * 0.4 };
  const seats = seatRow(f, cardScale);
  const handsTop = Math.min(...seats.map((s) => s.hands.y));
  const messageTop = dealer.y + dealer.height + 6;
  const free = handsTop - messageTop - 4;
  // The message over the insurance chips, at least a line of it (the chips then shrink to fit under it).
  const reach = insuranceReach(1);
  const chipsTop = Math.min(
    ...seats.map((s) => s.hands.y - handHeadroom(s.hands, cardScale) - 2 - reach.down - reach.up),
  );
  let message: Rect = {
    x: width * 0.08,
    y: messageTop,
    width: width * 0.84,
    height: clamp(chipsTop - messageTop - 4, 26, 52),
  };
  let printY = messageTop + message.height + (free - message.height) / 2;
  const box = (p: Point): Rect => ({
    x: p.x - furniture / 2,
    y: p.y - furniture / 3,
    width: furniture,
    height: (furniture * 2) / 3,
  });
  const spots = () => insuranceSpots(seats, [dealer, message, box(shoe), box(discard)], width, fh, cardScale);
  let insurance = free < 26 ? null : spots();
  const short = insurance === null;
  if (short) {
    // A short felt: the message goes beside the dealer's cards, towards the shoe, so the insurance
    // chips have the room over the hands. Landscape keeps the dealer centred; upright, the
    // dealer's cards move over by the tray and the message takes the rest of the row.
    const dealerW = portrait ? Math.max(cw * 2.6, dealer.width * 0.45) : 2 * (cw * 1.7 - 8);
    dealer.x = portrait ? dealer.x : width / 2 - dealerW / 2;
    dealer.width = dealerW;
    const x = dealer.x + dealerW + 8;
    const top = portrait ? dealer.y : dealer.y + 24;
    // (the message beside it, the dealer's row ends with its cards)
    if (portrait) dealer.height -= 6;
    const height = portrait ? dealer.height : ch;
    message = { x, y: top, width: shoe.x - furniture / 2 - 12 - x, height };
    printY = (dealer.y + dealer.height + handsTop) / 2;
    insurance = spots();
  }
  const squeezed = insurance === null;
  const placedChips = insurance ?? squeezedSpots(seats, [dealer, message, box(shoe), box(discard)], cardScale);
  const layout: TableLayout = {
    orientation: portrait ? 'portrait' : 'landscape',
    width,
    height: f.height,
    cardScale,
    felt,
    dealer,
    dealerHead,
    shoe,
    discard,
    furnitureScale: furniture / 112,
    message,
    printY,
    printLines: short ? 1 : 3,
    insuranceSqueezed: squeezed,
    seats: seats.map((s, i) => ({
      ...s,
      insurance: placedChips[i]?.at ?? s.circle,
      insuranceScale: placedChips[i]?.scale ?? 1,
    })),
    ...controls,
  };
  return { layout, short };
}

/** Positions of `count` cards fanned in a hand box: left to right, each a little higher. */
export function fan(count: number, scale: number, step = 0.3, rise = 0.08): Point[] {
  const out: Point[] = [];
  const cw = CARD_W * scale;
  for (let i = 0; i < count; i++) out.push({ x: i * cw * step, y: -i * cw * rise });
  return out;
}
