/**
 * A tap meets the table as it is now (view/kit/stage/input-frame.ts): Pixi finds what a pointer touches
 * from the positions its last drawn frame computed, so a button shown since then (STAND, the
 * moment a deal ends) is not there for a tap until the next frame. A press first draws the frame
 * the render loop is waiting to draw, once, and Pixi's hit test then finds the button.
 */
// Pixi's events add hit testing to containers.
import 'pixi.js/events';
import type { Container as PixiContainer } from 'pixi.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawBeforePress } from '../../../../src/view/kit/stage/input-frame';
import { RenderLoop } from '../../../../src/view/kit/stage/render-loop';

// Pixi's renderers read `navigator` as they load, which Node 20 lacks.
let pixi: typeof import('pixi.js');
beforeAll(async () => {
  vi.stubGlobal('navigator', { userAgent: 'node' });
  pixi = await import('pixi.js');
});
afterAll(() => vi.unstubAllGlobals());

let frames: Map<number, FrameRequestCallback>;
let next = 0;
beforeEach(() => {
  frames = new Map();
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    frames.set(++next, cb);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});

function runFrame(): void {
  const callbacks = [...frames.values()];
  frames.clear();
  for (const cb of callbacks) cb(performance.now());
}

/** A stage with a hidden button in a row, drawn once; `draw` does what a render does to positions. */
function table() {
  const { Container, EventBoundary, Rectangle, updateRenderGroupTransforms } = pixi;
  const stage = new Container({ isRenderGroup: true });
  const row = new Container();
  const stand = new Container();
  stand.eventMode = 'static';
  stand.hitArea = new Rectangle(0, 0, 120, 48);
  stand.visible = false;
  row.addChild(stand);
  stage.addChild(row);
  const draw = vi.fn(() => updateRenderGroupTransforms(stage.renderGroup, true));
  const loop = new RenderLoop(draw);
  loop.invalidate();
  runFrame();
  const boundary = new EventBoundary(stage);
  const hit = (x: number, y: number): PixiContainer | null => boundary.hitTest(x, y);
  /** The controls show STAND at (600, 700) and ask for a frame, as a table's sync does. */
  const showStand = () => {
    stand.visible = true;
    stand.position.set(600, 700);
    loop.invalidate();
  };
  return { stand, draw, loop, hit, showStand };
}

describe('a tap meets the table as it is now', () => {
  it('Pixi alone finds a button shown since the last frame only once a frame is drawn', () => {
    const { stand, hit, showStand } = table();
    showStand();
    expect(hit(660, 720)).toBeNull();
    runFrame();
    expect(hit(660, 720)).toBe(stand);
  });

  it('a press draws the waiting frame before the canvas reads it: STAND is hit the moment it shows', () => {
    const { stand, draw, loop, hit, showStand } = table();
    const page = new EventTarget();
    drawBeforePress(page, () => loop.flush());
    // Pixi's listener comes after (on the canvas, behind the window's capture phase).
    let found: PixiContainer | null = null;
    page.addEventListener('pointerdown', () => {
      found = hit(660, 720);
    });
    showStand();
    const drawn = draw.mock.calls.length;
    page.dispatchEvent(new Event('pointerdown'));
    expect(found).toBe(stand);
    expect(draw).toHaveBeenCalledTimes(drawn + 1);
    // the frame asked for was that one: the next animation frame draws nothing more
    runFrame();
    expect(draw).toHaveBeenCalledTimes(drawn + 1);
  });

  it('a press draws nothing when no frame is waiting, or while the game is paused', () => {
    const { draw, loop, showStand } = table();
    const page = new EventTarget();
    const remove = drawBeforePress(page, () => loop.flush());
    const drawn = draw.mock.calls.length;
    page.dispatchEvent(new Event('pointerdown'));
    expect(draw).toHaveBeenCalledTimes(drawn);
    loop.pause();
    showStand();
    page.dispatchEvent(new Event('pointerdown'));
    expect(draw).toHaveBeenCalledTimes(drawn);
    loop.resume();
    remove();
    page.dispatchEvent(new Event('pointerdown'));
    expect(draw).toHaveBeenCalledTimes(drawn);
  });

  it('a press while something holds the loop draws now, and the loop goes on drawing every frame', () => {
    const { draw, loop } = table();
    const page = new EventTarget();
    drawBeforePress(page, () => loop.flush());
    loop.hold('chips');
    const drawn = draw.mock.calls.length;
    page.dispatchEvent(new Event('pointerdown'));
    expect(draw).toHaveBeenCalledTimes(drawn + 1);
    runFrame();
    runFrame();
    expect(draw).toHaveBeenCalledTimes(drawn + 3);
    loop.release('chips');
  });
});
