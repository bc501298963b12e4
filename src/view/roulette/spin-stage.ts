/**
 * The spin as the round's climax: as the ball is launched the wheel leaves its place for the
 * middle of the table and grows to fill it (the table behind it dimmed), the ball runs and drops
 * there, the winning number is announced large over the wheel's centre, then the wheel goes back
 * and the layout is settled. A tap anywhere on the table or Space, Enter or Escape skips to the
 * result: the ball at rest in its pocket, the number shown; a second one skips the pause on it.
 * Skipping only ends the motion sooner — the promises the screen awaits resolve at once, so the
 * machine hears `anim.done` as it always does, earlier. Speed play shortens every part; reduced
 * motion has no travel at all: the wheel is cut to the centre and back in a short fade.
 *
 * Everything here is made once and reused each round (the dim, the announcement); motion is GSAP
 * on plain numbers whose updates place the wheel, and the render loop is held only while
 * something moves, so the table draws nothing while the number is on show or once it is back.
 */
import { Container, Graphics } from 'pixi.js';
import { expose } from '../../look/inspector';
import { type Cuttable, cuttableTween, cuttableWait } from '../kit/stage/motion';
import type { Rect } from '../kit/table/geometry';
import type { RouletteLayout } from './layout';
import type { WheelView } from './wheel-view';
import { WinningNumber } from './winning-number';

/**
 * Seconds at normal speed (LOOK.md's scale: a chip flies 350 ms): the wheel's travel to the centre,
 * the number's arrival, the way back; `fade` is the cut's fade for players who asked for less motion.
 */
export const STAGE_SECONDS = { enter: 0.6, announce: 0.3, leave: 0.5, fade: 0.25 } as const;

export interface StageTimes {
  enter: number;
  announce: number;
  leave: number;
  /** The wheel travels (false: cut, with a fade). */
  travels: boolean;
}

/** The climax's timings at a time scale (`speed`: 1, or about a third in speed play). */
export function stageTimes(speed: number, calm: boolean): StageTimes {
  if (calm) {
    const fade = STAGE_SECONDS.fade * speed;
    return { enter: fade, announce: fade, leave: fade, travels: false };
  }
  const { enter, announce, leave } = STAGE_SECONDS;
  return { enter: enter * speed, announce: announce * speed, leave: leave * speed, travels: true };
}

/** How dark the table goes behind the wheel. */
const DIM_ALPHA = 0.7;
/** The number's disc, as a share of the wheel's radius: inside the pocket ring (0.52), so the ball stays in view. */
const BADGE = 0.44;
const HOLD = 'rou.stage';

export interface StageKit {
  speed(): number;
  calm(): boolean;
  hold(key: string): void;
  release(key: string): void;
  invalidate(): void;
}

export type StagePhase = 'idle' | 'spinning' | 'announced' | 'leaving';

const lerp = (a: number, b: number, u: number) => a + (b - a) * u;
const clamp01 = (u: number) => Math.max(0, Math.min(1, u));
const NO_RECT: Rect = { x: 0, y: 0, width: 0, height: 0 };

export class SpinStage {
  /** Over the table and its controls, under the HUD and the chips' flights. */
  readonly layer = new Container();
  readonly announcement = new WinningNumber();
  private readonly dim = new Graphics();
  private stagePhase: StagePhase = 'idle';
  /** 0: the wheel in its place; 1: at the climax. */
  private readonly travel = { u: 0 };
  /** The layer's opacity (the fade of a cut). */
  private readonly fade = { a: 1 };
  /** The announcement's arrival, 0 → 1. */
  private readonly pop = { p: 0 };
  private rest: Rect = NO_RECT;
  private climax: Rect = NO_RECT;
  /** Where the wheel lives between climaxes (the scene's wheel layer). */
  private home: Container | null = null;
  private motion: Cuttable | null = null;
  private skipped = false;
  private times: StageTimes = stageTimes(1, false);

  constructor(
    private readonly wheel: WheelView,
    private readonly kit: StageKit,
  ) {
    // The dim takes every tap on the table while the wheel is up: a tap skips.
    this.dim.eventMode = 'static';
    this.dim.cursor = 'pointer';
    this.dim.on('pointertap', () => this.skip());
    this.layer.addChild(this.dim, this.announcement);
    this.layer.visible = false;
    // Its own render group: the wheel coming in and the number showing rebuild this layer's draw
    // list only, not the whole table's.
    this.layer.isRenderGroup = true;
    // For tests and integrators (no keyboard role: Space, Enter and Escape already skip).
    expose('rou.stage', this.layer, () => JSON.stringify(this.state()), undefined, { role: 'none' });
  }

  get phase(): StagePhase {
    return this.stagePhase;
  }

  get active(): boolean {
    return this.stagePhase !== 'idle';
  }

  /** Where the wheel rests and where it goes at the climax, and how the dim and number are drawn. */
  layout(l: RouletteLayout): void {
    this.rest = l.wheel ?? l.spin;
    this.climax = l.climax;
    this.dim.clear().rect(0, 0, l.width, l.hud.y).fill(0x000000);
    const c = this.climax;
    this.announcement.layout(c.x + c.width / 2, c.y + c.height / 2, (c.width / 2) * BADGE);
    if (this.active) this.apply();
  }

  /**
   * The wheel comes to the centre and spins to `pocket` over `seconds`, the number `n` prepared;
   * resolves when the ball rests there (at once when skipped).
   */
  async play(pocket: number, n: number, seconds: number): Promise<void> {
    const calm = this.kit.calm();
    this.times = stageTimes(this.kit.speed(), calm);
    this.skipped = false;
    this.announcement.set(n);
    this.announcement.visible = false;
    this.home = this.wheel.parent;
    this.layer.addChildAt(this.wheel, 1);
    this.layer.visible = true;
    this.stagePhase = 'spinning';
    this.travel.u = this.times.travels ? 0 : 1;
    this.fade.a = this.times.travels ? 1 : 0;
    this.apply();
    this.kit.hold(HOLD);
    try {
      const { travels, enter: travel } = this.times;
      const onUpdate = () => this.apply();
      const enter = this.run(
        travels
          ? cuttableTween(this.travel, { u: 1, duration: travel, ease: 'power2.out', onUpdate })
          : cuttableTween(this.fade, { a: 1, duration: travel, ease: 'power1.out', onUpdate }),
      );
      await Promise.all([enter, this.wheel.spin(pocket, seconds, () => undefined, calm)]);
    } finally {
      this.kit.release(HOLD);
    }
  }

  /** The number shows over the wheel (at once after a skip). */
  async announce(): Promise<void> {
    if (this.stagePhase !== 'spinning') return;
    this.announcement.visible = true;
    this.pop.p = 0;
    this.apply();
    this.kit.hold(HOLD);
    try {
      const seconds = this.skipped ? 0 : this.times.announce;
      await this.run(
        cuttableTween(this.pop, { p: 1, duration: seconds, ease: 'power2.out', onUpdate: () => this.apply() }),
      );
    } finally {
      this.kit.release(HOLD);
      this.stagePhase = 'announced';
      this.kit.invalidate();
    }
  }

  /** The number stays on show `seconds` (nothing moves, nothing is drawn); a skip ends it. */
  async linger(seconds: number): Promise<void> {
    await this.run(cuttableWait(seconds));
  }

  /** The wheel goes back to its place and the table comes up again; resolves once it is there. */
  async leave(): Promise<void> {
    if (!this.active) return;
    this.stagePhase = 'leaving';
    this.kit.hold(HOLD);
    try {
      const { travels, leave } = this.times;
      const motion = travels
        ? cuttableTween(this.travel, { u: 0, duration: leave, ease: 'power2.inOut', onUpdate: () => this.apply() })
        : cuttableTween(this.fade, { a: 0, duration: leave, ease: 'power1.out', onUpdate: () => this.apply() });
      await this.run(motion);
    } finally {
      this.kit.release(HOLD);
      this.reset();
    }
  }

  /** Skips what is under way: the ball to its pocket, the number's arrival, its pause, the way back. */
  skip(): boolean {
    if (!this.active) return false;
    if (this.stagePhase === 'spinning') {
      this.skipped = true;
      this.wheel.finish();
    }
    this.motion?.cut();
    return true;
  }

  /** The wheel back in its place at once, the stage hidden (the way back's end, or a round that went). */
  reset(): void {
    if (this.stagePhase === 'idle' && this.wheel.parent !== this.layer) return;
    this.stagePhase = 'idle';
    this.motion?.cut();
    this.motion = null;
    this.travel.u = 0;
    this.fade.a = 1;
    this.pop.p = 0;
    this.announcement.visible = false;
    if (!this.layer.destroyed) {
      this.apply();
      if (this.home && !this.home.destroyed) this.home.addChild(this.wheel);
      this.layer.visible = false;
      this.layer.alpha = 1;
    }
    this.kit.invalidate();
  }

  destroy(): void {
    this.motion?.cut();
    this.dim.removeAllListeners();
  }

  /** What the stage shows now: for tests and the inspector. */
  state(): { phase: StagePhase; number: number | null; wheel: Rect; climax: Rect; rest: Rect } {
    const d = this.wheel.diameter;
    const { x, y } = this.wheel.position;
    return {
      phase: this.stagePhase,
      number: this.announcement.number,
      wheel: { x: x - d / 2, y: y - d / 2, width: d, height: d },
      climax: this.climax,
      rest: this.rest,
    };
  }

  /** Runs `motion` as the one a skip cuts; resolves when it is over. */
  private run(motion: Cuttable): Promise<void> {
    this.motion = motion;
    return motion.done;
  }

  /** Places the wheel, the dim and the number for the motion's values now. */
  private apply(): void {
    if (this.layer.destroyed || this.wheel.destroyed) return;
    const u = this.travel.u;
    const r = this.rest;
    const c = this.climax;
    this.wheel.setDiameter(lerp(r.width, c.width, u));
    this.wheel.position.set(
      lerp(r.x + r.width / 2, c.x + c.width / 2, u),
      lerp(r.y + r.height / 2, c.y + c.height / 2, u),
    );
    this.dim.alpha = DIM_ALPHA * (this.times.travels ? u : 1);
    this.layer.alpha = this.fade.a;
    // The number arrives (growing, or only fading in when motion is reduced) and leaves in the
    // first half of the way back.
    const p = this.pop.p;
    const leaving = this.stagePhase === 'leaving' && this.times.travels ? clamp01(u * 2 - 1) : 1;
    this.announcement.alpha = p * leaving;
    this.announcement.scale.set(this.times.travels ? 0.7 + 0.3 * p : 1);
  }
}
