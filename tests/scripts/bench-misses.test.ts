/**
 * What `npm run bench` prints under its table for each target it missed: how far, and the cause
 * as its own measure saw it (the frames over the frame JS target by what happened in them), and
 * nothing when every target was met.
 */
import { describe, expect, it } from 'vitest';
import type { FrameFigures } from '../../scripts/bench/frames';
import { formatMisses, type Row, stepRows } from '../../scripts/bench/report';

const spread = (p95: number) => ({ p50: p95 / 3, p95, max: p95 * 4 });

function figures(p95: number, over: FrameFigures['over']): FrameFigures {
  return {
    table: 'bj-classic',
    seed: 'bench',
    what: 'a round',
    cpu: 4,
    viewport: '1440×900',
    gpu: 'phone',
    warmedUp: true,
    steps: 200,
    runs: 3,
    jsEachRun: [spread(9), spread(10), spread(11)],
    frames: 160,
    js: spread(p95),
    jsRaw: spread(p95 + 0.2),
    cost: { perCall: 0.001, empty: 0.05 },
    gl: spread(2),
    glCalls: spread(180),
    rebuilt: { ...spread(30), total: 900, frames: 20 },
    draws: { p50: 20, p95: 28, max: 30 },
    gpuWait: spread(5),
    timerJsMax: 1,
    uploads: { count: 0, bytes: 0, frames: 0, byKind: {} },
    made: { total: 0, max: 0, frames: 0, at: {} },
    texts: [],
    firstShown: [],
    end: { phase: 'betting', busy: false },
    realSeconds: 60,
    idleWorkMs: 10,
    over,
  };
}

describe('the bench’s misses', () => {
  it('gives a missed frame target’s distance and its frames over it by what they did', () => {
    const over = {
      count: 12,
      rebuilt: 5,
      texts: 4,
      plain: 3,
      slowest: ['26.5 ms, text: hud', '11.2 ms, 534 nodes rebuilt'],
    };
    const rows = stepRows('blackjack', figures(4.69, over));
    const printed = formatMisses(rows);
    expect(printed.split('\n')).toHaveLength(2);
    expect(printed).toContain('frame JS p95 (GL out), blackjack: p95 4.69 ms, 0.69 ms over 4 ms');
    expect(printed).toContain('12 of 160 frames over it (the p95 allows 8)');
    expect(printed).toContain('5 rebuilt a draw list');
    expect(printed).toContain('4 changed a text, 3 neither');
    expect(printed).toContain('slowest 26.5 ms, text: hud; 11.2 ms, 534 nodes rebuilt');
  });

  it('prints nothing when every target is met, and a row without a cause as measured against its target', () => {
    const met = stepRows('baccarat', figures(3.6, { count: 6, rebuilt: 6, texts: 0, plain: 0, slowest: [] }));
    expect(formatMisses(met)).toBe('');
    const bare: Row = {
      figure: 'f',
      subject: 's',
      value: 2,
      unit: 'ms',
      shown: '2 ms',
      target: '≤ 1 ms',
      ok: false,
      how: '',
    };
    expect(formatMisses([...met, bare])).toBe('Missed (1):\n- f, s: 2 ms against ≤ 1 ms');
  });
});
