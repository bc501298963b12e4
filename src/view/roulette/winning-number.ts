/**
 * The winning number announced large over the wheel's centre at the spin's climax: a disc in the
 * pocket's colour (red, black, the green zero) ringed in brass, the number in the display type.
 * Built once and reused every round: a round only tints the disc and changes the string (one
 * text redraw a round, none a frame); a resize redraws the disc and sizes the type.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { COLORS, FONT_DISPLAY } from '../kit/theme';
import { pocketColour } from './wheel-view';

export class WinningNumber extends Container {
  private readonly disc = new Graphics();
  private readonly ring = new Graphics();
  private readonly figure: Text;
  private shown: number | null = null;

  constructor() {
    super();
    this.figure = new Text({
      text: '',
      style: {
        fontFamily: FONT_DISPLAY,
        fontSize: 64,
        fontWeight: '700',
        fill: COLORS.cream,
        dropShadow: { color: 0x000000, alpha: 0.55, blur: 4, distance: 2, angle: Math.PI / 2 },
      },
    });
    this.figure.anchor.set(0.5);
    this.addChild(this.disc, this.ring, this.figure);
    this.visible = false;
  }

  /** The number on show (null while hidden). */
  get number(): number | null {
    return this.visible ? this.shown : null;
  }

  /** The colour of the disc now (the pocket's). */
  get colour(): number {
    return this.disc.tint;
  }

  /** The string drawn now. */
  get text(): string {
    return this.figure.text;
  }

  /** Centres the disc on (x, y) with `radius` px, the type sized to it. */
  layout(x: number, y: number, radius: number): void {
    this.position.set(x, y);
    const r = Math.max(1, radius);
    this.disc.clear().circle(0, 0, r).fill(0xffffff);
    this.ring
      .clear()
      .circle(0, 0, r)
      .stroke({ color: COLORS.brass, width: Math.max(2, r * 0.06) })
      .circle(0, 0, r * 0.86)
      .stroke({ color: COLORS.brassLight, width: Math.max(1, r * 0.015), alpha: 0.7 });
    // Two digits of the display type take about 1.2 em: they sit well inside the disc.
    this.figure.style.fontSize = Math.round(r * 1.05);
    this.figure.position.set(0, r * 0.03);
  }

  /** Prepares `n` (hidden until `visible`): the text is redrawn once, before it shows. */
  set(n: number): void {
    this.shown = n;
    this.disc.tint = pocketColour(n);
    this.figure.text = String(n);
  }
}
