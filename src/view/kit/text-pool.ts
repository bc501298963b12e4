/**
 * Labels redrawn together (the roads' digits, counts and scores) reuse their Text objects from one
 * redraw to the next instead of creating and destroying a hundred or more each round: a new Text
 * is a new canvas measurement, texture and GPU record for the garbage collector to clear. The pool
 * holds as many labels as the fullest redraw showed; a label whose string and style did not change
 * keeps its texture.
 */
import { type Container, Text, type TextStyleFontWeight } from 'pixi.js';

export interface PooledStyle {
  fontFamily: string;
  fontSize: number;
  fontWeight: TextStyleFontWeight;
  fill: number;
}

export class TextPool {
  private readonly texts: Text[] = [];
  private used = 0;

  constructor(private readonly layer: Container) {}

  /** Starts a redraw: every label is free again. */
  begin(): void {
    this.used = 0;
  }

  /** A label centred on (x, y) showing `text` in `style`. */
  take(text: string, style: PooledStyle, x: number, y: number): Text {
    let label = this.texts[this.used];
    if (label) {
      label.text = text;
      const s = label.style;
      s.fontFamily = style.fontFamily;
      s.fontSize = style.fontSize;
      s.fontWeight = style.fontWeight;
      s.fill = style.fill;
      label.visible = true;
    } else {
      label = new Text({ text, style: { ...style } });
      label.anchor.set(0.5);
      this.texts.push(label);
      this.layer.addChild(label);
    }
    this.used++;
    label.position.set(x, y);
    return label;
  }

  /** Ends a redraw: the labels it did not take are hidden (kept for the next one). */
  end(): void {
    for (let i = this.used; i < this.texts.length; i++) (this.texts[i] as Text).visible = false;
  }

  /** Labels shown by the last redraw. */
  get shown(): number {
    return this.used;
  }
}
