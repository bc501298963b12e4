/** Bets and limits, illegal decisions, the player's view, and the shoe across rounds. */
import { describe, expect, it } from 'vitest';
import {
  BetError,
  decide,
  IllegalMoveError,
  playDealer,
  playRound,
  publicView,
  startRound,
  tableRules,
  validateBets,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { createShoe, stackedShoe } from '../../../src/engine/shared/shoe';

const rng = new SeededRng(7);

describe('bets and limits (per seat, initial main bet)', () => {
  const multiseat = tableRules('bj-multiseat');
  it.each([
    [[{ seat: 4, main: 1000 }], /seat 4 does not exist: this table has seats 1 to 3/],
    [[{ seat: 0, main: 1000 }], /seat 0 does not exist/],
    [[{ seat: 1, main: 99 }], /seat 1: main bet 99 is outside the table limits 100 to 30000/],
    [[{ seat: 2, main: 30001 }], /seat 2: main bet 30001 is outside the table limits/],
    [[{ seat: 1, main: 150.5 }], /seat 1: main bet 150.5/],
    [
      [
        { seat: 1, main: 1000 },
        { seat: 1, main: 1000 },
      ],
      /seat 1 has two bets/,
    ],
    [[], /at least one seat/],
    [[{ seat: 1, main: 1000, perfectPairs: 100 }], /seat 1: this table has no Perfect Pairs side bet/],
  ])('refuse %j', (bets, message) => {
    expect(() => validateBets(multiseat, bets, 1_000_000)).toThrow(BetError);
    expect(() => validateBets(multiseat, bets, 1_000_000)).toThrow(message);
  });

  it('accept the limits themselves, up to three seats, within the balance', () => {
    const bets = [
      { seat: 3, main: 30000 },
      { seat: 1, main: 100 },
      { seat: 2, main: 500 },
    ];
    expect(validateBets(multiseat, bets, 30600).map((b) => b.seat)).toEqual([1, 2, 3]);
    expect(() => validateBets(multiseat, bets, 30599)).toThrow(/bets total 30600, more than the balance of 30599/);
  });

  it('bj-classic takes one seat; bj-european takes several and Perfect Pairs', () => {
    expect(() => validateBets(tableRules('bj-classic'), [{ seat: 2, main: 1000 }], 1e6)).toThrow(/seats 1 to 1/);
    const european = tableRules('bj-european');
    expect(() => validateBets(european, [{ seat: 1, main: 999 }], 1e6)).toThrow(/limits 1000 to 50000/);
    expect(
      validateBets(
        european,
        [
          { seat: 1, main: 1000, perfectPairs: 500 },
          { seat: 2, main: 1000 },
        ],
        1e6,
      ),
    ).toHaveLength(2);
  });
});

describe('decisions the rules forbid', () => {
  it('throw naming the seat, the hand and the legal moves, and leave the state as it was', () => {
    const { state } = startRound(
      tableRules('bj-classic'),
      stackedShoe('TS 9H 6D 7C 5S'.split(' ')),
      [{ seat: 1, main: 1000 }],
      1500,
      rng,
    );
    const before = JSON.stringify(state);
    let error: unknown;
    try {
      decide(state, 'split', rng);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect((error as Error).message).toBe(
      '"split" is not allowed at seat 1, hand 1; legal moves: hit, stand, surrender',
    );
    expect((error as IllegalMoveError).legal).toEqual(['hit', 'stand', 'surrender']);
    expect(JSON.stringify(state)).toBe(before);
    expect(() => decide(state, 'insurance:yes', rng)).toThrow(IllegalMoveError);
  });
});

describe('the player’s view', () => {
  it('hides the hole card and the shoe until the hole card is turned', () => {
    const { state } = startRound(
      tableRules('bj-classic'),
      stackedShoe('TS 9H 6D 7C 5S'.split(' ')),
      [{ seat: 1, main: 1000 }],
      100000,
      rng,
    );
    const view = publicView(state);
    expect(view.dealer).toEqual({ cards: ['9H', null], total: 9, soft: false });
    expect(view.legal).toEqual(['hit', 'stand', 'double', 'surrender']);
    expect(view.cardsLeft).toBe(1);
    expect(JSON.stringify(view)).not.toContain('7C');
    expect(JSON.stringify(view)).not.toContain('5S');
    const stood = decide(state, 'stand', rng);
    expect(stood.state.phase).toBe('dealer');
    expect(publicView(stood.state).dealer.cards).toEqual(['9H', null]);
    const after = playDealer(stood.state, rng);
    expect(publicView(after.state).dealer.cards).toEqual(['9H', '7C', '5S']);
    expect(after.events[0]).toEqual({ type: 'hole.revealed', card: '7C' });
  });

  it('deals the hole card face down in the events too', () => {
    const { events } = startRound(
      tableRules('bj-classic'),
      stackedShoe('TS 9H 6D 7C'.split(' ')),
      [{ seat: 1, main: 1000 }],
      100000,
      rng,
    );
    expect(events.filter((e) => e.type === 'card.dealt').map((e) => (e.type === 'card.dealt' ? e.card : 0))).toEqual([
      'TS',
      '9H',
      '6D',
      null,
    ]);
  });
});

describe('the shoe across rounds follows the table’s shuffle rule', () => {
  const standAll = () => playRoundsOn;
  function playRoundsOn(table: string, rounds: number) {
    const rules = tableRules(table);
    const r = new SeededRng(table);
    let shoe = createShoe(rules.decks, rules.shuffle, r);
    const log: { shuffles: number; position: number }[] = [];
    for (let i = 0; i < rounds; i++) {
      const step = playRound(rules, shoe, [{ seat: 1, main: rules.minBet }], 1e9, r, (_s, legal) =>
        legal.includes('stand') ? 'stand' : (legal.find((m) => m.endsWith(':no')) ?? legal[0]!),
      );
      shoe = step.state.shoe;
      log.push({ shuffles: shoe.shuffles, position: shoe.position });
    }
    return log;
  }
  it('bj-h17-8deck reshuffles once 10 % of its 416 cards are dealt', () => {
    const log = standAll()('bj-h17-8deck', 30);
    const first = log.findIndex((l) => l.shuffles === 2);
    expect(first).toBeGreaterThan(0);
    expect(log[first - 1]!.position).toBeGreaterThanOrEqual(42);
    expect(log[first - 2]!.position).toBeLessThan(42);
  });
  it('bj-multiseat shuffles before every round', () => {
    const log = standAll()('bj-multiseat', 5);
    expect(log.map((l) => l.shuffles)).toEqual([2, 3, 4, 5, 6]);
  });
  it('bj-european’s continuous shuffler takes the cards back after every round', () => {
    const log = standAll()('bj-european', 5);
    expect(log.every((l) => l.position === 0)).toBe(true);
  });
  it('bj-classic deals on until the cut card at 75 %', () => {
    const log = standAll()('bj-classic', 80);
    const first = log.findIndex((l) => l.shuffles === 2);
    expect(log[first - 1]!.position).toBeGreaterThanOrEqual(234);
  });
});
