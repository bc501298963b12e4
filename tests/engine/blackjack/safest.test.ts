/**
 * An unfinished round completed with the player's safest moves (engine/blackjack/safest.ts), on
 * stacked shoes: every offer declined, every hand still to play stands, nothing more staked, and
 * the dealer plays it out exactly as if the player had made those moves one by one.
 */
import { describe, expect, it } from 'vitest';
import {
  actTableRound,
  completeSafely,
  type Decision,
  openTableRound,
  type RoundEvent,
  type RoundState,
  type SeatBet,
  safestMove,
  tableRound,
  tableRules,
  turnSeat,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';

const multiseat = tableRules('bj-multiseat');
const classic = tableRules('bj-classic');
const shoe = (cards: string) => stackedShoe(cards.split(' '));
const rng = () => new SeededRng('safest');
const bets = (...seats: number[]): SeatBet[] => seats.map((seat) => ({ seat, main: 1000 }));

/** Each seat's hands as "cards/bet/outcome/returned", by seat number. */
function seats(state: RoundState): Record<number, string[]> {
  return Object.fromEntries(
    state.seats.map((s) => [s.seat, s.hands.map((h) => `${h.cards.join(' ')}/${h.bet}/${h.outcome}/${h.returned}`)]),
  );
}

/** The kinds of event a round reported, in order. */
const kinds = (events: readonly RoundEvent[]) => events.map((e) => e.type);

describe('the safest move', () => {
  it('declines an offer, else stands; null when neither is open', () => {
    expect(safestMove(['insurance:yes', 'insurance:no'])).toBe('insurance:no');
    expect(safestMove(['even-money:yes', 'even-money:no'])).toBe('even-money:no');
    expect(safestMove(['hit', 'stand', 'double', 'split', 'surrender'])).toBe('stand');
    expect(safestMove([])).toBeNull();
  });
});

describe('completing an unfinished round safely', () => {
  it('declines insurance and even money at every seat, stands every hand, and settles', () => {
    // Seats 1–3: T6 = 16, AK blackjack, 88; dealer A up, 7 in the hole (soft 18, no blackjack).
    const open = openTableRound(multiseat, shoe('TS AH 8D AC 6S KH 8C 7D 2C 3C'), bets(1, 2, 3), 100_000, rng());
    expect(open.state.phase).toBe('insurance');
    expect(tableRound(multiseat, open.state).legal).toEqual(['insurance:yes', 'insurance:no']);

    const { state, events } = completeSafely(multiseat, open.state, rng());
    expect(state.phase).toBe('over');
    expect(kinds(events)).not.toContain('insurance.taken');
    expect(kinds(events)).not.toContain('hand.split');
    expect(kinds(events)).not.toContain('hand.doubled');
    expect(kinds(events)).not.toContain('hand.surrendered');
    // No card went to a player's hand: they all stood on their first two.
    expect(events.filter((e) => e.type === 'card.dealt' && e.to !== 'dealer')).toEqual([]);
    expect(seats(state)).toEqual({
      1: ['TS 6S/1000/lose/0'],
      2: ['AH KH/1000/blackjack/2500'], // even money declined: 3 to 2 once the peek finds none
      3: ['8D 8C/1000/lose/0'],
    });
    expect(state.seats.map((s) => s.insurance.bet)).toEqual([0, 0, 0]);
    expect(tableRound(multiseat, state)).toMatchObject({ staked: 3000, returned: 2500 });
  });

  it('stands the split hands still to play and the seats after them; the split hand is dealt its card', () => {
    // Seat 1 8-8, seat 2 T-9; dealer 6 up, T in the hole. The player has split: hand 1 is 8-3.
    const start = openTableRound(multiseat, shoe('8S TH 6D 8C 9H TD 3S 5C 9C 2C'), bets(1, 2), 100_000, rng());
    const split = actTableRound(multiseat, start.state, 'split', rng()).state;
    expect(turnSeat(split)).toBe(1);
    expect(split.turn).toEqual({ seat: 0, hand: 0 });
    expect(tableRound(multiseat, split).legal).toContain('double');

    const { state, events } = completeSafely(multiseat, split, rng());
    expect(seats(state)).toEqual({
      // 11 stands (no double); the second hand gets its second card as the rules deal it, 13 stands.
      1: ['8S 3S/1000/win/2000', '8C 5C/1000/win/2000'],
      2: ['TH 9H/1000/win/2000'],
    });
    expect(state.dealer.cards).toEqual(['6D', 'TD', '9C']); // 16 draws and busts
    expect(kinds(events)).not.toContain('hand.doubled');
    expect(events.filter((e) => e.type === 'hand.stood')).toHaveLength(3);
    expect(tableRound(multiseat, state)).toMatchObject({ staked: 3000, returned: 6000 });
  });

  it('ends exactly as the same safe decisions made one by one (computer players included)', () => {
    // bj-classic: the player's T7 against an ace; two computer players after the player.
    const open = openTableRound(classic, shoe('TS AH 8D AC 7S KH 5S 6D 9S 2C'), bets(1), 100_000, rng());
    const safe = completeSafely(classic, open.state, rng());
    let byHand = open;
    const made: Decision[] = [];
    while (byHand.state.phase !== 'over') {
      const move = safestMove(tableRound(classic, byHand.state).legal) as Decision;
      made.push(move);
      byHand = actTableRound(classic, byHand.state, move, rng());
    }
    expect(made).toEqual(['insurance:no', 'stand']);
    expect(safe).toEqual({ state: byHand.state, events: expect.any(Array) });
    expect(seats(safe.state)[1]).toEqual(['TS 7S/1000/push/1000']);
    // The round given is left as it was.
    expect(open.state.phase).toBe('insurance');
  });

  it('returns a settled round as it is', () => {
    const open = openTableRound(multiseat, shoe('TS 9H 7D 8C 2C'), bets(1), 100_000, rng());
    const over = actTableRound(multiseat, open.state, 'stand', rng()).state;
    expect(completeSafely(multiseat, over, rng())).toEqual({ state: over, events: [] });
  });
});
