/**
 * The other players' chips on the shared layout (SHARED.md: amounts per area, no names): on each
 * position a second stack, smaller and dimmer than the player's own and set back up and to the side
 * of the spot (the left, or the right by the layout's left edge), with its total in a pale-edged
 * tag on its outer side (the player's own stack carries its total on the right in a dark one), so
 * the two never read as one. The stacks lie under the player's own (board-view.ts `underStacks`),
 * the tags over them (`tags`), so a neighbour's chip never hides what the others staked. Chips
 * another player puts down land from the far side of the layout (LOOK.md: ~350 ms, ease out, speed
 * play shortens it); the stack shows them as they land.
 */
import { Container, Point } from 'pixi.js';
import type { Minor } from '../../../engine/shared/money';
import { COLORS } from '../../../look/theme';
import { ChipFlyer } from '../../kit/chips/chip-flyer';
import { type ChipAtlas, ChipStack } from '../../kit/chips/chips';
import { Pill } from '../../kit/text/pill';
import { type BoardGeometry, spotCentre } from '../board-geometry';

export interface OthersOptions {
  atlas: ChipAtlas;
  denominations: readonly Minor[];
  chipLabel: (m: Minor) => string;
  /** Where chips fly (over the table, under the HUD). */
  flightLayer: Container;
  speed: () => number;
  hold: (key: string) => void;
  release: (key: string) => void;
  /** A flight landed: the stacks can show it. */
  landed: () => void;
}

/** How the others' stacks look beside the player's own. */
const DIM = 0.7;
const SCALE = 0.74;
/** Set back from the spot, as a share of the own chip's size. */
const BACK = { x: -0.4, y: -0.34 } as const;
const TAG_H = 18;

interface Spot {
  stack: ChipStack;
  tag: Pill;
  /** The side it is set back to: -1 left, 1 right. */
  side: number;
}

/** Room a tag takes beside a stack (a total of a few figures). */
const TAG_ROOM = 44;

export class OthersChips extends Container {
  /** The totals' tags, for the board to lay over every stack. */
  readonly tags = new Container();
  private readonly byPosition = new Map<string, Spot>();
  private readonly flyer: ChipFlyer;
  private geometry: BoardGeometry | null = null;
  private totals: ReadonlyMap<string, Minor> = new Map();

  constructor(private readonly o: OthersOptions) {
    super();
    this.eventMode = 'none';
    this.tags.eventMode = 'none';
    this.alpha = DIM;
    this.flyer = new ChipFlyer({
      layer: o.flightLayer,
      atlas: o.atlas,
      denominations: o.denominations,
      format: o.chipLabel,
      speed: o.speed,
      hold: o.hold,
      release: o.release,
      key: 'rou.others',
      landed: o.landed,
    });
  }

  /** The layout's geometry changed: stacks made again at its size and placed. */
  layout(g: BoardGeometry): void {
    this.geometry = g;
    for (const name of [...this.byPosition.keys()]) this.remove(name);
    this.set(this.totals);
  }

  /** The others' chips per position (less what is still flying there). */
  set(totals: ReadonlyMap<string, Minor>): void {
    this.totals = totals;
    const g = this.geometry;
    if (!g) return;
    const shown = new Map<string, Minor>();
    for (const [name, amount] of totals) {
      const left = amount - this.flyer.airborne(name);
      if (left > 0) shown.set(name, left);
    }
    for (const name of [...this.byPosition.keys()]) if (!shown.has(name)) this.remove(name);
    for (const [name, amount] of shown) {
      const spot = this.byPosition.get(name) ?? this.make(g, name);
      if (!spot) continue;
      spot.stack.setAmount(amount);
      spot.tag.setText(this.o.chipLabel(amount));
      const r = spot.stack.size / 2;
      const x = spot.side < 0 ? spot.stack.x - r - 3 - spot.tag.width : spot.stack.x + r + 3;
      spot.tag.position.set(Math.round(x), Math.round(spot.stack.y - TAG_H / 2));
    }
  }

  /** What the others have on a position now (for the access layer). */
  amountOn(name: string): Minor {
    return this.totals.get(name) ?? 0;
  }

  /**
   * The others' chips are now `totals`, `grown` of them just put down: those fly in from `from`'s
   * height (global) to their positions, and the stacks show them on landing. Nothing flies to a
   * position out of view.
   */
  land(
    totals: ReadonlyMap<string, Minor>,
    grown: ReadonlyMap<string, Minor>,
    from: Point,
    inView: (global: Point) => boolean,
  ): void {
    const g = this.geometry;
    this.totals = totals;
    if (!g) return;
    for (const [name, amount] of grown) {
      const at = this.spot(g, name);
      if (!at) continue;
      const to = this.toGlobal(at);
      if (!inView(to)) continue;
      void this.flyer.fly(amount, new Point(to.x + (from.x - to.x) * 0.15, from.y), to, {
        spot: name,
        size: this.chipSize(g),
        endAlpha: DIM,
      });
    }
    this.set(this.totals);
  }

  /** Every flight counts as landed (the bets changed other than by chips put down). */
  reset(): void {
    this.flyer.forget();
  }

  private make(g: BoardGeometry, name: string): Spot | null {
    const at = this.spot(g, name);
    if (!at) return null;
    const side = this.side(g, name);
    const stack = new ChipStack(this.o.atlas, this.o.denominations, this.o.chipLabel, this.chipSize(g));
    stack.position.copyFrom(at);
    stack.setLabelSide('none');
    const tag = new Pill('', {
      fill: COLORS.night,
      fillAlpha: 0.78,
      text: COLORS.muted,
      stroke: COLORS.muted,
      fontSize: 11,
      height: TAG_H,
      paddingX: 6,
      figure: true,
    });
    this.addChild(stack);
    this.tags.addChild(tag);
    const spot = { stack, tag, side };
    this.byPosition.set(name, spot);
    return spot;
  }

  private remove(name: string): void {
    const spot = this.byPosition.get(name);
    if (!spot) return;
    // with their Graphics' own contexts: `children` alone leaves them (and their vertices) in the renderer
    spot.stack.destroy({ children: true, context: true });
    spot.tag.destroy({ children: true, context: true });
    this.byPosition.delete(name);
  }

  private chipSize(g: BoardGeometry): number {
    return Math.round(Math.min(38, Math.min(g.along, g.across) * 0.42) * SCALE);
  }

  /** Left of the spot, unless the layout's left edge leaves no room for the stack and its tag there. */
  private side(g: BoardGeometry, name: string): number {
    const c = spotCentre(g, name);
    const own = this.chipSize(g) / SCALE;
    return c && c.x - own * (Math.abs(BACK.x) + SCALE / 2) - TAG_ROOM < 0 ? 1 : -1;
  }

  private spot(g: BoardGeometry, name: string): Point | null {
    const c = spotCentre(g, name);
    if (!c) return null;
    const own = this.chipSize(g) / SCALE;
    const side = this.side(g, name);
    return new Point(Math.round(c.x + side * Math.abs(BACK.x) * own), Math.round(c.y + BACK.y * own));
  }
}
