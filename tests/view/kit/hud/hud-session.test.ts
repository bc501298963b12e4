/**
 * The HUD's session figures as the player and the inspector see them, built in node: net position
 * signed in the player's money and moving when the tally records a round, the session time ticking
 * once a second (one frame asked for each tick, nothing while it waits, its timer gone with the
 * bar), the bar unchanged when the profile asks for neither, and every figure and button of the bar
 * apart and inside it at phone, landscape, tablet and desktop sizes with long figures in every
 * language. Text here is measured by its font size, so a bigger font takes more room.
 */

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../../src/platform/i18n';
import { measureByFontSize } from '../../../ui/support/pixi-node';

measureByFontSize();

const { Container, Text } = await import('pixi.js');
const { Hud } = await import('../../../../src/view/kit/hud/hud');
const { signedMoney } = await import('../../../../src/view/kit/hud/session-figures');
const { SessionTally } = await import('../../../../src/platform/session-tally');
const { accessNodes, listNodes } = await import('../../../../src/look/inspector');
const { translator } = await import('../../../../src/platform/i18n');
const { formatMoney } = await import('../../../../src/engine/shared/money');

type HudT = InstanceType<typeof Hud>;
type Tally = InstanceType<typeof SessionTally>;

const euros = (lang: string) => (minor: number) => formatMoney(minor, 'EUR', lang);

let frames = 0;
function makeHud(
  tally: Tally,
  session: { net: boolean; time: boolean } | null,
  lang: Language = 'en',
  o: { lobby?: boolean } = {},
): HudT {
  return new Hud({
    t: translator(lang),
    money: euros(lang),
    resolution: 1,
    invalidate: () => {
      frames++;
    },
    hold: () => {},
    release: () => {},
    speed: () => 1,
    onLobby: o.lobby ? () => {} : null,
    onHistory: () => {},
    onRules: () => {},
    onSettings: () => {},
    onRebuy: () => {},
    session: session ? { tally, ...session } : undefined,
  });
}

const label = (id: string) => listNodes().find((n) => n.id === id)?.label;
const said = (id: string) => accessNodes(null).find((n) => n.id === id)?.name;

let clock = 0;
const newTally = () => new SessionTally('test', null, () => clock);
const huds: HudT[] = [];
const hud = (...args: Parameters<typeof makeHud>) => {
  const h = makeHud(...args);
  huds.push(h);
  return h;
};

beforeEach(() => {
  clock = 1_700_000_000_000;
  frames = 0;
});
afterEach(() => {
  for (const h of huds.splice(0)) if (!h.destroyed) h.destroy({ children: true });
  vi.useRealTimers();
});

describe('signed money', () => {
  it('puts the sign where the locale puts a minus, a true minus, and none on zero', () => {
    const cases: [string, number, string][] = [
      ['en', 300, '+€3.00'],
      ['en', -1250, '−€12.50'],
      ['en', 0, '€0.00'],
      ['en', -12_345_678, '−€123,456.78'],
      ['fi', 300, '+3,00\u00a0€'],
      ['fi', -1250, '−12,50\u00a0€'],
      ['it', 300, '+3,00\u00a0€'],
      ['it', -1250, '−12,50\u00a0€'],
      ['el', -1250, '−12,50\u00a0€'],
      ['el', 0, '0,00\u00a0€'],
      // a locale that writes the minus after the currency sign gets its plus there too
      ['nl', 300, '€\u00a0+3,00'],
    ];
    for (const [lang, minor, text] of cases) expect(signedMoney(euros(lang), minor), `${lang} ${minor}`).toBe(text);
    expect(signedMoney((m) => formatMoney(m, 'JPY', 'en'), 1500)).toBe('+¥1,500');
  });
});

describe('HUD session figures', () => {
  it('shows the net position signed, and moves it when the tally records a round', () => {
    const tally = newTally();
    const h = hud(tally, { net: true, time: false });
    h.resize(390);
    expect(label('hud.net')).toBe('€0.00');
    tally.record({ staked: 2500, returned: 0 });
    expect(label('hud.net')).toBe('−€25.00');
    expect(said('hud.net')).toBe('Net position −€25.00');
    tally.record({ staked: 1000, returned: 5000 });
    expect(label('hud.net')).toBe('+€15.00');
    expect(label('hud.sessionTime')).toBeUndefined();
  });

  it('ticks the session time once a second, one frame a tick, and stops with the bar', () => {
    vi.useFakeTimers();
    const before = vi.getTimerCount();
    const tally = newTally();
    clock += 59_400; // the session began a while ago: the next second is 600 ms away
    const h = hud(tally, { net: true, time: true }, 'el');
    h.resize(1440);
    expect(label('hud.sessionTime')).toBe('0:00:59');
    expect(said('hud.sessionTime')).toBe('Διάρκεια συνεδρίας 0:00:59');
    frames = 0;
    const advance = (ms: number) => {
      clock += ms;
      vi.advanceTimersByTime(ms);
    };
    advance(590);
    expect([label('hud.sessionTime'), frames]).toEqual(['0:00:59', 0]);
    advance(20);
    expect([label('hud.sessionTime'), frames]).toEqual(['0:01:00', 1]);
    for (let s = 0; s < 5; s++) advance(1000);
    expect([label('hud.sessionTime'), frames]).toEqual(['0:01:05', 6]);
    expect(vi.getTimerCount()).toBe(before + 1);
    // (the bar alone, its children left to the garbage collector, still stops its clock)
    const parts = [...h.children];
    h.destroy();
    expect(vi.getTimerCount()).toBe(before);
    for (const part of parts) part.destroy({ children: true });
    advance(5000);
    tally.record({ staked: 100, returned: 0 });
    expect(frames).toBe(6);
  });

  it('leaves the bar as it was when the profile asks for neither', () => {
    vi.useFakeTimers();
    const before = vi.getTimerCount();
    for (const width of [390, 844, 1440]) {
      const plain = hud(newTally(), null);
      plain.resize(width);
      const off = hud(newTally(), { net: false, time: false });
      off.resize(width);
      expect(off.barHeight).toBe(plain.barHeight);
      expect(off.children.length).toBe(plain.children.length);
      expect(listNodes().filter((n) => n.id === 'hud.net' || n.id === 'hud.sessionTime')).toEqual([]);
      const on = hud(newTally(), { net: false, time: true });
      on.resize(width);
      expect(label('hud.sessionTime')).toBe('0:00:00');
      expect(label('hud.net')).toBeUndefined();
      expect(vi.getTimerCount()).toBe(before + 1);
      for (const h of [plain, off, on]) h.destroy({ children: true });
    }
    expect(vi.getTimerCount()).toBe(before);
  });

  it('keeps every figure and button apart and inside the bar, readable, with long figures in every language', () => {
    vi.useFakeTimers();
    const sizes = [320, 390, 844, 1024, 1280, 1440];
    for (const lang of ['en', 'fi', 'it', 'el'] as const)
      for (const width of sizes)
        for (const rebuy of [false, true]) {
          const tally = newTally();
          tally.record({ staked: 12_345_678, returned: 0 });
          clock += (12 * 3600 + 34 * 60 + 56) * 1000;
          const h = hud(tally, { net: true, time: true }, lang, { lobby: true });
          h.setBalance(12_345_678);
          h.setBet(50_000);
          h.setWin(123_456);
          h.resize(width);
          h.setRebuyEnabled(rebuy);
          vi.advanceTimersByTime(1000);
          const at = `${lang} ${width} rebuy ${rebuy}`;
          expect(label('hud.net'), at).toBe(signedMoney(euros(lang), -12_345_678));
          expect(label('hud.sessionTime'), at).toBe('12:34:56');
          const boxes = accessNodes(null).filter((n) => n.id.startsWith('hud.'));
          expect(boxes.length, at).toBe(rebuy ? 10 : 9);
          for (const b of boxes) {
            expect(b.x, `${b.id} ${at}`).toBeGreaterThanOrEqual(0);
            expect(b.x + b.width, `${b.id} ${at}`).toBeLessThanOrEqual(width + 0.5);
            expect(b.y, `${b.id} ${at}`).toBeGreaterThanOrEqual(0);
            expect(b.y + b.height, `${b.id} ${at}`).toBeLessThanOrEqual(h.barHeight + 0.5);
          }
          for (const [i, a] of boxes.entries())
            for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${a.id} / ${b.id} ${at}`).toBe(false);
          // inside each session figure, the caption and its value do not touch either
          for (const id of ['hud.net', 'hud.sessionTime']) {
            const figure = boxes.find((n) => n.id === id)?.node as InstanceType<typeof Container>;
            const [caption, value] = figure.children.map((c) => c.getBounds());
            expect(caption && value && overlap(caption, value), `${id} ${at}`).toBe(false);
            // the session figures never shrink below 12 px on screen
            const text = figure.children[1] as InstanceType<typeof Text>;
            expect(Number(text.style.fontSize) * text.scale.x, `${id} ${at}`).toBeGreaterThanOrEqual(12);
          }
          h.destroy({ children: true });
        }
  });
});

function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
