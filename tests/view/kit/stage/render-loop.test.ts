import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderLoop } from '../../../../src/view/kit/stage/render-loop';

let queue: FrameRequestCallback[] = [];
let now = 0;
function runFrame(): void {
  const callbacks = queue;
  queue = [];
  now += 16;
  for (const cb of callbacks) cb(now);
}

beforeEach(() => {
  queue = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
});
afterEach(() => vi.unstubAllGlobals());

describe('render on demand', () => {
  it('draws nothing until asked, then exactly one frame per request', () => {
    const draw = vi.fn();
    const loop = new RenderLoop(draw);
    for (let i = 0; i < 5; i++) runFrame();
    expect(draw).not.toHaveBeenCalled();
    loop.invalidate();
    loop.invalidate();
    runFrame();
    runFrame();
    expect(draw).toHaveBeenCalledTimes(1);
    expect(loop.idle).toBe(true);
  });

  it('draws every frame while held, and stops after release', () => {
    const draw = vi.fn();
    const loop = new RenderLoop(draw);
    loop.hold('spin');
    for (let i = 0; i < 10; i++) runFrame();
    expect(draw).toHaveBeenCalledTimes(10);
    loop.release('spin');
    runFrame();
    runFrame();
    expect(draw).toHaveBeenCalledTimes(11);
    expect(loop.frames).toBe(11);
  });

  it('draws nothing while paused and catches up once on resume', () => {
    const draw = vi.fn();
    const loop = new RenderLoop(draw);
    loop.hold('tween');
    runFrame();
    loop.pause();
    for (let i = 0; i < 5; i++) runFrame();
    expect(draw).toHaveBeenCalledTimes(1);
    loop.resume();
    runFrame();
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
