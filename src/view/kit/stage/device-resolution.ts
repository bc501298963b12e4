/**
 * The resolution the game draws at: the device's pixels a CSS pixel, capped at 2 (beyond, the GPU
 * fills more than four times the pixels for glyphs and edges nobody tells apart), and word of its
 * changes. A window moved to a screen of another density (a laptop's panel to an external monitor)
 * changes `devicePixelRatio` without a resize event: the CSS size stays. The standard way to hear
 * it is a media query on the current ratio, which stops matching when the ratio changes; it is
 * asked anew for each new ratio.
 */

export const MAX_RESOLUTION = 2;

/** What of a window the watch needs (a fake one in tests). */
export interface DensityWindow {
  readonly devicePixelRatio: number;
  matchMedia(query: string): DensityQuery;
}

interface DensityQuery {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** The resolution to draw at now. */
export function deviceResolution(win: { devicePixelRatio?: number } = globalThis): number {
  return Math.min(win.devicePixelRatio || 1, MAX_RESOLUTION);
}

/**
 * Calls `onChange` with the new resolution each time the device's ratio changes the resolution
 * (a change above the cap, 2 to 3, draws nothing new and is not reported). Returns the stop.
 */
export function watchResolution(win: DensityWindow, onChange: (resolution: number) => void): () => void {
  let current = deviceResolution(win);
  let query: DensityQuery | null = null;
  const listen = () => {
    query = win.matchMedia(`(resolution: ${win.devicePixelRatio || 1}dppx)`);
    query.addEventListener('change', changed);
  };
  const stop = () => {
    query?.removeEventListener('change', changed);
    query = null;
  };
  function changed(): void {
    // the query was for the old ratio: it would not change again
    stop();
    listen();
    const next = deviceResolution(win);
    if (next === current) return;
    current = next;
    onChange(next);
  }
  listen();
  return stop;
}
