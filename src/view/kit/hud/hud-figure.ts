/**
 * One figure of the HUD bar: a small-caps caption over a bold value (BALANCE, BET, WIN, and the
 * session's NET and SESSION where the regulator asks), or the two side by side on one line where
 * the session figures sit in a thin strip over the bar. Placed into a slot hud-layout.ts plans.
 * The caption is words (a Text, redrawn only with the language); the value changes every round and
 * counts up, so it is a figure from the glyph atlas (figure-font.ts): no texture per change.
 */
import { Container, Text } from 'pixi.js';
import { type FigureText, figureText } from '../../../look/figure-font';
import { COLORS, FONT_UI } from '../../../look/theme';
import type { FigureSlot } from './hud-layout';

/** How a figure is set: over each other on a wide or narrow bar, or side by side in the strip. */
export type FigureMode = 'wide' | 'narrow' | 'inline';

/** Between an inline caption and its value. */
const INLINE_GAP = 6;
/** Where a line's baseline sits in its text's height (so an inline caption and value share one). */
const BASELINE = 0.8;

export class Figure extends Container {
  readonly caption: Text;
  readonly value: FigureText;

  constructor(label: string, initial: string) {
    super();
    const common = { fontFamily: FONT_UI, fontVariant: 'normal' as const };
    // at the renderer's resolution, which it follows when the window moves to another screen
    this.caption = new Text({
      text: label,
      style: { ...common, fontSize: 11, fontWeight: '600', letterSpacing: 1.6, fill: COLORS.muted },
    });
    this.value = figureText(initial, { fontSize: 20, fontWeight: '700', fill: COLORS.cream });
    this.addChild(this.caption, this.value);
  }

  /** The column width it needs at the wide size; `widest` stands in for a value not yet shown. */
  naturalWidth(widest?: string): number {
    this.sizes('wide');
    return Math.ceil(Math.max(this.caption.width, this.valueWidth(widest)));
  }

  /** The width caption and value need side by side in the strip. */
  inlineWidth(): number {
    this.sizes('inline');
    return Math.ceil(this.caption.width + INLINE_GAP + this.value.width);
  }

  place(slot: FigureSlot, mode: FigureMode): void {
    this.sizes(mode);
    if (mode === 'inline') {
      this.placeInline(slot);
      return;
    }
    // a figure wider than its column is scaled down into it, centred on its line
    const labelH = Math.round(this.caption.height);
    const valueH = Math.round(this.value.height);
    this.caption.scale.set(Math.min(1, slot.width / Math.max(1, this.caption.width)));
    this.value.scale.set(Math.min(1, slot.width / Math.max(1, this.value.width)));
    const top = mode === 'wide' ? slot.y - Math.round((labelH + valueH) / 2) : slot.y;
    const labelY = top + Math.round((labelH - this.caption.height) / 2);
    const valueY = top + labelH + Math.round((valueH - this.value.height) / 2);
    const x = (w: number) => (slot.align === 'center' ? Math.round(slot.x - w / 2) : slot.x);
    this.caption.position.set(x(this.caption.width), labelY);
    this.value.position.set(x(this.value.width), valueY);
  }

  /** Caption then value on one baseline, centred on the slot's line; scaled down together to fit. */
  private placeInline(slot: FigureSlot): void {
    const need = this.caption.width + INLINE_GAP + this.value.width;
    const k = Math.min(1, slot.width / Math.max(1, need));
    this.caption.scale.set(k);
    this.value.scale.set(k);
    const valueY = Math.round(slot.y - this.value.height / 2);
    const captionY = Math.round(valueY + (this.value.height - this.caption.height) * BASELINE);
    const left = slot.align === 'center' ? Math.round(slot.x - (need * k) / 2) : slot.x;
    this.caption.position.set(left, captionY);
    this.value.position.set(Math.round(left + this.caption.width + INLINE_GAP * k), valueY);
  }

  private valueWidth(widest?: string): number {
    const shownWidth = this.value.width;
    if (widest === undefined || widest === this.value.text) return shownWidth;
    const shown = this.value.text;
    this.value.text = widest;
    const w = this.value.width;
    this.value.text = shown;
    return Math.max(shownWidth, w);
  }

  private sizes(mode: FigureMode): void {
    this.caption.scale.set(1);
    this.value.scale.set(1);
    this.caption.style.fontSize = mode === 'wide' ? 11 : 10;
    this.value.style.fontSize = mode === 'wide' ? 22 : mode === 'narrow' ? 16 : 14;
  }
}
