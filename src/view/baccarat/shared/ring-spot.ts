/**
 * Where the shared baccarat table's countdown ring sits for a layout: centred over the hands, in
 * the felt left free between the roads (or the rail) and the hands' name bars, where the dealer
 * would call the bets; as large as that room allows. A layout with no room there (a short phone)
 * puts a small ring at the right end of the Banker hand's bar, over the total's place (the total
 * shows only once cards are dealt, and the ring only while bets are taken).
 */
import { clamp } from '../../kit/table/geometry';
import type { BaccaratLayout } from '../layout';

export interface RingSpot {
  x: number;
  y: number;
  radius: number;
}

const MIN_RADIUS = 18;
const MAX_RADIUS = 34;

export function ringSpot(l: BaccaratLayout): RingSpot {
  const top = l.orientation === 'portrait' && l.roads ? l.roads.y + l.roads.height : l.felt.y;
  const free = l.player.y - top;
  const x = l.player.x + l.player.width + (l.banker.x - l.player.x - l.player.width) / 2;
  const radius = clamp(Math.floor(free * 0.32), MIN_RADIUS, MAX_RADIUS);
  if (free >= 2 * radius + 10) return { x, y: top + free / 2, radius };
  const small = MIN_RADIUS;
  return { x: l.banker.x + l.banker.width - small - 2, y: l.banker.y + small - 4, radius: small };
}
