/**
 * The geometry of the half-moon table and the text printed on the felt: where each line goes
 * (along arcs concentric with the rail for 'arc', straight and centred for 'rect') and how it is
 * painted (spaced capitals, light, low contrast).
 */
import { FONT_UI } from './theme';

export interface ArcGeometry {
  /** Centre of the circle the rail follows. */
  cx: number;
  cy: number;
  /** Radius of the rail's inner (felt) edge. */
  r: number;
  /** Half the angle the arc spans, either side of straight down. */
  half: number;
  /** Where the arc meets the sides of the table. */
  edgeY: number;
}

/**
 * The circle through the table's sides and its lowest point: the felt edge sags `sag` below where
 * it meets the sides, its outer rail touching the bottom of the box.
 */
export function arcGeometry(w: number, h: number, rail: number): ArcGeometry {
  const bottom = h - rail;
  const sag = Math.min(w * 0.3, bottom * 0.5);
  const chord = w;
  const r = (chord * chord) / 4 / (2 * sag) + sag / 2;
  const cy = bottom - r;
  const edgeY = bottom - sag;
  return { cx: w / 2, cy, r, half: Math.asin(Math.min(1, chord / 2 / r)), edgeY };
}

export interface PrintedLine {
  text: string;
  /** For arcs, the radius of the line's baseline; for straight lines, the baseline y. */
  at: number;
}

export interface PrintedLayout {
  lines: PrintedLine[];
  font: string;
  size: number;
  spacing: number;
  arc: ArcGeometry | null;
  /** Where the painted text sits, in felt coordinates. */
  bounds: { x: number; y: number; width: number; height: number };
  cx: number;
}

/** The printed text's ink and opacity: soft, but WCAG AA (4.5:1) on the brightest felt. */
export const PRINT_INK = 0xece2c4;
export const PRINT_ALPHA = 0.88;

const fontOf = (size: number) => `500 ${size}px ${FONT_UI}`;

let measurer: CanvasRenderingContext2D | null = null;
function measure(text: string, font: string, spacing: number): number {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return text.length * 10;
  measurer.font = font;
  return measurer.measureText(text).width + spacing * Math.max(0, text.length - 1);
}

const MIN_SIZE = 8;
const SEPARATOR = ' · ';

/** `A · B · C` → [`A · B`, `C`] or [`A`, `B · C`], whichever halves are closer in length. */
export function breakAtMiddleSeparator(text: string): string[] {
  const parts = text.split(SEPARATOR);
  if (parts.length < 2) return [text];
  let best = 1;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let i = 1; i < parts.length; i++) {
    const gap = Math.abs(parts.slice(0, i).join(SEPARATOR).length - parts.slice(i).join(SEPARATOR).length);
    if (gap < bestGap) [best, bestGap] = [i, gap];
  }
  return [parts.slice(0, best).join(SEPARATOR), parts.slice(best).join(SEPARATOR)];
}

export function printedLayout(
  printed: readonly string[],
  w: number,
  h: number,
  arc: ArcGeometry | null,
  depth?: number,
): PrintedLayout {
  let texts = printed;
  const width = (t: string, s: number) => measure(t, fontOf(s), s * 0.28);
  const widest = (s: number) => Math.max(...texts.map((t) => width(t, s)));
  let size = Math.round(Math.max(10, Math.min(17, w * 0.016)));
  // Arcs: the band's middle sits `depth` of the table's depth up from the rail, by default high
  // enough to leave the rail side to the betting circles (at least 120 px); first line on top.
  const sag = arc ? arc.cy + arc.r - arc.edgeY : 0;
  const middle = arc ? arc.r - Math.min(sag * 0.9, depth !== undefined ? sag * depth : Math.max(sag * 0.55, 120)) : 0;
  const topOf = (s: number) => middle - ((texts.length - 1) * s * 1.9) / 2;
  // Shrink until every line fits the table (and, on an arc, spans at most about 75 degrees).
  const room = (s: number) => (arc ? Math.min(w * 0.74, topOf(s) * 1.3) : w * 0.8);
  // A line too wide even in the smallest letters (a long language on a phone) is broken in two
  // at its middle " · ", rather than printed past the felt's edges.
  if (widest(MIN_SIZE) > room(MIN_SIZE)) {
    const limit = room(MIN_SIZE);
    texts = texts.flatMap((t) => (width(t, MIN_SIZE) > limit ? breakAtMiddleSeparator(t) : [t]));
  }
  while (size > MIN_SIZE && widest(size) > room(size)) size--;
  const spacing = size * 0.28;
  const font = fontOf(size);
  const gap = size * 1.9;
  const pad = size;
  if (arc) {
    const top = topOf(size);
    const lines = texts.map((text, i) => ({ text, at: top + i * gap }));
    // Bounds: the widest line's ends and the lowest line's middle, with room for the letters.
    let minY = Number.POSITIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    let halfW = 0;
    for (const l of lines) {
      const span = measure(l.text, font, spacing) / l.at;
      minY = Math.min(minY, arc.cy + l.at * Math.cos(span / 2) - size * 1.2);
      maxY = Math.max(maxY, arc.cy + l.at + size * 0.4);
      halfW = Math.max(halfW, l.at * Math.sin(span / 2) + size);
    }
    const bounds = {
      x: Math.floor(arc.cx - halfW - pad),
      y: Math.floor(minY - pad),
      width: Math.ceil(2 * (halfW + pad)),
      height: Math.ceil(maxY - minY + 2 * pad),
    };
    return { lines, font, size, spacing, arc, bounds, cx: arc.cx };
  }
  const total = (texts.length - 1) * gap;
  const top = h * (1 - (depth ?? 0.5)) - total / 2;
  const lines = texts.map((text, i) => ({ text, at: top + i * gap }));
  const halfW = widest(size) / 2;
  const bounds = {
    x: Math.floor(w / 2 - halfW - pad),
    y: Math.floor(top - size - pad),
    width: Math.ceil(2 * (halfW + pad)),
    height: Math.ceil(total + size * 1.4 + 2 * pad),
  };
  return { lines, font, size, spacing, arc: null, bounds, cx: w / 2 };
}

/** Paints the layout into a canvas whose origin is the layout's bounds corner. */
export function paintPrinted(ctx: CanvasRenderingContext2D, layout: PrintedLayout): void {
  const { bounds: b, font, spacing, arc } = layout;
  ctx.translate(-b.x, -b.y);
  ctx.font = font;
  ctx.fillStyle = `rgba(${PRINT_INK >> 16}, ${(PRINT_INK >> 8) & 0xff}, ${PRINT_INK & 0xff}, ${PRINT_ALPHA})`;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  for (const line of layout.lines) {
    const chars = [...line.text];
    const widths = chars.map((c) => ctx.measureText(c).width);
    const total = widths.reduce((a, x) => a + x, 0) + spacing * Math.max(0, chars.length - 1);
    if (!arc) {
      let x = layout.cx - total / 2;
      chars.forEach((c, i) => {
        ctx.fillText(c, x, line.at);
        x += (widths[i] ?? 0) + spacing;
      });
      continue;
    }
    // Along the arc, left to right: angles run from past straight-down back towards it.
    let s = -total / 2;
    chars.forEach((c, i) => {
      const cw = widths[i] ?? 0;
      const theta = Math.PI / 2 - (s + cw / 2) / line.at;
      ctx.save();
      ctx.translate(arc.cx + line.at * Math.cos(theta), arc.cy + line.at * Math.sin(theta));
      ctx.rotate(theta - Math.PI / 2);
      ctx.fillText(c, -cw / 2, 0);
      ctx.restore();
      s += cw + spacing;
    });
  }
}
