/**
 * Words that change while a table plays (the round's message line, the winning number) drawn from
 * a glyph atlas painted once, like the figures (figure-atlas.ts): a new `Text` string is a canvas
 * painted and uploaded to the GPU, a new sentence here only points sprites at glyphs already there.
 *
 * It measures and breaks lines exactly as a `Text` with the same `style` would (Pixi's own
 * CanvasTextMetrics, the same TextStyle), so layouts that sized, wrapped and centred a Text get the
 * same box; the glyphs are placed with their advances and each pair's kerning as the canvas has
 * them. A drop shadow is a second sprite per glyph from the shadow's own cell in the same atlas,
 * all shadows under all glyphs, as a Text paints them.
 *
 * The structure does not change with the words: the sprites are made up front (`capacity`) and
 * kept, all visible; the ones a sentence does not need show the atlas's blank cell. The glyphs are
 * placed when the frame is drawn (a layout may try several sizes first), from the atlas `atlasFor`
 * gives for the size then.
 */
import { CanvasTextMetrics, Container, Rectangle, Sprite, TextStyle, type TextStyleOptions, Texture } from 'pixi.js';
import type { GlyphAtlas } from '../../../look/figure-atlas';

/** The atlas to draw a size from (its glyphs scaled to the size). */
export type AtlasFor = (fontSize: number) => GlyphAtlas;

export class SentenceText extends Container {
  /** As a Text's: size, weight, wrapping, alignment, shadow. Its fill is `fill`. */
  readonly style: TextStyle;
  private readonly shadows = new Container<Sprite>();
  private readonly fills = new Container<Sprite>();
  private _text = '';
  private metrics: CanvasTextMetrics | null = null;
  /** The glyphs must be placed again before the next frame. */
  private dirty = true;
  private atlas: GlyphAtlas | null = null;
  private readonly box = new Rectangle();

  constructor(
    style: TextStyleOptions,
    private readonly fill: number,
    private readonly atlasFor: AtlasFor,
    capacity: number,
  ) {
    super();
    this.style = new TextStyle(style);
    this.style.on('update', () => this.changed());
    this.addChild(this.shadows, this.fills);
    this.reserve(capacity);
    this.onRender = () => this.flush();
  }

  get text(): string {
    return this._text;
  }

  set text(value: string) {
    if (value === this._text) return;
    this._text = value;
    this.changed();
  }

  /** A Text's width: its widest line and the shadow's offset. */
  override get width(): number {
    return this.measured().width * Math.abs(this.scale.x);
  }
  override set width(value: number) {
    const w = this.measured().width;
    this.scale.x = w > 0 ? value / w : 1;
  }
  override get height(): number {
    return this.measured().height * Math.abs(this.scale.y);
  }
  override set height(value: number) {
    const h = this.measured().height;
    this.scale.y = h > 0 ? value / h : 1;
  }

  /** The lines as drawn (a Text's would break at the same places). */
  get lines(): readonly string[] {
    return this.measured().lines;
  }

  /** The atlas the glyphs come from now (null before the first words are placed). */
  get glyphAtlas(): GlyphAtlas | null {
    return this.atlas;
  }

  /** Places the glyphs now if the words or the style changed (the frame does it otherwise). */
  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const m = this.measured();
    const chars = m.lines.reduce((n, line) => n + [...line].length, 0);
    // nothing to show: no atlas is painted for it
    const atlas = chars > 0 ? this.atlasFor(this.style.fontSize) : this.atlas;
    if (!atlas) return;
    this.atlas = atlas;
    this.place(m, atlas);
  }

  /** Drops the atlas's glyphs (it is being painted again); the next frame takes the new one. */
  forget(): void {
    this.atlas = null;
    this.dirty = true;
    // Texture.EMPTY is what a Sprite shows for no texture: none of the old atlas's glyphs stays referenced.
    for (const layer of [this.shadows, this.fills]) for (const s of layer.children) s.texture = Texture.EMPTY;
  }

  /** Sprites for `n` glyphs (and their shadows), made now so no later sentence adds any. */
  reserve(n: number): void {
    while (this.fills.children.length < n) {
      this.fills.addChild(new Sprite(this.atlas?.blank));
      this.shadows.addChild(new Sprite(this.atlas?.blank));
    }
  }

  private changed(): void {
    this.metrics = null;
    this.dirty = true;
    const m = this.measured();
    this.box.width = m.width;
    this.box.height = m.height;
    this.boundsArea = this.box;
  }

  private measured(): CanvasTextMetrics {
    this.metrics ??= CanvasTextMetrics.measureText(this._text, this.style);
    return this.metrics;
  }

  private place(m: CanvasTextMetrics, atlas: GlyphAtlas): void {
    const style = this.style;
    const k = style.fontSize / atlas.size;
    const shadowed = !!style.dropShadow;
    const sp = atlas.shadowPad;
    const spacing = style.letterSpacing;
    // the lines' own widths, as the glyphs lay them, to align them in the widest
    const widths = m.lines.map((line) => this.lineWidth(line, atlas) * k);
    const widest = Math.max(0, ...widths);
    const align = style.align === 'center' ? 0.5 : style.align === 'right' ? 1 : 0;
    let i = 0;
    for (let j = 0; j < m.lines.length; j++) {
      const line = m.lines[j] as string;
      const baseline = j * m.lineHeight + m.fontProperties.ascent;
      let pen = (widest - (widths[j] as number)) * align;
      let prev = '';
      for (const c of line) {
        const g = atlas.glyph(c);
        if (!g) continue;
        if (prev) pen += atlas.kern(prev, c) * k;
        prev = c;
        if (g.texture) {
          this.reserve(i + 1);
          const f = this.fills.children[i] as Sprite;
          f.texture = g.texture;
          f.tint = this.fill;
          f.scale.set(k);
          f.position.set(pen - atlas.pad * k, baseline - (atlas.ascent + atlas.pad) * k);
          const s = this.shadows.children[i] as Sprite;
          s.texture = shadowed && g.shadow ? g.shadow : atlas.blank;
          s.scale.set(k);
          s.position.set(pen - sp * k, baseline - (atlas.ascent + sp) * k);
          i++;
        }
        pen += g.advance * k + spacing;
      }
    }
    for (; i < this.fills.children.length; i++) {
      (this.fills.children[i] as Sprite).texture = atlas.blank;
      (this.shadows.children[i] as Sprite).texture = atlas.blank;
    }
  }

  private lineWidth(line: string, atlas: GlyphAtlas): number {
    let w = 0;
    let prev = '';
    // a Text's letter spacing (style px) follows every glyph, in the atlas's units here
    const spacing = this.style.letterSpacing * (atlas.size / this.style.fontSize);
    for (const c of line) {
      const g = atlas.glyph(c);
      if (!g) continue;
      if (prev) w += atlas.kern(prev, c);
      prev = c;
      w += g.advance + spacing;
    }
    return w;
  }
}
