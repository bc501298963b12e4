/**
 * The room a seat's chips and labels take on the felt, worked out from its spot: the stack's total
 * beside its chips, the winnings with their total under them, the insurance chips with theirs, a
 * computer player's name, and how high a hand's cards, total and turn arrow reach. The layout
 * places things with these, and the layout test checks them against each other, so the two agree
 * on what "clear of" means. Pure arithmetic, in screen pixels.
 */
import type { Point, Rect } from '../kit/table/geometry';

/** The kit's design card (cards.ts), which the layout scales: kept here so the layout stays free of Pixi. */
export const CARD_W = 100;
export const CARD_H = 140;

/** What the boxes of one seat are worked out from (a SeatSpot has all of it). */
export interface SeatRoom {
  circle: Point;
  radius: number;
  mirror: boolean;
  pay: Point;
  name: Point;
  nameSpan: { left: number; right: number };
  insurance: Point;
  insuranceScale: number;
}

/**
 * The widest stack total the boxes make room for, in the stack's design pixels: a total pill is
 * its figure (12 px bold, 1.5 px letter spacing) plus 8 px each side. "1000 €" measures 63 px in
 * Felt Sans; "8 000 €" or "12,50 €", 68 px.
 */
export const TOTAL_W = 68;
/** A stack's total pill is 20 design px high, 4 px from its chips. */
const PILL_H = 20;
const PILL_GAP = 4;
/** How far up a stack's chips climb: 4 design px a chip, room made for four. */
const STACK_RISE = 12;
/** The betting circle's stack and the winnings' are 40 design px chips, drawn at radius / 40. */
const STACK_CHIP = 40;
/** The insurance chips are 28 design px, drawn at the spot's insurance scale. */
const INSURANCE_CHIP = 28;
/** A computer player's name line (11 px bold and smaller). */
export const NAME_H = 14;
/** A side circle's word under it (PAIRS, BEHIND, TAUSTA, ΖΕΥΓΗ at 9 px bold): at most this wide. */
export const SIDE_WORD_W = 44;

/** The scale of the bet's and the winnings' stacks on a box of `radius`. */
export const stackScale = (radius: number): number => radius / STACK_CHIP;

/** The bet's total beside its chips (right, or left by the screen's right edge). */
export function betTotalBox(s: Pick<SeatRoom, 'circle' | 'radius' | 'mirror'>, totalW = TOTAL_W): Rect {
  const k = stackScale(s.radius);
  const stackY = s.circle.y + s.radius * 0.25;
  const inner = (STACK_CHIP / 2 + PILL_GAP) * k;
  const width = totalW * k;
  const x = s.mirror ? s.circle.x - inner - width : s.circle.x + inner;
  return { x, y: stackY - (PILL_H / 2) * k, width, height: PILL_H * k };
}

/** A stack's chips with its total under them, the stack at `at` with chips of `chip` px at `k`. */
function stackWithTotalBelow(at: Point, chip: number, k: number, totalW: number): Rect {
  const half = Math.max(chip / 2, totalW / 2) * k;
  const top = at.y - (chip / 2 + STACK_RISE) * k;
  const bottom = at.y + (chip / 2 + PILL_GAP + PILL_H) * k;
  return { x: at.x - half, y: top, width: 2 * half, height: bottom - top };
}

/** The winnings' chips and their total under them. */
export function payBox(s: Pick<SeatRoom, 'pay' | 'radius'>, totalW = TOTAL_W): Rect {
  return stackWithTotalBelow(s.pay, STACK_CHIP, stackScale(s.radius), totalW);
}

/** Only the winnings' total (under their chips). */
export function payTotalBox(s: Pick<SeatRoom, 'pay' | 'radius'>, totalW = TOTAL_W): Rect {
  const k = stackScale(s.radius);
  const y = s.pay.y + (STACK_CHIP / 2 + PILL_GAP) * k;
  return { x: s.pay.x - (totalW / 2) * k, y, width: totalW * k, height: PILL_H * k };
}

/** The insurance chips and their total under them. */
export function insuranceBox(s: SeatRoom, totalW = TOTAL_W): Rect {
  return stackWithTotalBelow(s.insurance, INSURANCE_CHIP, s.insuranceScale, totalW);
}

/** The insurance box's reach above and below its point, at scale `k`. */
export function insuranceReach(k: number, totalW = TOTAL_W): { up: number; down: number; half: number } {
  const box = stackWithTotalBelow({ x: 0, y: 0 }, INSURANCE_CHIP, k, totalW);
  return { up: -box.y, down: box.y + box.height, half: box.width / 2 };
}

/**
 * The name's line: a label `width` wide (cut to its span), centred under the box as far as its
 * span lets it be.
 */
export function nameBox(s: Pick<SeatRoom, 'name' | 'nameSpan'>, width: number): Rect {
  const { left, right } = s.nameSpan;
  const w = Math.min(width, right - left);
  const x = Math.min(Math.max(s.name.x - w / 2, left), right - w);
  return { x, y: s.name.y, width: w, height: NAME_H };
}

/** A hand's total pill sits 4 px over its top card and is about 23 px high. */
const HAND_TOTAL = 28;
/** The turn arrow (12 px) sits 6 px over the total. */
const HAND_ARROW = 46;
/** The widest hand total ("10 / 20" at 15 px bold, with its padding), wider than two small cards. */
const HAND_TOTAL_W = 66;
/** Each card of a fan sits this share of a card's width right of the one before, and this much higher. */
const FAN_STEP = 0.3;
const FAN_RISE = 0.08;
/** Split hands stand this far apart. */
const HAND_GAP = 10;

/**
 * How far over the bottom of its cards a hand reaches: `cards` cards fanned at `cardScale`, the
 * total over them, and the turn arrow over that while it is the hand to play.
 */
export function handReach(cardScale: number, cards: number, arrow: boolean): number {
  const rise = (cards - 1) * CARD_W * cardScale * FAN_RISE;
  return CARD_H * cardScale + rise + (arrow ? HAND_ARROW : HAND_TOTAL);
}

/** A fan's width: `cards` cards (room for two at least) at `scale`. */
const fanWidth = (cards: number, scale: number) => CARD_W * scale * (1 + (Math.max(2, cards) - 1) * FAN_STEP);

/**
 * A seat's hands side by side, centred on the box: the cards' scale (smaller when they would
 * not fit the hands' box) and each hand's left edge. `counts` is each hand's number of cards.
 */
export function handSpread(
  hands: Rect,
  centreX: number,
  cardScale: number,
  counts: readonly number[],
): { scale: number; lefts: number[] } {
  const gaps = (Math.max(1, counts.length) - 1) * HAND_GAP;
  const widest = (s: number) => counts.reduce((sum, n) => sum + fanWidth(n, s), 0) + gaps;
  let scale = cardScale;
  // (the gaps between hands keep their size: the cards alone give way)
  if (widest(scale) > hands.width) scale = Math.max(0.3, (scale * (hands.width - gaps)) / (widest(scale) - gaps));
  let x = centreX - widest(scale) / 2;
  const lefts = counts.map((n) => {
    const left = x;
    x += fanWidth(n, scale) + HAND_GAP;
    return left;
  });
  return { scale, lefts };
}

/**
 * What a seat's hands cover: for each hand its cards, and over them its total and, on the hand
 * to play (`active`, -1 for none), the turn arrow (the total may be wider than two small cards).
 */
export function handBoxes(
  hands: Rect,
  centreX: number,
  cardScale: number,
  counts: readonly number[],
  active: number,
): Rect[] {
  const { scale, lefts } = handSpread(hands, centreX, cardScale, counts);
  const bottom = hands.y + hands.height;
  return counts.flatMap((n, i) => {
    const w = fanWidth(n, scale);
    const left = lefts[i] ?? 0;
    const cardsTop = bottom - handReach(scale, n, false) + HAND_TOTAL;
    const top = bottom - handReach(scale, n, i === active);
    const decorW = Math.max(w, HAND_TOTAL_W);
    return [
      { x: left, y: cardsTop, width: w, height: bottom - cardsTop },
      { x: left + w / 2 - decorW / 2, y: top, width: decorW, height: cardsTop - top },
    ];
  });
}

/**
 * The hands a seat shows while insurance chips stand on the felt: two cards to play, a hit's
 * third card, a double's, and a split's two hands.
 */
export const INSURED_HANDS: readonly { counts: readonly number[]; active: number }[] = [
  { counts: [2], active: 0 },
  { counts: [3], active: 0 },
  { counts: [3], active: -1 },
  { counts: [2, 2], active: 0 },
  { counts: [2, 2], active: 1 },
];
