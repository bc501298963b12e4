/**
 * The geometry of the half-moon table and the text printed on the felt: where each line goes
 * (along arcs concentric with the rail for 'arc', straight and centred for 'rect') and how it is
 * painted (spaced capitals, light, low contrast).
 */
import { FONT_UI } from '../../../look/theme';

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

/**
 * The printed band's curve and depth for a felt `h` high: centred on `y` (felt coordinates), or
 * at `textDepth` when y is null; along the rail, or straight when set far above its centre.
 */
export function printPlacement(
  g: ArcGeometry | null,
  h: number,
  y: number | null,
  textDepth?: number,
): { arc: ArcGeometry | null; depth: number | undefined } {
  if (y === null) return { arc: g, depth: textDepth };
  const straight = { arc: null, depth: 1 - y / Math.max(1, h) };
  // A tall, narrow felt (a phone held upright) curves tightly: text high above the curve's
  // centre would bend the wrong way, so it is printed straight there.
  if (!g || y - g.cy < g.r * 0.5) return straight;
  return { arc: g, depth: (g.r - (y - g.cy)) / Math.max(1, g.cy + g.r - g.edgeY) };
}

interface PrintedLine {
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

/** How wide a text is in a font, without the letter spacing (a canvas in the page; tests pass their own). */
export type MeasureText = (text: string, font: string) => number;

let measurer: CanvasRenderingContext2D | null = null;
const canvasMeasure: MeasureText = (text, font) => {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return text.length * 10;
  measurer.font = font;
  return measurer.measureText(text).width;
};

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

/**
 * The radii of the lines on an arc, first line on top, the band centred on `middle`. Lines are at
 * least 1.9 × the size apart; a line that spans a wider angle than the one over it goes further
 * down, until its ends sit below that line's ends: concentric arcs rise towards their ends, so a
 * longer line at the plain gap would climb beside or over the line above.
 */
function arcLines(
  texts: readonly string[],
  lengthOf: (t: string) => number,
  middle: number,
  size: number,
): PrintedLine[] {
  const gap = size * 1.9;
  // A capital's ink above and below the baseline, half a letter's width, and the clear space kept.
  const [ascent, descent, halfLetter, clear] = [size * 0.8, size * 0.25, size * 0.4, size * 0.35];
  const halfAngle = (text: string, r: number) => Math.min(Math.PI / 2, lengthOf(text) / 2 / r);
  // How far below the circle's centre a line's end letters reach, at the top and at the bottom.
  const endTop = (text: string, r: number) => {
    const a = halfAngle(text, r);
    return (r - ascent) * Math.cos(a) - halfLetter * Math.sin(a);
  };
  const endBottom = (text: string, r: number) => {
    const a = halfAngle(text, r);
    return (r + descent) * Math.cos(a) + halfLetter * Math.sin(a);
  };
  const radii = (top: number) => {
    const out = [top];
    for (let i = 1; i < texts.length; i++) {
      const above = out[i - 1] ?? top;
      const floor = endBottom(texts[i - 1] ?? '', above) + clear;
      let r = above + gap;
      for (let step = 0; step < 80 && endTop(texts[i] ?? '', r) < floor; step++) r += size * 0.25;
      out.push(r);
    }
    return out;
  };
  let top = middle - ((texts.length - 1) * gap) / 2;
  for (let k = 0; k < 3; k++) {
    const r = radii(top);
    top += middle - ((r[0] ?? top) + (r[r.length - 1] ?? top)) / 2;
  }
  return radii(top).map((at, i) => ({ text: texts[i] ?? '', at }));
}

export function printedLayout(
  printed: readonly string[],
  w: number,
  h: number,
  arc: ArcGeometry | null,
  depth?: number,
  measureText: MeasureText = canvasMeasure,
): PrintedLayout {
  let texts = printed;
  const measure = (t: string, font: string, spacing: number) =>
    measureText(t, font) + spacing * Math.max(0, [...t].length - 1);
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
    const lines = arcLines(texts, (t) => measure(t, font, spacing), middle, size);
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

/** One painted letter: the middle of its baseline (felt coordinates), its turn and its width. */
export interface Glyph {
  char: string;
  x: number;
  y: number;
  rotation: number;
  width: number;
}

/** Where each letter of each line is painted (the painter and the layout tests share this). */
export function glyphsOf(layout: PrintedLayout, charWidth: (char: string) => number): Glyph[][] {
  const { spacing, arc } = layout;
  return layout.lines.map((line) => {
    const chars = [...line.text];
    const widths = chars.map(charWidth);
    const total = widths.reduce((a, x) => a + x, 0) + spacing * Math.max(0, chars.length - 1);
    let s = -total / 2;
    return chars.map((char, i) => {
      const width = widths[i] ?? 0;
      const mid = s + width / 2;
      s += width + spacing;
      if (!arc) return { char, x: layout.cx + mid, y: line.at, rotation: 0, width };
      // Along the arc, left to right: angles run from past straight-down back towards it.
      const theta = Math.PI / 2 - mid / line.at;
      return {
        char,
        x: arc.cx + line.at * Math.cos(theta),
        y: arc.cy + line.at * Math.sin(theta),
        rotation: theta - Math.PI / 2,
        width,
      };
    });
  });
}

/** Paints the layout into a canvas whose origin is the layout's bounds corner. */
export function paintPrinted(ctx: CanvasRenderingContext2D, layout: PrintedLayout): void {
  const b = layout.bounds;
  ctx.translate(-b.x, -b.y);
  ctx.font = layout.font;
  ctx.fillStyle = `rgba(${PRINT_INK >> 16}, ${(PRINT_INK >> 8) & 0xff}, ${PRINT_INK & 0xff}, ${PRINT_ALPHA})`;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  for (const line of glyphsOf(layout, (c) => ctx.measureText(c).width)) {
    for (const g of line) {
      ctx.save();
      ctx.translate(g.x, g.y);
      ctx.rotate(g.rotation);
      ctx.fillText(g.char, -g.width / 2, 0);
      ctx.restore();
    }
  }
}
