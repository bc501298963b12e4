/**
 * Where each seat's insurance chips go (their total under them), clear of the dealer's row, the
 * message, the shoe and the tray, every box's circles, stacks and totals, and every hand. First
 * choice, as on the insurance line of a real felt: over the seat's hands, towards the dealer,
 * high enough for the hand's total and turn arrow after a hit or a double; the chips get smaller
 * before they give that up. Then beside the box, past its total (one box on a small phone, or a
 * short landscape felt, where the dealer's row comes down to the hands); then over its side
 * circle, between its hands and the next box's. Where none of these is clear (five boxes on a
 * phone's short felt), squeezedSpots. Pure arithmetic, unit-tested with the layout.
 */
import { overlaps, type Point, type Rect } from '../kit/table/geometry';
import { betTotalBox, handBoxes, handReach, INSURED_HANDS, insuranceReach, payBox } from './seat-boxes';

/** What the placement needs of a seat (a SeatSpot without its insurance yet). */
export interface InsuranceSeat {
  circle: Point;
  radius: number;
  side: Point | null;
  sideRadius: number;
  mirror: boolean;
  pay: Point;
  hands: Rect;
}

export interface InsuranceSpot {
  at: Point;
  scale: number;
}

/** The chips shrink in these steps (28 px chips at 1, 17 px at 0.6, the size of a bet's total on a phone). */
const SCALES = [1, 0.9, 0.8, 0.7, 0.6] as const;
const SMALLEST = 0.6;

const circleRect = (c: Point, r: number): Rect => ({ x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r });

/** How far over its box a hand may reach while insurance chips stand: three cards, the total and the turn arrow. */
export function handHeadroom(hands: Rect, cardScale: number): number {
  return Math.max(0, handReach(cardScale, 3, true) - hands.height);
}

/** The box of insurance chips at `at`, scale `k`. */
function insuranceBoxAt(at: Point, k: number): Rect {
  const r = insuranceReach(k);
  return { x: at.x - r.half, y: at.y - r.up, width: 2 * r.half, height: r.up + r.down };
}

/** Whether `box` keeps clear of every seat's hands in every hand a seat may show while insured. */
function clearOfHands(box: Rect, seats: readonly InsuranceSeat[], cardScale: number): boolean {
  return seats.every((s) =>
    INSURED_HANDS.every(({ counts, active }) =>
      handBoxes(s.hands, s.circle.x, cardScale, counts, active).every((h) => !overlaps(box, h)),
    ),
  );
}

/** Clear of the felt's furniture and of every seat's circles, stacks and totals. */
function clearOfSeats(box: Rect, seats: readonly InsuranceSeat[], obstacles: readonly Rect[]): boolean {
  if (obstacles.some((o) => overlaps(box, o))) return false;
  return seats.every(
    (s) =>
      !overlaps(box, circleRect(s.circle, s.radius)) &&
      !(s.side && overlaps(box, circleRect(s.side, s.sideRadius))) &&
      !overlaps(box, betTotalBox(s)) &&
      !overlaps(box, payBox(s)),
  );
}

/**
 * Each seat's insurance spot, or null where none fits. `obstacles` are the dealer's row, the
 * message, the shoe and the tray; `feltBottom` the felt's lower edge; `cardScale` the hands' cards.
 */
export function insuranceSpots(
  seats: readonly InsuranceSeat[],
  obstacles: readonly Rect[],
  width: number,
  feltBottom: number,
  cardScale: number,
): InsuranceSpot[] | null {
  const over = (s: InsuranceSeat, k: number): Point => ({
    x: s.circle.x,
    y: s.hands.y - handHeadroom(s.hands, cardScale) - 2 - insuranceReach(k).down,
  });
  const beside = (s: InsuranceSeat, k: number): Point => {
    // past the bet's total, or past the side circle when it stands beside the box
    const total = betTotalBox(s);
    const sideEdge = s.side && Math.abs(s.side.y - s.circle.y) < s.radius ? s.side.x + s.sideRadius : -Infinity;
    const from = s.mirror ? total.x : Math.max(total.x + total.width, sideEdge);
    const half = insuranceReach(k).half;
    return { x: s.mirror ? from - 4 - half : from + 4 + half, y: s.circle.y + s.radius * 0.25 };
  };
  // over a side circle that stands beside the box, between this box's hands and the next one's
  const overSide = (s: InsuranceSeat, k: number): Point | null =>
    s.side && Math.abs(s.side.y - s.circle.y) < s.radius
      ? { x: s.side.x, y: s.side.y - s.sideRadius - 2 - insuranceReach(k).down }
      : null;
  const fits = (box: Rect, handsClear: (b: Rect) => boolean) =>
    box.x >= 0 &&
    box.x + box.width <= width &&
    box.y >= 0 &&
    box.y + box.height <= feltBottom &&
    clearOfSeats(box, seats, obstacles) &&
    handsClear(box);
  const choose = (
    place: (s: InsuranceSeat, k: number) => Point | null,
    handsClear: (b: Rect) => boolean,
  ): InsuranceSpot[] | null => {
    for (const k of SCALES) {
      const points = seats.map((s) => place(s, k));
      if (points.some((p) => p === null)) return null;
      const boxes = (points as Point[]).map((p) => insuranceBoxAt(p, k));
      const apart = boxes.every((b, i) => boxes.every((c, j) => j <= i || !overlaps(b, c)));
      if (apart && boxes.every((b) => fits(b, handsClear))) return (points as Point[]).map((at) => ({ at, scale: k }));
    }
    return null;
  };
  const handBoxesClear = (b: Rect) => seats.every((s) => !overlaps(b, s.hands));
  const handsShownClear = (b: Rect) => clearOfHands(b, seats, cardScale);
  return choose(over, handBoxesClear) ?? choose(beside, handBoxesClear) ?? choose(overSide, handsShownClear);
}

/**
 * Where nothing fits (five boxes on a landscape phone): over each seat's side circle where it
 * stands beside the box, else over its hands, at the smallest scale, under whatever of the
 * dealer's row is above them.
 */
export function squeezedSpots(
  seats: readonly InsuranceSeat[],
  obstacles: readonly Rect[],
  cardScale: number,
): InsuranceSpot[] {
  const k = SMALLEST;
  const reach = insuranceReach(k);
  return seats.map((s) => {
    if (s.side && Math.abs(s.side.y - s.circle.y) < s.radius)
      return { at: { x: s.side.x, y: s.side.y - s.sideRadius - 2 - reach.down }, scale: k };
    const at = { x: s.circle.x, y: s.hands.y - handHeadroom(s.hands, cardScale) - 2 - reach.down };
    const box = insuranceBoxAt(at, k);
    const above = obstacles.filter((o) => box.x < o.x + o.width && o.x < box.x + box.width);
    const floor = Math.max(0, ...above.map((o) => o.y + o.height + 2));
    return { at: { x: at.x, y: Math.max(at.y, floor + reach.up) }, scale: k };
  });
}
