/**
 * Where the shared table's countdown ring sits on the solo roulette layout (layout.ts), which it
 * leaves as it is but for room made beside the ring: where the wheel shows while bets are taken
 * (desktops, phones on their side), on the wheel's hub, the middle of the table's attention and free
 * then (the wheel turns only after the window closes); on a phone held upright, where the wheel is
 * hidden, at the right-hand end of the last numbers' and message rows, both shortened to make room.
 * Pure arithmetic, unit-tested: the ring never overlaps the rows beside it.
 */
import type { Rect } from '../../kit/table/geometry';
import type { RouletteLayout } from '../layout';

interface ClockSpot {
  x: number;
  y: number;
  radius: number;
}

/** The layout with room made for the ring, and the ring's place. */
export interface LayoutWithClock {
  layout: RouletteLayout;
  clock: ClockSpot;
}

/** Between the ring and the shortened rows. */
const GAP = 6;
/** The ring's distance from the rows' right-hand end. */
const INSET = 14;

export function withClock(l: RouletteLayout): LayoutWithClock {
  if (l.wheel) {
    const w = l.wheel;
    // the hub's cone is about a quarter of the wheel across; the ring sits on it, a finger wide at least
    const radius = Math.round(Math.max(22, Math.min(48, w.width * 0.15)));
    return { layout: l, clock: { x: w.x + w.width / 2, y: w.y + w.height / 2, radius } };
  }
  // Upright phone: the two rows over the panel (the last numbers, the message) share the ring.
  const top = l.recent.y;
  const bottom = l.message.y + l.message.height;
  const radius = Math.round(Math.max(18, Math.min(28, (bottom - top) / 2)));
  // clear of the felt's rail on the right (the ring's stroke reaches a little past its radius)
  const right = Math.max(l.recent.x + l.recent.width, l.message.x + l.message.width) - INSET;
  const x = right - radius;
  const y = (top + bottom) / 2;
  const edge = x - radius - GAP;
  const shorten = (r: Rect): Rect => ({ ...r, width: Math.max(0, Math.min(r.width, edge - r.x)) });
  return { layout: { ...l, recent: shorten(l.recent), message: shorten(l.message) }, clock: { x, y, radius } };
}
