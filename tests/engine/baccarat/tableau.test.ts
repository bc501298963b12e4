import { describe, expect, it } from 'vitest';
import {
  bankerDraws,
  cardValue,
  dealInitial,
  dealRound,
  dealThirdCards,
  handTotal,
  playerDraws,
} from '../../../src/engine/baccarat/tableau';
import type { Card } from '../../../src/engine/shared/cards';
import { SeededRng } from '../../../src/engine/shared/rng';
import { ShoeError, stackedShoe } from '../../../src/engine/shared/shoe';

const rng = new SeededRng('tableau');
const VALUE_CARD: Record<number, Card> = {
  0: 'JS',
  1: 'AS',
  2: '2S',
  3: '3S',
  4: '4S',
  5: '5S',
  6: '6S',
  7: '7S',
  8: '8S',
  9: '9S',
};
const card = (v: number): Card => VALUE_CARD[v] as Card;

/** The drawing table of RULES.md, typed row by row: D draws, S stands, by Player third card 0..9. */
const BANKER_TABLE: Record<number, string> = {
  0: 'DDDDDDDDDD',
  1: 'DDDDDDDDDD',
  2: 'DDDDDDDDDD',
  3: 'DDDDDDDDSD',
  4: 'SSDDDDDDSS',
  5: 'SSSSDDDDSS',
  6: 'SSSSSSDDSS',
  7: 'SSSSSSSSSS',
};

describe('card values and totals', () => {
  it('counts A as 1, 2-9 at face value, tens and faces as 0', () => {
    const expected: [Card, number][] = [
      ['AH', 1],
      ['2H', 2],
      ['5C', 5],
      ['9D', 9],
      ['TS', 0],
      ['JH', 0],
      ['QD', 0],
      ['KC', 0],
    ];
    for (const [c, v] of expected) expect(cardValue(c)).toBe(v);
  });

  it('takes totals modulo 10 (7 + 6 = 3, 4 + 6 = 0, K + 9 = 9)', () => {
    expect(handTotal(['7S', '6H'])).toBe(3);
    expect(handTotal(['4S', '6H'])).toBe(0);
    expect(handTotal(['KS', '9H'])).toBe(9);
    expect(handTotal(['9S', '9H', '9D'])).toBe(7);
  });

  it('makes the Player draw on 0-5 and stand on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('makes the Banker draw on 0-5 when the Player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((t) => bankerDraws(t, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('every cell of the Banker drawing table, dealt from a stacked shoe', () => {
  for (let bankerTotal = 0; bankerTotal <= 7; bankerTotal++) {
    for (let third = 0; third <= 9; third++) {
      const draws = BANKER_TABLE[bankerTotal]?.[third] === 'D';
      it(`Banker ${bankerTotal}, Player third card ${third}: ${draws ? 'draws' : 'stands'}`, () => {
        expect(bankerDraws(bankerTotal, third)).toBe(draws);
        // Player T+5 = 5 draws; Banker T + value = bankerTotal; the Banker's third would be a 2.
        const shoe = stackedShoe(['TS', 'TD', '5H', card(bankerTotal), card(third), '2C']);
        const { tableau, shoe: after } = dealRound(shoe, rng);
        expect(tableau.player).toEqual(['TS', '5H', card(third)]);
        expect(tableau.banker).toHaveLength(draws ? 3 : 2);
        expect(tableau.outcome?.bankerTotal).toBe(draws ? (bankerTotal + 2) % 10 : bankerTotal);
        expect(after.position).toBe(draws ? 6 : 5);
      });
    }
  }
});

describe('rounds where the Player stands', () => {
  for (const playerTotal of [6, 7]) {
    for (let bankerTotal = 0; bankerTotal <= 7; bankerTotal++) {
      const draws = bankerTotal <= 5;
      it(`Player ${playerTotal}, Banker ${bankerTotal}: Banker ${draws ? 'draws' : 'stands'}`, () => {
        const shoe = stackedShoe(['TS', 'TD', card(playerTotal), card(bankerTotal), '3C', '4C']);
        const { tableau } = dealRound(shoe, rng);
        expect(tableau.player).toHaveLength(2);
        expect(tableau.banker).toEqual(draws ? ['TD', card(bankerTotal), '3C'] : ['TD', card(bankerTotal)]);
      });
    }
  }
});

describe('naturals', () => {
  it('stops both hands on a Player natural even against a Banker 0', () => {
    const { tableau, events } = dealRound(stackedShoe(['4S', 'TD', '4H', 'KC', '5C', '5D']), rng);
    expect(tableau.player).toHaveLength(2);
    expect(tableau.banker).toHaveLength(2);
    expect(tableau.outcome).toEqual({ winner: 'player', natural: true, playerTotal: 8, bankerTotal: 0 });
    expect(events.map((e) => e.type)).toEqual(['card', 'card', 'card', 'card', 'result']);
  });

  it('stops both hands on a Banker natural even against a Player 0', () => {
    const { tableau } = dealRound(stackedShoe(['TS', '9D', 'KH', 'QC', '5C', '5D']), rng);
    expect(tableau.player).toEqual(['TS', 'KH']);
    expect(tableau.outcome).toEqual({ winner: 'banker', natural: true, playerTotal: 0, bankerTotal: 9 });
  });

  it('calls a natural 8 against natural 8 a tie', () => {
    const { tableau } = dealRound(stackedShoe(['4S', '5D', '4H', '3C']), rng);
    expect(tableau.outcome).toEqual({ winner: 'tie', natural: true, playerTotal: 8, bankerTotal: 8 });
  });

  it('does not call a three-card 9 a natural', () => {
    const { tableau } = dealRound(stackedShoe(['2S', '7D', '2H', 'TC', '5C']), rng);
    expect(tableau.outcome).toEqual({ winner: 'player', natural: false, playerTotal: 9, bankerTotal: 7 });
  });
});

describe('dealing in steps', () => {
  it('deals Player, Banker, Player, Banker, then third cards, reporting each card with its total', () => {
    const shoe = stackedShoe(['2S', '3D', '2H', 'TC', '6C', '9D']);
    const first = dealInitial(shoe, rng);
    expect(first.tableau.phase).toBe('third');
    expect(first.events).toEqual([
      { type: 'card', to: 'player', card: '2S', third: false, total: 2 },
      { type: 'card', to: 'banker', card: '3D', third: false, total: 3 },
      { type: 'card', to: 'player', card: '2H', third: false, total: 4 },
      { type: 'card', to: 'banker', card: 'TC', third: false, total: 3 },
    ]);
    const second = dealThirdCards(first.tableau, first.shoe, rng);
    expect(second.events).toEqual([
      { type: 'card', to: 'player', card: '6C', third: true, total: 0 },
      { type: 'card', to: 'banker', card: '9D', third: true, total: 2 },
      { type: 'result', winner: 'banker', natural: false, playerTotal: 0, bankerTotal: 2 },
    ]);
    // The first state is untouched: steps never mutate.
    expect(first.tableau.player).toEqual(['2S', '2H']);
    expect(first.shoe.position).toBe(4);
  });

  it('refuses to deal third cards twice', () => {
    const done = dealRound(stackedShoe(['4S', '5D', '4H', '3C']), rng);
    expect(() => dealThirdCards(done.tableau, done.shoe, rng)).toThrow(/phase "third"/);
  });

  it('fails when a stacked shoe runs out in the middle of a round', () => {
    expect(() => dealRound(stackedShoe(['2S', '3D', '2H', 'TC', '6C']), rng)).toThrow(ShoeError);
  });
});
