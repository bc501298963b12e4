/**
 * The illustrations of the lobby tiles, painted once into textures: a blackjack hand on green
 * felt, a baccarat coup on blue felt, a European wheel on a wood surround. Generated in code; no
 * third-party art.
 */
import type { Texture } from 'pixi.js';
import { FONT_DISPLAY, FONT_UI } from '../../look/theme';
import type { GameId } from '../../platform/games';
import { paintTexture, roundRectPath } from '../kit/stage/canvas-texture';

export const ART_WIDTH = 480;
export const ART_HEIGHT = 300;

const RED = '#c62828';
const INK = '#1a1a1a';

// Pocket colours of the European wheel, clockwise from zero (RULES.md).
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

function felt(ctx: CanvasRenderingContext2D, w: number, h: number, centre: string, edge: string): void {
  const g = ctx.createRadialGradient(w / 2, h * 0.42, 10, w / 2, h * 0.5, Math.max(w, h) * 0.7);
  g.addColorStop(0, centre);
  g.addColorStop(1, edge);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

function card(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  angle: number,
  rank: string,
  suit: string,
  red: boolean,
): void {
  const cw = 92;
  const ch = 128;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 14;
  ctx.shadowOffsetY = 5;
  roundRectPath(ctx, -cw / 2, -ch / 2, cw, ch, 9);
  ctx.fillStyle = '#fbfaf6';
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.strokeStyle = 'rgba(0,0,0,0.18)';
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.fillStyle = red ? RED : INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 26px ${FONT_UI}`;
  ctx.fillText(rank, -cw / 2 + 17, -ch / 2 + 20);
  ctx.font = `22px ${FONT_UI}`;
  ctx.fillText(suit, -cw / 2 + 17, -ch / 2 + 44);
  ctx.font = `54px ${FONT_UI}`;
  ctx.fillText(suit, 6, 12);
  ctx.restore();
}

function chip(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, color: string): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.4)';
  ctx.shadowBlur = 6;
  ctx.shadowOffsetY = 2;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.lineWidth = r * 0.22;
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    ctx.beginPath();
    ctx.arc(x, y, r * 0.86, a, a + 0.32);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(x, y, r * 0.55, 0, Math.PI * 2);
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function stack(ctx: CanvasRenderingContext2D, x: number, y: number, count: number, color: string): void {
  for (let i = 0; i < count; i++) chip(ctx, x, y - i * 6, 22, color);
}

function blackjack(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  felt(ctx, w, h, '#13764a', '#05311d');
  ctx.strokeStyle = 'rgba(233, 214, 160, 0.35)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.ellipse(w / 2, -h * 0.55, w * 0.78, h * 1.25, 0, 0.12 * Math.PI, 0.88 * Math.PI);
  ctx.stroke();
  // Print in the picture, as on a real felt: incidental text of an illustration, which WCAG AA
  // exempts; the tile's tagline states the payout in full contrast.
  ctx.fillStyle = 'rgba(244, 236, 216, 0.32)';
  ctx.font = `600 17px ${FONT_DISPLAY}`;
  ctx.textAlign = 'center';
  ctx.fillText('3 : 2', w / 2, 62);
  card(ctx, w / 2 - 40, h / 2 + 18, -0.16, 'A', '♠', false);
  card(ctx, w / 2 + 36, h / 2 + 10, 0.12, 'K', '♥', true);
  stack(ctx, w * 0.18, h * 0.76, 4, '#b71c1c');
  stack(ctx, w * 0.82, h * 0.78, 3, '#1b1b1b');
}

function baccarat(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  felt(ctx, w, h, '#1d4c9a', '#071a3d');
  const zone = (cx: number, label: string, color: string) => {
    ctx.strokeStyle = color;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(cx, 96, 22, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = color;
    ctx.font = `700 22px ${FONT_UI}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, cx, 97);
  };
  zone(w * 0.27, 'P', '#64a0ff');
  zone(w * 0.73, 'B', '#ff6b5e');
  card(ctx, w * 0.2, h * 0.66, -0.08, '9', '♦', true);
  card(ctx, w * 0.34, h * 0.68, 0.08, 'K', '♣', false);
  card(ctx, w * 0.66, h * 0.68, -0.08, '5', '♠', false);
  card(ctx, w * 0.8, h * 0.66, 0.08, '2', '♥', true);
}

function roulette(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const wood = ctx.createLinearGradient(0, 0, w, h);
  wood.addColorStop(0, '#4a2a17');
  wood.addColorStop(1, '#21110a');
  ctx.fillStyle = wood;
  ctx.fillRect(0, 0, w, h);
  const cx = w / 2;
  const cy = h / 2;
  const R = h * 0.46;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = 20;
  ctx.beginPath();
  ctx.arc(cx, cy, R, 0, Math.PI * 2);
  ctx.fillStyle = '#6b3d1f';
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  ctx.arc(cx, cy, R * 0.97, 0, Math.PI * 2);
  ctx.strokeStyle = '#c9a44c';
  ctx.lineWidth = 2;
  ctx.stroke();
  const step = (Math.PI * 2) / WHEEL.length;
  WHEEL.forEach((n, i) => {
    const a0 = -Math.PI / 2 + i * step - step / 2;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, R * 0.9, a0, a0 + step);
    ctx.closePath();
    ctx.fillStyle = n === 0 ? '#0f7a43' : REDS.has(n) ? '#b3201e' : '#161616';
    ctx.fill();
    ctx.strokeStyle = 'rgba(201,164,76,0.8)';
    ctx.lineWidth = 0.8;
    ctx.stroke();
  });
  const cone = ctx.createRadialGradient(cx - R * 0.1, cy - R * 0.1, 2, cx, cy, R * 0.62);
  cone.addColorStop(0, '#b0743f');
  cone.addColorStop(1, '#5a3119');
  ctx.beginPath();
  ctx.arc(cx, cy, R * 0.62, 0, Math.PI * 2);
  ctx.fillStyle = cone;
  ctx.fill();
  ctx.strokeStyle = '#c9a44c';
  ctx.lineWidth = 2;
  ctx.stroke();
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a) * R * 0.42, cy + Math.sin(a) * R * 0.42);
    ctx.strokeStyle = '#e6c978';
    ctx.lineWidth = 5;
    ctx.lineCap = 'round';
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(cx, cy, R * 0.1, 0, Math.PI * 2);
  ctx.fillStyle = '#e6c978';
  ctx.fill();
  const ballA = -Math.PI / 2 + 5 * step;
  ctx.beginPath();
  ctx.arc(cx + Math.cos(ballA) * R * 0.8, cy + Math.sin(ballA) * R * 0.8, R * 0.045, 0, Math.PI * 2);
  ctx.fillStyle = '#fdfdfd';
  ctx.fill();
}

const PAINTERS: Record<GameId, (ctx: CanvasRenderingContext2D, w: number, h: number) => void> = {
  blackjack,
  baccarat,
  roulette,
};

export function paintGameArt(game: GameId, resolution: number): Texture {
  return paintTexture(ART_WIDTH, ART_HEIGHT, resolution, PAINTERS[game]);
}

export function paintBackdrop(resolution: number): Texture {
  return paintTexture(512, 512, Math.min(resolution, 1), (ctx, w, h) => {
    const g = ctx.createRadialGradient(w / 2, h * 0.3, 10, w / 2, h * 0.45, w * 0.8);
    g.addColorStop(0, '#0f3b27');
    g.addColorStop(0.55, '#072217');
    g.addColorStop(1, '#020a06');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  });
}
