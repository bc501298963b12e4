/**
 * Labels redrawn together (the roads' digits, counts and scores) reuse their figures from one
 * redraw to the next instead of creating and destroying a hundred or more each round. They are
 * figures from the glyph atlas (figure-font.ts): a changed digit or colour re-lays glyphs already
 * on the GPU, no canvas texture is drawn or uploaded. The pool holds as many labels as the fullest
 * redraw showed; a label a redraw does not take is emptied, not hidden (a visibility flip makes
 * Pixi rebuild the whole scene's instructions, an emptied figure only shows its blank cells).
 */
import type { Container } from 'pixi.js';
import { type FigureStyle, type FigureText, figureFont, figureText } from '../../../look/figure-font';

export type PooledStyle = FigureStyle;

export class TextPool {
  private readonly texts: FigureText[] = [];
  private used = 0;

  constructor(private readonly layer: Container) {}

  /** Starts a redraw: every label is free again. */
  begin(): void {
    this.used = 0;
  }

  /** A label centred on (x, y) showing `text` in `style`. */
  take(text: string, style: PooledStyle, x: number, y: number): FigureText {
    let label = this.texts[this.used];
    if (label) {
      label.text = text;
      const s = label.style;
      s.fontSize = style.fontSize;
      s.fill = style.fill;
      // a weight is an atlas of its own
      s.atlas = figureFont(style.fontWeight);
    } else {
      // room for two glyphs from the start: a road's count or a number goes from 9 to 10
      label = figureText(text, style, 2);
      label.anchor.set(0.5);
      this.texts.push(label);
      this.layer.addChild(label);
    }
    this.used++;
    label.position.set(x, y);
    return label;
  }

  /** Ends a redraw: the labels it did not take are emptied (kept for the next one). */
  end(): void {
    for (let i = this.used; i < this.texts.length; i++) (this.texts[i] as FigureText).text = '';
  }

  /** Labels shown by the last redraw. */
  get shown(): number {
    return this.used;
  }
}
