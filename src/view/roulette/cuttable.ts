/**
 * Motion a player can cut short: the spin's climax is the one stretch of a round a tap or a key
 * skips. Like kit/motion.ts, each ends on the play clock, not on frames (a slow device keeps the
 * pace, a pause stops it); unlike it, `cut()` brings it to its end state now and resolves its
 * promise at once, then lets the GSAP tween go, so nothing it drives moves again afterwards.
 */
import gsap from 'gsap';
import { motionClock } from '../kit/motion';

export interface Cuttable {
  /** Resolves when the motion is over: its time up, or cut. */
  readonly done: Promise<void>;
  /** Ends it now at its end state. */
  cut(): void;
}

/** A GSAP tween of `target` that ends on the play clock or when cut. */
export function cuttableTween(target: object, vars: gsap.TweenVars): Cuttable {
  const seconds = Math.max(0, (vars.duration as number | undefined) ?? 0);
  let over = false;
  let clock: number | null = null;
  let motion: gsap.core.Tween | null = null;
  let resolve: () => void = () => undefined;
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  const finish = (jump: boolean) => {
    if (over) return;
    over = true;
    if (clock !== null) motionClock.clearTimeout(clock);
    // The end state is shown (its onUpdate runs once more), then GSAP forgets the tween.
    if (jump) motion?.progress(1);
    motion?.kill();
    resolve();
  };
  motion = gsap.to(target, { ...vars, duration: seconds, onComplete: () => finish(false) });
  if (!over) clock = motionClock.setTimeout(() => finish(true), seconds * 1000);
  return { done, cut: () => finish(true) };
}

/** A wait on the play clock that `cut()` ends now. */
export function cuttableWait(seconds: number): Cuttable {
  let resolve: () => void = () => undefined;
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  const id = motionClock.setTimeout(() => resolve(), Math.max(0, seconds) * 1000);
  return {
    done,
    cut: () => {
      motionClock.clearTimeout(id);
      resolve();
    },
  };
}
