/**
 * A shape drawn again only when what it shows changed. Pixi rebuilds a render group's whole draw
 * list in the frame a batched Graphics in it is drawn again, even the same drawing, so a view that
 * lays its shapes out each time something moves names each drawing by what it shows (its size, its
 * colour) and, for the same name, only moves the shape.
 */
import type { Graphics } from 'pixi.js';

const drawnAs = new WeakMap<Graphics, string>();

/** Clears `shape` and draws it with `draw`, unless it was last drawn as `key`. */
export function drawShape(shape: Graphics, key: string, draw: (shape: Graphics) => void): void {
  if (drawnAs.get(shape) === key) return;
  drawnAs.set(shape, key);
  draw(shape.clear());
}
