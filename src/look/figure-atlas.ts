/**
 * Glyphs painted once into one canvas texture (white, tinted per use), cut into sprites' textures:
 * the figures' atlases, the sentences' and the winning number's. Pixi's BitmapText does the same
 * but brings its font manager, layout engine and MSDF shader into the first download (+6 KB
 * gzipped, measured). The figures made of them are in figure-text.ts.
 */
import { CanvasSource, CanvasTextMetrics, DOMAdapter, Rectangle, Texture } from 'pixi.js';

/** The size the figures' glyphs are painted at; figures are shown from 8 to 22 px, scaled from it. */
export const BASE_SIZE = 24;
/** Room around a glyph in its cell, so a neighbour's ink or the filtering does not bleed in. */
export const PAD = 2;
const PAGE = 512;
const DIGITS = '0123456789';

/** A shadow painted under each glyph in a cell of its own (a Text's `dropShadow`, in CSS px). */
export interface GlyphShadow {
  color: number;
  alpha: number;
  blur: number;
  distance: number;
  angle: number;
  /**
   * Painted under the glyph in the glyph's own cell (one sprite a glyph) instead of a cell of its
   * own: for big glyphs far apart (a number), where a neighbour's shadow cannot reach a glyph.
   */
  inCell?: boolean;
}

export interface Glyph {
  /** The white glyph, tinted per use; null for a glyph with no ink (a space). */
  texture: Texture | null;
  /** Its shadow, already coloured (atlases with a shadow only). */
  shadow: Texture | null;
  advance: number;
}

export interface AtlasOptions {
  /** Digits take the widest digit's room, so a count does not jitter (figures). */
  tabular?: boolean;
  shadow?: GlyphShadow;
  /** Painted at once, the page sized for them (and a few more); without: a 512 px page. */
  chars?: string;
}

/** One font's glyphs on one page, each painted the first time it is asked for. */
export class GlyphAtlas {
  readonly glyphs = new Map<string, Glyph>();
  readonly source: CanvasSource;
  /** The px size the glyphs are painted at (the font string's). */
  readonly size: number;
  /** Line height and the baseline in it, at `size`. */
  readonly lineHeight: number;
  readonly ascent: number;
  /** A transparent cell of this page: unused sprites show it and stay in the batch. */
  readonly blank: Texture;
  /** Room around a shadow's glyph in its cell (its blur and offset). */
  readonly shadowPad: number;
  /** Room around a glyph in its cell (more when its shadow is painted in it). */
  readonly pad: number;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly canvas: HTMLCanvasElement;
  private readonly digitWidth: number;
  private readonly tabular: boolean;
  private readonly shadow: GlyphShadow | undefined;
  private readonly kerns = new Map<string, number>();
  private pageWidth: number;
  private pageHeight: number;
  private x = 0;
  private y = 0;
  private rowHeight = 0;

  constructor(
    private readonly font: string,
    private readonly resolution: number,
    options: AtlasOptions = {},
  ) {
    this.tabular = options.tabular ?? true;
    this.shadow = options.shadow;
    this.size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? BASE_SIZE);
    this.pageWidth = PAGE;
    this.pageHeight = PAGE;
    this.canvas = DOMAdapter.get().createCanvas(1, 1) as HTMLCanvasElement;
    this.ctx = this.canvas.getContext('2d') as CanvasRenderingContext2D;
    this.setUp();
    // the line measured as Pixi measures a Text's, so a figure beside words shares their baseline
    CanvasTextMetrics.clearMetrics(font);
    const m = CanvasTextMetrics.measureFont(font);
    this.ascent = Math.ceil(m.ascent);
    this.lineHeight = Math.ceil(m.fontSize);
    this.digitWidth = Math.max(...[...DIGITS].map((d) => this.ctx.measureText(d).width));
    const s = this.shadow;
    // a canvas shadow's blur reaches about 1.5 × its `shadowBlur` (twice the Gaussian's sigma)
    this.shadowPad = s ? Math.ceil(s.blur * 1.5 + s.distance) + 1 : 0;
    this.pad = s?.inCell ? this.shadowPad : PAD;
    if (options.chars) this.pack(options.chars);
    this.canvas.width = this.pageWidth * resolution;
    this.canvas.height = this.pageHeight * resolution;
    this.setUp();
    this.source = new CanvasSource({ resource: this.canvas, resolution, autoGenerateMipmaps: this.tabular });
    // the page's first cell stays empty: the blank
    this.blank = new Texture({ source: this.source, frame: new Rectangle(0, 0, 1, 1) });
    this.x = 2;
    this.rowHeight = 2;
    if (options.chars) this.ensure(options.chars);
  }

  /** Paints the glyphs not on the page yet; one upload for all of them. */
  ensure(chars: string): void {
    let added = false;
    for (const c of chars) if (!this.glyphs.has(c)) added = this.paint(c) || added;
    if (added) this.source.update();
  }

  glyph(c: string): Glyph | undefined {
    if (!this.glyphs.has(c)) this.ensure(c);
    return this.glyphs.get(c);
  }

  /** The pair's kerning at `size` (what the two glyphs drawn together move by), measured once. */
  kern(a: string, b: string): number {
    if (this.tabular) return 0;
    const pair = a + b;
    let k = this.kerns.get(pair);
    if (k === undefined) {
      const ctx = this.ctx;
      k = ctx.measureText(pair).width - ctx.measureText(a).width - ctx.measureText(b).width;
      // a rounding's worth is no kerning
      if (Math.abs(k) < 0.01) k = 0;
      this.kerns.set(pair, k);
    }
    return k;
  }

  destroy(): void {
    for (const g of this.glyphs.values()) {
      g.texture?.destroy();
      g.shadow?.destroy();
    }
    this.blank.destroy();
    this.source.destroy();
  }

  /** A canvas loses its state when it is resized: the font and the scale again. */
  private setUp(): void {
    const ctx = this.ctx;
    ctx.setTransform(this.resolution, 0, 0, this.resolution, 0, 0);
    ctx.font = this.font;
    ctx.fillStyle = '#ffffff';
    ctx.textBaseline = 'alphabetic';
  }

  /** A glyph's advance, its ink's width, and its cells' widths (the glyph's, its shadow's). */
  private cells(c: string): { advance: number; width: number; w: number; sw: number } {
    const width = this.ctx.measureText(c).width;
    const advance = this.tabular && DIGITS.includes(c) ? this.digitWidth : width;
    const w = Math.ceil(advance) + 2 * this.pad;
    const sw = this.shadow && !this.shadow.inCell ? Math.ceil(advance) + 2 * this.shadowPad : 0;
    return { advance, width, w, sw };
  }

  private get cellHeights(): { h: number; sh: number } {
    const sh = this.shadow && !this.shadow.inCell ? this.lineHeight + 2 * this.shadowPad : 0;
    return { h: this.lineHeight + 2 * this.pad, sh };
  }

  /**
   * Sizes the page for the characters (and two rows for strays), packed as `paint` packs them: a
   * roughly square page, at least 512 px wide unless they take less.
   */
  private pack(chars: string): void {
    const { h, sh } = this.cellHeights;
    const rowHeight = Math.max(h, sh);
    const widths = [...new Set(chars)].map((c) => {
      const { w, sw } = this.cells(c);
      return w + sw;
    });
    const total = widths.reduce((a, b) => a + b, 2);
    this.pageWidth = Math.ceil(Math.max(Math.min(PAGE, total), Math.sqrt(total * rowHeight) * 1.15));
    let x = 2;
    let rows = 1;
    for (const w of widths) {
      if (x + w > this.pageWidth) {
        rows++;
        x = 0;
      }
      x += w;
    }
    this.pageHeight = (rows + (chars.length > 20 ? 2 : 0)) * rowHeight;
  }

  private paint(c: string): boolean {
    const { advance, width, w, sw } = this.cells(c);
    const { h, sh } = this.cellHeights;
    if (this.x + w + sw > this.pageWidth) {
      this.x = 0;
      this.y += this.rowHeight;
      this.rowHeight = 0;
    }
    // a full page (a script the atlas was not made for) leaves the glyph out rather than grow
    if (this.y + Math.max(h, sh) > this.pageHeight) return false;
    this.rowHeight = Math.max(this.rowHeight, h, sh);
    const ink = c.trim() !== '';
    const dx = (advance - width) / 2;
    let texture: Texture | null = null;
    let shadow: Texture | null = null;
    const s = this.shadow;
    if (ink) {
      if (s?.inCell) this.paintShadow(c, s, this.x + this.pad + dx, this.y + this.pad + this.ascent);
      this.ctx.fillText(c, this.x + this.pad + dx, this.y + this.pad + this.ascent);
      texture = new Texture({ source: this.source, frame: new Rectangle(this.x, this.y, w, h) });
    }
    if (s && !s.inCell && ink) {
      const cx = this.x + w;
      this.paintShadow(c, s, cx + this.shadowPad + dx, this.y + this.shadowPad + this.ascent);
      shadow = new Texture({ source: this.source, frame: new Rectangle(cx, this.y, sw, sh) });
    }
    this.glyphs.set(c, { texture, shadow, advance });
    this.x += w + sw;
    return true;
  }

  /**
   * The shadow alone of `c` at (x, y), its offset added: the glyph is drawn off the canvas, to
   * the left, and only its shadow thrown back (as Pixi paints a Text's drop shadow). Shadow
   * offsets and blur are in canvas pixels, whatever the transform.
   */
  private paintShadow(c: string, s: GlyphShadow, x: number, y: number): void {
    const ctx = this.ctx;
    const r = this.resolution;
    const away = this.pageWidth + 4 * this.size;
    ctx.save();
    ctx.shadowColor = `rgba(${(s.color >> 16) & 255},${(s.color >> 8) & 255},${s.color & 255},${s.alpha})`;
    ctx.shadowBlur = s.blur * r;
    ctx.shadowOffsetX = (Math.cos(s.angle) * s.distance + away) * r;
    ctx.shadowOffsetY = Math.sin(s.angle) * s.distance * r;
    ctx.fillStyle = '#000000';
    ctx.fillText(c, x - away, y);
    ctx.restore();
  }
}
