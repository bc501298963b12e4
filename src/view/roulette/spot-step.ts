/** The keyboard pickers' step: from a spot to the nearest one in an arrow's direction (pure). */
export interface Spot {
  name: string;
  x: number;
  y: number;
}

export const DIRECTIONS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/** The nearest spot from `from` in a direction: ahead of it, ranked by distance ahead plus twice the distance aside. */
export function stepSpot(spots: readonly Spot[], from: Spot, dir: { dx: number; dy: number }): Spot | null {
  let best: Spot | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const s of spots) {
    if (s.name === from.name) continue;
    const vx = s.x - from.x;
    const vy = s.y - from.y;
    const ahead = vx * dir.dx + vy * dir.dy;
    if (ahead <= 0.5) continue;
    const aside = Math.abs(vx * dir.dy - vy * dir.dx);
    if (aside > ahead * 2.5) continue;
    const score = ahead + 2 * aside;
    if (score < bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return best;
}
