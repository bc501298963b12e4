/**
 * Motion that ends on the clock, not on frames: a tween's promise resolves when its time is up
 * even if the device drew few frames meanwhile (GSAP, which follows the clock, shows the end
 * state on the next frame). A slow phone then plays rounds at the same pace as a fast one.
 */
import gsap from 'gsap';
import type { Card } from '../../engine/shared/cards';
import type { CardSprite } from './cards';

export const timer = (seconds: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, seconds * 1000)));

export const tween = (target: object, vars: gsap.TweenVars): Promise<void> =>
  new Promise<void>((resolve) => {
    const seconds = ((vars.duration as number) ?? 0) + ((vars.delay as number) ?? 0);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(clock);
      resolve();
    };
    const motion = gsap.to(target, { ...vars, onComplete: finish });
    // Time is up: the tween jumps to its end (so its target may be freed at once) and resolves.
    const clock = setTimeout(() => {
      if (!done) motion.progress(1);
      finish();
    }, seconds * 1000);
  });

/** A card's flip, ended on the clock like the tweens. */
export const flip = (sprite: CardSprite, card: Card, seconds: number): Promise<void> =>
  Promise.race([sprite.flip(card, seconds), timer(seconds)]);
