/**
 * A button that looks pressable: raised face with a highlight, darker when pressed, dimmed when
 * disabled, never smaller than a 44 px touch target. `primary` is brass, `secondary` an outline,
 * `icon` a round button drawing its own glyph. A label that ends in a count ("WAIT 4", the round's
 * wait ticking down each second) keeps its words in a Text and draws the count from the figures'
 * glyph atlas, so a tick uploads no texture.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { tapped } from './feedback';
import { type FigureText, figureText } from './figure-font';
import { COLORS, FONT_UI } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'icon';

export interface ButtonOptions {
  label?: string;
  variant?: ButtonVariant;
  width?: number;
  height?: number;
  fontSize?: number;
  /** Draws the glyph of an icon button, centred on (0, 0), in the given colour. */
  icon?: (g: Graphics, color: number) => void;
  onTap: () => void;
  /** Asks for a frame when the look changes (render on demand). */
  invalidate: () => void;
}

export const MIN_TOUCH = 44;
/** Words, a space, then a whole number: the number is a count that changes. */
const COUNTED = /^(.*\S)\s+(\d+)$/su;

export class Button extends Container {
  private readonly face = new Graphics();
  private readonly glyph = new Graphics();
  private readonly caption: Text | null;
  /** The count after the words, made when a label first has one. */
  private count: FigureText | null = null;
  private pressed = false;
  private hovered = false;
  private enabledState = true;
  private w: number;
  private h: number;

  constructor(private readonly o: ButtonOptions) {
    super();
    const variant = o.variant ?? 'primary';
    this.h = Math.max(MIN_TOUCH, o.height ?? MIN_TOUCH);
    this.caption = o.label
      ? new Text({
          text: o.label,
          style: {
            fontFamily: FONT_UI,
            fontSize: o.fontSize ?? 15,
            fontWeight: '700',
            letterSpacing: 1,
            fill: variant === 'primary' ? 0x22180a : COLORS.cream,
          },
        })
      : null;
    this.w = Math.max(MIN_TOUCH, o.width ?? (this.caption ? this.caption.width + 40 : this.h));
    this.addChild(this.face, this.glyph);
    if (this.caption) this.addChild(this.caption);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointerover', () => this.set({ hovered: true }));
    this.on('pointerout', () => this.set({ hovered: false, pressed: false }));
    this.on('pointerdown', () => this.set({ pressed: true }));
    this.on('pointerup', () => this.set({ pressed: false }));
    this.on('pointerupoutside', () => this.set({ pressed: false }));
    this.on('pointertap', () => {
      if (!this.enabledState) return;
      tapped();
      o.onTap();
    });
    if (o.label && COUNTED.test(o.label)) this.setLabel(o.label);
    else this.draw();
  }

  get enabled(): boolean {
    return this.enabledState;
  }

  set enabled(on: boolean) {
    if (on === this.enabledState) return;
    this.enabledState = on;
    this.cursor = on ? 'pointer' : 'not-allowed';
    this.draw();
    this.o.invalidate();
  }

  setLabel(text: string): void {
    if (!this.caption) return;
    const counted = COUNTED.exec(text);
    this.caption.text = counted ? (counted[1] as string) : text;
    if (counted) {
      this.count ??= this.addChild(figureText('', this.captionLook()));
      this.count.text = counted[2] as string;
    }
    if (this.count) this.count.visible = counted !== null;
    this.draw();
  }

  /** The count looks like the words it follows (a figure is tinted and scaled from one font). */
  private captionLook() {
    const style = (this.caption as Text).style;
    return { fontSize: style.fontSize, fontWeight: '700', fill: style.fill as number, letterSpacing: 1 } as const;
  }

  resizeTo(width: number, height = this.h): void {
    this.w = Math.max(MIN_TOUCH, width);
    this.h = Math.max(MIN_TOUCH, height);
    this.draw();
  }

  get buttonWidth(): number {
    return this.w;
  }

  get buttonHeight(): number {
    return this.h;
  }

  private set(change: { hovered?: boolean; pressed?: boolean }): void {
    const hovered = change.hovered ?? this.hovered;
    const pressed = (change.pressed ?? this.pressed) && this.enabledState;
    if (hovered === this.hovered && pressed === this.pressed) return;
    this.hovered = hovered;
    this.pressed = pressed;
    this.draw();
    this.o.invalidate();
  }

  private draw(): void {
    const variant = this.o.variant ?? 'primary';
    const { w, h } = this;
    const r = variant === 'icon' ? h / 2 : Math.min(12, h / 2);
    const sink = this.pressed ? 2 : 0;
    const g = this.face.clear();
    const on = this.enabledState;
    if (variant === 'primary') {
      // a shadow lip under the face makes it read as raised; pressing sinks the face onto it
      g.roundRect(0, 3, w, h - 1, r).fill({ color: 0x5c4718, alpha: on ? 1 : 0.5 });
      g.roundRect(0, sink, w, h - 3, r).fill({
        color: on ? (this.hovered ? COLORS.brassLight : COLORS.brass) : 0x6d6350,
      });
      g.roundRect(2, sink + 2, w - 4, (h - 3) * 0.45, r - 2).fill({ color: 0xffffff, alpha: on ? 0.18 : 0.06 });
    } else {
      g.roundRect(0, 3, w, h - 1, r).fill({ color: 0x000000, alpha: 0.35 });
      g.roundRect(0, sink, w, h - 3, r)
        .fill({ color: this.pressed ? 0x0a1711 : this.hovered ? 0x1c3a2d : 0x12291f, alpha: on ? 1 : 0.6 })
        .stroke({ color: COLORS.brass, width: 1.5, alpha: on ? (this.hovered ? 1 : 0.7) : 0.25 });
    }
    // A disabled control fades out; its caption may fall below WCAG AA contrast, which exempts
    // inactive components (tests/view/contrast.test.ts checks the enabled faces).
    this.alpha = on ? 1 : 0.55;
    if (this.caption) this.placeCaption(w, h, sink);
    this.glyph.clear();
    if (this.o.icon) {
      this.glyph.position.set(w / 2, sink + (h - 3) / 2);
      this.o.icon(this.glyph, variant === 'primary' ? 0x22180a : COLORS.brassLight);
    }
    const area = new Rectangle(0, 0, w, h);
    this.hitArea = area;
    this.boundsArea = area;
  }

  /** The words (and the count after them, a space apart) centred on the face. */
  private placeCaption(w: number, h: number, sink: number): void {
    const caption = this.caption as Text;
    const count = this.count?.visible ? this.count : null;
    // a long word in another language shrinks to fit rather than spill over the edge
    caption.scale.set(1);
    count?.scale.set(1);
    const gap = count ? caption.style.fontSize * 0.3 : 0;
    const natural = caption.width + gap + (count?.width ?? 0);
    const k = Math.min(1, (w - 14) / Math.max(1, natural));
    caption.scale.set(k);
    count?.scale.set(k);
    const left = Math.round((w - natural * k) / 2);
    const top = sink + (h - 3) / 2;
    caption.position.set(left, Math.round(top - caption.height / 2));
    count?.position.set(Math.round(left + (caption.width + gap * k)), Math.round(top - count.height / 2));
  }
}

/** A gear: the settings glyph. */
export function gearIcon(g: Graphics, color: number): void {
  const teeth = 8;
  const outer = 11;
  const inner = 8;
  const points: number[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const rad = i % 4 < 2 ? outer : inner;
    points.push(Math.cos(a) * rad, Math.sin(a) * rad);
  }
  g.poly(points).fill(color).circle(0, 0, 3.6).cut();
}

/** A cross: the close glyph. */
export function closeIcon(g: Graphics, color: number): void {
  g.moveTo(-7, -7).lineTo(7, 7).moveTo(7, -7).lineTo(-7, 7).stroke({ color, width: 2.5, cap: 'round' });
}
