/**
 * The plain rectangle arithmetic every table's layout is written in: boxes and points in screen
 * pixels, a clamp, and the overlap test the layout tests use. One definition, so a box made by one
 * table's layout is the same type a shared control lays itself out in.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
