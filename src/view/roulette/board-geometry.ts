/**
 * The betting layout as pure geometry: where each box and line of the 0 and 3×12 grid lies, the
 * point a chip for each position sits on, and which position a tap at (x, y) means. Positions are
 * named as the engine names them (layout.ts): a tap on a number is a straight, on the line between
 * two numbers a split, on a corner point a corner, on the outer edge of a row a street, on the
 * outer edge where two rows meet a six line, on the zero's line a split with the zero, a trio at
 * its junctions and the first four at the outer corner.
 *
 * Abstract coordinates: `s` runs along the streets (the zero box is s ∈ [-1, 0), street k is
 * [k, k+1), the column bets [12, 13)), `q` across the columns (column j is [j, j+1); the outer
 * edge is q = 0; the dozens and the even-money boxes lie below it, q < 0). `horizontal` puts the
 * zero on the left and the 3-row on top (desktop); `vertical` puts the zero on top and the dozens
 * and even-money strips on the left (phones held upright).
 */
import { findPosition } from '../../engine/roulette/layout';

export type BoardOrientation = 'horizontal' | 'vertical';

export interface BoardGeometry {
  orientation: BoardOrientation;
  /** Pixels per cell along the streets and across the columns. */
  along: number;
  across: number;
  /** Half the width of a line's hit band, px (a split's target is twice this across its line). */
  band: number;
  /** Depth of the dozens strip and of the even-money strip, px. */
  dozens: number;
  evens: number;
  width: number;
  height: number;
}

export interface Pt {
  x: number;
  y: number;
}

export const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/** A geometry with cells of `along` × `across` px; lines get `band` px either side. */
export function boardGeometry(
  orientation: BoardOrientation,
  along: number,
  across: number,
  band = Math.min(22, Math.min(along, across) * 0.25),
): BoardGeometry {
  // The dozens strip holds the outer-edge band (streets, six lines) and still a full target.
  const dozens = band + Math.max(44, across * 0.5);
  const evens = Math.max(44, across * 0.5);
  const long = 14 * along;
  const short = 3 * across + dozens + evens;
  return orientation === 'horizontal'
    ? { orientation, along, across, band, dozens, evens, width: long, height: short }
    : { orientation, along, across, band, dozens, evens, width: short, height: long };
}

/** Abstract (s, q) to board pixels. */
export function toBoard(g: BoardGeometry, s: number, q: number): Pt {
  const a = (s + 1) * g.along;
  // Below the outer edge (q < 0) the same scale runs on through the strips.
  const c = q * g.across;
  if (g.orientation === 'horizontal') return { x: a, y: 3 * g.across - c };
  return { x: g.dozens + g.evens + c, y: a };
}

function fromBoard(g: BoardGeometry, x: number, y: number): { s: number; q: number } {
  if (g.orientation === 'horizontal') return { s: x / g.along - 1, q: (3 * g.across - y) / g.across };
  return { s: y / g.along - 1, q: (x - g.dozens - g.evens) / g.across };
}

const num = (street: number, col: number) => street * 3 + col + 1;
const named = (kind: string, numbers: number[]) => `${kind}:${numbers.sort((a, b) => a - b).join('-')}`;

/** The position a tap at board pixel (x, y) means, or null off the layout. */
export function hitTest(g: BoardGeometry, x: number, y: number): string | null {
  if (x < 0 || y < 0 || x > g.width || y > g.height) return null;
  const { s, q } = fromBoard(g, x, y);
  const bs = g.band / g.along;
  const bq = g.band / g.across;
  const qPx = q * g.across;
  if (qPx < -g.band) {
    // The strips: dozens next to the grid, then the even-money boxes.
    if (s < 0 || s >= 12) return null;
    if (-qPx <= g.dozens) return `dozen:${Math.floor(s / 4) + 1}`;
    if (-qPx <= g.dozens + g.evens) return EVEN_MONEY[Math.floor(s / 2)] as string;
    return null;
  }
  if (q >= 3 || s < -1) return null;
  if (s >= 12) return q >= 0 && s < 13 ? `column:${Math.floor(q) + 1}` : null;
  const sl = Math.round(s);
  const ql = Math.round(q);
  const sLine = Math.abs(s - sl) <= bs && sl >= 0 && sl <= 11 ? sl : null;
  const qLine = Math.abs(q - ql) <= bq && ql >= 0 && ql <= 2 ? ql : null;
  const street = Math.floor(s);
  const col = Math.min(2, Math.max(0, Math.floor(q)));
  if (sLine === null && qLine === null) return s < 0 ? 'straight:0' : `straight:${num(street, col)}`;
  if (sLine !== null && qLine === null) {
    return sLine === 0 ? named('split', [0, num(0, col)]) : named('split', [num(sLine - 1, col), num(sLine, col)]);
  }
  if (sLine === null && qLine !== null) {
    if (s < 0) return q >= 0 ? 'straight:0' : null;
    if (qLine === 0) return named('street', [num(street, 0), num(street, 1), num(street, 2)]);
    return named('split', [num(street, qLine - 1), num(street, qLine)]);
  }
  const sl2 = sLine as number;
  const ql2 = qLine as number;
  if (sl2 === 0) return ql2 === 0 ? 'basket:0-1-2-3' : named('trio', [0, ql2, ql2 + 1]);
  if (ql2 === 0) {
    const rows = [sl2 - 1, sl2].flatMap((k) => [num(k, 0), num(k, 1), num(k, 2)]);
    return named('line', rows);
  }
  return named('corner', [num(sl2 - 1, ql2 - 1), num(sl2 - 1, ql2), num(sl2, ql2 - 1), num(sl2, ql2)]);
}

/** Abstract centre of a position's target, where its chips sit. */
function spotAbstract(g: BoardGeometry, name: string): { s: number; q: number } | null {
  const p = findPosition(name);
  if (!p) return null;
  const n = p.numbers;
  const at = (m: number) => ({ k: Math.floor((m - 1) / 3), j: (m - 1) % 3 });
  const first = at(n[0] === 0 ? (n[1] as number) : (n[0] as number));
  const stripQ = (depthFrom: number, depth: number) => -(depthFrom + depth / 2) / g.across;
  switch (p.kind) {
    case 'straight':
      return n[0] === 0 ? { s: -0.5, q: 1.5 } : { s: first.k + 0.5, q: first.j + 0.5 };
    case 'split': {
      if (n[0] === 0) return { s: 0, q: first.j + 0.5 };
      const b = at(n[1] as number);
      return b.k === first.k ? { s: first.k + 0.5, q: first.j + 1 } : { s: first.k + 1, q: first.j + 0.5 };
    }
    case 'street':
      return { s: first.k + 0.5, q: 0 };
    case 'line':
      return { s: first.k + 1, q: 0 };
    case 'corner':
      return { s: first.k + 1, q: first.j + 1 };
    case 'trio':
      return { s: 0, q: n.includes(1) ? 1 : 2 };
    case 'basket':
      return { s: 0, q: 0 };
    case 'column': {
      const c = Number(name.slice(7));
      return { s: 12.5, q: c - 0.5 };
    }
    case 'dozen': {
      const d = Number(name.slice(6));
      return { s: 4 * d - 2, q: stripQ(g.band, g.dozens - g.band) };
    }
    default: {
      const i = EVEN_MONEY.indexOf(p.kind as (typeof EVEN_MONEY)[number]);
      return { s: 2 * i + 1, q: stripQ(g.dozens, g.evens) };
    }
  }
}

/** Board pixel where a position's chips sit (the middle of its target). */
export function spotCentre(g: BoardGeometry, name: string): Pt | null {
  const a = spotAbstract(g, name);
  return a ? toBoard(g, a.s, a.q) : null;
}

/** Board rectangle of a number's box (0 included). */
export function numberBox(g: BoardGeometry, n: number): { x: number; y: number; width: number; height: number } {
  const [s0, s1, q0, q1] =
    n === 0 ? [-1, 0, 0, 3] : [Math.floor((n - 1) / 3), Math.floor((n - 1) / 3) + 1, (n - 1) % 3, ((n - 1) % 3) + 1];
  const a = toBoard(g, s0, q0);
  const b = toBoard(g, s1, q1);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}
