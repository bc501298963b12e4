/**
 * How a row of buttons shares its width by what their labels need: equal widths while every label
 * fits them (the row looks as it always did), else each button at least as wide as its label needs
 * at the row's type size, the rest shared evenly; centred, inside the box, never under a touch
 * target. Pure: the widths are given.
 */
import { describe, expect, it } from 'vitest';
// (the row's module makes buttons: Pixi loads with it)
import '../../../ui/support/pixi-node';

const { rowPlan } = await import('../../../../src/view/kit/controls/button-row');

const box = { x: 6, y: 0, width: 348, height: 44 };
const need = (roomy: number, least = roomy) => ({ roomy, least });
const widths = (slots: { width: number }[]) => slots.map((s) => Math.round(s.width * 10) / 10);
const ends = (slots: { x: number; width: number }[]) => {
  const last = slots[slots.length - 1] as { x: number; width: number };
  return { left: (slots[0] as { x: number }).x - box.x, right: box.x + box.width - (last.x + last.width) };
};

describe('a row of buttons shared by their labels', () => {
  it('keeps equal widths, up to the widest a button may be, while every label fits them', () => {
    expect(widths(rowPlan([need(60), need(50), need(44)], box, 100))).toEqual([100, 100, 100]);
    expect(widths(rowPlan([need(60), need(50), need(44), need(60), need(64)], box, 150))).toEqual([
      64.8, 64.8, 64.8, 64.8, 64.8,
    ]);
  });

  it('widens a long label to its one line, the short ones sharing the rest evenly', () => {
    const slots = rowPlan([need(50), need(101), need(52), need(50), need(54)], box, 150);
    const w = widths(slots);
    expect(w[1]).toBeGreaterThanOrEqual(101);
    // the others are alike, and all the row is used
    expect(new Set([w[0], w[2], w[3], w[4]]).size).toBe(1);
    expect(ends(slots).left).toBeCloseTo(0);
    expect(ends(slots).right).toBeCloseTo(0);
  });

  it('gives each its least width when one line each would not fit, still using the whole row', () => {
    const needs = [need(90, 70), need(110, 60), need(100, 55), need(80, 60), need(95, 64)];
    const slots = rowPlan(needs, box, 150);
    slots.forEach((s, i) => {
      expect(s.width).toBeGreaterThanOrEqual((needs[i] as { least: number }).least);
    });
    for (let i = 1; i < slots.length; i++) {
      const [a, b] = [slots[i - 1], slots[i]] as [{ x: number; width: number }, { x: number; width: number }];
      expect(b.x - (a.x + a.width)).toBeGreaterThanOrEqual(4);
    }
    expect(ends(slots).left).toBeGreaterThanOrEqual(0);
    expect(ends(slots).right).toBeGreaterThanOrEqual(-1e-9);
  });

  it('closes the gaps between buttons before any label has to shrink', () => {
    // five labels that need 332 px: with 6 px gaps (24) they would not fit 348, with 4 px (16) they do
    const needs = [need(90, 66), need(90, 66), need(90, 66), need(90, 67), need(90, 67)];
    const slots = rowPlan(needs, box, 150);
    slots.forEach((s, i) => {
      expect(s.width).toBeGreaterThanOrEqual((needs[i] as { least: number }).least);
    });
    expect(ends(slots).right).toBeGreaterThanOrEqual(-1e-9);
  });

  it('shares a row too narrow for its labels by what they need, never under a touch target', () => {
    const slots = rowPlan([need(200, 150), need(100, 80), need(60, 44)], { ...box, width: 200 }, 150);
    const w = widths(slots);
    expect(w[0]).toBeGreaterThan(w[1] as number);
    expect(w[1]).toBeGreaterThan(w[2] as number);
    for (const s of slots) expect(s.width).toBeGreaterThanOrEqual(44);
  });
});
