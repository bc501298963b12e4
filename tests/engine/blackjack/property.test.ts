/**
 * Thousands of random rounds per table with random bets, random (tight) balances and random
 * legal decisions: the table always offers a move while it waits for one, every round ends
 * settled, and money is neither created nor lost.
 */
import { describe, expect, it } from 'vitest';
import {
  type BlackjackRules,
  decide,
  handTotal,
  isBlackjack,
  legalMoves,
  mainReturn,
  playDealer,
  type RoundState,
  type SeatBet,
  type Step,
  startRound,
  tableRules,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { createShoe } from '../../../src/engine/shared/shoe';
import { TABLES } from './helpers';

const ROUNDS = 4000;

function settledSum(state: RoundState): number {
  let total = 0;
  for (const seat of state.seats) {
    total += seat.insurance.returned + seat.perfectPairs.returned;
    for (const hand of seat.hands) total += hand.returned;
  }
  return total;
}

function stakeSum(state: RoundState): number {
  let total = 0;
  for (const seat of state.seats) {
    total += seat.insurance.bet + seat.perfectPairs.bet;
    for (const hand of seat.hands) total += hand.bet;
  }
  return total;
}

function checkMoney(state: RoundState, start: number) {
  expect(state.balance).toBeGreaterThanOrEqual(0);
  expect(state.balance + state.staked).toBe(start);
  expect(stakeSum(state)).toBe(state.staked);
  expect(settledSum(state)).toBe(state.returned);
}

/** Plays `rounds` random rounds under `rules`; returns the decisions the walk made. */
function randomRounds(rules: BlackjackRules, rounds: number, rng: SeededRng): Set<string> {
  let shoe = createShoe(rules.decks, rules.shuffle, rng);
  const seen = new Set<string>();
  for (let round = 0; round < rounds; round++) {
    const seatCount = 1 + rng.int(rules.seats);
    const bets: SeatBet[] = [];
    for (let s = 1; s <= rules.seats && bets.length < seatCount; s++) {
      if (rules.seats - s < seatCount - bets.length || rng.int(2) === 0) {
        const main = rules.minBet + rng.int(Math.min(rules.maxBet, rules.minBet * 7) - rules.minBet + 1);
        const perfectPairs = rules.perfectPairs && rng.int(2) === 0 ? 1 + rng.int(rules.minBet) : 0;
        bets.push({ seat: s, main, perfectPairs });
      }
    }
    const total = bets.reduce((t, b) => t + b.main + (b.perfectPairs ?? 0), 0);
    // Tight balances half the time, so doubles, splits and insurance are sometimes unaffordable.
    const start = total + (rng.int(2) === 0 ? rng.int(total) : rng.int(total * 6));
    let step: Step = startRound(rules, shoe, bets, start, rng);
    let dealt = step.events.filter((e) => e.type === 'card.dealt').length;
    let guard = 0;
    while (step.state.phase === 'insurance' || step.state.phase === 'player') {
      const legal = legalMoves(step.state);
      expect(legal.length).toBeGreaterThan(0);
      checkMoney(step.state, start);
      const move = legal[rng.int(legal.length)]!;
      seen.add(move);
      step = decide(step.state, move, rng);
      dealt += step.events.filter((e) => e.type === 'card.dealt').length;
      expect(++guard).toBeLessThan(100);
    }
    if (step.state.phase === 'dealer') {
      step = playDealer(step.state, rng);
      dealt += step.events.filter((e) => e.type === 'card.dealt').length;
    }
    const { state } = step;
    expect(state.phase).toBe('over');
    expect(legalMoves(state)).toEqual([]);
    checkMoney(state, start);
    let cards = state.dealer.cards.length;
    const dealerTotal = handTotal(state.dealer.cards);
    for (const seat of state.seats) {
      expect(seat.hands.length).toBeLessThanOrEqual(rules.maxHands);
      if (seat.insurance.bet > 0) expect(seat.insurance.settled).toBe(true);
      for (const hand of seat.hands) {
        cards += hand.cards.length;
        expect(hand.outcome).not.toBeNull();
        expect(hand.returned).toBe(mainReturn(hand.outcome!, hand.bet, rules));
        const totalP = handTotal(hand.cards);
        if (totalP > 21) expect(hand.outcome).toBe('lose');
        if (hand.outcome === 'blackjack') expect(isBlackjack(hand.cards, hand.split)).toBe(true);
        if (hand.outcome === 'win') expect(dealerTotal > 21 || totalP > dealerTotal).toBe(true);
        if (hand.outcome === 'bonus777') expect(hand.cards.join()).toMatch(/^7.,7.,7.$/);
      }
    }
    expect(cards).toBe(dealt);
    shoe = state.shoe;
  }
  return seen;
}

describe.each(TABLES)('%s: random rounds with random legal decisions', (table) => {
  it(`${ROUNDS} rounds: always a legal move, always settled, money adds up`, () => {
    const rules = tableRules(table);
    const seen = randomRounds(rules, ROUNDS, new SeededRng(`property ${table}`));
    // The random walk reached every kind of decision the table has.
    expect(seen.has('hit') && seen.has('stand') && seen.has('double') && seen.has('split')).toBe(true);
    if (rules.surrender !== 'none') expect(seen.has('surrender')).toBe(true);
    expect(seen.has('insurance:yes')).toBe(true);
    if (rules.evenMoney) expect(seen.has('even-money:yes')).toBe(true);
  });
});

describe('random rule sets (overrides of every field that changes play)', () => {
  const pick = <T>(rng: SeededRng, items: readonly T[]): T => items[rng.int(items.length)] as T;
  it('30 rule sets × 400 rounds: always a legal move, always settled, money adds up', () => {
    const rng = new SeededRng('random rule sets');
    for (let i = 0; i < 30; i++) {
      const overrides = {
        decks: 1 + rng.int(8),
        dealerHitsSoft17: rng.int(2) === 0,
        holeCard: pick(rng, ['peek', 'none'] as const),
        peekOn: pick(rng, ['ace-and-ten', 'ace'] as const),
        doubleOn: pick(rng, ['any2', '9-11', '10-11'] as const),
        doubleAfterSplit: rng.int(2) === 0,
        maxHands: 1 + rng.int(4),
        resplitAces: rng.int(2) === 0,
        hitSplitAces: rng.int(2) === 0,
        splitSecondCard: pick(rng, ['when-played', 'immediately'] as const),
        surrender: pick(rng, ['none', 'late', 'late-not-vs-ace'] as const),
        insurance: rng.int(2) === 0,
        evenMoney: rng.int(2) === 0,
        insuredHandMayNotDoubleOrSplit: rng.int(2) === 0,
        blackjackPays: pick(rng, [
          [3, 2],
          [6, 5],
          [2, 1],
        ] as const),
        bonus777: rng.int(2) === 0,
        perfectPairs: rng.int(2) === 0,
        shuffle: pick(rng, ['every-round', 'continuous', { penetration: 0.5 }] as const),
        seats: 1 + rng.int(7),
        // The engine's own rounds deal no computer players (the table round does: table.test.ts).
        otherPlayers: 0,
      };
      const rules = tableRules(pick(rng, TABLES), overrides);
      const seen = randomRounds(rules, 400, rng);
      expect(seen.has('stand')).toBe(true);
    }
  });
});
