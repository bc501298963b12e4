/**
 * Where the shared table's countdown ring sits on the solo roulette layout (layout.ts), which it
 * leaves as it is but for room made beside the ring: where the wheel shows while bets are taken
 * (desktops, phones on their side), on the wheel's hub, the middle of the table's attention and free
 * then (the wheel turns only after the window closes); on a phone held upright, where the wheel is
 * hidden, in the rail beside the betting layout, under the tabs and over the last numbers, which
 * move down to make room (in every tab: the racetrack and statistics leave the rail as it is).
 * Pure arithmetic, unit-tested: the ring never overlaps the rows beside it.
 */
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

export function withClock(l: RouletteLayout): LayoutWithClock {
  if (l.wheel) {
    const w = l.wheel;
    // the hub's cone is about a quarter of the wheel across; the ring sits on it, a finger wide at least
    const radius = Math.round(Math.max(22, Math.min(48, w.width * 0.15)));
    return { layout: l, clock: { x: w.x + w.width / 2, y: w.y + w.height / 2, radius } };
  }
  // Upright phone: at the top of the rail's last numbers, a finger wide.
  const r = l.recent;
  const radius = Math.round(Math.max(18, Math.min(22, r.width / 2 - 1)));
  const clock = { x: r.x + r.width / 2, y: r.y + radius + 1, radius };
  const below = radius * 2 + GAP + 2;
  return { layout: { ...l, recent: { ...r, y: r.y + below, height: Math.max(0, r.height - below) } }, clock };
}
