import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../src/engine/shared/money';
import { translator } from '../../../../src/platform/i18n';
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
import { feltSansWidth } from '../text/felt-sans';

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** What is wrong with a plan: a piece out of the bar, or over another. */
function problems(width: number, plan: ReturnType<typeof planHud>): string[] {
  const boxes = planBoxes(plan, plan.mode === 'wide' ? 38 : 33);
  const out: string[] = [];
  for (const b of boxes)
    if (b.x < 0 || b.x + b.w > width || b.y < 0 || b.y + b.h > plan.height)
      out.push(`${b.id} out of the bar at ${width}`);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a && b && overlaps(a, b)) out.push(`${a.id} / ${b.id} at ${width}`);
    }
  return out;
}

function check(width: number, m: HudMeasures) {
  const plan = planHud(width, m);
  expect(problems(width, plan)).toEqual([]);
  return plan;
}

const typical: HudMeasures = { figures: [96, 60, 70], rebuy: 120, rebuyShown: true, lobby: true };

describe('HUD layout', () => {
  it('is one row on desktop and two on a phone', () => {
    expect(check(1440, typical).mode).toBe('wide');
    expect(check(390, typical).mode).toBe('narrow');
    expect(check(480, typical).mode).toBe('narrow');
  });

  it('never overlaps, from 320 px up, with and without lobby and rebuy', () => {
    for (let width = 320; width <= 1600; width += 24)
      for (const rebuy of [120, 170])
        for (const rebuyShown of [true, false])
          for (const lobby of [true, false]) check(width, { figures: [110, 70, 90], rebuy, rebuyShown, lobby });
  });

  it('falls back to two rows when one would not fit', () => {
    expect(check(520, { figures: [150, 120, 120], rebuy: 160, rebuyShown: true, lobby: true }).mode).toBe('narrow');
  });

  it('keeps every button at least a 44 px touch target', () => {
    const plan = check(320, { ...typical, rebuy: 400 });
    expect(plan.rebuy?.width).toBeGreaterThanOrEqual(ICON);
  });
});

// NET reserved for "−€123,456.78" and SESSION for "12:34:56" at the wide size; side by side in the
// strip with long Greek captions (ΚΑΘΑΡΟ ΑΠΟΤΕΛΕΣΜΑ, ΔΙΑΡΚΕΙΑ ΣΥΝΕΔΡΙΑΣ)
const session: SessionMeasures = { columns: [160, 110], inline: [230, 220] };
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
      for (const rebuyShown of [false, true])
        for (const lobby of [true, false])
          for (const s of [session, { ...session, columns: [160], inline: [230] }]) {
            const plan = check(width, { figures: longFigures, rebuy: 170, rebuyShown, lobby, session: s });
            expect(plan.session?.slots.length, `session at ${width}`).toBe(s.columns.length);
          }
  });

  it('does not move them between row and strip as Rebuy comes and goes and the figures change', () => {
    // the table is laid out around the bar: only what already changed the bar's height may change it
    for (let width = 320; width <= 1600; width += 8)
      for (const lobby of [true, false]) {
        const added = new Set<number>();
        for (const rebuyShown of [false, true])
          for (const figures of [
            [96, 60, 70],
            [110, 60, 24],
            [120, 80, 90],
          ] as const) {
            const plain = planHud(width, { figures, rebuy: 170, rebuyShown, lobby });
            added.add(planHud(width, { figures, rebuy: 170, rebuyShown, lobby, session }).height - plain.height);
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

/**
 * The bar's pieces as they measure in a language: each figure's column the wider of its caption
 * (11 px, spaced 1.6) and its value (22 px); Rebuy its words (13 px) on one line with a button's
 * room, and at least its longer line when they break in two, with the least room (button-caption.ts).
 */
function measuresIn(lang: 'en' | 'fi' | 'it' | 'el', values: readonly [number, number, number]) {
  const t = translator(lang);
  const column = (caption: string, minor: number) =>
    Math.ceil(Math.max(feltSansWidth(caption, 11, 1.6), feltSansWidth(formatMoney(minor, 'EUR', lang), 22)));
  const figures = [
    column(t('hud.balanceDemo'), values[0]),
    column(t('hud.bet'), values[1]),
    column(t('hud.win'), values[2]),
  ] as const;
  const words = t('hud.rebuy');
  const line = (s: string) => feltSansWidth(s, 13, 1);
  const broken = words
    .split(' ')
    .slice(1)
    .map((_, i, rest) =>
      Math.max(
        line(
          words
            .split(' ')
            .slice(0, i + 1)
            .join(' '),
        ),
        line(rest.slice(i).join(' ')),
      ),
    );
  const rebuyLeast = Math.max(ICON, Math.ceil(Math.min(line(words), ...broken) + 8));
  return { figures, rebuy: Math.ceil(line(words) + 40), rebuyLeast };
}

describe('the bar with and without Rebuy', () => {
  it('is as high, in the same rows, with every other piece where it was, at every width in every language', () => {
    const wrong: string[] = [];
    for (const lang of ['en', 'fi', 'it', 'el'] as const)
      for (const values of [
        [100_000, 0, 0],
        [12_345_678, 50_000, 123_456],
      ] as const) {
        const { figures, rebuy, rebuyLeast } = measuresIn(lang, values);
        for (const lobby of [true, false])
          for (const s of [null, session])
            for (let width = 320; width <= 1440; width++) {
              const at = `${lang} lobby ${lobby} session ${s !== null}`;
              const without = planHud(width, { figures, rebuy, rebuyLeast, rebuyShown: false, lobby, session: s });
              const withIt = planHud(width, { figures, rebuy, rebuyLeast, rebuyShown: true, lobby, session: s });
              wrong.push(...problems(width, without), ...problems(width, withIt).map((p) => `${p} with Rebuy`));
              if (withIt.height !== without.height)
                wrong.push(`height ${without.height} → ${withIt.height} at ${width} ${at}`);
              if (!withIt.rebuy || without.rebuy) wrong.push(`Rebuy's slot at ${width} ${at}`);
              if (JSON.stringify({ ...withIt, rebuy: null }) !== JSON.stringify(without))
                wrong.push(`a piece moves with Rebuy at ${width} ${at}`);
            }
      }
    expect(wrong).toEqual([]);
  });

  it('keeps its rows as the figures change after the table was laid out around it', () => {
    // from a new table's "0,00 €" and "—" to a balance, a bet and a win of a few digits more
    const wrong: string[] = [];
    for (let width = 320; width <= 1440; width++)
      for (const rebuyShown of [false, true])
        for (const s of [null, session]) {
          const heights = new Set(
            (
              [
                [60, 58, 14],
                [96, 60, 70],
                [128, 110, 126],
              ] as const
            ).map((figures) => planHud(width, { figures, rebuy: 120, rebuyShown, lobby: true, session: s }).height),
          );
          if (heights.size > 1) wrong.push(`${[...heights].join(' / ')} at ${width} session ${s !== null}`);
        }
    expect(wrong).toEqual([]);
  });

  it('keeps one row on a landscape phone and a desktop, Rebuy shown or not', () => {
    for (const lang of ['en', 'fi', 'it', 'el'] as const) {
      const { figures, rebuy, rebuyLeast } = measuresIn(lang, [1_000_000, 50_000, 123_456]);
      for (const width of [844, 1024, 1440])
        for (const rebuyShown of [false, true])
          expect(
            planHud(width, { figures, rebuy, rebuyLeast, rebuyShown, lobby: true }).height,
            `${lang} ${width}`,
          ).toBe(HUD_WIDE_HEIGHT);
    }
  });
});
