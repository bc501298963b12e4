/**
 * Painting one card face or the back on a 2D canvas, in design units (100 × 140). Jumbo corner
 * indices sit in the left 28 units so a card covered but for its left third still reads; pips and
 * court frames keep to the middle band between the indices.
 */
import { type Card, rankOf, type Suit, suitOf } from '../../../engine/shared/cards';
import { css, FONT_DISPLAY, FONT_UI } from '../../../look/theme';
import { roundRectPath } from '../stage/canvas-texture';
import { drawSuit, suitColour } from './suits';

export const FACE_W = 100;
export const FACE_H = 140;
const CORNER = 7;
/** The card back's colour, the same on every table. */
const BACK_COLOUR = 0x1d3a70;
/** How much the light at the top of a court panel lifts its ink: low, so the cream letter keeps WCAG AA. */
export const COURT_LIGHT = 0.05;

type Ctx = CanvasRenderingContext2D;

const INDEX_X = 15;
const INDEX_W = 26;
const RANK_SIZE = 31;
const INDEX_SUIT = 17;

const L = 38.5;
const M = 50;
const R = 61.5;
const TOP = 25;
const BOTTOM = 115;
const PIP = 16.5;
const row = (f: number) => TOP + (BOTTOM - TOP) * f;

/** Pip positions of the number cards as [x, row fraction]; pips below the middle are turned over. */
const PIPS: Record<string, readonly (readonly [number, number])[]> = {
  '2': [
    [M, 0],
    [M, 1],
  ],
  '3': [
    [M, 0],
    [M, 0.5],
    [M, 1],
  ],
  '4': [
    [L, 0],
    [R, 0],
    [L, 1],
    [R, 1],
  ],
  '5': [
    [L, 0],
    [R, 0],
    [M, 0.5],
    [L, 1],
    [R, 1],
  ],
  '6': [
    [L, 0],
    [R, 0],
    [L, 0.5],
    [R, 0.5],
    [L, 1],
    [R, 1],
  ],
  '7': [
    [L, 0],
    [R, 0],
    [M, 0.25],
    [L, 0.5],
    [R, 0.5],
    [L, 1],
    [R, 1],
  ],
  '8': [
    [L, 0],
    [R, 0],
    [M, 0.25],
    [L, 0.5],
    [R, 0.5],
    [M, 0.75],
    [L, 1],
    [R, 1],
  ],
  '9': [
    [L, 0],
    [R, 0],
    [L, 1 / 3],
    [R, 1 / 3],
    [M, 0.5],
    [L, 2 / 3],
    [R, 2 / 3],
    [L, 1],
    [R, 1],
  ],
  T: [
    [L, 0],
    [R, 0],
    [M, 1 / 6],
    [L, 1 / 3],
    [R, 1 / 3],
    [L, 2 / 3],
    [R, 2 / 3],
    [M, 5 / 6],
    [L, 1],
    [R, 1],
  ],
};

const rankText = (card: Card) => (rankOf(card) === 'T' ? '10' : rankOf(card));

/** Text centred on x with its cap height starting at `top`, squeezed to `maxW` if wider. */
function capText(ctx: Ctx, text: string, x: number, top: number, font: string, maxW: number): number {
  ctx.font = font;
  const m = ctx.measureText(text);
  const cap = m.actualBoundingBoxAscent;
  const squeeze = Math.min(1, maxW / m.width);
  ctx.save();
  ctx.translate(x, top + cap);
  ctx.scale(squeeze, 1);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, 0, 0);
  ctx.restore();
  return cap;
}

function paintIndex(ctx: Ctx, card: Card, ink: string): void {
  ctx.fillStyle = ink;
  const cap = capText(ctx, rankText(card), INDEX_X, 8, `700 ${RANK_SIZE}px ${FONT_UI}`, INDEX_W);
  drawSuit(ctx, suitOf(card), INDEX_X, 8 + cap + 6 + INDEX_SUIT / 2, INDEX_SUIT, ink);
}

function paintCourt(ctx: Ctx, card: Card, ink: string): void {
  const x = 30;
  const y = 9;
  const w = 40;
  const h = 122;
  const suit = suitOf(card);
  const cream = '#fbf6e9';
  const gold = '#e6c978';
  ctx.save();
  // A panel in the suit's ink, lit from the top, with a fine hatch and a gold inner frame.
  roundRectPath(ctx, x, y, w, h, 5);
  ctx.fillStyle = ink;
  ctx.fill();
  ctx.clip();
  const light = ctx.createLinearGradient(0, y, 0, y + h);
  light.addColorStop(0, `rgba(255,255,255,${COURT_LIGHT})`);
  light.addColorStop(0.5, 'rgba(255,255,255,0)');
  light.addColorStop(1, 'rgba(0,0,0,0.18)');
  ctx.fillStyle = light;
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = 'rgba(255,255,255,0.1)';
  ctx.lineWidth = 0.6;
  for (let d = -h; d < w; d += 3.2) {
    ctx.beginPath();
    ctx.moveTo(x + d, y);
    ctx.lineTo(x + d + h, y + h);
    ctx.stroke();
  }
  ctx.restore();
  roundRectPath(ctx, x + 2.5, y + 2.5, w - 5, h - 5, 3);
  ctx.lineWidth = 1;
  ctx.strokeStyle = gold;
  ctx.stroke();
  // Diagonal divide, as court cards are double-ended.
  ctx.beginPath();
  ctx.moveTo(x + 2.5, y + h / 2 + 7);
  ctx.lineTo(x + w - 2.5, y + h / 2 - 7);
  ctx.stroke();
  for (const inverted of [false, true]) {
    ctx.save();
    if (inverted) {
      ctx.translate(FACE_W, FACE_H);
      ctx.rotate(Math.PI);
    }
    ctx.fillStyle = cream;
    capText(ctx, rankOf(card), FACE_W / 2, y + 9, `700 30px ${FONT_DISPLAY}`, w - 9);
    drawSuit(ctx, suit, FACE_W / 2, y + 49, 15, cream);
    ctx.restore();
  }
}

function paintPips(ctx: Ctx, card: Card, ink: string): void {
  const suit: Suit = suitOf(card);
  const rank = rankOf(card);
  if (rank === 'A') {
    drawSuit(ctx, suit, M, FACE_H / 2, suit === 'S' ? 50 : 42, ink);
    return;
  }
  // Nine and ten pips stand closer together: a touch smaller so they never touch.
  const size = rank === '9' || rank === 'T' ? PIP - 1.5 : PIP;
  for (const [px, f] of PIPS[rank] ?? []) drawSuit(ctx, suit, px, row(f), size, ink, f > 0.5);
}

export function paintFace(ctx: Ctx, card: Card, fourColour: boolean): void {
  const ink = css(suitColour(suitOf(card), fourColour));
  roundRectPath(ctx, 0.5, 0.5, FACE_W - 1, FACE_H - 1, CORNER);
  ctx.fillStyle = '#fcfcf9';
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(0,0,0,0.28)';
  ctx.stroke();
  const rank = rankOf(card);
  if (rank === 'J' || rank === 'Q' || rank === 'K') paintCourt(ctx, card, ink);
  else paintPips(ctx, card, ink);
  paintIndex(ctx, card, ink);
  ctx.save();
  ctx.translate(FACE_W, FACE_H);
  ctx.rotate(Math.PI);
  paintIndex(ctx, card, ink);
  ctx.restore();
}

export function paintBack(ctx: Ctx): void {
  roundRectPath(ctx, 0.5, 0.5, FACE_W - 1, FACE_H - 1, CORNER);
  ctx.fillStyle = '#fcfcf9';
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(0,0,0,0.28)';
  ctx.stroke();
  const m = 6;
  roundRectPath(ctx, m, m, FACE_W - 2 * m, FACE_H - 2 * m, CORNER - 3);
  ctx.fillStyle = css(BACK_COLOUR);
  ctx.fill();
  ctx.save();
  ctx.clip();
  // A fine lattice of thin diagonal lines, denser in one direction: reads as texture, not stripes.
  ctx.strokeStyle = 'rgba(255,255,255,0.16)';
  ctx.lineWidth = 0.7;
  for (let d = -FACE_H; d < FACE_W + FACE_H; d += 5) {
    ctx.beginPath();
    ctx.moveTo(d, 0);
    ctx.lineTo(d + FACE_H, FACE_H);
    ctx.moveTo(d, FACE_H);
    ctx.lineTo(d + FACE_H, 0);
    ctx.stroke();
  }
  ctx.restore();
  roundRectPath(ctx, m + 4, m + 4, FACE_W - 2 * m - 8, FACE_H - 2 * m - 8, 3);
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(230,201,120,0.75)';
  ctx.stroke();
  // A small centre medallion.
  ctx.save();
  ctx.translate(FACE_W / 2, FACE_H / 2);
  ctx.rotate(Math.PI / 4);
  ctx.fillStyle = css(BACK_COLOUR);
  ctx.fillRect(-11, -11, 22, 22);
  ctx.strokeRect(-11, -11, 22, 22);
  ctx.strokeRect(-7, -7, 14, 14);
  ctx.restore();
}

/** A soft shadow the card's size, drawn a little larger so the blur has room. */
export const SHADOW_PAD = 8;
export function paintShadow(ctx: Ctx): void {
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 6 * ctx.getTransform().a; // shadows ignore the transform: scale by hand
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  roundRectPath(ctx, SHADOW_PAD, SHADOW_PAD, FACE_W, FACE_H, CORNER);
  ctx.fill();
}
