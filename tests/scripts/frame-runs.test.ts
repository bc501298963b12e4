import { describe, expect, it } from 'vitest';
import { leastOfRuns, type TimedStep } from '../../scripts/bench/frame-runs';

const frame = (t: number, js: number, rendered = true): TimedStep & { draws: number } => ({
  t,
  rendered,
  js,
  jsRaw: js + 0.1,
  gl: js / 2,
  draws: 7,
});

describe('leastOfRuns', () => {
  it("takes each frame's least JavaScript over the runs, matched by the page clock", () => {
    const step = 1000 / 60;
    const a = [frame(step, 3), frame(2 * step, 14), frame(3 * step, 2)];
    // the second run lost frame 1 to something else on the machine, not frame 2
    // each play's page clock starts from the real clock: the same steps, another start
    const b = [frame(5000 + step, 12), frame(5000 + 2 * step, 3.5), frame(5000 + 3 * step, 2.5)];
    const merged = leastOfRuns([a, b]);
    expect(merged.map((f) => f.js)).toEqual([3, 3.5, 2]);
    // the run that spent least gives its whole timing, and the first run the rest of the frame
    expect(merged[1]).toEqual({ ...a[1], js: 3.5, jsRaw: 3.6, gl: 1.75 });
  });

  it('keeps a frame that only the first run drew, and the steps that drew nothing, as they were', () => {
    const a = [frame(10, 9), frame(20, 0, false), frame(30, 8)];
    const b = [frame(710, 4), frame(720, 1)];
    const merged = leastOfRuns([a, b]);
    expect(merged.map((f) => f.js)).toEqual([4, 0, 8]);
    // a frame drawn in another run but not in the first is not counted (the first run's steps rule)
    expect(merged).toHaveLength(3);
  });

  it('is the one run when there is one', () => {
    const a = [frame(10, 9), frame(20, 1)];
    expect(leastOfRuns([a])).toEqual(a);
    expect(leastOfRuns([])).toEqual([]);
  });
});
