/**
 * A shared table's clock on the felt (SHARED.md "What the client shows"): a ring that empties as
 * the time runs out, the whole seconds left in its middle. Calm brass until the last five seconds,
 * then red; the ring moves in steps of a tenth of a second, so a countdown redraws ten times a
 * second, never every frame. Pivot at the centre. `around`: drawn round a betting circle (no
 * disc of its own, so the chips in it stay in sight), its seconds in a small disc on its rim.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { COLORS, FONT_UI } from '../../../look/theme';

/** From here on the clock turns urgent (the "calm until the last 5 s"). */
const URGENT_SECONDS = 5;

export class CountdownRing extends Container {
  private readonly back = new Graphics();
  private readonly arc = new Graphics();
  private readonly figure: Text;
  /** What is drawn now: a tenth of the fraction left and the whole seconds, so an unchanged tick draws nothing. */
  private drawn = '';

  private readonly badge = new Graphics();

  constructor(
    private radius = 22,
    private readonly around = false,
  ) {
    super();
    this.figure = new Text({
      text: '',
      style: { fontFamily: FONT_UI, fontSize: 12, fontWeight: '700', fill: COLORS.cream },
    });
    this.figure.style.fontSize = this.figureSize();
    this.figure.anchor.set(0.5);
    this.addChild(this.back, this.arc, this.badge, this.figure);
    this.visible = false;
    this.eventMode = 'none';
  }

  setRadius(radius: number): void {
    if (radius === this.radius) return;
    this.radius = radius;
    this.figure.style.fontSize = this.figureSize();
    this.drawn = '';
  }

  /** Shows `left` of `total` seconds (null: hidden). Returns whether anything changed on screen. */
  show(left: number | null, total: number): boolean {
    if (left === null || total <= 0) {
      const changed = this.visible;
      this.visible = false;
      this.drawn = '';
      return changed;
    }
    const seconds = Math.ceil(left);
    const fraction = Math.max(0, Math.min(1, left / total));
    const key = `${Math.round(fraction * 100)}:${seconds}:${this.radius}`;
    if (key === this.drawn && this.visible) return false;
    this.drawn = key;
    this.visible = true;
    const urgent = left <= URGENT_SECONDS;
    const colour = urgent ? COLORS.red : COLORS.brassLight;
    const r = this.radius;
    const width = this.around ? Math.max(3, r * 0.09) : Math.max(3, r * 0.16);
    this.back.clear();
    if (this.around) this.back.circle(0, 0, r).stroke({ width, color: COLORS.night, alpha: 0.45 });
    else
      this.back
        .circle(0, 0, r)
        .fill({ color: COLORS.night, alpha: 0.72 })
        .stroke({ width, color: COLORS.cream, alpha: 0.18 });
    this.arc.clear();
    if (fraction > 0) {
      const start = -Math.PI / 2;
      this.arc.arc(0, 0, r, start, start + fraction * Math.PI * 2).stroke({ width, color: colour, cap: 'round' });
    }
    this.badge.clear();
    if (this.around) {
      // The seconds sit on the rim, up and to the left, clear of the stack's total on the right.
      const b = this.figureSize() * 0.95;
      const at = -r * Math.SQRT1_2;
      this.badge.circle(at, at, b).fill({ color: COLORS.night, alpha: 0.9 }).stroke({ width: 2, color: colour });
      this.figure.position.set(at, at);
    } else this.figure.position.set(0, 0);
    this.figure.text = String(seconds);
    this.figure.style.fill = urgent ? 0xffb4a8 : COLORS.cream;
    return true;
  }

  /** The seconds' type: the middle of a disc, or a small badge on a circle's rim. */
  private figureSize(): number {
    return this.around ? Math.max(11, Math.round(this.radius * 0.34)) : Math.round(this.radius * 0.8);
  }
}
