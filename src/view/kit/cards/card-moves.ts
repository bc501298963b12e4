/**
 * A card's two journeys at every card table: in from the shoe's mouth to the place its hand gave
 * it (tilted as it leaves the shoe, square when it lands), and off the table at the end of a round,
 * the cards one after another, fading as they go. The tables differ only in where the cards go
 * and how much they turn; the motion (LOOK.md's timings, eased, ended on the clock) is shared.
 */
import type { PointData } from 'pixi.js';
import { tween } from '../stage/motion';
import type { CardSprite } from './cards';

/** Slides a card placed at its resting spot in from `mouth` (global), turning from `tilt` to square. */
export function slideFromShoe(sprite: CardSprite, mouth: PointData, tilt: number, seconds: number): Promise<void> {
  const rest = { x: sprite.x, y: sprite.y };
  const start = sprite.parent ? sprite.parent.toLocal(mouth) : rest;
  sprite.position.set(start.x, start.y);
  sprite.rotation = tilt;
  return tween(sprite, { x: rest.x, y: rest.y, rotation: 0, duration: seconds, ease: 'power2.out' });
}

/**
 * Sweeps the cards to `target` (global), fading out, each `k` × 20 ms after the one before, in
 * `k` × 0.3 s; `turn` adds a spin on the way. Resolves when the last one is gone.
 */
export async function sweepCards(
  cards: readonly CardSprite[],
  target: PointData,
  k: number,
  turn: { rotation?: number } = {},
): Promise<void> {
  await Promise.all(
    cards.map((sprite, i) => {
      const local = sprite.parent ? sprite.parent.toLocal(target) : target;
      return tween(sprite, {
        x: local.x,
        y: local.y,
        alpha: 0,
        ...turn,
        duration: 0.3 * k,
        delay: i * 0.02 * k,
        ease: 'power2.in',
      });
    }),
  );
}
