/**
 * A figure made of sprites cut from a glyph atlas (figure-atlas.ts): one line of a few known glyphs.
 *
 * A figure that changes must not change the scene's structure: in Pixi v8 an `addChild`, a
 * `visible` or `renderable` flip, or a sprite moving to another texture source marks the render
 * group for a rebuild of all its instructions the next frame. So a figure keeps its sprites from
 * one text to the next, all visible; the ones a shorter text does not need show the atlas's blank
 * cell (the same source, so the batch holds).
 */
import { Container, Rectangle, Sprite } from 'pixi.js';
import { BASE_SIZE, type GlyphAtlas, PAD } from './figure-atlas';

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
 * ever before adds sprites, once; a shorter one points the spare ones at the blank cell), tinted
 * and scaled; `anchor` as a Text's. `capacity` reserves sprites for texts to come.
 */
export class FigureText extends Container {
  readonly style: FigureLook;
  readonly anchor = { x: 0, y: 0, set: (x: number, y = x) => this.setAnchor(x, y) };
  private _text = '';
  private advance = 0;
  /** The line's room, not its glyphs' padded cells: what layouts and hit tests measure. */
  private readonly box = new Rectangle();

  constructor(text: string, atlas: GlyphAtlas, fontSize: number, fill: number, letterSpacing: number, capacity = 0) {
    super();
    this.style = new FigureLook(() => this.layout(), fontSize, atlas, fill, letterSpacing);
    this.reserve(Math.max(capacity, [...text].length));
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

  /** Sprites for `n` glyphs, made now so no later text adds any. */
  reserve(n: number): void {
    const blank = this.style.atlas.blank;
    while (this.children.length < n) this.addChild(new Sprite(blank));
  }

  private setAnchor(x: number, y: number): void {
    this.anchor.x = x;
    this.anchor.y = y;
    this.layout();
  }

  private layout(): void {
    const { atlas, fontSize, fill, letterSpacing } = this.style;
    const k = fontSize / BASE_SIZE;
    let pen = 0;
    let i = 0;
    for (const c of this._text) {
      const g = atlas.glyph(c);
      if (!g) continue;
      if (g.texture) {
        this.reserve(i + 1);
        const s = this.children[i] as Sprite;
        s.texture = g.texture;
        s.tint = fill;
        s.scale.set(k);
        s.position.set(pen - PAD * k, -PAD * k);
        i++;
      }
      pen += g.advance * k + letterSpacing;
    }
    const sprites = this.children as Sprite[];
    for (; i < sprites.length; i++) (sprites[i] as Sprite).texture = atlas.blank;
    this.advance = Math.max(0, pen - letterSpacing);
    const height = (atlas.lineHeight * fontSize) / BASE_SIZE;
    this.box.width = this.advance;
    this.box.height = height;
    this.boundsArea = this.box;
    this.pivot.set(this.anchor.x * this.advance, this.anchor.y * height);
  }
}
