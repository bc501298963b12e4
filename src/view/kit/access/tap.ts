/**
 * A tap on a canvas control made by the game itself (the keyboard layer's Enter, an assistive
 * click): a real Pixi pointer event at a point, so the control's own `pointertap` listener reads
 * it as any other tap.
 */
import { type Container, EventBoundary, FederatedPointerEvent } from 'pixi.js';

export function tapAt(node: Container, x: number, y: number): void {
  const tap = new FederatedPointerEvent(new EventBoundary());
  tap.type = 'pointertap';
  tap.pointerType = 'keyboard';
  tap.global.set(x, y);
  tap.target = node;
  tap.currentTarget = node;
  node.emit('pointertap', tap);
}
