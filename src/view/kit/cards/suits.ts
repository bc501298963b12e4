/**
 * The four suit symbols drawn as canvas paths, so they look the same on every device (no font
 * needs to carry ♠♥♦♣) and stay sharp at any size.
 */
import type { Suit } from '../../../engine/shared/cards';

export const SUIT_RED = 0xc62828;
export const SUIT_BLACK = 0x1a1a1a;
export const SUIT_BLUE = 0x1565c0;
export const SUIT_GREEN = 0x28702e;

/** The ink of a suit: red and black, or with the four-colour deck diamonds blue and clubs green. */
export function suitColour(suit: Suit, fourColour: boolean): number {
  if (suit === 'H') return SUIT_RED;
  if (suit === 'D') return fourColour ? SUIT_BLUE : SUIT_RED;
  if (suit === 'C') return fourColour ? SUIT_GREEN : SUIT_BLACK;
  return SUIT_BLACK;
}

type Ctx = CanvasRenderingContext2D;

/** A heart in the unit box (-0.5..0.5), point down. */
function heartPath(ctx: Ctx): void {
  ctx.moveTo(0, 0.47);
  ctx.bezierCurveTo(-0.3, 0.2, -0.5, 0.04, -0.5, -0.18);
  ctx.bezierCurveTo(-0.5, -0.38, -0.36, -0.48, -0.24, -0.48);
  ctx.bezierCurveTo(-0.11, -0.48, -0.03, -0.4, 0, -0.29);
  ctx.bezierCurveTo(0.03, -0.4, 0.11, -0.48, 0.24, -0.48);
  ctx.bezierCurveTo(0.36, -0.48, 0.5, -0.38, 0.5, -0.18);
  ctx.bezierCurveTo(0.5, 0.04, 0.3, 0.2, 0, 0.47);
  ctx.closePath();
}

function stemPath(ctx: Ctx): void {
  ctx.moveTo(-0.03, 0.05);
  ctx.quadraticCurveTo(-0.04, 0.36, -0.22, 0.5);
  ctx.lineTo(0.22, 0.5);
  ctx.quadraticCurveTo(0.04, 0.36, 0.03, 0.05);
  ctx.closePath();
}

function paintUnit(ctx: Ctx, suit: Suit): void {
  ctx.beginPath();
  if (suit === 'H') {
    heartPath(ctx);
    ctx.fill();
  } else if (suit === 'D') {
    ctx.moveTo(0, -0.5);
    ctx.quadraticCurveTo(0.16, -0.2, 0.4, 0);
    ctx.quadraticCurveTo(0.16, 0.2, 0, 0.5);
    ctx.quadraticCurveTo(-0.16, 0.2, -0.4, 0);
    ctx.quadraticCurveTo(-0.16, -0.2, 0, -0.5);
    ctx.closePath();
    ctx.fill();
  } else if (suit === 'S') {
    ctx.save();
    ctx.translate(0, -0.12);
    ctx.scale(1, -0.8);
    heartPath(ctx);
    ctx.restore();
    ctx.fill();
    ctx.beginPath();
    stemPath(ctx);
    ctx.fill();
  } else {
    for (const [x, y] of [
      [0, -0.27],
      [-0.26, 0.05],
      [0.26, 0.05],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y, 0.225, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.beginPath();
    ctx.arc(0, -0.02, 0.14, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    stemPath(ctx);
    ctx.fill();
  }
}

/** Draws a suit centred on (x, y), `size` high, upside down when `inverted` (lower pips). */
export function drawSuit(ctx: Ctx, suit: Suit, x: number, y: number, size: number, colour: string, inverted = false) {
  ctx.save();
  ctx.translate(x, y);
  if (inverted) ctx.rotate(Math.PI);
  ctx.scale(size, size);
  ctx.fillStyle = colour;
  paintUnit(ctx, suit);
  ctx.restore();
}
