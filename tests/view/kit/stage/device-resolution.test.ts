/**
 * The resolution the game draws at follows the device: a window moved to a screen of another
 * density is heard through the media query on its current ratio (no resize event comes), each
 * change once, above the cap of 2 only when the drawn resolution changes, and not after the watch
 * is stopped.
 */
import { describe, expect, it } from 'vitest';
import {
  type DensityWindow,
  deviceResolution,
  MAX_RESOLUTION,
  watchResolution,
} from '../../../../src/view/kit/stage/device-resolution';

/** A window whose ratio the test sets; its media queries fire as a browser's do. */
function fakeWindow(ratio: number) {
  const queries: { query: string; listeners: Set<() => void> }[] = [];
  const win = {
    devicePixelRatio: ratio,
    matchMedia(query: string) {
      const entry = { query, listeners: new Set<() => void>() };
      queries.push(entry);
      return {
        addEventListener: (_: 'change', l: () => void) => entry.listeners.add(l),
        removeEventListener: (_: 'change', l: () => void) => entry.listeners.delete(l),
      };
    },
  };
  /** Moves the window to a screen of `next`: the queries on the old ratio stop matching. */
  const move = (next: number) => {
    const old = `(resolution: ${win.devicePixelRatio}dppx)`;
    win.devicePixelRatio = next;
    for (const q of queries.filter((e) => e.query === old)) for (const l of [...q.listeners]) l();
  };
  const listening = () => queries.filter((q) => q.listeners.size > 0).map((q) => q.query);
  return { win: win as DensityWindow, move, listening };
}

describe('the device resolution', () => {
  it('is the ratio, at least 1, at most 2', () => {
    expect(deviceResolution({ devicePixelRatio: 1 })).toBe(1);
    expect(deviceResolution({ devicePixelRatio: 1.5 })).toBe(1.5);
    expect(deviceResolution({ devicePixelRatio: 3 })).toBe(MAX_RESOLUTION);
    expect(deviceResolution({ devicePixelRatio: 0 })).toBe(1);
    expect(deviceResolution({})).toBe(1);
  });

  it('reports a move to a denser screen and back, each once, listening on the ratio shown now', () => {
    const { win, move, listening } = fakeWindow(1);
    const heard: number[] = [];
    watchResolution(win, (r) => heard.push(r));
    expect(listening()).toEqual(['(resolution: 1dppx)']);
    move(2);
    expect(heard).toEqual([2]);
    expect(listening()).toEqual(['(resolution: 2dppx)']);
    move(1);
    expect(heard).toEqual([2, 1]);
    move(1.25); // a zoom
    expect(heard).toEqual([2, 1, 1.25]);
    expect(listening()).toEqual(['(resolution: 1.25dppx)']);
  });

  it('says nothing of a change above the cap, but hears the way back under it', () => {
    const { win, move } = fakeWindow(2);
    const heard: number[] = [];
    watchResolution(win, (r) => heard.push(r));
    move(3);
    expect(heard).toEqual([]);
    move(1);
    expect(heard).toEqual([1]);
  });

  it('stops listening when stopped', () => {
    const { win, move, listening } = fakeWindow(1);
    const heard: number[] = [];
    const stop = watchResolution(win, (r) => heard.push(r));
    move(2);
    stop();
    expect(listening()).toEqual([]);
    move(1);
    expect(heard).toEqual([2]);
  });
});
