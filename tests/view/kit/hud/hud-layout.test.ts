import { describe, expect, it } from 'vitest';
import {
  HUD_HEIGHT,
  HUD_WIDE_HEIGHT,
  type HudMeasures,
  ICON,
  planBoxes,
  planHud,
  type SessionMeasures,
  STRIP_HEIGHT,
} from '../../../../src/view/kit/hud/hud-layout';

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function check(width: number, m: HudMeasures) {
  const plan = planHud(width, m);
  const boxes = planBoxes(plan, plan.mode === 'wide' ? 38 : 33);
  for (const b of boxes) {
    expect(b.x, `${b.id} at ${width}`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.w, `${b.id} at ${width}`).toBeLessThanOrEqual(width);
    expect(b.y, `${b.id} at ${width}`).toBeGreaterThanOrEqual(0);
    expect(b.y + b.h, `${b.id} at ${width}`).toBeLessThanOrEqual(plan.height);
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

// NET reserved for "−€123,456.78" and SESSION for "12:34:56" at the wide size; side by side in the
// strip with long Greek captions (ΚΑΘΑΡΟ ΑΠΟΤΕΛΕΣΜΑ, ΔΙΑΡΚΕΙΑ ΣΥΝΕΔΡΙΑΣ)
const session: SessionMeasures = { columns: [160, 110], inline: [230, 220], rebuy: 170 };
const longFigures: HudMeasures['figures'] = [150, 110, 130];

describe('HUD layout with the session figures', () => {
  it('puts them in the row on a desktop, in a strip over the bar on a phone and a tablet', () => {
    const desktop = check(1440, { ...typical, session });
    expect(desktop.session?.mode).toBe('columns');
    expect(desktop.height).toBe(HUD_WIDE_HEIGHT);
    // after WIN, in order, with the hairline between
    const [net, time] = desktop.session?.slots ?? [];
    const win = desktop.figures[2];
    expect(net && time && net.x > win.x + win.width && time.x > net.x + net.width).toBe(true);
    expect(desktop.session?.divider).toBeGreaterThan(win.x + win.width);
    expect(desktop.session?.divider).toBeLessThan(net?.x ?? 0);
    const phone = check(390, { ...typical, session });
    expect([phone.mode, phone.session?.mode, phone.height]).toEqual(['narrow', 'strip', HUD_HEIGHT + STRIP_HEIGHT]);
    const landscape = check(844, { ...typical, session });
    expect([landscape.mode, landscape.session?.mode, landscape.height]).toEqual([
      'wide',
      'strip',
      HUD_WIDE_HEIGHT + STRIP_HEIGHT,
    ]);
    expect(check(1024, { ...typical, session }).session?.mode).toBe('strip');
  });

  it('never overlaps nor leaves the bar, from 320 px up, with long figures', () => {
    for (let width = 320; width <= 1600; width += 8)
      for (const rebuy of [null, 120, 170])
        for (const lobby of [true, false])
          for (const s of [session, { ...session, columns: [160], inline: [230] }]) {
            const plan = check(width, { figures: longFigures, rebuy, lobby, session: s });
            expect(plan.session?.slots.length, `session at ${width}`).toBe(s.columns.length);
          }
  });

  it('does not move them between row and strip as Rebuy comes and goes and the figures change', () => {
    // the table is laid out around the bar: only what already changed the bar's height may change it
    for (let width = 320; width <= 1600; width += 8)
      for (const lobby of [true, false]) {
        const added = new Set<number>();
        for (const rebuy of [null, 170])
          for (const figures of [
            [96, 60, 70],
            [110, 60, 24],
            [120, 80, 90],
          ] as const) {
            const plain = planHud(width, { figures, rebuy, lobby });
            added.add(planHud(width, { figures, rebuy, lobby, session }).height - plain.height);
          }
        expect([...added], `at ${width}`).toHaveLength(1);
      }
  });

  it('fits a strip too long for a small phone into its width', () => {
    const plan = check(320, { ...typical, session: { ...session, inline: [260, 240] } });
    const [net, time] = plan.session?.slots ?? [];
    expect(net && time && time.x + time.width).toBeLessThanOrEqual(312);
    expect(net?.x).toBeGreaterThanOrEqual(8);
  });

  it('leaves the bar exactly as it was without them', () => {
    for (const width of [320, 390, 844, 1024, 1440])
      for (const off of [null, { ...session, columns: [], inline: [] }]) {
        const before = planHud(width, typical);
        expect(planHud(width, { ...typical, session: off })).toEqual(before);
        expect(before.session).toBeNull();
      }
  });
});
