/**
 * Bet behind at bj-european (sheet 002, "taustapanos"): five boxes, the player's back bet on a
 * computer player's box, the round stopping for the player's answer when that holder doubles or
 * splits, and the back bet settled with the hand(s) it follows, in the player's money.
 */
import { describe, expect, it } from 'vitest';
import { roundRecord } from '../../../src/demo/blackjack/record';
import {
  actTableRound,
  BlackjackRuleError,
  decisionStake,
  openTableRound,
  otherPlayersBets,
  playRound,
  type RoundState,
  type SeatBet,
  tableBetsProblem,
  tableRound,
  tableRules,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';
import { refusal } from '../refusal';

const european = tableRules('bj-european');
const shoe = (cards: string) => stackedShoe(cards.split(' '));
const rng = new SeededRng('bet behind');

/** The player on box 1 and a back bet of `behind` on box 4 (the first computer player, 1000 on it). */
const bets = (behind: number): SeatBet[] => [
  { seat: 1, main: 1000 },
  { seat: 4, main: 0, behind },
];

/** Each box's hands as "cards/bet/outcome/returned/behind/behindReturned". */
function boxes(state: RoundState): Record<number, string[]> {
  return Object.fromEntries(
    state.seats.map((s) => [
      s.seat,
      s.hands.map((h) => `${h.cards.join(' ')}/${h.bet}/${h.outcome}/${h.returned}/${h.behind}/${h.behindReturned}`),
    ]),
  );
}

describe('bj-european has five boxes', () => {
  it('three for the player and two computer players after them', () => {
    expect([european.seats, european.otherPlayers, european.betBehind]).toEqual([3, 2, true]);
    expect(otherPlayersBets(european)).toEqual([
      { seat: 4, main: 1000, perfectPairs: 0 },
      { seat: 5, main: 2500, perfectPairs: 0 },
    ]);
  });
});

describe('where a back bet may go', () => {
  it('on a computer player’s box, from the table minimum to that box’s bet, within the balance', () => {
    expect(tableBetsProblem(european, bets(1000), 1e6)).toBeNull();
    expect(tableBetsProblem(european, [{ seat: 5, main: 0, behind: 2500 }], 1e6)).toBeNull();
    expect(tableBetsProblem(european, bets(1500), 1e6)).toEqual({
      code: 'bet.behindLimits',
      seat: 4,
      amount: 1500,
      min: 1000,
      max: 1000,
    });
    expect(tableBetsProblem(european, [{ seat: 5, main: 0, behind: 500 }], 1e6)).toEqual({
      code: 'bet.behindLimits',
      seat: 5,
      amount: 500,
      min: 1000,
      max: 2500,
    });
    expect(tableBetsProblem(european, bets(1000), 1999)).toEqual({
      code: 'bet.overBalance',
      total: 2000,
      balance: 1999,
    });
  });

  it('never on the player’s own box, an empty one, twice on one box, or at a table without bet behind', () => {
    expect(tableBetsProblem(european, [{ seat: 2, main: 1000, behind: 1000 }], 1e6)).toEqual({
      code: 'bet.behindNotOther',
      seat: 2,
    });
    // The computer player's box itself is not the player's to bet on.
    expect(tableBetsProblem(european, [{ seat: 4, main: 1000 }], 1e6)).toEqual({
      code: 'bet.noSeat',
      seat: 4,
      seats: 3,
    });
    expect(tableBetsProblem(european, [{ seat: 6, main: 0, behind: 1000 }], 1e6)).toEqual({
      code: 'bet.noSeat',
      seat: 6,
      seats: 3,
    });
    const twice = [
      { seat: 4, main: 0, behind: 1000 },
      { seat: 4, main: 0, behind: 1000 },
    ];
    expect(tableBetsProblem(european, twice, 1e6)).toEqual({ code: 'bet.twoOnSeat', seat: 4 });
    const classic = tableRules('bj-classic');
    expect(tableBetsProblem(classic, [{ seat: 2, main: 0, behind: 100 }], 1e6)).toEqual({
      code: 'bet.noBehind',
      seat: 2,
    });
    // Computer players switched off: no box to bet behind.
    const alone = { ...european, otherPlayers: 0 };
    expect(tableBetsProblem(alone, bets(1000), 1e6)).toEqual({ code: 'bet.noSeat', seat: 4, seats: 3 });
    expect(() => openTableRound(alone, shoe('TS 6H'), bets(1000), 1e6, rng)).toThrow(BlackjackRuleError);
  });
});

describe('the holder doubles: the player is asked to match', () => {
  // Box 1 TS 8S = 18, box 4 6H 5C = 11, box 5 TC 9C = 19; dealer 6D. Box 4 doubles 11 v 6 and
  // draws 9D; the dealer draws TH 7H and busts.
  const ROUND = 'TS 6H TC 6D 8S 5C 9C 9D TH 7H';

  it('stops at the player’s answer, and a match doubles the back bet, paid as the hand', () => {
    const open = openTableRound(european, shoe(ROUND), bets(1000), 100000, rng);
    expect(tableRound(european, open.state)).toMatchObject({ staked: 2000, balance: 98000 });
    const asked = actTableRound(european, open.state, 'stand', rng);
    expect(asked.state.phase).toBe('behind');
    expect(asked.state.asked).toBe('double');
    expect(asked.events.at(-1)).toEqual({ type: 'behind.asked', seat: 4, hand: 0, move: 'double' });
    // The holder's double is announced, its card not dealt until the back bettor answers.
    expect(boxes(asked.state)[4]).toEqual(['6H 5C/1000/null/0/1000/0']);
    const view = tableRound(european, asked.state);
    expect(view.legal).toEqual(['behind:yes', 'behind:no']);
    expect(decisionStake(asked.state, 'behind:yes')).toBe(1000);
    expect(decisionStake(asked.state, 'behind:no')).toBe(0);

    const over = actTableRound(european, asked.state, 'behind:yes', rng);
    expect(over.state.phase).toBe('over');
    expect(boxes(over.state)[4]).toEqual(['6H 5C 9D/2000/win/4000/2000/4000']);
    expect(over.events).toContainEqual({ type: 'behind.matched', seat: 4, hand: 0, bet: 2000 });
    expect(over.events).toContainEqual({
      type: 'bet.settled',
      seat: 4,
      hand: 0,
      kind: 'behind',
      outcome: 'win',
      bet: 2000,
      returned: 4000,
    });
    // The player's money: box 1 (1000 → 2000) and the back bet (1000 + 1000 → 4000); the
    // computer player's own 2000 is not the player's.
    expect(tableRound(european, over.state)).toMatchObject({ staked: 3000, returned: 6000, balance: 97000 });
  });

  it('declined, the back bet stays as it was and only the holder doubles', () => {
    const asked = actTableRound(
      european,
      openTableRound(european, shoe(ROUND), bets(1000), 100000, rng).state,
      'stand',
      rng,
    );
    const over = actTableRound(european, asked.state, 'behind:no', rng);
    expect(boxes(over.state)[4]).toEqual(['6H 5C 9D/2000/win/4000/1000/2000']);
    expect(tableRound(european, over.state)).toMatchObject({ staked: 2000, returned: 4000 });
  });

  it('is not asked when the balance cannot match: the holder doubles alone', () => {
    const open = openTableRound(european, shoe(ROUND), bets(1000), 2000, rng);
    const over = actTableRound(european, open.state, 'stand', rng);
    expect(over.state.phase).toBe('over');
    expect(boxes(over.state)[4]).toEqual(['6H 5C 9D/2000/win/4000/1000/2000']);
  });

  it('a decision that is not the answer is refused with the answers', () => {
    const asked = actTableRound(
      european,
      openTableRound(european, shoe(ROUND), bets(1000), 100000, rng).state,
      'stand',
      rng,
    );
    const error = refusal(BlackjackRuleError, () => actTableRound(european, asked.state, 'hit', rng));
    expect(error.problem).toMatchObject({
      code: 'move.illegal',
      decision: 'hit',
      seat: 4,
      legal: ['behind:yes', 'behind:no'],
    });
  });
});

describe('a back bet in a headless round (the scenario’s engine): one player holds the box and bets behind it', () => {
  // 6S 5D = 11 against 5H: double, TC; the dealer draws 9H 8D and busts.
  const cards = '6S 5H 5D TC 9H 8D';
  const bet: SeatBet[] = [{ seat: 1, main: 2000, behind: 1000 }];

  it('asks the back bettor when the balance covers both the double and the match', () => {
    const asked: string[] = [];
    const { state } = playRound(european, shoe(cards), bet, 6000, rng, (s, legal) => {
      asked.push(`${s.phase}:${legal.join('/')}`);
      return s.phase === 'behind' ? 'behind:yes' : 'double';
    });
    expect(asked).toEqual(['player:hit/stand/double/surrender', 'behind:behind:yes/behind:no']);
    expect(boxes(state)[1]).toEqual(['6S 5D TC/4000/win/8000/2000/4000']);
    expect([state.staked, state.returned, state.balance]).toEqual([6000, 12000, 0]);
  });

  it('doubles alone when the balance covers the double but not the match too', () => {
    const phases: string[] = [];
    const { state } = playRound(european, shoe(cards), bet, 5000, rng, (s) => {
      phases.push(s.phase);
      return 'double';
    });
    expect(phases).toEqual(['player']);
    expect(boxes(state)[1]).toEqual(['6S 5D TC/4000/win/8000/1000/2000']);
    expect(state.balance).toBe(0);
  });
});

describe('the holder splits', () => {
  // Box 4 8H 8C v 6D splits: 8H TD = 18 and 8C 9D = 17 stand; the dealer busts with TH 7H.
  const ROUND = 'TS 8H TC 6D 8S 8C 9C TD 9D TH 7H';

  it('not followed: the back bet stays on the first hand only', () => {
    const asked = actTableRound(
      european,
      openTableRound(european, shoe(ROUND), bets(1000), 100000, rng).state,
      'stand',
      rng,
    );
    expect(asked.state.asked).toBe('split');
    const over = actTableRound(european, asked.state, 'behind:no', rng).state;
    expect(boxes(over)[4]).toEqual(['8H TD/1000/win/2000/1000/2000', '8C 9D/1000/win/2000/0/0']);
    expect(tableRound(european, over)).toMatchObject({ staked: 2000, returned: 4000 });
  });

  it('followed: each hand carries the back bet and settles it', () => {
    const asked = actTableRound(
      european,
      openTableRound(european, shoe(ROUND), bets(1000), 100000, rng).state,
      'stand',
      rng,
    );
    const over = actTableRound(european, asked.state, 'behind:yes', rng);
    expect(over.events).toContainEqual({ type: 'behind.matched', seat: 4, hand: 1, bet: 1000 });
    expect(boxes(over.state)[4]).toEqual(['8H TD/1000/win/2000/1000/2000', '8C 9D/1000/win/2000/1000/2000']);
    expect(tableRound(european, over.state)).toMatchObject({ staked: 3000, returned: 6000 });
  });
});

describe('the back bet on a dealer ace and in history', () => {
  it('the back bettor is not insured: only the player’s own box is offered insurance', () => {
    // Box 1 TS 9S = 19, box 4 9H 8H = 17, box 5 TC 7C = 17; dealer AD 8D = 19.
    const open = openTableRound(european, shoe('TS 9H TC AD 9S 8H 7C 8D'), bets(1000), 100000, rng);
    expect(open.state.phase).toBe('insurance');
    expect(open.state.seats[open.state.turn!.seat]!.seat).toBe(1);
    const played = actTableRound(
      european,
      actTableRound(european, open.state, 'insurance:no', rng).state,
      'stand',
      rng,
    );
    expect(played.state.phase).toBe('over');
    expect(played.state.seats.map((s) => s.insurance.bet)).toEqual([0, 0, 0]);
    expect(boxes(played.state)).toEqual({
      1: ['TS 9S/1000/push/1000/0/0'],
      4: ['9H 8H/1000/lose/0/1000/0'],
      5: ['TC 7C/2500/lose/0/0/0'],
    });
    expect(tableRound(european, played.state)).toMatchObject({ staked: 2000, returned: 1000 });
  });

  it('history keeps the back bet’s stake and return and the cards of the box it rode on', () => {
    const asked = actTableRound(
      european,
      openTableRound(european, shoe('TS 6H TC 6D 8S 5C 9C 9D TH 7H'), bets(1000), 100000, rng).state,
      'stand',
      rng,
    );
    const over = actTableRound(european, asked.state, 'behind:yes', rng).state;
    const record = roundRecord(over, european.seats);
    expect(record.wagers).toEqual([
      { bet: 'main:1', amount: 1000 },
      { bet: 'behind:4', amount: 2000 },
    ]);
    expect(record.wins).toEqual([
      { bet: 'main:1', amount: 2000 },
      { bet: 'behind:4', amount: 4000 },
    ]);
    expect(record.detail.hands.map((h) => h.seat)).toEqual([1, 4]);
  });
});
