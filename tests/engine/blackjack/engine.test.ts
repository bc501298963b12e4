/** Bets and limits, illegal decisions, the player's view, and the shoe across rounds. */
import { describe, expect, it } from 'vitest';
import {
  type BlackjackProblem,
  BlackjackRuleError,
  betsProblem,
  decide,
  playDealer,
  playRound,
  publicView,
  startRound,
  tableRules,
  validateBets,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { createShoe, stackedShoe } from '../../../src/engine/shared/shoe';
import { refusal } from '../refusal';

const rng = new SeededRng(7);

describe('bets and limits (per seat, initial main bet)', () => {
  const multiseat = tableRules('bj-multiseat');
  const limits = { min: 100, max: 30000 };
  it.each<[string, unknown[], BlackjackProblem, string]>([
    [
      'a seat the table does not have',
      [{ seat: 4, main: 1000 }],
      { code: 'bet.noSeat', seat: 4, seats: 3 },
      'seat 4 does not exist: this table has seats 1 to 3',
    ],
    [
      'seat 0',
      [{ seat: 0, main: 1000 }],
      { code: 'bet.noSeat', seat: 0, seats: 3 },
      'seat 0 does not exist: this table has seats 1 to 3',
    ],
    [
      'under the minimum',
      [{ seat: 1, main: 99 }],
      { code: 'bet.belowMin', seat: 1, amount: 99, ...limits },
      'seat 1: main bet 99 is outside the table limits 100 to 30000',
    ],
    [
      'over the maximum',
      [{ seat: 2, main: 30001 }],
      { code: 'bet.overMax', seat: 2, spot: 'main', amount: 30001, ...limits },
      'seat 2: main bet 30001 is outside the table limits 100 to 30000',
    ],
    [
      'a fraction of a minor unit',
      [{ seat: 1, main: 150.5 }],
      { code: 'bet.badAmount', seat: 1, spot: 'main', amount: 150.5 },
      'seat 1: main bet 150.5 must be a whole number of minor units, 0 or more',
    ],
    [
      'two bets on one seat',
      [
        { seat: 1, main: 1000 },
        { seat: 1, main: 1000 },
      ],
      { code: 'bet.twoOnSeat', seat: 1 },
      'seat 1 has two bets',
    ],
    ['no bet at all', [], { code: 'bet.none' }, 'a round needs at least one seat with a bet'],
    [
      'a side bet the table does not have',
      [{ seat: 1, main: 1000, perfectPairs: 100 }],
      { code: 'bet.noSideBet', seat: 1 },
      'seat 1: this table has no Perfect Pairs side bet',
    ],
  ])('refuse %s: the problem names it, the error carries it', (_what, bets, problem, message) => {
    expect(betsProblem(multiseat, bets as never, 1_000_000)).toEqual(problem);
    const error = refusal(BlackjackRuleError, () => validateBets(multiseat, bets as never, 1_000_000));
    expect(error.problem).toEqual(problem);
    expect(error.message).toBe(message);
  });

  it('accept the limits themselves, up to three seats, within the balance', () => {
    const bets = [
      { seat: 3, main: 30000 },
      { seat: 1, main: 100 },
      { seat: 2, main: 500 },
    ];
    expect(betsProblem(multiseat, bets, 30600)).toBeNull();
    expect(validateBets(multiseat, bets, 30600).map((b) => b.seat)).toEqual([1, 2, 3]);
    expect(betsProblem(multiseat, bets, 30599)).toEqual({ code: 'bet.overBalance', total: 30600, balance: 30599 });
    expect(() => validateBets(multiseat, bets, 30599)).toThrow('the bets total 30600, more than the balance of 30599');
  });

  it('bj-classic takes one seat; bj-european takes several and Perfect Pairs', () => {
    expect(betsProblem(tableRules('bj-classic'), [{ seat: 2, main: 1000 }], 1e6)).toEqual({
      code: 'bet.noSeat',
      seat: 2,
      seats: 1,
    });
    const european = tableRules('bj-european');
    expect(betsProblem(european, [{ seat: 1, main: 999 }], 1e6)).toEqual({
      code: 'bet.belowMin',
      seat: 1,
      amount: 999,
      min: 1000,
      max: 50000,
    });
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

  it('refuse a Perfect Pairs bet without a main bet, over the maximum or not whole, and count it in the total', () => {
    const european = tableRules('bj-european');
    expect(betsProblem(european, [{ seat: 2, main: 0, perfectPairs: 500 }], 1e6)).toEqual({
      code: 'bet.sideNeedsMain',
      seat: 2,
    });
    const over = { code: 'bet.overMax', seat: 1, spot: 'perfectPairs', amount: 50001, min: 1000, max: 50000 } as const;
    expect(betsProblem(european, [{ seat: 1, main: 1000, perfectPairs: 50001 }], 1e6)).toEqual(over);
    expect(
      refusal(BlackjackRuleError, () => validateBets(european, [{ seat: 1, main: 1000, perfectPairs: 50001 }], 1e6))
        .message,
    ).toBe('seat 1: perfectPairs bet 50001 must be 0 to 50000');
    expect(betsProblem(european, [{ seat: 1, main: 1000, perfectPairs: -5 }], 1e6)).toEqual({
      code: 'bet.badAmount',
      seat: 1,
      spot: 'perfectPairs',
      amount: -5,
    });
    expect(betsProblem(european, [{ seat: 1, main: 1000, perfectPairs: 500 }], 1499)).toEqual({
      code: 'bet.overBalance',
      total: 1500,
      balance: 1499,
    });
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
    const error = refusal(BlackjackRuleError, () => decide(state, 'split', rng));
    expect(error.problem).toEqual({
      code: 'move.illegal',
      decision: 'split',
      seat: 1,
      hand: 1,
      legal: ['hit', 'stand', 'surrender'],
    });
    expect(error.message).toBe('"split" is not allowed at seat 1, hand 1; legal moves: hit, stand, surrender');
    expect(JSON.stringify(state)).toBe(before);
    expect(refusal(BlackjackRuleError, () => decide(state, 'insurance:yes', rng)).problem).toMatchObject({
      code: 'move.illegal',
      decision: 'insurance:yes',
    });
  });

  it('name the seat alone while insurance is offered, and no seat once the round is over', () => {
    const { state } = startRound(
      tableRules('bj-multiseat'),
      stackedShoe('TS 9H AD 7C 5S 6D'.split(' ')),
      [
        { seat: 1, main: 1000 },
        { seat: 3, main: 1000 },
      ],
      100000,
      rng,
    );
    expect(state.phase).toBe('insurance');
    const atInsurance = refusal(BlackjackRuleError, () => decide(state, 'hit', rng));
    expect(atInsurance.problem).toEqual({
      code: 'move.illegal',
      decision: 'hit',
      seat: 1,
      hand: null,
      legal: ['insurance:yes', 'insurance:no'],
    });
    expect(atInsurance.message).toBe('"hit" is not allowed at seat 1; legal moves: insurance:yes, insurance:no');
    let over = state;
    while (over.phase !== 'over') {
      over =
        over.phase === 'dealer'
          ? playDealer(over, rng).state
          : decide(over, over.phase === 'insurance' ? 'insurance:no' : 'stand', rng).state;
    }
    const after = refusal(BlackjackRuleError, () => decide(over, 'stand', rng));
    expect(after.problem).toEqual({ code: 'move.illegal', decision: 'stand', seat: null, hand: null, legal: [] });
    expect(after.message).toBe('"stand" is not allowed at no seat; legal moves: none');
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
