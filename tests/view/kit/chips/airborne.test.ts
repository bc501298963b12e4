/**
 * What is still flying to each bet (view/kit/chips/airborne.ts): chips placed one after another while
 * others fly each count once, when they land, so a stack shows its stake less what is in the air;
 * when the bets change otherwise (undo, clear, a deal) the stacks show their whole stakes at once.
 */
import { describe, expect, it } from 'vitest';
import { Airborne } from '../../../../src/view/kit/chips/airborne';

describe('chips in the air to each bet', () => {
  it('twenty chips placed while the first flies are each held back until they land', () => {
    const air = new Airborne();
    const landings = Array.from({ length: 20 }, () => air.launch('player', 100));
    expect(air.of('player')).toBe(2000);
    expect(air.of('banker')).toBe(0);
    for (const land of landings.slice(0, 5)) land();
    expect(air.of('player')).toBe(1500);
    // a landing counts once
    landings[0]?.();
    expect(air.of('player')).toBe(1500);
    for (const land of landings) land();
    expect(air.of('player')).toBe(0);
  });

  it('forgets what flies when the bets change otherwise; those chips then land on nothing', () => {
    const air = new Airborne();
    const early = air.launch('1:main', 500);
    air.launch('1:main', 500);
    air.forget();
    expect(air.of('1:main')).toBe(0);
    const late = air.launch('1:main', 100);
    early();
    expect(air.of('1:main')).toBe(100);
    late();
    expect(air.of('1:main')).toBe(0);
  });
});
