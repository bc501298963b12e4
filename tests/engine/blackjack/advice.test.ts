/** The recommended move (the simulator's player and the table's hint) on stacked shoes. */
import { describe, expect, it } from 'vitest';
import { recommendForHand, recommendMove, strategyFor } from '../../../src/engine/blackjack/advice';
import {
  type BlackjackRules,
  type Decision,
  decide,
  legalMoves,
  playDealer,
  publicView,
  type RoundState,
  startRound,
  tableRules,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { createShoe, stackedShoe } from '../../../src/engine/shared/shoe';

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

describe('recommendForHand (the hint, from the round the player sees)', () => {
  /** recommendForHand on the hand whose turn it is in the public view of `state`. */
  function fromView(rules: BlackjackRules, state: RoundState): Decision | null {
    const view = publicView(state);
    const turn = view.turn;
    const cards = turn ? view.seats[turn.seat]!.hands[turn.hand]!.cards : [];
    return recommendForHand(strategyFor(rules), view.phase, cards, view.dealer.cards[0]!, view.legal);
  }

  it.each<[string, string[], string[], Decision | null]>([
    ['bj-h17-8deck', ['TS', 'TH', '6D', '7C', '2S'], [], 'surrender'],
    ['bj-h17-8deck', ['6S', '6H', '5D', '7C', '2S'], [], 'double'],
    ['bj-classic', ['AS', '3H', '2D', '7C', '5S', 'TS'], [], 'hit'],
    ['bj-classic', ['AS', '3H', '2D', '7C', '5S', 'TS'], ['hit'], 'stand'],
    ['bj-classic', ['AS', '3H', '7D', '7C', '5S'], [], 'double'],
    ['bj-classic', ['8S', 'AH', '8D', '7C'], ['insurance:no'], 'split'],
    ['bj-h17-8deck', ['8S', 'AH', '8D', '7C'], ['insurance:no'], 'surrender'],
    ['bj-classic', ['8S', 'AH', '8D', '7C'], [], 'insurance:no'],
    ['bj-classic', ['AS', 'AH', 'KD', '7C'], [], 'even-money:no'],
    ['bj-classic', ['8S', 'TH', '8D', '7C', '8H', '9S'], ['split'], 'hit'],
    ['bj-classic', ['5S', '6H', '5D', '7C', '6S', '9S'], ['split'], 'hit'],
    ['bj-classic', ['TS', '6H', 'TD', '7C'], ['stand'], null],
  ])('%s %j after %j: %s, as recommendMove', (table, shoe, decisions, expected) => {
    const { state, advise } = dealt(table, shoe, decisions);
    expect(advise()).toBe(expected);
    expect(fromView(tableRules(table), state)).toBe(expected);
  });

  it('declines insurance and even money from the legal moves alone, and is null when nothing is legal', () => {
    const strategy = strategyFor(tableRules('bj-classic'));
    expect(recommendForHand(strategy, 'insurance', ['8S', '8D'], 'AH', ['insurance:yes', 'insurance:no'])).toBe(
      'insurance:no',
    );
    expect(recommendForHand(strategy, 'insurance', ['AS', 'KD'], 'AH', ['even-money:yes', 'even-money:no'])).toBe(
      'even-money:no',
    );
    expect(recommendForHand(strategy, 'player', ['TS', '6H'], 'TD', [])).toBeNull();
    expect(recommendForHand(strategy, 'over', ['TS', '6H'], 'TD', [])).toBeNull();
  });

  it('matches recommendMove at every decision of 2400 random rounds on every table (splits, many cards, insurance)', () => {
    for (const table of ['bj-classic', 'bj-european', 'bj-multiseat', 'bj-h17-8deck']) {
      const rules = tableRules(table, { seats: 2, otherPlayers: 0 });
      const strategy = strategyFor(rules);
      const rng = new SeededRng(`hint ${table}`);
      const choose = new SeededRng(`hint choices ${table}`);
      let shoe = createShoe(rules.decks, rules.shuffle, rng);
      let compared = 0;
      const kinds = new Set<string>();
      for (let round = 0; round < 600; round++) {
        const bets = [
          { seat: 1, main: rules.minBet },
          { seat: 2, main: rules.minBet },
        ];
        let state = startRound(rules, shoe, bets, 1_000_000, rng).state;
        while (state.phase !== 'over') {
          if (state.phase === 'dealer') {
            state = playDealer(state, rng).state;
            continue;
          }
          const legal = legalMoves(state);
          const expected = recommendMove(strategy, state, legal);
          expect(fromView(rules, state), `${table} round ${round}`).toBe(expected);
          compared++;
          const hand = state.turn && state.seats[state.turn.seat]!.hands[state.turn.hand]!;
          if (hand?.split) kinds.add('split hand');
          if (hand && hand.cards.length > 2) kinds.add('three cards or more');
          if (state.phase === 'insurance') kinds.add('insurance');
          // Half the time the recommended move, else any legal one: the walk reaches every kind of hand.
          const decision = choose.int(2) === 0 && expected ? expected : (legal[choose.int(legal.length)] as Decision);
          state = decide(state, decision, rng).state;
        }
        shoe = state.shoe;
      }
      expect(compared, table).toBeGreaterThan(1000);
      expect([...kinds].sort(), table).toEqual(['insurance', 'split hand', 'three cards or more']);
    }
  });
});
