/**
 * What the shared roulette layout shows (view/roulette/shared/table-bets.ts, layout-chips.ts): the
 * others' chips are the table's bets less the player's own, per bet id, never below nothing; an
 * announced bet lies on its pieces; while the player's whole bet is on its way the others are
 * counted without the larger of it and what the server holds; during the spin both as staked; once
 * the number is in only the winners, each with its stake and winnings, and the number lit; a spin
 * shown landing settles its round on the screen before the table says so.
 */
import { describe, expect, it } from 'vitest';
import type { SharedPublicState } from '../../../src/contract/shared';
import { rouletteTable } from '../../../src/engine/roulette/rules';
import { placeBet } from '../../../src/engine/roulette/slip';
import { asShown, layoutChips } from '../../../src/view/roulette/shared/layout-chips';
import {
  grown,
  onPositions,
  othersAmounts,
  ownAmounts,
  tableAmounts,
  totalOf,
  winnings,
} from '../../../src/view/roulette/shared/table-bets';

const RULES = rouletteTable('roulette-european');
const map = (o: Record<string, number>) => new Map(Object.entries(o));
const obj = (m: ReadonlyMap<string, number>) => Object.fromEntries(m);

function state(o: Partial<SharedPublicState> = {}): SharedPublicState {
  return {
    table: 'roulette-shared',
    game: 'roulette',
    timings: { settleSeconds: 4, bettingSeconds: 15, turnSeconds: 20 },
    now: 0,
    tableRoundId: 'r1',
    phase: 'closing',
    closesAt: 15_000,
    seats: [],
    players: ['Player 0001', 'Player 0002'],
    bets: {},
    round: null,
    asked: null,
    fairness: { chain: 1, commitment: 'c', k: 1, clientSeed: null, version: 2 },
    history: [],
    ...o,
  };
}

describe('others’ chips: the table’s bets less the player’s own, per bet id', () => {
  it('subtracts the player’s whole bet from the sums and keeps only what is left', () => {
    const table = tableAmounts({ red: 700, 'straight:17': 300, 'dozen:2': 600 });
    const own = ownAmounts([
      { bet: 'red', amount: 200 },
      { bet: 'straight:17', amount: 300 },
      { bet: 'red', amount: 100 },
    ]);
    expect(obj(own)).toEqual({ red: 300, 'straight:17': 300 });
    expect(obj(othersAmounts(table, own))).toEqual({ red: 400, 'dozen:2': 600 });
  });

  it('never shows less than nothing (the answer came before its event) and reads bad input as none', () => {
    expect(obj(othersAmounts(map({ red: 100 }), map({ red: 300, black: 50 })))).toEqual({});
    expect(obj(tableAmounts({ red: -5, black: 'x', odd: 1.5, even: 20 }))).toEqual({ even: 20 });
    expect(obj(tableAmounts(null))).toEqual({});
    expect(obj(ownAmounts({ red: 10 }))).toEqual({});
    expect(obj(ownAmounts([{ bet: 7, amount: 10 }, null, { bet: 'odd', amount: 0 }]))).toEqual({});
  });

  it('lays each bet on the positions it covers: an announced bet on its pieces, bad ids left out', () => {
    const laid = onPositions(map({ voisins: 900, 'straight:17': 100, 'nowhere:1': 50, 'split:17-14': 20 }));
    expect(laid.get('trio:0-2-3')).toBe(200);
    expect(laid.get('corner:25-26-28-29')).toBe(200);
    expect(laid.get('split:4-7')).toBe(100);
    expect(laid.get('straight:17')).toBe(100);
    // not the engine's name (the server refuses it too): not laid anywhere
    expect(laid.get('split:14-17')).toBeUndefined();
    expect(totalOf(laid)).toBe(900 + 100);
  });

  it('keeps the winners with stake and winnings, and says where chips grew', () => {
    const laid = map({ 'straight:17': 100, 'split:16-17': 20, red: 50, 'dozen:2': 30 });
    expect(obj(winnings(RULES, laid, 17))).toEqual({ 'straight:17': 3600, 'split:16-17': 360, 'dozen:2': 90 });
    expect(obj(winnings(RULES, laid, 0))).toEqual({});
    expect(obj(grown(map({ red: 100, odd: 50 }), map({ red: 300, odd: 50, even: 10 })))).toEqual({
      red: 200,
      even: 10,
    });
  });
});

describe('the layout in each phase', () => {
  const bets = { red: 500, 'straight:17': 300 };
  const yourBets = [{ bet: 'red', amount: 100 }];

  it('while bets are taken: the player’s chips as put down, the others’ as the table’s less the server’s', () => {
    const pending = placeBet(RULES, placeBet(RULES, { actions: [] }, 'red', 100).slip, 'split:1-2', 10).slip;
    const c = layoutChips(RULES, state({ bets, history: [5, 9] }), { yourBets, pending: pending.actions.flat() });
    expect(obj(c.own)).toEqual({ red: 100, 'split:1-2': 10 });
    expect(obj(c.others)).toEqual({ red: 400, 'straight:17': 300 });
    // chips down: the last number is no longer lit
    expect(c.lit).toBeNull();
    expect(c.returned).toBeNull();
    const empty = layoutChips(RULES, state({ bets, history: [5, 9] }), { yourBets: null, pending: [] });
    expect(empty.lit).toBe(5);
    expect(obj(empty.others)).toEqual({ red: 500, 'straight:17': 300 });
  });

  it('while the whole bet is on its way, the others are counted without the larger of it and the server’s', () => {
    // the table's event already holds the new bet (red 300), the answer has not come yet (server: red 100)
    const m = { yourBets, pending: [], sending: [{ bet: 'red', amount: 300 }] };
    expect(obj(layoutChips(RULES, state({ bets: { red: 700 } }), m).others)).toEqual({ red: 400 });
  });

  it('during the spin both as staked; once the number is in, only the winners and what the player won', () => {
    const playing = layoutChips(RULES, state({ phase: 'playing', bets }), { yourBets, pending: [] });
    expect(obj(playing.own)).toEqual({ red: 100 });
    expect(obj(playing.others)).toEqual({ red: 400, 'straight:17': 300 });
    const settled = state({ phase: 'settled', bets, round: { number: 17 }, history: [17] });
    const won = layoutChips(RULES, settled, { yourBets, pending: [] });
    expect(obj(won.own)).toEqual({});
    expect(obj(won.others)).toEqual({ 'straight:17': 10_800 });
    expect(won.lit).toBe(17);
    expect(won.returned).toBe(0);
    const red = layoutChips(RULES, state({ phase: 'settled', bets, round: { number: 1 } }), { yourBets, pending: [] });
    expect(obj(red.own)).toEqual({ red: 200 });
    expect(red.returned).toBe(200);
    // a watcher: no win to speak of
    expect(layoutChips(RULES, settled, { yourBets: null, pending: [] }).returned).toBeNull();
  });

  it('a spin shown landing settles its own round on the screen, nothing else', () => {
    const playing = state({ phase: 'playing', bets });
    expect(asShown(playing, { round: 'r1', number: 17 })).toMatchObject({ phase: 'settled', round: { number: 17 } });
    expect(asShown(playing, { round: 'r0', number: 17 })).toBe(playing);
    expect(asShown(state({ phase: 'closing' }), { round: 'r1', number: 17 }).phase).toBe('closing');
    expect(asShown(playing, null)).toBe(playing);
  });
});
