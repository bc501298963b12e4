/**
 * The shared table's spin, shown as the solo table shows its own (spin-stage.ts): at the table's
 * `play` the wheel comes up, the ball lands on the table's number, the number is announced over the
 * wheel, the wheel goes back with the winning chips left on the layout, and the player's win flies
 * to the balance. Only these motions follow speed play (and reduced motion cuts them short, as a
 * tap or Space, Enter or Escape does); the table's clock never waits for them, so once the table has
 * opened its next window the number stays on show less long.
 */
import { Point } from 'pixi.js';
import { pocketOf } from '../../../engine/roulette/wheel';
import type { Minor } from '../../../engine/shared/money';
import { timer } from '../../kit/stage/motion';
import { tableKey } from '../../kit/table/table-keys';
import type { TableKit } from '../../kit/table/table-kit';
import { numberBox } from '../board-geometry';
import type { RouletteFlights } from '../chip-flights';
import type { RouletteLayout } from '../layout';
import { SpinStage } from '../spin-stage';
import { CALM_SPIN_SECONDS } from '../wheel-math';
import type { SharedRouletteScene } from './shared-scene';

/** Seconds of a spin at normal speed, as at the solo table (LOOK.md: 6–8 s). */
const SPIN_SECONDS = 7;
/** The keys that skip the spin's climax to its result (besides a tap on the table). */
const SKIP_KEYS = new Set([' ', 'enter', 'escape']);

export interface SpinDeps {
  scene: SharedRouletteScene;
  kit: TableKit;
  flights: RouletteFlights;
  /** The table is already past the spin shown (its next window is open). */
  movedOn: () => boolean;
}

export class SharedSpin {
  readonly stage: SpinStage;

  constructor(private readonly d: SpinDeps) {
    const { scene, kit } = d;
    this.stage = new SpinStage(scene.wheel, kit);
    // The climax's wheel, dim and number go over the table and its controls, under the chips' flights.
    scene.root.addChildAt(this.stage.layer, scene.root.getChildIndex(scene.flightLayer));
  }

  /** The wheel is up (nothing else takes a tap). */
  get active(): boolean {
    return this.stage.active;
  }

  layout(l: RouletteLayout): void {
    this.stage.layout(l);
  }

  /** A key while the wheel is up: Space, Enter and Escape skip; true when the key was the spin's. */
  key(e: KeyboardEvent): boolean {
    if (!this.stage.active || !SKIP_KEYS.has(tableKey(e) ?? '')) return false;
    if (this.stage.skip()) e.preventDefault();
    return true;
  }

  /**
   * The ball lands on `n`; `landed` then draws the result on the layout and says what the
   * player's bets returned (null: the player had none in this spin).
   */
  async play(n: number, landed: () => Minor | null): Promise<void> {
    const { scene, kit, flights } = this.d;
    scene.board.light(null);
    scene.track.light(null);
    scene.ring.show(null, 0);
    scene.setWheelUp(true);
    kit.hold('rou.wheel');
    kit.loop('wheelSpin', true);
    try {
      const seconds = kit.calm() ? CALM_SPIN_SECONDS : SPIN_SECONDS * kit.speed();
      await this.stage.play(pocketOf(n), n, seconds);
    } finally {
      kit.loop('wheelSpin', false);
      kit.release('rou.wheel');
    }
    kit.sound('ballDrop');
    const won = landed();
    await this.stage.announce();
    if (won !== null) scene.hud.setWin(won, true);
    if (won) kit.sound('win');
    // The number stays on show, less long once the table has opened its next window.
    await this.stage.linger((this.d.movedOn() ? 0.6 : 1.4) * kit.speed());
    await this.stage.leave();
    scene.setWheelUp(false);
    if (scene.layout?.mode === 'compact') {
      // The layout comes back with the winning number in view.
      scene.setTab('board');
      const g = scene.board.layoutGeometry;
      if (g) {
        const b = numberBox(g, n);
        scene.boardPan.centreOn(b.x + b.width / 2, b.y + b.height / 2);
      }
    }
    kit.invalidate();
    if (won) {
      kit.sound('chipsPaid');
      const to = scene.hud.toGlobal(new Point(Math.min(120, scene.hud.width / 4), 30));
      const b = scene.board.getBounds();
      await flights.fly(won, new Point(b.x + b.width / 2, b.y + b.height / 2), to, true, 40, 0.45);
    }
    // The winning chips stay a moment on the layout (less long once the next window is open).
    await timer((won ? 1.2 : 0.8) * (this.d.movedOn() ? 0.6 : 1) * kit.speed());
  }

  destroy(): void {
    this.stage.destroy();
  }
}
