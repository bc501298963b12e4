/**
 * The insurance amount picker's steps and keys at an up-to-half table: − and + move one whole
 * currency unit, exactly half is a stop of its own, nothing goes past the least or the most, and
 * the arrows and − / + reach the picker only while it can move.
 */
import { describe, expect, it, vi } from 'vitest';
import { type InsuranceChoice, insuranceChoice, tableRules } from '../../../src/engine/blackjack/index';
import { leastAmount, mostAmount, stepDown, stepUp } from '../../../src/view/blackjack/insurance-steps';
import { type InputTarget, KEYS, keyHandler, runCommand } from '../../../src/view/blackjack/table-input';

const european = tableRules('bj-european');
const range = (main: number, balance = 100_000): InsuranceChoice => insuranceChoice(european, main, balance);

/** Every amount the picker reaches from its least, pressing + until it stops. */
function walkUp(r: InsuranceChoice): number[] {
  const seen = [leastAmount(r)];
  for (let a = seen[0]!, next = stepUp(r, a); next !== a; a = next, next = stepUp(r, a)) seen.push(next);
  return seen;
}

describe('insurance amount steps', () => {
  it('whole euros up to half of 10.00', () => {
    expect(walkUp(range(1000))).toEqual([100, 200, 300, 400, 500]);
    expect(stepDown(range(1000), 500)).toBe(400);
    expect(stepDown(range(1000), 100)).toBe(100);
  });

  it('exactly half of 10.50 (5.25) is the stop after 5.00, and − from it goes back to 5.00', () => {
    const r = range(1050);
    expect(walkUp(r)).toEqual([100, 200, 300, 400, 500, 525]);
    expect(mostAmount(r)).toBe(525);
    expect(stepDown(r, 525)).toBe(500);
  });

  it('a balance short of half caps the amounts at whole units it covers', () => {
    const r = range(1000, 350);
    expect(walkUp(r)).toEqual([100, 200, 300]);
    expect(mostAmount(r)).toBe(300);
  });

  it('a bet whose half is under one unit offers only its half', () => {
    const r = range(150);
    expect(walkUp(r)).toEqual([75]);
  });
});

describe('insurance amount keys', () => {
  it('the arrows and − / + step the picker; I still insures, with the amount picked', () => {
    expect(KEYS).toMatchObject({
      arrowleft: 'insurance.less',
      arrowdown: 'insurance.less',
      '-': 'insurance.less',
      arrowright: 'insurance.more',
      arrowup: 'insurance.more',
      '+': 'insurance.more',
      i: 'insurance.accept',
      n: 'insurance.decline',
    });
    const send = vi.fn();
    const pick = vi.fn();
    let movable = true;
    const target = {
      actor: { send },
      view: () => ({ placements: [] }),
      enabled: (c: string) => (c.startsWith('insurance.') ? movable : false),
      hint: () => {},
      clearNote: () => {},
      pick,
      insuranceAmount: () => 300,
    } as unknown as InputTarget;
    const press = keyHandler(target, (command) => runCommand(target, command));
    const key = (k: string) => press(new KeyboardEventLike(k) as unknown as KeyboardEvent);
    key('ArrowLeft');
    key('+');
    expect(pick.mock.calls).toEqual([['insurance.less'], ['insurance.more']]);
    key('i');
    expect(send).toHaveBeenCalledWith({ type: 'insurance.accept', amount: 300 });
    // At the end of its range a key does nothing (its button is disabled).
    movable = false;
    key('ArrowRight');
    expect(pick).toHaveBeenCalledTimes(2);
  });
});

/** The parts of a keydown the table reads (no DOM under Node). */
class KeyboardEventLike {
  repeat = false;
  ctrlKey = false;
  metaKey = false;
  altKey = false;
  target = null;
  constructor(readonly key: string) {}
  preventDefault(): void {}
}
