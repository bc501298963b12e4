/**
 * The roads' marks' sizes in a cell of `c` px, shared by the shapes drawn on a tap (road-marks.ts,
 * the ask preview) and those painted into the mark atlas (road-atlas.ts), so the two match.
 */
export const MARK_SIZE = {
  /** The bead plate's (and the scores') disc, and a natural's dot off its centre at the top right. */
  bead: (c: number) => c / 2 - 1.5,
  naturalDot: (c: number) => Math.max(1.5, c * 0.09),
  naturalAt: (c: number) => c * 0.32,
  /** The big road's ring, and the tie stroke across it. */
  bigRing: (c: number) => c / 2 - 2.5,
  bigLine: (c: number) => Math.max(1.5, c / 8),
  tieReach: (c: number) => c * 0.32,
  /** Derived road i's mark in a cell of `s` (half the big road's): its radius or reach, its line. */
  derived: [
    { r: (s: number) => s / 2 - 2, line: (s: number) => Math.max(1.5, s / 7) },
    { r: (s: number) => s / 2 - 1, line: (_s: number) => 0 },
    { r: (s: number) => s / 2 - 1, line: (s: number) => Math.max(1.5, s / 6) },
  ],
} as const;
