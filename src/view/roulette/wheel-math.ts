/**
 * The wheel's motion as pure arithmetic, computed from the result (never the other way round):
 * the wheel turns clockwise and slows; the ball runs the other way on the rim, slows, drops and
 * falls into the pocket the machine's spin chose at exactly the moment its angle meets that
 * pocket's, then turns with the wheel. Angles are radians clockwise from 12 o'clock, as Pixi's
 * rotation is (y points down).
 */
import { POCKETS } from '../../engine/roulette/wheel';

export const POCKET_ANGLE = (Math.PI * 2) / POCKETS;
/** The spin when the player's system asks for reduced motion (prefers-reduced-motion). */
export const CALM_SPIN_SECONDS = 1.5;
const TAU = Math.PI * 2;

/** `a` folded into [0, 2π). */
export const wrap = (a: number): number => ((a % TAU) + TAU) % TAU;

/** Pocket `i` (index in WHEEL_ORDER) at the centre of its slot, in the wheel's own frame. */
export const pocketAngle = (pocket: number): number => pocket * POCKET_ANGLE;

/** The pocket under a ball at world angle `ball` when the wheel is turned by `wheel`. */
export function restingPocket(wheel: number, ball: number): number {
  return ((Math.round(wrap(ball - wheel) / POCKET_ANGLE) % POCKETS) + POCKETS) % POCKETS;
}

export interface SpinPlan {
  pocket: number;
  /** Seconds, whole spin. */
  duration: number;
  /** When the ball falls into its pocket (seconds); it then turns with the wheel. */
  drop: number;
  wheelStart: number;
  /** How far the wheel turns over the whole spin (radians, clockwise). */
  wheelTurn: number;
  ballStart: number;
  /** How far the ball runs anticlockwise before it drops (radians). */
  ballRun: number;
}

export interface BallPosition {
  /** World angle. */
  angle: number;
  /** 1 on the rim track, 0 in the pocket ring (the view maps it to radii). */
  radius: number;
}

/** Eases out: fast at first, still at the end (velocity falls linearly to zero). */
const easeOutQuad = (u: number) => 1 - (1 - u) * (1 - u);
const easeOutCubic = (u: number) => 1 - (1 - u) ** 3;
const clamp01 = (u: number) => Math.max(0, Math.min(1, u));

/**
 * A spin that rests the ball in `pocket`: the wheel starts at `wheelStart` and the ball at
 * `ballStart` (where the last spin left them). `duration` is the whole spin; the ball drops in at
 * 78 % of it and rides the wheel for the rest. A `calm` spin (prefers-reduced-motion) runs the ball
 * less than a turn into its pocket and barely turns the wheel.
 */
export function planSpin(
  pocket: number,
  wheelStart: number,
  ballStart: number,
  duration: number,
  calm = false,
): SpinPlan {
  const drop = duration * 0.78;
  // The wheel turns a turn and a half per 7 s of spin, slowing to rest at the end; a calm spin
  // (the player asked their system for less motion) turns it a few pockets' worth.
  const wheelTurn = calm ? POCKET_ANGLE * 3 : TAU * 1.5 * Math.max(0.5, duration / 7);
  const wheelAtDrop = wheelStart + wheelTurn * easeOutQuad(drop / duration);
  const target = wheelAtDrop + pocketAngle(pocket);
  // Several turns anticlockwise, plus whatever lands the ball on the pocket at the drop.
  const turns = calm ? 0 : Math.max(2, Math.round(4 * (duration / 7)));
  const ballRun = wrap(ballStart - target) + TAU * turns;
  return { pocket, duration, drop, wheelStart, wheelTurn, ballStart, ballRun };
}

export function wheelAngleAt(plan: SpinPlan, t: number): number {
  return plan.wheelStart + plan.wheelTurn * easeOutQuad(clamp01(t / plan.duration));
}

export function ballAt(plan: SpinPlan, t: number): BallPosition {
  if (t >= plan.drop) {
    // In the pocket: turning with the wheel, with a small settling bounce that dies away.
    const since = t - plan.drop;
    const bounce = 0.12 * Math.exp(-since * 9) * Math.abs(Math.sin(since * 22));
    return { angle: wheelAngleAt(plan, t) + pocketAngle(plan.pocket), radius: bounce };
  }
  const u = clamp01(t / plan.drop);
  const angle = plan.ballStart - plan.ballRun * easeOutCubic(u);
  // On the rim until it has slowed, then spiralling in over the deflectors.
  const fall = clamp01((u - 0.55) / 0.45);
  const radius = 1 - fall * fall;
  return { angle, radius };
}
