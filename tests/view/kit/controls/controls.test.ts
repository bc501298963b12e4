/**
 * The controls every table shares: where the tray and the buttons go under the table, how a row
 * of buttons shares its width, which key presses a table answers, and the machine event each
 * button sends at the blackjack and baccarat tables.
 */
import { describe, expect, it } from 'vitest';
import { runCommand as runBaccarat } from '../../../../src/view/baccarat/table-input';
import type { Command } from '../../../../src/view/blackjack/controls';
import { runCommand as runBlackjack } from '../../../../src/view/blackjack/table-input';
import { type ControlsSpec, controlsBand, rowSlots } from '../../../../src/view/kit/controls/controls-band';
import { overlaps } from '../../../../src/view/kit/table/geometry';
import { tableKey } from '../../../../src/view/kit/table/table-keys';

const SPEC: ControlsSpec = {
  chip: { across: 7.5, down: 12, max: 64 },
  button: { down: 15, max: 56 },
  tray: { share: 0.42, max: 460 },
  spacing: { gap: 8, lift: 16, between: 24 },
};

describe('the controls band under a table', () => {
  for (const [w, h, stacked] of [
    [320, 640, true],
    [390, 844, true],
    [1440, 900, false],
    [844, 390, false],
  ] as const) {
    it(`${w}×${h} ${stacked ? 'stacked' : 'in a row'}: tray, buttons and HUD apart, on screen, every target ≥ 44 px`, () => {
      const c = controlsBand(w, h, 60, stacked, SPEC);
      expect(c.hud).toEqual({ x: 0, y: h - 60, width: w, height: 60 });
      for (const r of [c.chips, c.buttons]) {
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.x + r.width).toBeLessThanOrEqual(w);
        expect(r.y + r.height).toBeLessThanOrEqual(c.hud.y);
        expect(overlaps(r, c.hud)).toBe(false);
      }
      expect(overlaps(c.chips, c.buttons)).toBe(false);
      expect(c.chipSize).toBeGreaterThanOrEqual(44);
      expect(c.buttonHeight).toBeGreaterThanOrEqual(44);
      if (stacked) expect(c.chips.y + c.chips.height).toBeLessThanOrEqual(c.buttons.y);
      else expect(c.chips.x + c.chips.width).toBeLessThan(c.buttons.x);
    });
  }
});

describe('a row of buttons', () => {
  const box = { x: 10, y: 0, width: 400, height: 48 };

  it('shares the row in equal widths, centred, up to the widest a button may be', () => {
    const slots = rowSlots(2, box, 150);
    expect(slots.map((s) => s.width)).toEqual([150, 150]);
    const left = slots[0]!.x - box.x;
    const right = box.x + box.width - (slots[1]!.x + slots[1]!.width);
    expect(left).toBeCloseTo(right);
  });

  it('never makes a button narrower than a 44 px target', () => {
    const slots = rowSlots(12, box, 150);
    for (const s of slots) expect(s.width).toBe(44);
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.x).toBeGreaterThanOrEqual(slots[i - 1]!.x + 44);
  });
});

describe('the keys a table answers', () => {
  const key = (k: string, more: Partial<KeyboardEvent> = {}, tagName = 'CANVAS') =>
    tableKey({
      key: k,
      repeat: false,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      target: { tagName },
      ...more,
    } as unknown as KeyboardEvent);

  it('reads a plain key in lower case', () => {
    expect(key('H')).toBe('h');
    expect(key('Enter')).toBe('enter');
    expect(key(' ')).toBe(' ');
  });

  it('leaves shortcuts, held keys and typing to the browser', () => {
    expect(key('r', { ctrlKey: true })).toBeNull();
    expect(key('r', { metaKey: true })).toBeNull();
    expect(key('r', { altKey: true })).toBeNull();
    expect(key('h', { repeat: true })).toBeNull();
    expect(key('h', {}, 'INPUT')).toBeNull();
    expect(key('h', {}, 'TEXTAREA')).toBeNull();
  });
});

describe('the machine event a button sends', () => {
  const target = <A>(placements: unknown[] = []) => {
    const sent: unknown[] = [];
    const notes: string[] = [];
    return {
      sent,
      notes,
      input: {
        actor: { send: (e: unknown) => sent.push(e) } as unknown as A,
        view: () => ({ placements, context: {} }) as never,
        enabled: () => true,
        chips: () => true,
        place: () => {},
        hint: () => notes.push('hint'),
        clearNote: () => notes.push('clear'),
      },
    };
  };

  it('blackjack: bets, deal, retry and the moves; UNDO takes the last chip off its spot; HINT asks for advice', () => {
    const cases: [Command, unknown][] = [
      ['clear', { type: 'bet.clear' }],
      ['rebet', { type: 'bet.rebet' }],
      ['deal', { type: 'round.deal' }],
      ['retry', { type: 'round.retry' }],
      ['player.hit', { type: 'player.hit' }],
      ['player.surrender', { type: 'player.surrender' }],
      ['insurance.decline', { type: 'insurance.decline' }],
    ];
    for (const [command, event] of cases) {
      const t = target();
      runBlackjack(t.input as never, command);
      expect(t.sent, command).toEqual([event]);
      expect(t.notes).toEqual(['clear']);
    }
    const undo = target([
      { seat: 1, spot: 'main', amount: 100 },
      { seat: 2, spot: 'perfectPairs', amount: 100 },
    ]);
    runBlackjack(undo.input as never, 'undo');
    expect(undo.sent).toEqual([{ type: 'bet.remove', seat: 2, spot: 'perfectPairs' }]);
    const hint = target();
    runBlackjack(hint.input as never, 'hint');
    expect(hint.sent).toEqual([]);
    expect(hint.notes).toEqual(['clear', 'hint']);
  });

  it('baccarat: each button its event; NEW BET sends none', () => {
    const cases = [
      ['undo', 'bet.undo'],
      ['clear', 'bet.clear'],
      ['same', 'bet.rebet'],
      ['double', 'bet.double'],
      ['deal', 'round.deal'],
      ['retry', 'round.retry'],
    ] as const;
    for (const [command, type] of cases) {
      const t = target();
      runBaccarat(t.input as never, command);
      expect(t.sent, command).toEqual([{ type }]);
    }
    const fresh = target();
    runBaccarat(fresh.input as never, 'newBet');
    expect(fresh.sent).toEqual([]);
    expect(fresh.notes).toEqual(['clear']);
  });
});
