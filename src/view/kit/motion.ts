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
import type { Card } from '../../engine/shared/cards';
import { PlayClock } from '../../platform/play-clock';
import type { CardSprite } from './cards';

/** The page's play clock: motion waits on it, and the table sessions' stage timers run on it. */
export const motionClock = new PlayClock();

export const timer = (seconds: number): Promise<void> =>
  new Promise((resolve) => motionClock.setTimeout(resolve, Math.max(0, seconds * 1000)));

export const tween = (target: object, vars: gsap.TweenVars): Promise<void> =>
  new Promise<void>((resolve) => {
    const seconds = ((vars.duration as number) ?? 0) + ((vars.delay as number) ?? 0);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      motionClock.clearTimeout(clock);
      resolve();
    };
    const motion = gsap.to(target, { ...vars, onComplete: finish });
    // Time is up: the tween jumps to its end (so its target may be freed at once) and resolves.
    const clock = motionClock.setTimeout(() => {
      if (!done) motion.progress(1);
      finish();
    }, seconds * 1000);
  });

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
