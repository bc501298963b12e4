/**
 * A betting spot printed on the felt: a thin light outline (with an optional small label inside),
 * glowing softly in brass while it is the active one. Pivot at the centre.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { COLORS, FELT_LABEL_ALPHA, FONT_UI } from '../../../look/theme';

export class BettingCircle extends Container {
  private readonly glow = new Graphics();
  private readonly ring = new Graphics();
  private readonly caption: Text | null = null;
  private active = false;

  constructor(
    readonly radius: number,
    label?: string,
  ) {
    super();
    const r = radius;
    this.glow
      .circle(0, 0, r + 9)
      .stroke({ width: 8, color: COLORS.brassLight, alpha: 0.07 })
      .circle(0, 0, r + 5)
      .stroke({ width: 5, color: COLORS.brassLight, alpha: 0.14 })
      .circle(0, 0, r + 2)
      .stroke({ width: 3, color: COLORS.brassLight, alpha: 0.28 })
      .circle(0, 0, r - 1)
      .fill({ color: COLORS.brassLight, alpha: 0.06 });
    this.glow.visible = false;
    this.addChild(this.glow, this.ring);
    if (label) {
      this.caption = new Text({
        text: label, // in capitals already: the caller's upper() knows the language
        style: {
          fontFamily: FONT_UI,
          fontSize: Math.max(9, Math.round(r * 0.24)),
          fontWeight: '600',
          fill: COLORS.cream,
          letterSpacing: 1.5,
        },
      });
      this.caption.anchor.set(0.5);
      this.caption.alpha = FELT_LABEL_ALPHA;
      this.addChild(this.caption);
    }
    this.draw();
  }

  get isActive(): boolean {
    return this.active;
  }

  setActive(on: boolean): void {
    if (on === this.active) return;
    this.active = on;
    this.draw();
  }

  private draw(): void {
    this.glow.visible = this.active;
    this.ring
      .clear()
      .circle(0, 0, this.radius)
      .stroke({
        width: this.active ? 2 : 1.5,
        color: this.active ? COLORS.brassLight : COLORS.cream,
        alpha: this.active ? 0.95 : 0.45,
      })
      .circle(0, 0, this.radius - 4)
      .stroke({ width: 1, color: COLORS.cream, alpha: this.active ? 0.35 : 0.18 });
    if (this.caption) this.caption.alpha = this.active ? 1 : FELT_LABEL_ALPHA;
  }
}
