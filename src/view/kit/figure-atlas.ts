/**
 * The figures' glyphs, painted once into one canvas texture per weight (white, tinted per use),
 * and a figure made of sprites cut from it. Pixi's BitmapText does the same but brings its font
 * manager, layout engine and MSDF shader into the first download (+6 KB gzipped, measured): a
 * figure is one line of a few known glyphs and needs none of that.
 */
import { CanvasSource, CanvasTextMetrics, Container, DOMAdapter, Rectangle, Sprite, Texture } from 'pixi.js';

/** The size the glyphs are painted at; figures are shown from 8 to 22 px, scaled from it. */
export const BASE_SIZE = 24;
const PAD = 2;
const PAGE = 512;
const DIGITS = '0123456789';

interface Glyph {
  texture: Texture;
  advance: number;
}

/** One weight's glyphs on one page, each painted the first time it is asked for. */
export class GlyphAtlas {
  readonly glyphs = new Map<string, Glyph>();
  readonly source: CanvasSource;
  /** Line height and the baseline in it, at BASE_SIZE. */
  readonly lineHeight: number;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly ascent: number;
  private readonly digitWidth: number;
  private x = 0;
  private y = 0;

  constructor(font: string, resolution: number) {
    const canvas = DOMAdapter.get().createCanvas(PAGE * resolution, PAGE * resolution);
    this.ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    this.ctx.scale(resolution, resolution);
    this.ctx.font = font;
    this.ctx.fillStyle = '#ffffff';
    this.ctx.textBaseline = 'alphabetic';
    // the line measured as Pixi measures a Text's, so a figure beside words shares their baseline
    CanvasTextMetrics.clearMetrics(font);
    const m = CanvasTextMetrics.measureFont(font);
    this.ascent = Math.ceil(m.ascent);
    this.lineHeight = Math.ceil(m.fontSize);
    // tabular figures: every digit takes the widest digit's room, so a count does not jitter
    this.digitWidth = Math.max(...[...DIGITS].map((d) => this.ctx.measureText(d).width));
    this.source = new CanvasSource({ resource: canvas as HTMLCanvasElement, resolution, autoGenerateMipmaps: true });
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

  destroy(): void {
    for (const g of this.glyphs.values()) g.texture.destroy();
    this.source.destroy();
  }

  private paint(c: string): boolean {
    const width = this.ctx.measureText(c).width;
    const advance = DIGITS.includes(c) ? this.digitWidth : width;
    const w = Math.ceil(advance) + 2 * PAD;
    const h = this.lineHeight + 2 * PAD;
    if (this.x + w > PAGE) {
      this.x = 0;
      this.y += h;
    }
    // a full page (a script the figures were not made for) leaves the glyph out rather than grow
    if (this.y + h > PAGE) return false;
    this.ctx.fillText(c, this.x + PAD + (advance - width) / 2, this.y + PAD + this.ascent);
    const frame = new Rectangle(this.x, this.y, w, h);
    this.glyphs.set(c, { texture: new Texture({ source: this.source, frame }), advance });
    this.x += w;
    return true;
  }
}

/** How a figure looks: its size in px, its atlas (weight), its colour and its letter spacing. */
export class FigureLook {
  constructor(
    private readonly changed: () => void,
    private _fontSize: number,
    private _atlas: GlyphAtlas,
    private _fill: number,
    private _letterSpacing: number,
  ) {}

  get fontSize(): number {
    return this._fontSize;
  }
  set fontSize(v: number) {
    if (v === this._fontSize) return;
    this._fontSize = v;
    this.changed();
  }
  get atlas(): GlyphAtlas {
    return this._atlas;
  }
  set atlas(v: GlyphAtlas) {
    if (v === this._atlas) return;
    this._atlas = v;
    this.changed();
  }
  get fill(): number {
    return this._fill;
  }
  set fill(v: number) {
    if (v === this._fill) return;
    this._fill = v;
    this.changed();
  }
  get letterSpacing(): number {
    return this._letterSpacing;
  }
  set letterSpacing(v: number) {
    if (v === this._letterSpacing) return;
    this._letterSpacing = v;
    this.changed();
  }
}

/**
 * One line of figures: a sprite per glyph, kept from one text to the next (a longer text than
 * ever before adds sprites; nothing else is made), tinted and scaled; `anchor` as a Text's.
 */
export class FigureText extends Container {
  readonly style: FigureLook;
  readonly anchor = { x: 0, y: 0, set: (x: number, y = x) => this.setAnchor(x, y) };
  private _text = '';
  private advance = 0;
  /** The line's room, not its glyphs' padded cells: what layouts and hit tests measure. */
  private readonly box = new Rectangle();

  constructor(text: string, atlas: GlyphAtlas, fontSize: number, fill: number, letterSpacing: number) {
    super();
    this.style = new FigureLook(() => this.layout(), fontSize, atlas, fill, letterSpacing);
    this.text = text;
  }

  get text(): string {
    return this._text;
  }

  set text(value: string) {
    if (value === this._text) return;
    this._text = value;
    this.layout();
  }

  /** The line's own width and height (its glyphs' room), as a Text reports them. */
  override get width(): number {
    return this.advance * Math.abs(this.scale.x);
  }
  override set width(value: number) {
    this.scale.x = this.advance > 0 ? value / this.advance : 1;
  }
  override get height(): number {
    return (this.style.atlas.lineHeight * this.style.fontSize * Math.abs(this.scale.y)) / BASE_SIZE;
  }
  override set height(value: number) {
    this.scale.y = value / Math.max(1, this.height / Math.abs(this.scale.y || 1));
  }

  /** Re-lays the glyphs (after the atlas was painted again). */
  refresh(): void {
    this.layout();
  }

  private setAnchor(x: number, y: number): void {
    this.anchor.x = x;
    this.anchor.y = y;
    this.layout();
  }

  private layout(): void {
    const { atlas, fontSize, fill, letterSpacing } = this.style;
    const k = fontSize / BASE_SIZE;
    const sprites = this.children as Sprite[];
    let pen = 0;
    let i = 0;
    for (const c of this._text) {
      const g = atlas.glyph(c);
      if (g) {
        let s = sprites[i];
        if (!s) s = this.addChild(new Sprite());
        s.texture = g.texture;
        s.tint = fill;
        s.scale.set(k);
        s.position.set(pen - PAD * k, -PAD * k);
        s.visible = true;
        i++;
        pen += g.advance * k + letterSpacing;
      }
    }
    for (; i < sprites.length; i++) (sprites[i] as Sprite).visible = false;
    this.advance = Math.max(0, pen - letterSpacing);
    const height = (atlas.lineHeight * fontSize) / BASE_SIZE;
    this.box.width = this.advance;
    this.box.height = height;
    this.boundsArea = this.box;
    this.pivot.set(this.anchor.x * this.advance, this.anchor.y * height);
  }
}
