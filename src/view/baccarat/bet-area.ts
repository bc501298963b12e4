/**
 * One betting area printed on the baccarat felt (PLAYER, TIE or BANKER): its name and payout, the
 * chips bet on it with their total, the winnings paid beside them, and a soft glow while it takes
 * bets (on hover) or when it won. A tap adds the selected chip (or takes one off in remove mode).
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { BetArea } from '../../engine/baccarat/rules';
import type { Minor } from '../../engine/shared/money';
import { COLORS } from '../../look/theme';
import { type ChipAtlas, ChipStack } from '../kit/chips/chips';
import { uiText } from '../kit/text/ui-text';
import type { Rect } from './layout';
import { ROAD_COLOURS } from './roads-view';

export type AreaResult = 'win' | 'lose' | 'push' | null;

export class BetAreaView extends Container {
  readonly stack: ChipStack;
  /** Winnings paid to this area, beside its stake. */
  readonly payStack: ChipStack;
  private readonly bg = new Graphics();
  private readonly nameText: Text;
  private readonly paysText: Text;
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private hover = false;
  private taking = false;
  private result: AreaResult = null;

  constructor(
    readonly area: BetArea,
    name: string,
    pays: string,
    atlas: ChipAtlas,
    denominations: readonly Minor[],
    format: (m: Minor) => string,
    private readonly invalidate: () => void,
  ) {
    super();
    this.nameText = uiText(name, { fontSize: 20, fontWeight: '800', letterSpacing: 2, fill: COLORS.cream });
    this.paysText = uiText(pays, { fontSize: 12, fontWeight: '600', letterSpacing: 1, fill: COLORS.cream });
    this.paysText.alpha = 0.75;
    this.stack = new ChipStack(atlas, denominations, format, 40);
    this.payStack = new ChipStack(atlas, denominations, format, 40);
    this.stack.eventMode = 'none';
    this.payStack.eventMode = 'none';
    this.addChild(this.bg, this.nameText, this.paysText, this.stack, this.payStack);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointerover', () => this.setHover(true));
    this.on('pointerout', () => this.setHover(false));
  }

  /** Where chips land (global centre of the stake stack's spot). */
  get stakeSpot(): Container {
    return this.stack;
  }

  layout(rect: Rect): void {
    this.rect = rect;
    this.position.set(rect.x, rect.y);
    const small = rect.height < 90;
    this.nameText.style.fontSize = Math.round(Math.min(small ? 15 : 20, rect.width / 6.5));
    this.paysText.style.fontSize = small ? 10 : 12;
    this.nameText.position.set((rect.width - this.nameText.width) / 2, small ? 5 : 10);
    this.paysText.position.set((rect.width - this.paysText.width) / 2, this.nameText.y + this.nameText.height + 1);
    const chip = Math.max(26, Math.min(40, rect.height * 0.38));
    const scale = chip / 40;
    const top = this.paysText.y + this.paysText.height;
    const cy = top + (rect.height - top) / 2 + 2;
    this.stack.scale.set(scale);
    this.payStack.scale.set(scale);
    // The stake's total goes under it; winnings sit to its right with their own total.
    this.stack.setLabelSide(small ? 'right' : 'below');
    this.payStack.setLabelSide('right');
    this.stack.position.set(rect.width * (small ? 0.3 : 0.4), small ? cy : cy - 8);
    this.payStack.position.set(rect.width * 0.66, small ? cy : cy - 8);
    this.hitArea = { contains: (x: number, y: number) => x >= 0 && y >= 0 && x <= rect.width && y <= rect.height };
    this.draw();
  }

  /** Whether it takes bets now (hover glows only then). */
  setTaking(on: boolean): void {
    if (on === this.taking) return;
    this.taking = on;
    this.cursor = on ? 'pointer' : 'default';
    this.draw();
  }

  setResult(result: AreaResult): void {
    if (result === this.result) return;
    this.result = result;
    this.draw();
  }

  private setHover(on: boolean): void {
    this.hover = on;
    this.draw();
  }

  private draw(): void {
    const { width: w, height: h } = this.rect;
    const colour = ROAD_COLOURS[this.area];
    const glow = this.result === 'win' || (this.taking && this.hover);
    const g = this.bg.clear();
    if (glow) {
      g.roundRect(-5, -5, w + 10, h + 10, 16).stroke({ color: COLORS.brassLight, width: 6, alpha: 0.18 });
    }
    g.roundRect(0, 0, w, h, 12)
      .fill({ color: colour, alpha: this.result === 'lose' ? 0.08 : 0.22 })
      .stroke({
        color: glow ? COLORS.brassLight : COLORS.cream,
        width: glow ? 2.5 : 1.5,
        alpha: glow ? 0.95 : 0.5,
      });
    g.roundRect(4, 4, w - 8, h - 8, 9).stroke({ color: COLORS.cream, width: 1, alpha: 0.15 });
    this.nameText.alpha = this.result === 'lose' ? 0.55 : 1;
    this.invalidate();
  }
}
