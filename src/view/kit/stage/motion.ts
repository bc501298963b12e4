/**
 * Motion that ends on the clock, not on frames: a tween's promise resolves when its time is up
 * even if the device drew few frames meanwhile (GSAP, which follows the clock, shows the end
 * state on the next frame). A slow phone then plays rounds at the same pace as a fast one.
 *
 * The clock is the play clock (platform/play-clock.ts), which stops while the game is paused:
 * the table screen's `holdMotion` stops it and GSAP's global timeline with it, so a paused round
 * does not run on to its end on the wall clock; `releaseMotion` lets them go on from where they
 * stood. (The table screen does it, not the stage: the lobby's first download stays without GSAP.)
 */
import gsap from 'gsap';
import type { Card } from '../../../engine/shared/cards';
import { PlayClock } from '../../../platform/play-clock';
import type { CardSprite } from '../cards/cards';

/** The page's play clock: motion waits on it, and the table sessions' stage timers run on it. */
export const motionClock = new PlayClock();

/** Motion that ends on the play clock, and that a player's tap can cut short (the spin's climax). */
export interface Cuttable {
  /** Resolves when the motion is over: its time up, or cut. */
  readonly done: Promise<void>;
  /** Ends it now at its end state. */
  cut(): void;
}

/**
 * A GSAP tween of `target` that ends when its time on the play clock is up (it jumps to its end
 * state, so its target may be freed at once) or when cut; then GSAP lets it go, so nothing it
 * drives moves again afterwards.
 */
export function cuttableTween(target: object, vars: gsap.TweenVars): Cuttable {
  const seconds = Math.max(0, ((vars.duration as number | undefined) ?? 0) + ((vars.delay as number | undefined) ?? 0));
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
  motion = gsap.to(target, { ...vars, onComplete: () => finish(false) });
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

export const timer = (seconds: number): Promise<void> => cuttableWait(seconds).done;

export const tween = (target: object, vars: gsap.TweenVars): Promise<void> => cuttableTween(target, vars).done;

/** A card's flip, ended on the clock like the tweens. */
export const flip = (sprite: CardSprite, card: Card, seconds: number): Promise<void> =>
  Promise.race([sprite.flip(card, seconds), timer(seconds)]);

/**
 * Stops motion: the play clock, and GSAP's global timeline (every tween and timeline under way,
 * and any made during the pause, waits; on resume GSAP lines its time up with the ticker again, so
 * paused time does not count there either).
 */
export function holdMotion(): void {
  if (motionClock.paused) return;
  motionClock.pause();
  gsap.globalTimeline.pause();
}

/** Motion goes on from where the pause found it (what waited on the clock runs first). */
export function releaseMotion(): void {
  if (!motionClock.paused) return;
  gsap.globalTimeline.resume();
  motionClock.resume();
}
