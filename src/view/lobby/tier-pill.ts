/**
 * One limit tier of a lobby table row (RULES.md `tiers`): a small outlined pill with the tier's
 * range, tapped to sit down at the table at that tier. It is its own tap target, a little taller
 * than it looks so a finger finds it; the row under it still opens the table's first tier. It
 * takes the room of a line of limits text (its outline reaches a little past it), so a row with
 * tiers is as tall as one without and the lobby's tiles keep their heights.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { COLORS, FONT_UI } from '../../look/theme';

/** Room around the words inside the pill, px. */
const PAD_X = 8;
const PAD_Y = 2;

export class TierPill extends Container {
  private readonly bg = new Graphics();
  private readonly caption: Text;
  private hovered = false;
  private w = 0;
  private h = 0;

  constructor(
    readonly tier: string,
    range: string,
    private readonly onChange: () => void,
    onTap: () => void,
  ) {
    super();
    this.caption = new Text({
      text: range,
      style: { fontFamily: FONT_UI, fontSize: 12, fontWeight: '600', fill: COLORS.brassLight },
    });
    this.caption.eventMode = 'none';
    this.caption.x = PAD_X;
    this.addChild(this.bg, this.caption);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointertap', (e) => {
      e.stopPropagation(); // not the row's tap (the first tier) as well
      onTap();
    });
    this.on('pointerover', () => this.setHover(true));
    this.on('pointerout', () => this.setHover(false));
  }

  /** Sets the words' size; the pill's size follows (read pillWidth / pillHeight after). */
  setFontSize(size: number): void {
    this.caption.style.fontSize = size;
    this.w = Math.ceil(this.caption.width + PAD_X * 2);
    this.h = Math.ceil(this.caption.height);
    this.draw();
  }

  get pillWidth(): number {
    return this.w;
  }

  get pillHeight(): number {
    return this.h;
  }

  /** The tap target reaches `up` px above and `down` px below the line the pill sits on. */
  setReach(up: number, down: number): void {
    const area = new Rectangle(-2, -up, this.w + 4, this.h + up + down);
    this.hitArea = area;
    this.boundsArea = area;
  }

  private setHover(on: boolean): void {
    if (this.hovered === on) return;
    this.hovered = on;
    this.draw();
    this.onChange();
  }

  private draw(): void {
    this.bg
      .clear()
      .roundRect(0, -PAD_Y, this.w, this.h + PAD_Y * 2, this.h / 2 + PAD_Y)
      .fill({ color: this.hovered ? COLORS.brass : 0x000000, alpha: this.hovered ? 0.22 : 0.25 })
      .stroke({ color: this.hovered ? COLORS.brassLight : COLORS.brass, width: 1, alpha: 0.8 });
  }
}
