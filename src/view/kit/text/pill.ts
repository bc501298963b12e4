/**
 * A rounded label: badges such as DEMO or COMING SOON, the face of small buttons, and the totals
 * beside chip stacks (a `figure` pill: its text is a figure from the glyph atlas, no texture per change).
 */
import { Container, Graphics, Text } from 'pixi.js';
import { type FigureText, figureText } from '../../../look/figure-font';
import { FONT_UI } from '../../../look/theme';
import { drawShape } from '../stage/shape-redraw';

export interface PillStyle {
  fill: number;
  fillAlpha?: number;
  stroke?: number;
  text: number;
  fontSize: number;
  paddingX?: number;
  height?: number;
  /** Its text is a changing figure (a total), drawn from the figures' glyph atlas. */
  figure?: boolean;
}

export class Pill extends Container {
  private readonly bg = new Graphics();
  private readonly caption: Text | FigureText;

  constructor(
    text: string,
    private readonly style: PillStyle,
  ) {
    super();
    const look = { fontSize: style.fontSize, fontWeight: '700', fill: style.text, letterSpacing: 1.5 } as const;
    this.caption = style.figure ? figureText(text, look) : new Text({ text, style: { fontFamily: FONT_UI, ...look } });
    this.addChild(this.bg, this.caption);
    this.draw();
  }

  setText(text: string): void {
    this.caption.text = text;
    this.draw();
  }

  private draw(): void {
    const px = this.style.paddingX ?? 12;
    const h = this.style.height ?? Math.round(this.style.fontSize * 2);
    const w = Math.ceil(this.caption.width + px * 2);
    this.caption.position.set(px, Math.round((h - this.caption.height) / 2));
    // drawn again only when the size changed
    drawShape(this.bg, `${w}×${h}`, (g) => {
      g.roundRect(0, 0, w, h, h / 2).fill({ color: this.style.fill, alpha: this.style.fillAlpha ?? 1 });
      if (this.style.stroke !== undefined) g.stroke({ color: this.style.stroke, width: 1, alpha: 0.8 });
    });
  }
}
