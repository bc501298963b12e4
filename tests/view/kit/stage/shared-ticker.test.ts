/**
 * A playing sound asks for no animation frame: @pixi/sound puts each playing sound on Pixi's
 * shared ticker to move its progress, which the game never reads; with the shared ticker kept
 * stopped (as the stage does before anything plays), adding to it and taking off it requests no
 * frame, so a table at rest with its music bed on runs no frame at all.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../ui/support/pixi-node';

const { Ticker } = await import('pixi.js');
const { keepSharedTickerStopped } = await import('../../../../src/view/kit/stage/shared-ticker');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shared ticker', () => {
  it('requests no frame for a sound that starts, plays on and stops', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    keepSharedTickerStopped();
    // what a WebAudioInstance does as it plays (enableTicker(true)), and as it ends
    const progress = vi.fn();
    Ticker.shared.add(progress);
    expect(Ticker.shared.started).toBe(false);
    expect(frames).toHaveLength(0);
    Ticker.shared.remove(progress);
    expect(frames).toHaveLength(0);
    expect(progress).not.toHaveBeenCalled();
  });
});
