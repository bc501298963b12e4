/**
 * The racetrack as pure geometry: a stadium whose band carries the 37 numbers in wheel order
 * (clockwise), with the announced bets' sectors inside it — tiers at one end, the zero game at
 * the other, orphelins and voisins between. A tap on a number is that number and its neighbours
 * (`neighbours:N`; the screen adds the count the stepper chose); a tap in a sector is that announced bet.
 * Horizontal in a wide box; turned a quarter clockwise (zero at the bottom) in a tall one.
 */
import { POCKETS, pocketOf, WHEEL_ORDER } from '../../engine/roulette/wheel';

export interface TrackGeometry {
  width: number;
  height: number;
  vertical: boolean;
  /** Band thickness, px. */
  band: number;
}

/** Wheel-order index of the number in the track's first cell (at the tiers end, going clockwise). */
const START = 18;

export const SECTORS = ['tiers', 'orphelins', 'voisins', 'jeu-zero'] as const;
export type Sector = (typeof SECTORS)[number];

export function trackGeometry(width: number, height: number, band?: number): TrackGeometry {
  const vertical = height > width;
  const short = Math.min(width, height);
  return { width, height, vertical, band: band ?? Math.max(30, Math.min(56, short * 0.3)) };
}

interface Frame {
  /** Length and depth in the horizontal frame. */
  L: number;
  D: number;
  /** Centreline radius and straight length. */
  r: number;
  S: number;
  cx: number;
  cy: number;
  P: number;
}

function frame(g: TrackGeometry): Frame {
  const L = g.vertical ? g.height : g.width;
  const D = g.vertical ? g.width : g.height;
  const r = D / 2 - g.band / 2;
  const S = L - D;
  return { L, D, r, S, cx: L / 2, cy: D / 2, P: 2 * S + 2 * Math.PI * r };
}

/** Horizontal-frame point to screen, and back (vertical: a quarter turn clockwise). */
const out = (g: TrackGeometry, X: number, Y: number) => (g.vertical ? { x: g.width - Y, y: X } : { x: X, y: Y });
const into = (g: TrackGeometry, x: number, y: number) => (g.vertical ? { X: y, Y: g.width - x } : { X: x, Y: y });

/**
 * Distance along the centreline from the top-left end of the top straight, clockwise, to a
 * point on the centreline at that distance: top straight, right end, bottom straight, left end.
 */
function pointAt(f: Frame, d: number, offset = 0): { X: number; Y: number } {
  const { S, r, cx, cy } = f;
  const rr = r + offset;
  d = ((d % f.P) + f.P) % f.P;
  if (d < S) return { X: cx - S / 2 + d, Y: cy - rr };
  d -= S;
  if (d < Math.PI * r) {
    const a = d / r - Math.PI / 2;
    return { X: cx + S / 2 + rr * Math.cos(a), Y: cy + rr * Math.sin(a) };
  }
  d -= Math.PI * r;
  if (d < S) return { X: cx + S / 2 - d, Y: cy + rr };
  d -= S;
  const a = d / r + Math.PI / 2;
  return { X: cx - S / 2 + rr * Math.cos(a), Y: cy + rr * Math.sin(a) };
}

/** Where a point lies against the centreline: its distance along it and how far off it. */
function project(f: Frame, X: number, Y: number): { d: number; off: number } {
  const { S, r, cx, cy } = f;
  if (Math.abs(X - cx) <= S / 2) {
    if (Y < cy) return { d: X - (cx - S / 2), off: cy - Y - r };
    return { d: S + Math.PI * r + (cx + S / 2 - X), off: Y - cy - r };
  }
  const right = X > cx;
  const ox = right ? cx + S / 2 : cx - S / 2;
  const rho = Math.hypot(X - ox, Y - cy);
  const a = Math.atan2(Y - cy, X - ox);
  if (right) return { d: S + (a + Math.PI / 2) * r, off: rho - r };
  const from = (((a - Math.PI / 2) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return { d: 2 * S + Math.PI * r + from * r, off: rho - r };
}

/** Distance along the centreline where track cell `i` begins (the first cell starts at the left end). */
function cellStart(f: Frame, i: number): number {
  return 2 * f.S + 1.5 * Math.PI * f.r + (i * f.P) / POCKETS;
}

/** The number in track cell `i`. */
export const cellNumber = (i: number): number => WHEEL_ORDER[(START + i) % POCKETS] as number;
const cellOf = (n: number): number => (pocketOf(n) - START + POCKETS) % POCKETS;

/** Centre of a number's cell on the track. */
export function numberCentre(g: TrackGeometry, n: number): { x: number; y: number } {
  const f = frame(g);
  const p = pointAt(f, cellStart(f, cellOf(n) + 0.5));
  return out(g, p.X, p.Y);
}

/** The cell's outline (four corners: inner and outer edge at its two ends, plus its middle). */
export function cellOutline(g: TrackGeometry, n: number): { x: number; y: number }[] {
  const f = frame(g);
  const i = cellOf(n);
  const a = cellStart(f, i);
  const b = cellStart(f, i + 1);
  const h = g.band / 2;
  const pts: { x: number; y: number }[] = [];
  for (let k = 0; k <= 4; k++) {
    const p = pointAt(f, a + ((b - a) * k) / 4, -h);
    pts.push(out(g, p.X, p.Y));
  }
  for (let k = 4; k >= 0; k--) {
    const p = pointAt(f, a + ((b - a) * k) / 4, h);
    pts.push(out(g, p.X, p.Y));
  }
  return pts;
}

/** The sector boundaries: a line across the inside at the start of cell `i` on each side. */
const BOUNDARY_TOP: readonly number[] = [cellOf(1), cellOf(22), cellOf(12)];
const BOUNDARY_BOTTOM: readonly number[] = [cellOf(27), cellOf(17), cellOf(19)];

/** Ends of the lines between sectors, on the inner edge of the band (tiers|orphelins|voisins|zero). */
export function sectorLines(g: TrackGeometry): [{ x: number; y: number }, { x: number; y: number }][] {
  const f = frame(g);
  const h = g.band / 2;
  return BOUNDARY_TOP.map((top, k) => {
    const a = pointAt(f, cellStart(f, top), -h);
    const b = pointAt(f, cellStart(f, BOUNDARY_BOTTOM[k] as number), -h);
    return [out(g, a.X, a.Y), out(g, b.X, b.Y)];
  });
}

function sectorAt(g: TrackGeometry, x: number, y: number): Sector {
  const lines = sectorLines(g);
  let k = 0;
  for (const [top, bottom] of lines) {
    const a = into(g, top.x, top.y);
    const b = into(g, bottom.x, bottom.y);
    const p = into(g, x, y);
    // Right of the line (towards the zero end) in the horizontal frame.
    const t = (p.Y - a.Y) / (b.Y - a.Y || 1);
    if (p.X > a.X + (b.X - a.X) * t) k++;
  }
  return SECTORS[k] as Sector;
}

/** Centre of a sector's label inside the track. */
export function sectorCentre(g: TrackGeometry, sector: Sector): { x: number; y: number } {
  const f = frame(g);
  const lines = sectorLines(g).map(([a, b]) => {
    const pa = into(g, a.x, a.y);
    const pb = into(g, b.x, b.y);
    return (pa.X + pb.X) / 2;
  });
  const inner = f.r - g.band / 2;
  const edges = [f.cx - f.S / 2 - inner * 0.8, ...lines, f.cx + f.S / 2 + inner * 0.8];
  const k = SECTORS.indexOf(sector);
  const X = ((edges[k] as number) + (edges[k + 1] as number)) / 2;
  return out(g, X, f.cy);
}

/** What a tap at (x, y) means: `neighbours:N` on the band, a sector inside it, or null. */
export function trackHit(g: TrackGeometry, x: number, y: number): string | null {
  const f = frame(g);
  const { X, Y } = into(g, x, y);
  const { d, off } = project(f, X, Y);
  if (off > g.band / 2) return null;
  if (off >= -g.band / 2) {
    const from = (((d - cellStart(f, 0)) % f.P) + f.P) % f.P;
    const i = Math.min(POCKETS - 1, Math.floor((from / f.P) * POCKETS));
    return `neighbours:${cellNumber(i)}`;
  }
  return sectorAt(g, x, y);
}

/** Length of one number's cell along the centreline (its target is this by the band). */
export function cellLength(g: TrackGeometry): number {
  return frame(g).P / POCKETS;
}
