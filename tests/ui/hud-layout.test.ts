import { describe, expect, it } from 'vitest';
import { HUD_HEIGHT, type HudMeasures, ICON, planBoxes, planHud } from '../../src/ui/hud-layout';

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function check(width: number, m: HudMeasures) {
  const plan = planHud(width, m);
  const boxes = planBoxes(plan, plan.mode === 'wide' ? 38 : 33);
  for (const b of boxes) {
    expect(b.x, `${b.id} at ${width}`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.w, `${b.id} at ${width}`).toBeLessThanOrEqual(width);
    expect(b.y, `${b.id} at ${width}`).toBeGreaterThanOrEqual(0);
    expect(b.y + b.h, `${b.id} at ${width}`).toBeLessThanOrEqual(HUD_HEIGHT);
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a && b) expect(overlaps(a, b), `${a.id} / ${b.id} at ${width}`).toBe(false);
    }
  return plan;
}

const typical: HudMeasures = { figures: [96, 60, 70], rebuy: 120, lobby: true };

describe('HUD layout', () => {
  it('is one row on desktop and two on a phone', () => {
    expect(check(1440, typical).mode).toBe('wide');
    expect(check(390, typical).mode).toBe('narrow');
    expect(check(480, typical).mode).toBe('narrow');
  });

  it('never overlaps, from 320 px up, with and without lobby and rebuy', () => {
    for (let width = 320; width <= 1600; width += 24)
      for (const rebuy of [null, 120, 170])
        for (const lobby of [true, false]) check(width, { figures: [110, 70, 90], rebuy, lobby });
  });

  it('falls back to two rows when one would not fit', () => {
    expect(check(520, { figures: [150, 120, 120], rebuy: 160, lobby: true }).mode).toBe('narrow');
  });

  it('keeps every button at least a 44 px touch target', () => {
    const plan = check(320, { ...typical, rebuy: 400 });
    expect(plan.rebuy?.width).toBeGreaterThanOrEqual(ICON);
  });
});
