/**
 * The dealer's furniture: the dealing shoe (a dark box, the back of the next card at its mouth
 * and a window showing how full it is) and the discard tray (a smoked tray whose pile grows with
 * the cards played). Both are seen from above; pivots at their centres; vectors plus one shared
 * card-back texture, so nothing is painted after construction.
 */
import { Container, Graphics, Point, Sprite } from 'pixi.js';
import { COLORS } from '../../../look/theme';
import { CARD_H, CARD_W, type CardAtlas } from './cards';

const BODY = 0x15191b;
const TOP = 0x23292c;
const EDGE = 0xefe8d6;

/** The shoe: 112 × 72 design px, its mouth to the left. */
export class DealingShoe extends Container {
  static readonly WIDTH = 112;
  static readonly HEIGHT = 72;
  private readonly gauge = new Graphics();
  private readonly next: Sprite;
  private fraction = 1;

  constructor(atlas: CardAtlas) {
    super();
    const w = DealingShoe.WIDTH;
    const h = DealingShoe.HEIGHT;
    const shadow = new Graphics().roundRect(-w / 2 + 3, -h / 2 + 5, w, h, 12).fill({ color: 0, alpha: 0.35 });
    const body = new Graphics()
      .roundRect(-w / 2, -h / 2, w, h, 12)
      .fill(BODY)
      .stroke({ width: 1, color: 0x000000, alpha: 0.6 })
      .roundRect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 9)
      .stroke({ width: 1, color: COLORS.brass, alpha: 0.4 });
    // The next card, face down, seen through the mouth and just out of it.
    this.next = new Sprite(atlas.back());
    this.next.anchor.set(0.5);
    this.next.rotation = Math.PI / 2;
    const s = 0.58;
    this.next.scale.set(s);
    this.next.position.set(-w / 2 - 7 + (CARD_H * s) / 2, 0);
    const window = new Graphics().roundRect(-w / 2 - 8, -h / 2 + 12, 46, h - 24, 4).fill(0xffffff);
    this.next.mask = window;
    // Brass lip of the mouth, and the smoked cover the rest of the pile lies under.
    const lip = new Graphics()
      .moveTo(-w / 2 + 1, -h / 2 + 12)
      .lineTo(-w / 2 + 1, h / 2 - 12)
      .stroke({ width: 2, color: COLORS.brass })
      .rect(-w / 2 + 30, -h / 2 + 12, 10, h - 24)
      .fill({ color: 0x000000, alpha: 0.35 });
    const cover = new Graphics()
      .roundRect(-w / 2 + 36, -h / 2 + 7, w - 42, h - 14, 7)
      .fill(TOP)
      .stroke({ width: 1.2, color: COLORS.brass, alpha: 0.75 });
    const slot = new Graphics().roundRect(-11, -7, 60, 14, 3).fill(0x0a0c0d).stroke({ width: 1, color: 0x000000 });
    this.addChild(shadow, body, window, this.next, lip, cover, slot, this.gauge);
    this.drawGauge();
  }

  /** How full the shoe is, 0..1 (the cards left over the cards it holds). */
  setFill(fraction: number): void {
    const f = Math.max(0, Math.min(1, fraction));
    if (f === this.fraction) return;
    this.fraction = f;
    this.drawGauge();
  }

  /** Where dealt cards leave the shoe, in global coordinates. */
  mouth(): Point {
    return this.toGlobal(new Point(-DealingShoe.WIDTH / 2 - 4, 0));
  }

  private drawGauge(): void {
    const f = this.fraction;
    const left = -9;
    const width = 56 * f;
    this.next.visible = f > 0;
    this.gauge.clear();
    if (width < 0.5) return;
    this.gauge.rect(left, -5, width, 10).fill(EDGE);
    // Card edges: fine dark lines across the pile.
    for (let x = left + 1.5; x < left + width; x += 2) this.gauge.moveTo(x, -5).lineTo(x, 5);
    this.gauge.stroke({ width: 0.5, color: 0x6d6350, alpha: 0.55 });
  }
}

/** The discard tray: 76 × 100 design px, pile of face-down cards growing with `setCount`. */
export class DiscardTray extends Container {
  static readonly WIDTH = 76;
  static readonly HEIGHT = 100;
  private readonly pile = new Graphics();
  private readonly top: Sprite;
  private count = -1;

  constructor(atlas: CardAtlas) {
    super();
    const w = DiscardTray.WIDTH;
    const h = DiscardTray.HEIGHT;
    const tray = new Graphics()
      .roundRect(-w / 2 + 2, -h / 2 + 4, w, h, 9)
      .fill({ color: 0x000000, alpha: 0.3 })
      .roundRect(-w / 2, -h / 2, w, h, 9)
      .fill({ color: 0x0c1113, alpha: 0.78 })
      .stroke({ width: 1.5, color: COLORS.brass, alpha: 0.6 });
    this.top = new Sprite(atlas.back());
    this.top.anchor.set(0.5);
    this.top.scale.set((w - 16) / CARD_W);
    this.addChild(tray, this.pile, this.top);
    this.setCount(0);
  }

  setCount(cards: number): void {
    const n = Math.max(0, Math.floor(cards));
    if (n === this.count) return;
    this.count = n;
    this.pile.clear();
    this.top.visible = n > 0;
    if (n === 0) return;
    // One px of pile per 26 cards (half a deck), up to 12 px: an 8-deck shoe fills the tray.
    const depth = Math.min(12, Math.ceil(n / 26));
    const cw = this.top.width;
    const ch = this.top.height;
    this.top.position.set(0, 4 - depth);
    if (depth > 0) {
      this.pile.roundRect(-cw / 2, -ch / 2 + 4 - depth, cw, ch + depth, 5).fill(EDGE);
      for (let y = 1; y < depth; y += 1.5) {
        this.pile.moveTo(-cw / 2 + 3, ch / 2 + 4 - depth + y).lineTo(cw / 2 - 3, ch / 2 + 4 - depth + y);
      }
      this.pile.stroke({ width: 0.5, color: 0x6d6350, alpha: 0.6 });
    }
  }
}
