/**
 * The winning number announced large over the wheel's centre at the spin's climax: a disc in the
 * pocket's colour (red, black, the green zero) ringed in brass, the number in the display type.
 * Built once and reused every round: a round only tints the disc and points the number's two
 * sprites at other digits of an atlas painted when the layout sized the type (sentence.ts): no
 * texture is painted or uploaded a round, and nothing is added to the scene. A resize redraws the
 * disc and paints the ten digits at the new size.
 */
import { Container, Graphics } from 'pixi.js';
import { GlyphAtlas, type GlyphShadow } from '../../look/figure-atlas';
import { COLORS, FONT_DISPLAY } from '../../look/theme';
import { SentenceText } from '../kit/text/sentence';
import { resolution } from '../kit/text/sentence-font';
import { pocketColour } from './wheel-view';

/** The shadow the number's Text had; painted under each digit in its cell (they stand far apart). */
const SHADOW: GlyphShadow = { color: 0x000000, alpha: 0.55, blur: 4, distance: 2, angle: Math.PI / 2, inCell: true };

export class WinningNumber extends Container {
  private readonly disc = new Graphics();
  private readonly ring = new Graphics();
  private readonly figure: SentenceText;
  private atlas: GlyphAtlas | null = null;
  private shown: number | null = null;

  constructor() {
    super();
    const { inCell: _, ...dropShadow } = SHADOW;
    this.figure = new SentenceText(
      { fontFamily: FONT_DISPLAY, fontSize: 64, fontWeight: '700', dropShadow },
      COLORS.cream,
      (size) => this.digits(size),
      2,
    );
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
    // the digits painted now, with the layout, not when the number first shows
    this.digits(this.figure.style.fontSize);
    this.figure.position.set(0, r * 0.03);
    this.centre();
  }

  /** Prepares `n` (hidden until `visible`): its digits are placed before it shows. */
  set(n: number): void {
    this.shown = n;
    this.disc.tint = pocketColour(n);
    this.figure.text = String(n);
    this.centre();
    this.figure.flush();
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    super.destroy(options);
    this.atlas?.destroy();
    this.atlas = null;
  }

  /** The ten digits at `size` (whole px), painted once a size. */
  private digits(size: number): GlyphAtlas {
    const px = Math.max(1, Math.ceil(size));
    if (this.atlas?.size === px) return this.atlas;
    const old = this.atlas;
    this.atlas = new GlyphAtlas(`700 ${px}px ${FONT_DISPLAY}`, resolution(), {
      tabular: false,
      chars: '0123456789',
      shadow: SHADOW,
    });
    this.figure.forget();
    old?.destroy();
    return this.atlas;
  }

  /** The number's middle on its position, as the Text's anchor (0.5) had it. */
  private centre(): void {
    this.figure.pivot.set(this.figure.width / 2, this.figure.height / 2);
  }
}
