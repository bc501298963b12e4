/**
 * A button that looks pressable: raised face with a highlight, darker when pressed, dimmed when
 * disabled, never smaller than a 44 px touch target. `primary` is brass, `secondary` an outline,
 * `icon` a round button drawing its own glyph. Its words keep their type size, on two lines if
 * they must, and say how wide the button must be for that (button-caption.ts).
 */
import { Container, Graphics, Rectangle } from 'pixi.js';
import { ButtonCaption } from './button-caption';
import { tapped } from './feedback';
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

export class Button extends Container {
  private readonly face = new Graphics();
  private readonly glyph = new Graphics();
  private readonly caption: ButtonCaption | null;
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
      ? new ButtonCaption(o.label, {
          fontFamily: FONT_UI,
          fontSize: o.fontSize ?? 15,
          fontWeight: '700',
          letterSpacing: 1,
          fill: variant === 'primary' ? 0x22180a : COLORS.cream,
        })
      : null;
    this.w = Math.max(MIN_TOUCH, o.width ?? (this.caption ? this.caption.naturalWidth + 40 : this.h));
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
    this.draw();
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
    this.caption.set(text);
    this.draw();
  }

  /**
   * The widths this button's words need at their type size: `roomy` on one line with the usual
   * room at the sides, `least` on two lines if they break and with the least room. Never under a
   * touch target; a button without words needs only that.
   */
  get labelWidths(): { roomy: number; least: number } {
    const c = this.caption;
    return {
      roomy: Math.max(MIN_TOUCH, c?.roomyWidth ?? 0),
      least: Math.max(MIN_TOUCH, c ? Math.min(c.leastWidth, c.roomyWidth) : 0),
    };
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
    this.caption?.place(w, sink + (h - 3) / 2);
    this.glyph.clear();
    if (this.o.icon) {
      this.glyph.position.set(w / 2, sink + (h - 3) / 2);
      this.o.icon(this.glyph, variant === 'primary' ? 0x22180a : COLORS.brassLight);
    }
    const area = new Rectangle(0, 0, w, h);
    this.hitArea = area;
    this.boundsArea = area;
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
