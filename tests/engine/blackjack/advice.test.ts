/** The recommended move (the simulator's player and the table's hint) on stacked shoes. */
import { describe, expect, it } from 'vitest';
import { recommendMove, strategyFor } from '../../../src/engine/blackjack/advice';
import { decide, type RoundState, startRound, tableRules } from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';

/** Deals one seat from a stacked shoe (player, up card, player, hole card, then draws) and applies decisions. */
function dealt(table: string, shoe: string[], decisions: string[] = [], rules: Record<string, unknown> = {}) {
  const r = tableRules(table, rules);
  const rng = new SeededRng(1);
  let state: RoundState = startRound(r, stackedShoe(shoe), [{ seat: 1, main: 1000 }], 100000, rng).state;
  for (const d of decisions) state = decide(state, d as never, rng).state;
  return { state, advise: () => recommendMove(strategyFor(r), state) };
}

describe('recommendMove', () => {
  it('surrenders 16 v T (H17 chart Rh) and doubles 11 v 6', () => {
    expect(dealt('bj-h17-8deck', ['TS', 'TH', '6D', '7C', '2S']).advise()).toBe('surrender');
    expect(dealt('bj-h17-8deck', ['6S', '6H', '5D', '7C', '2S']).advise()).toBe('double');
  });

  it('falls back when the chart move is not allowed: a three-card soft 18 v 3 stands (Ds)', () => {
    const first = dealt('bj-classic', ['AS', '3H', '2D', '7C', '5S', 'TS']);
    expect(first.advise()).toBe('hit'); // soft 13 v 3
    expect(dealt('bj-classic', ['AS', '3H', '2D', '7C', '5S', 'TS'], ['hit']).advise()).toBe('stand');
    expect(dealt('bj-classic', ['AS', '3H', '7D', '7C', '5S']).advise()).toBe('double'); // two-card soft 18
  });

  it('splits 8-8 v A under S17 and surrenders it under H17 (Rp)', () => {
    expect(dealt('bj-classic', ['8S', 'AH', '8D', '7C'], ['insurance:no']).advise()).toBe('split');
    expect(dealt('bj-h17-8deck', ['8S', 'AH', '8D', '7C'], ['insurance:no']).advise()).toBe('surrender');
  });

  it('declines insurance and even money', () => {
    expect(dealt('bj-classic', ['8S', 'AH', '8D', '7C']).advise()).toBe('insurance:no');
    expect(dealt('bj-classic', ['AS', 'AH', 'KD', '7C']).advise()).toBe('even-money:no');
  });

  it('plays a pair it may no longer split as its total, and a split 16 v T hits (no surrender after a split)', () => {
    // bj-classic splits once: 8-8 v T splits, the first hand draws 8 (16, may not split again).
    const table = dealt('bj-classic', ['8S', 'TH', '8D', '7C', '8H', '9S'], ['split']);
    expect(table.state.seats[0]!.hands[0]!.cards).toEqual(['8S', '8H']);
    expect(table.advise()).toBe('hit');
    // Without DAS a split 5-6 (11) v 6 may not double: hit.
    const noDas = dealt('bj-classic', ['5S', '6H', '5D', '7C', '6S', '9S'], ['split']);
    expect(noDas.advise()).toBe('hit');
  });

  it('is null when nothing is asked', () => {
    const over = dealt('bj-classic', ['TS', '6H', 'TD', '7C'], ['stand']);
    expect(over.state.phase).toBe('dealer');
    expect(over.advise()).toBeNull();
  });
});
