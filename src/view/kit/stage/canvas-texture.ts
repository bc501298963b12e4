/**
 * Textures painted once with the 2D canvas API (felt, art, card faces): drawn at the device
 * resolution so they stay crisp, uploaded once, reused every frame.
 */
import { CanvasSource, Texture } from 'pixi.js';

export function paintTexture(
  width: number,
  height: number,
  resolution: number,
  paint: (ctx: CanvasRenderingContext2D, w: number, h: number) => void,
): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * resolution);
  canvas.height = Math.ceil(height * resolution);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is unavailable');
  ctx.scale(resolution, resolution);
  paint(ctx, width, height);
  return new Texture({ source: new CanvasSource({ resource: canvas, resolution, antialias: true }) });
}

export function roundRectPath(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
