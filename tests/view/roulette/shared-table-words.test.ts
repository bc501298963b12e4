/**
 * What the shared roulette table says and counts in each phase (view/roulette/shared/table-words.ts)
 * and where its ring goes (clock-spot.ts): the message stays put while the seconds run; the ring
 * counts only a closing window down, from its close and out of the table's betting seconds, in
 * words for the 10 s and 5 s announcements; chips go down only while the window is open; the ring
 * sits on the wheel's hub where the wheel shows, else at the end of the rows it shortens, on
 * screen and overlapping nothing. In all four languages the words are filled in.
 */
import { describe, expect, it } from 'vitest';
import type { SharedPublicState } from '../../../src/contract/shared';
import { LANGUAGES, translator } from '../../../src/platform/i18n';
import { overlaps, type Rect, rouletteLayout } from '../../../src/view/roulette/layout';
import { withClock } from '../../../src/view/roulette/shared/clock-spot';
import {
  bettingClock,
  bettingOpen,
  lastNumbers,
  type MessageView,
  tableMessage,
} from '../../../src/view/roulette/shared/table-words';

const t = translator('en');
const money = (m: number) => `€${(m / 100).toFixed(2)}`;

function state(o: Partial<SharedPublicState> = {}): SharedPublicState {
  return {
    table: 'roulette-shared',
    game: 'roulette',
    timings: { settleSeconds: 4, bettingSeconds: 15, turnSeconds: 20 },
    now: 0,
    tableRoundId: 'r7',
    phase: 'betting',
    closesAt: null,
    seats: [],
    players: [],
    bets: {},
    round: null,
    asked: null,
    fairness: { chain: 1, commitment: 'c', k: 1, clientSeed: null, version: 2 },
    history: [],
    ...o,
  };
}

const view = (o: Partial<MessageView>): MessageView => ({
  phase: 'betting',
  ownTotal: 0,
  number: null,
  won: null,
  ...o,
});

describe('the message line', () => {
  it('asks for bets, then says the player’s total while the window runs', () => {
    for (const phase of ['idle', 'betting', 'closing'] as const) {
      expect(tableMessage(view({ phase }), { t, money })).toBe('Place your bets');
      expect(tableMessage(view({ phase, ownTotal: 250 }), { t, money })).toBe('Your bets: €2.50');
    }
  });

  it('no more bets while the ball runs; then the number, with the player’s win or none', () => {
    expect(tableMessage(view({ phase: 'playing', ownTotal: 250 }), { t, money })).toBe('No more bets');
    expect(tableMessage(view({ phase: 'settled', number: 17 }), { t, money })).toBe('17 black');
    expect(tableMessage(view({ phase: 'settled', number: 17, won: 3600 }), { t, money })).toBe(
      '17 black · you win €36.00',
    );
    expect(tableMessage(view({ phase: 'settled', number: 1, won: 0 }), { t, money })).toBe('1 red · no win this time');
    expect(tableMessage(view({ phase: 'settled', number: 0 }), { t, money }).trim()).toBe('0');
  });

  it('is worded in every language, its placeholders filled', () => {
    for (const lang of LANGUAGES) {
      const tl = translator(lang);
      for (const v of [
        view({ ownTotal: 250 }),
        view({ phase: 'settled', number: 17 }),
        view({ phase: 'settled', number: 5, won: 1000 }),
      ]) {
        const text = tableMessage(v, { t: tl, money });
        expect(text, lang).not.toMatch(/[{}]|shared\.rou/);
      }
      expect(tl('shared.rou.others', { amount: '€5.00' }), lang).toContain('€5.00');
    }
  });
});

describe('the countdown', () => {
  it('counts only a closing window down, from its close and out of the betting seconds', () => {
    expect(bettingClock(state({ phase: 'betting' }), t)).toBeNull();
    expect(bettingClock(state({ phase: 'playing' }), t)).toBeNull();
    expect(bettingClock(state({ phase: 'settled', closesAt: 9_000 }), t)).toBeNull();
    const c = bettingClock(state({ phase: 'closing', closesAt: 20_000 }), t);
    expect(c).toMatchObject({ at: 20_000, total: 15, key: 'window:r7' });
    expect(c?.say(10)).toBe('10 seconds left');
    expect(c?.say(5)).toBe('5 seconds left');
  });

  it('chips go down while the window is open and before its close only', () => {
    expect(bettingOpen(state({ phase: 'idle' }), 0)).toBe(true);
    expect(bettingOpen(state({ phase: 'betting' }), 0)).toBe(true);
    expect(bettingOpen(state({ phase: 'closing', closesAt: 20_000 }), 3.2)).toBe(true);
    expect(bettingOpen(state({ phase: 'closing', closesAt: 20_000 }), 0)).toBe(false);
    expect(bettingOpen(state({ phase: 'playing' }), 5)).toBe(false);
    expect(bettingOpen(state({ phase: 'settled', closesAt: 20_000 }), 5)).toBe(false);
  });

  it('the last numbers are the table’s history, newest first, numbers only', () => {
    expect(lastNumbers(state({ history: [17, 0, 'x', 37, 36, -1, 2.5] }))).toEqual([17, 0, 36]);
  });
});

describe('where the ring sits', () => {
  const SIZES = [
    ['phone portrait', 390, 844, 84],
    ['small phone', 320, 640, 84],
    ['phone landscape', 844, 390, 60],
    ['tablet', 768, 1024, 60],
    ['desktop', 1440, 900, 60],
    ['small desktop', 1280, 720, 60],
  ] as const;
  const inside = (r: Rect, w: number, h: number) => r.x >= 0 && r.y >= 0 && r.x + r.width <= w && r.y + r.height <= h;

  for (const [label, w, h, hud] of SIZES) {
    it(`${label}: on screen, a finger wide, overlapping none of the rows beside it`, () => {
      const l = rouletteLayout(w, h, hud);
      const { layout, clock } = withClock(l);
      const ring: Rect = {
        x: clock.x - clock.radius,
        y: clock.y - clock.radius,
        width: 2 * clock.radius,
        height: 2 * clock.radius,
      };
      expect(inside(ring, w, h)).toBe(true);
      expect(clock.radius * 2).toBeGreaterThanOrEqual(36);
      if (l.wheel) {
        // on the hub: well inside the wheel
        const c = { x: l.wheel.x + l.wheel.width / 2, y: l.wheel.y + l.wheel.height / 2 };
        expect(Math.hypot(clock.x - c.x, clock.y - c.y)).toBeLessThan(1);
        expect(clock.radius).toBeLessThan(l.wheel.width * 0.2);
        expect(layout).toBe(l);
      } else {
        // upright: in the rail beside the layout, between the tabs and the last numbers
        for (const other of [
          layout.recent,
          layout.message,
          layout.tabs as Rect,
          layout.board,
          layout.track,
          layout.chips,
        ])
          expect(overlaps(other, ring), JSON.stringify(other)).toBe(false);
        // room for at least four of the last numbers under the ring
        expect(layout.recent.height).toBeGreaterThan(4 * 31);
      }
    });
  }
});
