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
import { ROAD_COLOURS } from './road-colours';

export type AreaResult = 'win' | 'lose' | 'push' | null;

/**
 * The type the three areas share, so PLAYER, TIE and BANKER read alike: the largest name size
 * and payout size at which every area's words fit inside its outline; a payout too long for its
 * area even at the least size ("ΠΛΗΡΩΝΕΙ 0,95:1" on a small phone) shows its ratio alone.
 */
export interface AreaWords {
  name: number;
  pays: number;
  ratioOnly: boolean;
}

/** The words keep this far in from an area's edge (its inner line is 4 px in), px. */
const AREA_PAD = 8;
const MIN_NAME = 11;
const MIN_PAYS = 10;
/** The least chip scale on an area (a 26 px chip: its value still reads). */
const MIN_CHIP = 0.65;

export function areaWords(areas: readonly { view: BetAreaView; rect: Rect }[]): AreaWords {
  const small = areas.some(({ rect }) => rect.height < 90);
  const fitAll = (width: (view: BetAreaView) => number) =>
    areas.every(({ view, rect }) => width(view) <= rect.width - 2 * AREA_PAD);
  let name = small ? 15 : 20;
  while (name > MIN_NAME && !fitAll((v) => v.nameWidth(name))) name--;
  const start = small ? 10 : 12;
  for (let pays = start; pays >= MIN_PAYS; pays--)
    if (fitAll((v) => v.paysWidth(pays, false))) return { name, pays, ratioOnly: false };
  return { name, pays: start, ratioOnly: true };
}

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
    private readonly pays: { words: string; ratio: string },
    atlas: ChipAtlas,
    denominations: readonly Minor[],
    format: (m: Minor) => string,
    private readonly invalidate: () => void,
  ) {
    super();
    this.nameText = uiText(name, { fontSize: 20, fontWeight: '800', letterSpacing: 2, fill: COLORS.cream });
    this.paysText = uiText(pays.words, { fontSize: 12, fontWeight: '600', letterSpacing: 1, fill: COLORS.cream });
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

  /** The name's width at a type size (its spacing follows the size). */
  nameWidth(size: number): number {
    this.setNameSize(size);
    return this.nameText.width;
  }

  /** The payout's width at a type size, in words or as its ratio alone. */
  paysWidth(size: number, ratioOnly: boolean): number {
    this.setPays(size, ratioOnly);
    return this.paysText.width;
  }

  private setNameSize(size: number): void {
    this.nameText.style.fontSize = size;
    this.nameText.style.letterSpacing = size / 10;
  }

  private setPays(size: number, ratioOnly: boolean): void {
    this.paysText.style.fontSize = size;
    const text = ratioOnly ? this.pays.ratio : this.pays.words;
    if (this.paysText.text !== text) this.paysText.text = text;
  }

  /** Lays the area out in `rect` with the type the three areas share (`areaWords`). */
  layout(rect: Rect, words: AreaWords): void {
    this.rect = rect;
    this.position.set(rect.x, rect.y);
    const small = rect.height < 90;
    this.setNameSize(words.name);
    this.setPays(words.pays, words.ratioOnly);
    this.nameText.position.set((rect.width - this.nameText.width) / 2, small ? 5 : 10);
    this.paysText.position.set((rect.width - this.paysText.width) / 2, this.nameText.y + this.nameText.height + 1);
    // The stakes in the room under the payout, inside the inner line: the stake's total under it
    // (beside it on a low, wide area: a landscape phone's), winnings to its right with their own
    // total beside them. A 40 px chip with its 20 px total 4 px under it is 64 px high. The chips
    // shrink to the room, to 26 px at the least; a low area's chips then lie over its payout, as
    // on a real felt.
    const top = this.paysText.y + this.paysText.height + 2;
    const room = rect.height - 6 - top;
    const below = rect.width < 150 || room >= 64 * MIN_CHIP;
    const units = below ? 64 : 40;
    const scale = Math.max(MIN_CHIP, Math.min(Math.max(26, Math.min(40, rect.height * 0.38)) / 40, room / units));
    const cy = Math.min(top + Math.max(0, room - units * scale) / 2, rect.height - 6 - units * scale) + 20 * scale;
    this.stack.scale.set(scale);
    this.payStack.scale.set(scale);
    this.stack.setLabelSide(below ? 'below' : 'right');
    this.payStack.setLabelSide('right');
    // (a total beside its chips starts near the area's left edge: the most room for its figures)
    this.stack.position.set(below ? rect.width * 0.4 : Math.min(rect.width * 0.3, 10 + 20 * scale), cy);
    this.payStack.position.set(rect.width * 0.66, cy);
    this.hitArea = { contains: (x: number, y: number) => x >= 0 && y >= 0 && x <= rect.width && y <= rect.height };
    this.draw();
  }

  /** Where its name and payout are drawn (its own space) and their sizes: for the layout tests. */
  words(): { text: string; x: number; y: number; width: number; height: number; size: number }[] {
    return [this.nameText, this.paysText].map((t) => ({
      text: t.text,
      x: t.x,
      y: t.y,
      width: t.width,
      height: t.height,
      size: Number(t.style.fontSize),
    }));
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
