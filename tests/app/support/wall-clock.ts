/** A wall clock moved by hand (ms since the epoch), with timers that fire as it passes them. */
import type { WallTimers } from '../../../src/app/reality-schedule';

export function wallClock(start = Date.UTC(2026, 0, 5, 18, 0, 0)) {
  let now = start;
  let next = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const host: WallTimers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = next++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  /** Moves the clock on by `ms`, firing each timer at its own time, in order. */
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      let first: [number, { at: number; fn: () => void }] | null = null;
      for (const entry of timers) if (entry[1].at <= end && (!first || entry[1].at < first[1].at)) first = entry;
      if (!first) break;
      timers.delete(first[0]);
      now = Math.max(now, first[1].at);
      first[1].fn();
    }
    now = end;
  };
  return { host, advance, now: () => now, pending: () => timers.size };
}
