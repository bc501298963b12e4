/**
 * A tap meets the table as it is now, not as it was last drawn. Pixi finds what a pointer touches
 * from the positions its last rendered frame computed, and the table renders on demand, a frame
 * after it changes: a button shown (or moved) since the last frame was not there yet for a tap,
 * so a STAND tapped the moment it appeared after a deal fell through to the felt. A press first
 * draws the frame waiting to be drawn, then Pixi reads it. The listener is on the window in the
 * capture phase, ahead of Pixi's own on the canvas.
 */

/** Draws any frame waiting to be drawn before a press reaches the canvas; returns its removal. */
export function drawBeforePress(target: EventTarget, flush: () => void): () => void {
  const press = () => flush();
  target.addEventListener('pointerdown', press, { capture: true });
  return () => target.removeEventListener('pointerdown', press, { capture: true });
}
