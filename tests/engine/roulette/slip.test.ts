import { describe, expect, it } from 'vitest';
import { rouletteTable } from '../../../src/engine/roulette/rules';
import {
  clearBets,
  doubleBets,
  EMPTY_SLIP,
  placeBet,
  rebet,
  slipPlacements,
  slipStakes,
  slipTotal,
  undoBet,
} from '../../../src/engine/roulette/slip';

const table = rouletteTable('roulette-european');

function ok<T extends { ok: boolean }>(step: T): Extract<T, { ok: true }> {
  if (!step.ok) throw new Error(`refused: ${(step as unknown as { reason: string }).reason}`);
  return step as Extract<T, { ok: true }>;
}

describe('the bet slip', () => {
  it('places chips and announced bets, with events naming what was laid', () => {
    const a = ok(placeBet(table, EMPTY_SLIP, 'straight:17', 100));
    expect(a.events).toEqual([
      {
        type: 'chips.placed',
        placements: [{ bet: 'straight:17', amount: 100, stakes: [{ position: 'straight:17', amount: 100 }] }],
      },
    ]);
    const b = ok(placeBet(table, a.slip, 'tiers', 60));
    expect(slipTotal(b.slip)).toBe(160);
    expect(slipStakes(b.slip)).toHaveLength(7);
    expect(slipTotal(EMPTY_SLIP)).toBe(0);
  });

  it('refuses illegal bets, limits and more than the balance, leaving the slip as it was', () => {
    const a = ok(placeBet(table, EMPTY_SLIP, 'straight:17', 9_000));
    const over = placeBet(table, a.slip, 'straight:17', 1_010);
    expect(over.ok).toBe(false);
    expect(over.slip).toBe(a.slip);
    expect(over.events).toEqual([
      { type: 'bet.refused', reason: 'straight:17: 10010 is over the maximum of 10000 on a straight' },
    ]);
    expect(placeBet(table, a.slip, 'split:1-5', 100)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a legal split/),
    });
    expect(placeBet(table, a.slip, 'voisins', 100)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/divide evenly/),
    });
    expect(placeBet(table, a.slip, 'red', 1_001, 10_000)).toMatchObject({
      ok: false,
      reason: 'the bets would total 10001, more than the balance of 10000',
    });
  });

  it('undoes one action at a time and clears everything', () => {
    let slip = ok(placeBet(table, EMPTY_SLIP, 'red', 100)).slip;
    slip = ok(placeBet(table, slip, 'voisins', 90)).slip;
    const undone = ok(undoBet(slip));
    expect(slipPlacements(undone.slip).map((p) => p.bet)).toEqual(['red']);
    expect(undone.events[0]).toMatchObject({ type: 'chips.removed', placements: [{ bet: 'voisins' }] });
    const cleared = ok(clearBets(slip));
    expect(slipTotal(cleared.slip)).toBe(0);
    expect(undoBet(cleared.slip).ok).toBe(false);
    expect(clearBets(cleared.slip).ok).toBe(false);
  });

  it('doubles all bets as one action that one undo takes back', () => {
    let slip = ok(placeBet(table, EMPTY_SLIP, 'red', 100)).slip;
    slip = ok(placeBet(table, slip, 'jeu-zero', 40)).slip;
    const doubled = ok(doubleBets(table, slip));
    expect(slipTotal(doubled.slip)).toBe(280);
    expect(slipTotal(ok(undoBet(doubled.slip)).slip)).toBe(140);
    const capped = ok(placeBet(table, EMPTY_SLIP, 'straight:1', 6_000)).slip;
    expect(doubleBets(table, capped)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/12000 is over the maximum/),
    });
    expect(doubleBets(table, EMPTY_SLIP).ok).toBe(false);
  });

  it('repeats the previous round with rebet', () => {
    const last = slipPlacements(
      ok(placeBet(table, ok(placeBet(table, EMPTY_SLIP, 'odd', 50)).slip, 'neighbours:5', 50)).slip,
    );
    const again = ok(rebet(table, EMPTY_SLIP, last));
    expect(slipPlacements(again.slip)).toEqual(last);
    expect(rebet(table, EMPTY_SLIP, []).ok).toBe(false);
    expect(rebet(table, EMPTY_SLIP, last, 99).ok).toBe(false);
  });

  it('never changes a slip in place: every step returns a new one', () => {
    const a = ok(placeBet(table, EMPTY_SLIP, 'red', 100)).slip;
    const frozen = JSON.stringify(a);
    ok(placeBet(table, a, 'voisins', 90));
    ok(doubleBets(table, a));
    ok(undoBet(a));
    ok(clearBets(a));
    expect(JSON.stringify(a)).toBe(frozen);
    expect(EMPTY_SLIP.actions).toHaveLength(0);
  });
});
