import { describe, expect, it } from 'vitest';
import { arcGeometry } from '../../../../src/view/kit/felt/felt-print';

describe('the half-moon table', () => {
  it.each([
    [390, 520, 10],
    [1440, 560, 14],
    [844, 300, 8],
  ])('at %i × %i the rail meets both sides and touches the bottom', (w, h, rail) => {
    const g = arcGeometry(w, h, rail);
    expect(Math.hypot(0 - g.cx, g.edgeY - g.cy)).toBeCloseTo(g.r, 6);
    expect(Math.hypot(w - g.cx, g.edgeY - g.cy)).toBeCloseTo(g.r, 6);
    expect(g.cy + g.r + rail).toBeCloseTo(h, 6);
    expect(g.edgeY).toBeGreaterThan(0);
    expect(g.edgeY).toBeLessThan(h);
    expect(g.r * Math.sin(g.half)).toBeCloseTo(w / 2, 6);
  });
});
