/**
 * The shared roulette table's scene: the solo table's own (table-scene.ts: felt, wheel, layout,
 * racetrack, statistics, controls, HUD), with what a table of several players adds — the betting
 * window's countdown ring (placed by clock-spot.ts, room made for it) and the other players' chips
 * under the player's own on the layout (others-chips.ts).
 */
import type { Minor } from '../../../engine/shared/money';
import { CountdownRing } from '../../kit/table/countdown-ring';
import { type SceneOptions, TableScene } from '../table-scene';
import { withClock } from './clock-spot';
import { OthersChips } from './others-chips';

export interface SharedSceneOptions extends SceneOptions {
  speed: () => number;
  hold: (key: string) => void;
  release: (key: string) => void;
  /** Chips of other players landed: the layout shows them. */
  landed: () => void;
}

export class SharedRouletteScene extends TableScene {
  readonly ring = new CountdownRing(24);
  readonly others: OthersChips;

  constructor(o: SharedSceneOptions) {
    super(o);
    this.others = new OthersChips({
      atlas: this.chips,
      denominations: o.table.chips,
      chipLabel: o.chipLabel,
      flightLayer: this.flightLayer,
      speed: o.speed,
      hold: o.hold,
      release: o.release,
      landed: o.landed,
    });
    this.board.underStacks(this.others);
    this.board.addChild(this.others.tags);
    // Over the wheel's hub and the rows, under the message and the spin's stage.
    this.root.addChildAt(this.ring, this.root.getChildIndex(this.message));
  }

  override resize(w: number, h: number): void {
    super.resize(w, h);
    if (!this.layout) return;
    const { layout, clock } = withClock(this.layout);
    this.layout = layout;
    this.recent.layout(layout.recent);
    this.message.style.wordWrapWidth = layout.message.width - 8;
    this.placeMessage();
    this.ring.setRadius(clock.radius);
    this.ring.position.set(clock.x, clock.y);
    this.others.layout(layout.boardGeometry);
  }

  /** The message line's words now. */
  get messageText(): string {
    return this.message.text;
  }

  /** The other players' chips per position. */
  setOthers(totals: ReadonlyMap<string, Minor>): void {
    this.others.set(totals);
  }
}
