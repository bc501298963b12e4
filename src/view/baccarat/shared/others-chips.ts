/**
 * Everyone else's chips on the shared baccarat areas (SHARED.md: other players' chips landing,
 * amounts per area, no names): a smaller stack at each area's edge with its total on a tab over
 * the area's border, marked with a people glyph, so the player's own stack (the area's own, in
 * its middle) never reads as theirs. New chips fly in from the table's far side, withdrawn ones fly
 * back; at the settlement the lost ones go to the dealer and the won ones back to their players.
 */
import { Container, Graphics, Point } from 'pixi.js';
import { type BaccaratRules, BET_AREAS, type BetArea, type Bets, NO_BETS } from '../../../engine/baccarat/rules';
import { settleArea } from '../../../engine/baccarat/settle';
import type { Winner } from '../../../engine/baccarat/tableau';
import type { Minor } from '../../../engine/shared/money';
import { expose } from '../../../look/inspector';
import { COLORS } from '../../../look/theme';
import { ChipFlyer } from '../../kit/chips/chip-flyer';
import { type ChipAtlas, ChipStack } from '../../kit/chips/chips';
import type { TableKit } from '../../kit/table/table-kit';
import { Pill } from '../../kit/text/pill';
import type { BetAreaView } from '../bet-area';
import type { Rect } from '../layout';
import type { TableScene } from '../table-scene';

/** What everyone else's chips need of the table's kit. */
export type OthersKit = Pick<TableKit, 't' | 'money' | 'chipLabel' | 'hold' | 'release' | 'invalidate'>;

interface OthersOptions {
  atlas: ChipAtlas;
  denominations: readonly Minor[];
  chipLabel: (m: Minor) => string;
}

/** From this width (CSS px) an area has room for everyone else's stack beside the player's own. */
const WIDE = 200;

/** The people glyph on the tab: two heads and shoulders. */
function people(g: Graphics, colour: number): Graphics {
  g.circle(-3.5, -2.5, 2.6).circle(3.5, -3, 2.9).fill({ color: colour });
  g.roundRect(-8, 1, 8, 5.5, 2.5).roundRect(-0.5, 0.5, 8.5, 6, 2.8).fill({ color: colour });
  return g;
}

/** One area's share of everyone else: the stack and its tab. */
class OthersSpot extends Container {
  readonly stack: ChipStack;
  readonly tab = new Container();
  private readonly pill: Pill;
  private wide = false;
  private chip = 20;

  constructor(o: OthersOptions) {
    super();
    this.stack = new ChipStack(o.atlas, o.denominations, o.chipLabel, 40);
    this.stack.setLabelSide('none');
    this.stack.alpha = 0.92;
    this.pill = new Pill('', {
      fill: COLORS.night,
      fillAlpha: 0.78,
      stroke: COLORS.cream,
      text: COLORS.cream,
      fontSize: 12,
      height: 18,
      paddingX: 6,
      figure: true,
    });
    this.pill.x = 16;
    const badge = new Graphics()
      .circle(9, 9, 9)
      .fill({ color: COLORS.night, alpha: 0.78 })
      .stroke({ color: COLORS.cream, width: 1, alpha: 0.8 });
    const glyph = people(new Graphics(), COLORS.cream);
    glyph.position.set(9, 8.5);
    this.tab.addChild(this.pill, badge, glyph);
    this.tab.visible = false;
    this.addChild(this.stack, this.tab);
    this.eventMode = 'none';
  }

  show(amount: Minor, text: string): void {
    this.stack.setAmount(amount);
    this.tab.visible = amount > 0;
    if (amount > 0) this.pill.setText(text);
  }

  /**
   * A wide area (desktop): the stack in the area's right part, level with the player's own, its
   * tab under it. A narrow one (a phone): the stack in the bottom right corner, its tab over the
   * area's top border at the right, where nothing else is printed.
   */
  layout(rect: Rect, ownY: number): void {
    const wide = rect.width >= WIDE;
    const chip = wide ? Math.max(24, Math.min(32, rect.height * 0.24)) : Math.max(18, Math.min(26, rect.height * 0.24));
    this.stack.scale.set(chip / 40);
    if (wide) this.stack.position.set(rect.width * 0.86, ownY);
    else this.stack.position.set(rect.width - chip / 2 - 8, rect.height - chip / 2 - 10);
    this.wide = wide;
    this.chip = chip;
    this.placeTab(rect);
  }

  placeTab(rect: Rect): void {
    const w = this.tab.width;
    if (this.wide)
      this.tab.position.set(Math.min(rect.width - 8 - w, this.stack.x - w / 2), this.stack.y + this.chip / 2 + 6);
    else this.tab.position.set(rect.width - 8 - w, -9);
  }
}

export class OthersChips {
  private readonly spots = new Map<BetArea, OthersSpot>();
  private readonly rects = new Map<BetArea, Rect>();
  private readonly flyer: ChipFlyer;
  private readonly areas: ReadonlyMap<BetArea, BetAreaView>;
  private amounts: Bets = NO_BETS;

  constructor(
    private readonly kit: OthersKit,
    private readonly scene: Pick<TableScene, 'chips' | 'flightLayer' | 'areas' | 'layout' | 'root'>,
    denominations: readonly Minor[],
    speed: () => number,
  ) {
    this.areas = scene.areas;
    const { t, chipLabel } = kit;
    this.flyer = new ChipFlyer({
      ...{ atlas: scene.chips, denominations, format: chipLabel, speed, hold: kit.hold, release: kit.release },
      layer: scene.flightLayer,
      key: 'bac.others',
      landed: () => this.draw(),
    });
    for (const [area, view] of scene.areas) {
      const spot = new OthersSpot({ atlas: scene.chips, denominations, chipLabel });
      this.spots.set(area, spot);
      view.addChild(spot);
      const said = () => t('shared.bac.others', { area: t(`bac.${area}`), amount: kit.money(this.amounts[area]) });
      expose(`bac.others.${area}`, spot.tab, said, undefined, { role: 'text' });
    }
  }

  /** Where everyone else's chips come from and go back to: the table's side beyond the area. */
  farSide(area: BetArea): Point {
    const l = this.scene.layout;
    const rect = l?.areas[area];
    if (!l || !rect) return new Point();
    const x = area === 'banker' ? l.felt.width + 30 : -30;
    return this.scene.root.toGlobal(new Point(x, rect.y + rect.height / 2));
  }

  /** Everyone else's chips as they show (landed or not). */
  get shown(): Bets {
    return this.amounts;
  }

  /**
   * After the areas' own layout. A narrow area (a phone) also moves the player's stake left and
   * its winnings right, both totals under them, so neither runs off the area beside this stack.
   */
  layout(rects: Record<BetArea, Rect>): void {
    for (const [area, spot] of this.spots) {
      const rect = rects[area];
      const view = this.areas.get(area);
      if (!view) continue;
      this.rects.set(area, rect);
      if (rect.width < WIDE) {
        view.stack.x = rect.width * 0.28;
        view.stack.setLabelSide('below');
        view.payStack.position.set(rect.width * 0.74, view.stack.y);
        view.payStack.setLabelSide('below');
      }
      spot.layout(rect, view.stack.y);
    }
    this.draw();
  }

  /**
   * Everyone else's chips now: more fly in from the table's side beyond the area, fewer fly back to
   * it; `animate` false sets them at once (a table drawn as it stands).
   */
  set(others: Bets, animate: boolean): void {
    const before = this.amounts;
    // Nothing moved: the chips in the air land as they are.
    if (BET_AREAS.every((a) => others[a] === before[a])) return;
    this.amounts = others;
    if (!animate) this.flyer.forget();
    for (const area of BET_AREAS) {
      const change = others[area] - before[area];
      const spot = this.spots.get(area);
      if (!animate || change === 0 || !spot) continue;
      const far = this.farSide(area);
      if (change > 0) void this.flyer.fly(change, far, this.spotOf(spot), { spot: area, size: 26 });
      else void this.flyer.fly(-change, this.spotOf(spot), far, { size: 26, endAlpha: 0 });
    }
    this.draw();
  }

  /**
   * The coup is in: lost chips go to the dealer, won chips are paid beside them and go back to
   * their players. Resolves when they are gone.
   */
  async settle(winner: Winner, rules: BaccaratRules, dealer: Point): Promise<void> {
    const moves: Promise<void>[] = [];
    for (const area of BET_AREAS) {
      const spot = this.spots.get(area);
      const bet = this.amounts[area];
      if (!spot || bet <= 0) continue;
      const result = settleArea(area, bet, winner, rules);
      const at = this.spotOf(spot);
      if (result.result === 'lose') moves.push(this.flyer.fly(bet, at, dealer, { size: 26, endAlpha: 0 }));
      else {
        moves.push(this.flyer.fly(result.returned, at, this.farSide(area), { size: 26, endAlpha: 0, seconds: 0.6 }));
      }
    }
    this.flyer.forget();
    this.amounts = NO_BETS;
    this.draw();
    await Promise.all(moves);
  }

  private spotOf(spot: OthersSpot): Point {
    return spot.stack.getGlobalPosition(new Point());
  }

  private draw(): void {
    for (const [area, spot] of this.spots) {
      const amount = Math.max(0, this.amounts[area] - this.flyer.airborne(area));
      spot.show(amount, this.kit.money(this.amounts[area]));
      const rect = this.rects.get(area);
      if (rect) spot.placeTab(rect);
    }
    this.kit.invalidate();
  }
}
