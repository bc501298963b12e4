/**
 * The engine dealing with a FairDealer (the game server's Rng): every card and spin of a round
 * is what `fairShoe` / `fairPocket` of the recorded nonce gives, from the recorded position, at
 * each shuffle policy, and a shoe running dry in the middle of a round takes the next nonce
 * without the cards on the table. This is what a player's verification of a round relies on.
 */
import { describe, expect, it } from 'vitest';
import { dealRound } from '../../../src/engine/baccarat/tableau';
import {
  actTableRound,
  type BlackjackRules,
  openTableRound,
  type RoundEvent,
  type RoundState,
  recommendMove,
  type SeatBet,
  strategyFor,
  tableRules,
} from '../../../src/engine/blackjack/index';
import { spinWheel } from '../../../src/engine/roulette/wheel';
import type { Card } from '../../../src/engine/shared/cards';
import { FairDealer, fairPocket, fairShoe } from '../../../src/engine/shared/fair';
import { beginRound, createShoe, draw, restoreShoe, type ShoeState } from '../../../src/engine/shared/shoe';
import { referencePocket, referenceShoe } from './fair-reference';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CLIENT = 'lucky_7';
const sorted = (cards: readonly string[]) => [...cards].sort();

/** The cards in the order they left the shoe (the hole card where it was dealt face down). */
function dealtCards(events: readonly RoundEvent[], end: RoundState): Card[] {
  return events.flatMap((e) => (e.type === 'card.dealt' ? [e.card ?? (end.dealer.cards[1] as Card)] : []));
}

/** A whole table round: the player plays the strategy, the computer players and dealer as the table does. */
function playRound(rules: BlackjackRules, shoe: ShoeState, rng: FairDealer, bets: SeatBet[]) {
  let step = openTableRound(rules, shoe, bets, 10 ** 9, rng);
  const events = [...step.events];
  while (step.state.phase !== 'over') {
    step = actTableRound(rules, step.state, recommendMove(strategyFor(rules), step.state)!, rng);
    events.push(...step.events);
  }
  return { cards: dealtCards(events, step.state), state: step.state };
}

const nonces = (dealer: FairDealer) => dealer.shuffles.map((s) => s.nonce);

describe('a blackjack table dealing from a FairDealer', () => {
  it('shuffling before every round deals each round from the start of the next nonce’s shoe', () => {
    const rules = tableRules('bj-multiseat');
    const dealer = new FairDealer(SEED, CLIENT, 10);
    let shoe = createShoe(rules.decks, rules.shuffle, dealer);
    expect(shoe.cards).toEqual(fairShoe(SEED, CLIENT, 10, rules.decks));
    const bets = [1, 2, 3].map((seat) => ({ seat, main: rules.minBet }));
    for (const nonce of [11, 12, 13]) {
      const { cards, state } = playRound(rules, shoe, dealer, bets);
      expect(cards.length).toBeGreaterThanOrEqual(8);
      expect(cards).toEqual(fairShoe(SEED, CLIENT, nonce, rules.decks, cards.length));
      expect(cards).toEqual(referenceShoe(SEED, CLIENT, nonce, rules.decks).slice(0, cards.length));
      shoe = state.shoe;
    }
    expect(nonces(dealer)).toEqual([10, 11, 12, 13]);
    expect(dealer.nextNonce).toBe(14);
  });

  it('a penetration shoe deals on from where it stopped until the cut card, then takes the next nonce', () => {
    const rules = tableRules('bj-h17-8deck'); // 8 decks, the cut card after 10 %: 42 cards
    const dealer = new FairDealer(SEED, CLIENT, 0);
    let shoe = createShoe(rules.decks, rules.shuffle, dealer);
    const first = fairShoe(SEED, CLIENT, 0, 8);
    let position = 0;
    let rounds = 0;
    while (dealer.shuffles.length === 1) {
      const before = shoe.position;
      const { cards, state } = playRound(rules, shoe, dealer, [{ seat: 1, main: rules.minBet }]);
      if (dealer.shuffles.length > 1) {
        // The cut card came out last round: this one is dealt from the top of nonce 1's shoe.
        expect(before).toBeGreaterThanOrEqual(42);
        expect(cards).toEqual(fairShoe(SEED, CLIENT, 1, 8, cards.length));
      } else {
        expect(cards, `round ${rounds}`).toEqual(first.slice(position, position + cards.length));
        position += cards.length;
      }
      shoe = state.shoe;
      rounds++;
    }
    expect(rounds).toBeGreaterThan(3);
    expect(nonces(dealer)).toEqual([0, 1]);
  });

  it('computer players’ boxes take their cards from the same stream, in seat order', () => {
    const rules = tableRules('bj-classic'); // one player seat, two computer players, penetration 75 %
    const dealer = new FairDealer(SEED, CLIENT, 5);
    let shoe = createShoe(rules.decks, rules.shuffle, dealer);
    const dealt: Card[] = [];
    for (let i = 0; i < 4; i++) {
      const { cards, state } = playRound(rules, shoe, dealer, [{ seat: 1, main: rules.minBet }]);
      dealt.push(...cards);
      shoe = state.shoe;
    }
    expect(dealt).toEqual(fairShoe(SEED, CLIENT, 5, rules.decks, dealt.length));
    expect(nonces(dealer)).toEqual([5]);
  });

  it('a continuous shuffler’s next round is the next nonce’s shoe from its first card', () => {
    const rules = tableRules('bj-european');
    const dealer = new FairDealer(SEED, CLIENT, 20);
    let shoe = createShoe(rules.decks, rules.shuffle, dealer);
    for (const nonce of [20, 21, 22]) {
      const { cards, state } = playRound(rules, shoe, dealer, [{ seat: 1, main: rules.minBet }]);
      expect(cards).toEqual(fairShoe(SEED, CLIENT, nonce, rules.decks, cards.length));
      // The round's end shuffles: the shoe kept for the next round is already the next nonce's.
      expect(state.shoe.cards).toEqual(fairShoe(SEED, CLIENT, nonce + 1, rules.decks));
      expect(state.shoe.position).toBe(0);
      shoe = state.shoe;
    }
    expect(nonces(dealer)).toEqual([20, 21, 22, 23]);
  });
});

describe('a shoe running dry in the middle of a round', () => {
  /** An 8-deck shoe with two cards left and no cut card before them. */
  function nearlyDry(dealer: FairDealer): ShoeState {
    const shoe = createShoe(8, { penetration: 1 }, dealer);
    return restoreShoe({ ...shoe, position: 414, roundStart: 414 });
  }

  it('deals the last cards, then the next nonce’s shoe without the cards on the table', () => {
    const rules = tableRules('bj-h17-8deck', { shuffle: { penetration: 1 } });
    const dealer = new FairDealer(SEED, CLIENT, 0);
    const shoe = nearlyDry(dealer);
    const { cards, state } = playRound(rules, shoe, dealer, [{ seat: 1, main: rules.minBet }]);
    const last = fairShoe(SEED, CLIENT, 0, 8).slice(414);
    expect(cards.slice(0, 2)).toEqual(last);
    const fresh = fairShoe(SEED, CLIENT, 1, 8);
    for (const card of last) fresh.splice(fresh.indexOf(card), 1);
    expect(cards.slice(2)).toEqual(fresh.slice(0, cards.length - 2));
    expect(dealer.shuffles).toEqual([
      { nonce: 0, excluded: [] },
      { nonce: 1, excluded: last },
    ]);
    expect(state.shoe.cards).toHaveLength(416);
    expect(sorted(state.shoe.cards)).toEqual(sorted(fresh.concat(last)));
  });

  it('through the state-to-state draw (baccarat’s) the same way', () => {
    const dealer = new FairDealer(SEED, CLIENT, 7);
    let shoe = nearlyDry(dealer);
    const out: Card[] = [];
    for (let i = 0; i < 5; i++) {
      const d = draw(shoe, dealer);
      out.push(d.card);
      shoe = d.shoe;
    }
    const table = fairShoe(SEED, CLIENT, 7, 8).slice(414);
    const fresh = fairShoe(SEED, CLIENT, 8, 8);
    for (const card of table) fresh.splice(fresh.indexOf(card), 1);
    expect(out).toEqual([...table, ...fresh.slice(0, 3)]);
    expect(dealer.shuffles[1]).toEqual({ nonce: 8, excluded: table });
  });
});

describe('baccarat and roulette with a FairDealer', () => {
  it('a baccarat round deals the first cards of the nonce shuffled as it begins', () => {
    const dealer = new FairDealer(SEED, CLIENT, 100);
    const shoe = beginRound(createShoe(8, 'every-round', dealer), dealer);
    const step = dealRound(shoe, dealer);
    const cards = step.events.flatMap((e) => (e.type === 'card' ? [e.card] : []));
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards).toEqual(fairShoe(SEED, CLIENT, 101, 8, cards.length));
    expect([...step.tableau.player, ...step.tableau.banker].sort()).toEqual([...cards].sort());
    expect(nonces(dealer)).toEqual([100, 101]);
  });

  it('a roulette spin lands on the number fairPocket gives for the dealer’s next nonce', () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const dealer = new FairDealer(SEED, CLIENT, nonce);
      const spin = spinWheel(dealer);
      expect(spin.number).toBe(fairPocket(SEED, CLIENT, nonce));
      expect(spin.number).toBe(referencePocket(SEED, CLIENT, nonce));
      expect(dealer.shuffles).toEqual([{ nonce, excluded: [] }]);
      expect(dealer.nextNonce).toBe(nonce + 1);
    }
  });
});
