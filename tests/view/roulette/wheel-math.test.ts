import { describe, expect, it } from 'vitest';
import { POCKETS, WHEEL_ORDER } from '../../../src/engine/roulette/wheel';
import {
  ballAt,
  CALM_SPIN_SECONDS,
  POCKET_ANGLE,
  planSpin,
  pocketAngle,
  restingPocket,
  wheelAngleAt,
  wrap,
} from '../../../src/view/roulette/wheel-math';

describe('roulette wheel motion', () => {
  it('a ball over a pocket centre reads as that pocket, for any wheel angle', () => {
    for (let p = 0; p < POCKETS; p++) {
      for (const w of [0, 1, -2.5, 40]) {
        expect(restingPocket(w, w + pocketAngle(p))).toBe(p);
        // anywhere inside the slot still reads as the same pocket
        expect(restingPocket(w, w + pocketAngle(p) + POCKET_ANGLE * 0.45)).toBe(p);
      }
    }
  });

  it.each([7, 7 / 3])('the ball comes to rest in exactly the pocket of the result (%s s spin)', (duration) => {
    for (let p = 0; p < POCKETS; p++) {
      for (const [w0, b0] of [
        [0, 0],
        [1.3, 5.9],
        [-20, 33],
      ] as const) {
        const plan = planSpin(p, w0, b0, duration);
        const end = ballAt(plan, duration);
        expect(end.radius).toBeLessThan(0.01);
        expect(restingPocket(wheelAngleAt(plan, duration), end.angle), `pocket ${p} (${WHEEL_ORDER[p]})`).toBe(p);
        // it already sits there when it drops in, and stays there while the wheel slows
        for (const t of [plan.drop, (plan.drop + duration) / 2]) {
          expect(restingPocket(wheelAngleAt(plan, t), ballAt(plan, t).angle)).toBe(p);
        }
      }
    }
  });

  it('moves continuously: the wheel clockwise and slowing, the ball anticlockwise on the rim, then falling in', () => {
    const plan = planSpin(12, 0.4, 2, 7);
    let lastW = wheelAngleAt(plan, 0);
    let lastStep = Number.POSITIVE_INFINITY;
    let lastBall = ballAt(plan, 0).angle;
    for (let t = 0.05; t <= 7; t += 0.05) {
      const w = wheelAngleAt(plan, t);
      expect(w).toBeGreaterThanOrEqual(lastW);
      expect(w - lastW).toBeLessThanOrEqual(lastStep + 1e-9);
      lastStep = w - lastW;
      lastW = w;
      const b = ballAt(plan, t);
      if (t < plan.drop) expect(b.angle).toBeLessThanOrEqual(lastBall + 1e-9);
      // no jump anywhere: at most a few degrees a frame of 50 ms
      expect(Math.abs(wrap(b.angle - lastBall + Math.PI) - Math.PI)).toBeLessThan(0.9);
      lastBall = b.angle;
    }
    expect(ballAt(plan, 0).radius).toBe(1);
    expect(ballAt(plan, plan.drop * 0.5).radius).toBe(1);
    // the ball runs several turns before it drops
    expect(plan.ballRun).toBeGreaterThan(Math.PI * 4);
  });

  it('a calm spin (prefers-reduced-motion) is short, barely turns the wheel and runs the ball under a turn, into its pocket', () => {
    for (let p = 0; p < POCKETS; p++) {
      const plan = planSpin(p, 1.3, 5.9, CALM_SPIN_SECONDS, true);
      const end = ballAt(plan, CALM_SPIN_SECONDS);
      expect(restingPocket(wheelAngleAt(plan, CALM_SPIN_SECONDS), end.angle)).toBe(p);
      expect(plan.ballRun).toBeLessThan(Math.PI * 2);
      expect(plan.wheelTurn).toBeLessThanOrEqual(POCKET_ANGLE * 3);
    }
    expect(CALM_SPIN_SECONDS).toBeLessThan(2);
  });

  it('speed play is a shorter spin that still lands', () => {
    const normal = planSpin(3, 0, 0, 7);
    const fast = planSpin(3, 0, 0, 7 / 3);
    expect(fast.duration).toBeLessThan(2.5);
    expect(fast.drop).toBeLessThan(normal.drop);
  });
});
