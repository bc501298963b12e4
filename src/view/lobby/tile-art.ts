/**
 * A lobby tile's painting in its box: cover-fitted around the game's focal point (a narrow box
 * crops to the part that tells the game), its corners rounded with the tile's, a scrim over it
 * for a game not built yet.
 */
import type { Graphics, Sprite } from 'pixi.js';
import type { GameId } from '../../platform/games';
import { ART_HEIGHT, ART_WIDTH } from './art';

/** Art on top of the tile (`column`) or on its left (`row`). */
export type TileMode = 'column' | 'row';

export interface ArtBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where each painting's subject sits, as a fraction of its width and of its height. */
const ART_FOCUS: Record<GameId, number> = { blackjack: 0.52, baccarat: 0.29, roulette: 0.5 };
const ART_FOCUS_Y: Record<GameId, number> = { blackjack: 0.5, baccarat: 0.55, roulette: 0.5 };

export function placeArt(
  parts: { art: Sprite; mask: Graphics; scrim: Graphics },
  game: GameId,
  box: ArtBox,
  mode: TileMode,
): void {
  const scale = Math.max(box.w / ART_WIDTH, box.h / ART_HEIGHT);
  const focus = ART_FOCUS[game] * ART_WIDTH * scale;
  const x = Math.min(0, Math.max(box.w - ART_WIDTH * scale, box.w / 2 - focus));
  parts.art.scale.set(scale);
  const focusY = ART_FOCUS_Y[game] * ART_HEIGHT * scale;
  const y = Math.min(0, Math.max(box.h - ART_HEIGHT * scale, box.h / 2 - focusY));
  parts.art.position.set(box.x + x, box.y + y);
  const corners = mode === 'column' ? [16, 16, 0, 0] : [16, 0, 0, 16];
  parts.mask.clear();
  roundedBox(parts.mask, box, corners).fill(0xffffff);
  parts.scrim.clear();
  roundedBox(parts.scrim, box, corners).fill({ color: 0x000000, alpha: 0.42 });
}

function roundedBox(g: Graphics, { x, y, w, h }: ArtBox, [tl, tr, br, bl]: number[]): Graphics {
  const a = tl ?? 0;
  const b = tr ?? 0;
  const c = br ?? 0;
  const d = bl ?? 0;
  g.moveTo(x + a, y)
    .lineTo(x + w - b, y)
    .arcTo(x + w, y, x + w, y + b, b)
    .lineTo(x + w, y + h - c)
    .arcTo(x + w, y + h, x + w - c, y + h, c)
    .lineTo(x + d, y + h)
    .arcTo(x, y + h, x, y + h - d, d)
    .lineTo(x, y + a)
    .arcTo(x, y, x + a, y, a)
    .closePath();
  return g;
}
