/**
 * The table round (engine/blackjack/table.ts): the player's seats first, the computer players'
 * boxes after them (the strategy, insurance declined), the dealer played as soon as nobody is
 * asked, and the round the player sees (hole card and shoe hidden, the player's money only).
 */
import { describe, expect, it } from 'vitest';
import {
  actTableRound,
  BlackjackRuleError,
  type BlackjackRules,
  type Decision,
  decide,
  decisionStake,
  legalMoves,
  openTableRound,
  otherPlayersBets,
  playDealer,
  playerReturned,
  playerStaked,
  type RoundEvent,
  type RoundState,
  recommendForHand,
  recommendMove,
  type SeatBet,
  type Step,
  startRound,
  startRoundWith,
  strategyFor,
  tableRound,
  tableRules,
  turnSeat,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { createShoe, type ShoeState, stackedShoe } from '../../../src/engine/shared/shoe';
import { refusal } from '../refusal';

const classic = tableRules('bj-classic');
const shoe = (cards: string) => stackedShoe(cards.split(' '));
const PLAYER: SeatBet[] = [{ seat: 1, main: 1000 }];
const rng = new SeededRng('table round');

/** Each seat's hands as "cards/bet/outcome/returned", by seat number. */
function seats(state: RoundState): Record<number, string[]> {
  return Object.fromEntries(
    state.seats.map((s) => [s.seat, s.hands.map((h) => `${h.cards.join(' ')}/${h.bet}/${h.outcome}/${h.returned}`)]),
  );
}

/** Where each card of the deal went, in order: a seat number or "dealer" ("dealer?" face down). */
function dealOrder(events: readonly RoundEvent[]): string[] {
  return events.flatMap((e) =>
    e.type === 'card.dealt' ? [e.to === 'dealer' ? (e.faceDown ? 'dealer?' : 'dealer') : String(e.to.seat)] : [],
  );
}

/** What seats 1 to `seats` staked (bets, doubles, splits, insurance, side bets) and got back, counted here. */
function ownMoney(state: RoundState, seats: number): [number, number] {
  let staked = 0;
  let returned = 0;
  for (const s of state.seats) {
    if (s.seat > seats) continue;
    staked += s.insurance.bet + s.perfectPairs.bet;
    returned += s.insurance.returned + s.perfectPairs.returned;
    for (const h of s.hands) {
      staked += h.bet;
      returned += h.returned;
    }
  }
  return [staked, returned];
}

describe('the computer players’ bets', () => {
  it('are a chip within the table limits per box, in the boxes after the player’s seats', () => {
    expect(otherPlayersBets(classic)).toEqual([
      { seat: 2, main: 100, perfectPairs: 0 },
      { seat: 3, main: 500, perfectPairs: 0 },
    ]);
    expect(otherPlayersBets(tableRules('bj-european', { otherPlayers: 3 }))).toEqual([
      { seat: 4, main: 1000, perfectPairs: 0 },
      { seat: 5, main: 2500, perfectPairs: 0 },
      { seat: 6, main: 1000, perfectPairs: 0 },
    ]);
    // No chip within the limits: the table minimum.
    expect(otherPlayersBets(tableRules('bj-multiseat', { otherPlayers: 1, chips: [100], minBet: 150 }))).toEqual([
      { seat: 4, main: 150, perfectPairs: 0 },
    ]);
    // bj-european's own two boxes after the player's three (bet behind needs them).
    expect(otherPlayersBets(tableRules('bj-european'))).toEqual([
      { seat: 4, main: 1000, perfectPairs: 0 },
      { seat: 5, main: 2500, perfectPairs: 0 },
    ]);
    for (const table of ['bj-multiseat', 'bj-h17-8deck']) {
      expect(otherPlayersBets(tableRules(table)), table).toEqual([]);
    }
  });
});

describe('a round at bj-classic: two computer players after the player', () => {
  // Seat 1 (player) TS 9S = 19, seat 2 9H 8H = 17, seat 3 TC 6C = 16; dealer 7D, hole TD; then 5S 2C.
  const ROUND = 'TS 9H TC 7D 9S 8H 6C TD 5S 2C';

  it('deals the computer players in seats 2 and 3 after the player, and waits for the player', () => {
    const open = openTableRound(classic, shoe(ROUND), PLAYER, 100000, rng);
    expect(seats(open.state)).toEqual({
      1: ['TS 9S/1000/null/0'],
      2: ['9H 8H/100/null/0'],
      3: ['TC 6C/500/null/0'],
    });
    expect(dealOrder(open.events)).toEqual(['1', '2', '3', 'dealer', '1', '2', '3', 'dealer?']);
    expect(open.state.phase).toBe('player');
    expect(turnSeat(open.state)).toBe(1);
    expect(open.events.at(-1)).toEqual({ type: 'turn.started', seat: 1, hand: 0 });
    expect(tableRound(classic, open.state).legal).toEqual(['hit', 'stand', 'double', 'surrender']);
  });

  it('plays the computer players by the strategy and then the dealer once the player stands', () => {
    const open = openTableRound(classic, shoe(ROUND), PLAYER, 100000, rng);
    const { state, events } = actTableRound(classic, open.state, 'stand', rng);
    // The chart: 17 v 7 stands, 16 v 7 hits.
    const strategy = strategyFor(classic);
    const asked: Decision[] = ['hit', 'stand', 'double', 'surrender'];
    expect(recommendForHand(strategy, 'player', ['9H', '8H'], '7D', asked)).toBe('stand');
    expect(recommendForHand(strategy, 'player', ['TC', '6C'], '7D', asked)).toBe('hit');
    expect(events.map((e) => e.type)).toEqual([
      'hand.stood',
      'turn.started',
      'hand.stood',
      'turn.started',
      'card.dealt',
      'hole.revealed',
      'dealer.stood',
      'bet.settled',
      'bet.settled',
      'bet.settled',
      'round.over',
    ]);
    expect(events).toContainEqual({ type: 'hand.stood', seat: 2, hand: 0, total: 17 });
    expect(events).toContainEqual({ type: 'card.dealt', to: { seat: 3, hand: 0 }, card: '5S', faceDown: false });
    expect(state.phase).toBe('over');
    expect(seats(state)).toEqual({
      1: ['TS 9S/1000/win/2000'],
      2: ['9H 8H/100/push/100'],
      3: ['TC 6C 5S/500/win/1000'],
    });
    expect(state.dealer.cards).toEqual(['7D', 'TD']);
  });

  it('shows the player their own stakes and returns only, and the seats that are theirs', () => {
    const open = openTableRound(classic, shoe(ROUND), PLAYER, 100000, rng);
    expect(open.state.staked).toBe(1600);
    expect(tableRound(classic, open.state)).toMatchObject({ staked: 1000, returned: 0, playerSeats: 1 });
    const over = actTableRound(classic, open.state, 'stand', rng).state;
    expect([over.staked, over.returned]).toEqual([1600, 3100]);
    expect(tableRound(classic, over)).toMatchObject({ staked: 1000, returned: 2000, playerSeats: 1 });
    expect([playerStaked(over, 1), playerReturned(over, 1)]).toEqual([1000, 2000]);
    expect([playerStaked(over, 3), playerReturned(over, 3)]).toEqual([1600, 3100]);
  });

  it('hides the hole card and the shoe from the player until the hole card is turned', () => {
    const open = openTableRound(classic, shoe(ROUND), PLAYER, 100000, rng);
    const view = tableRound(classic, open.state);
    expect(view.dealer).toEqual({ cards: ['7D', null], total: 7, soft: false });
    expect(view).not.toHaveProperty('shoe');
    expect(view.cardsLeft).toBe(2);
    const seen = JSON.stringify({ view, events: open.events });
    for (const secret of ['TD', '5S', '2C']) expect(seen, secret).not.toContain(secret);
    const over = tableRound(classic, actTableRound(classic, open.state, 'stand', rng).state);
    expect(over.dealer).toEqual({ cards: ['7D', 'TD'], total: 17, soft: false });
    expect(JSON.stringify(over)).not.toContain('2C');
    expect(over.cardsLeft).toBe(1);
  });

  it('the computer players decline insurance and even money while the player may take it', () => {
    // Player TS 7S = 17, seat 2 AH KH (blackjack), seat 3 8D 5S = 13; dealer AC, hole 6D; then 9S.
    const open = openTableRound(classic, shoe('TS AH 8D AC 7S KH 5S 6D 9S 2C'), PLAYER, 100000, rng);
    expect(open.state.phase).toBe('insurance');
    expect(turnSeat(open.state)).toBe(1);
    expect(open.events.at(-1)).toEqual({ type: 'insurance.offered', seat: 1, kind: 'insurance' });
    expect(tableRound(classic, open.state).legal).toEqual(['insurance:yes', 'insurance:no']);
    expect(decisionStake(open.state, 'insurance:yes')).toBe(500);

    const insured = actTableRound(classic, open.state, 'insurance:yes', rng);
    expect(insured.events.slice(0, 4)).toEqual([
      { type: 'insurance.taken', seat: 1, bet: 500 },
      { type: 'insurance.offered', seat: 2, kind: 'even-money' },
      { type: 'insurance.offered', seat: 3, kind: 'insurance' },
      { type: 'dealer.peeked', blackjack: false },
    ]);
    expect(insured.events.filter((e) => e.type === 'insurance.taken')).toHaveLength(1);
    expect(insured.state.seats.map((s) => s.insurance.bet)).toEqual([500, 0, 0]);
    // Even money declined: the blackjack is paid 3:2 once the peek finds none.
    expect(seats(insured.state)[2]).toEqual(['AH KH/100/blackjack/250']);
    expect(insured.state.phase).toBe('player');
    expect(turnSeat(insured.state)).toBe(1);
    expect(tableRound(classic, insured.state)).toMatchObject({ staked: 1500, returned: 0 });

    const over = actTableRound(classic, insured.state, 'stand', rng).state;
    expect(seats(over)).toEqual({
      1: ['TS 7S/1000/push/1000'],
      2: ['AH KH/100/blackjack/250'],
      3: ['8D 5S 9S/500/lose/0'],
    });
    expect(tableRound(classic, over)).toMatchObject({ phase: 'over', staked: 1500, returned: 1000 });
  });

  it('plays the round to its end when the player has nothing to decide (a blackjack)', () => {
    // Player AS KS; seat 2 TH 6H = 16 v 9 (surrender), seat 3 9C 2C = 11 v 9 (double); dealer 9D 8D.
    const open = openTableRound(classic, shoe('AS TH 9C 9D KS 6H 2C 8D TS 2D'), PLAYER, 100000, rng);
    expect(open.state.phase).toBe('over');
    expect(seats(open.state)).toEqual({
      1: ['AS KS/1000/blackjack/2500'],
      2: ['TH 6H/100/surrender/50'],
      3: ['9C 2C TS/1000/win/2000'],
    });
    expect(open.events).toContainEqual({ type: 'hand.surrendered', seat: 2, hand: 0 });
    expect(open.events).toContainEqual({ type: 'hand.doubled', seat: 3, hand: 0, bet: 1000 });
    expect(open.events.at(-1)).toEqual({ type: 'round.over', staked: 2100, returned: 4550 });
    expect(tableRound(classic, open.state)).toMatchObject({ staked: 1000, returned: 2500, legal: [] });
  });

  it('ends at the deal when the dealer’s peek finds blackjack', () => {
    const open = openTableRound(classic, shoe('TS 9H 8D TD KS 8H 6C AS 5S'), PLAYER, 100000, rng);
    expect(open.state.phase).toBe('over');
    expect(open.events).toContainEqual({ type: 'dealer.peeked', blackjack: true });
    expect(seats(open.state)).toEqual({
      1: ['TS KS/1000/lose/0'],
      2: ['9H 8H/100/lose/0'],
      3: ['8D 6C/500/lose/0'],
    });
    expect(tableRound(classic, open.state).dealer.cards).toEqual(['TD', 'AS']);
  });

  it('checks only the player’s bets against the table and the player’s balance', () => {
    // The computer players' 600 is the table's: 1000 of balance covers the player's 1000.
    expect(openTableRound(classic, shoe(ROUND), PLAYER, 1000, rng).state.seats).toHaveLength(3);
    const over = refusal(BlackjackRuleError, () => openTableRound(classic, shoe(ROUND), PLAYER, 999, rng));
    expect(over.problem).toEqual({ code: 'bet.overBalance', total: 1000, balance: 999 });
    // Seat 2 is a computer player's box, not the player's.
    const taken = refusal(BlackjackRuleError, () =>
      openTableRound(classic, shoe(ROUND), [{ seat: 2, main: 1000 }], 1e6, rng),
    );
    expect(taken.problem).toEqual({ code: 'bet.noSeat', seat: 2, seats: 1 });
    const low = refusal(BlackjackRuleError, () =>
      openTableRound(classic, shoe(ROUND), [{ seat: 1, main: 50 }], 1e6, rng),
    );
    expect(low.problem).toEqual({ code: 'bet.belowMin', seat: 1, amount: 50, min: 100, max: 50000 });
  });
});

describe('decisions the table refuses', () => {
  it('a decision while a computer player is asked is move.illegal at that seat, with no legal move', () => {
    // The round stopped at seat 2 (the engine's own step, as a stored round might be).
    const dealt = startRoundWith(
      classic,
      shoe('TS 9H TC 7D 9S 8H 6C TD 5S 2C'),
      [...PLAYER, ...otherPlayersBets(classic)],
      100000,
      rng,
    );
    const atSeat2 = decide(dealt.state, 'stand', rng).state;
    expect(turnSeat(atSeat2)).toBe(2);
    const before = JSON.stringify(atSeat2);
    const error = refusal(BlackjackRuleError, () => actTableRound(classic, atSeat2, 'stand', rng));
    expect(error.problem).toEqual({ code: 'move.illegal', decision: 'stand', seat: 2, hand: null, legal: [] });
    expect(error.message).toBe('"stand" is not allowed at seat 2; legal moves: none');
    expect(JSON.stringify(atSeat2)).toBe(before);
  });

  it('an illegal move of the player names the legal ones; after the round nobody is asked', () => {
    const open = openTableRound(classic, shoe('TS 9H TC 7D 9S 8H 6C TD 5S 2C'), PLAYER, 100000, rng);
    const split = refusal(BlackjackRuleError, () => actTableRound(classic, open.state, 'split', rng));
    expect(split.problem).toEqual({
      code: 'move.illegal',
      decision: 'split',
      seat: 1,
      hand: 1,
      legal: ['hit', 'stand', 'double', 'surrender'],
    });
    const over = actTableRound(classic, open.state, 'stand', rng).state;
    const late = refusal(BlackjackRuleError, () => actTableRound(classic, over, 'hit', rng));
    expect(late.problem).toEqual({ code: 'move.illegal', decision: 'hit', seat: null, hand: null, legal: [] });
  });
});

describe('decisionStake: what a decision adds to the player’s stake', () => {
  it('half the bet to insure, the hand’s bet to double or split, nothing otherwise', () => {
    // Player 8S 8D v 6H: split and double are both legal.
    const open = openTableRound(
      classic,
      shoe('8S 9H TC 6H 8D 8H 6C TD 5S 2C 3C 4C'),
      [{ seat: 1, main: 2500 }],
      1e6,
      rng,
    );
    expect(tableRound(classic, open.state).legal).toEqual(['hit', 'stand', 'double', 'split', 'surrender']);
    const stakes = Object.fromEntries(
      (['hit', 'stand', 'double', 'split', 'surrender'] as const).map((d) => [d, decisionStake(open.state, d)]),
    );
    expect(stakes).toEqual({ hit: 0, stand: 0, double: 2500, split: 2500, surrender: 0 });
    const split = actTableRound(classic, open.state, 'split', rng).state;
    expect(tableRound(classic, split).staked).toBe(5000);
    const over = actTableRound(classic, split, 'stand', rng).state;
    expect(over.phase).toBe('player');
    expect(decisionStake(over, 'stand')).toBe(0);
    const insuring = openTableRound(
      classic,
      shoe('TS AH 8D AC 7S KH 5S 6D 9S 2C'),
      [{ seat: 1, main: 1500 }],
      1e6,
      rng,
    );
    expect(decisionStake(insuring.state, 'insurance:yes')).toBe(750);
    expect(decisionStake(insuring.state, 'insurance:no')).toBe(0);
    const done = actTableRound(
      classic,
      actTableRound(classic, insuring.state, 'insurance:no', rng).state,
      'stand',
      rng,
    );
    expect(done.state.phase).toBe('over');
    expect(decisionStake(done.state, 'double')).toBe(0);
  });
});

/** A random legal decision for the player, or the recommended one half the time. */
function playerChoice(state: RoundState, choose: SeededRng, rules: BlackjackRules): Decision {
  const legal = legalMoves(state);
  const advised = recommendMove(strategyFor(rules), state, legal);
  return choose.int(2) === 0 && advised ? advised : (legal[choose.int(legal.length)] as Decision);
}

describe('a table without computer players deals exactly as the engine’s own round', () => {
  it('on a stacked shoe: the same state and events as startRound', () => {
    const rules = tableRules('bj-classic', { otherPlayers: 0 });
    const cards = 'TS 9H 7D KS 8H 5S';
    const table = openTableRound(rules, shoe(cards), PLAYER, 100000, new SeededRng(3));
    const engine = startRound(rules, shoe(cards), PLAYER, 100000, new SeededRng(3));
    expect(table).toEqual(engine);
    expect(table.state.seats).toHaveLength(1);
  });

  it.each(['bj-classic', 'bj-european', 'bj-multiseat', 'bj-h17-8deck'])(
    '%s: 200 rounds from the same seeded shoe, step by step (the dealer played where the engine stops for it)',
    (table) => {
      const rules = tableRules(table, { otherPlayers: 0 });
      const bets: SeatBet[] = Array.from({ length: rules.seats }, (_, i) => ({ seat: i + 1, main: rules.minBet }));
      const tableRng = new SeededRng(`same ${table}`);
      const engineRng = new SeededRng(`same ${table}`);
      const choose = new SeededRng(`choices ${table}`);
      let shoeA: ShoeState = createShoe(rules.decks, rules.shuffle, tableRng);
      let shoeB: ShoeState = createShoe(rules.decks, rules.shuffle, engineRng);
      /** The engine's step, with the dealer played when it stops for the dealer. */
      const onward = (step: Step): Step => {
        if (step.state.phase !== 'dealer') return step;
        const dealer = playDealer(step.state, engineRng);
        return { state: dealer.state, events: [...step.events, ...dealer.events] };
      };
      for (let round = 0; round < 200; round++) {
        let a = openTableRound(rules, shoeA, bets, 1_000_000, tableRng);
        let b = onward(startRound(rules, shoeB, bets, 1_000_000, engineRng));
        expect(a, `${table} round ${round}`).toEqual(b);
        while (a.state.phase !== 'over') {
          const decision = playerChoice(a.state, choose, rules);
          a = actTableRound(rules, a.state, decision, tableRng);
          b = onward(decide(b.state, decision, engineRng));
          expect(a, `${table} round ${round}: ${decision}`).toEqual(b);
        }
        shoeA = a.state.shoe;
        shoeB = b.state.shoe;
      }
      expect(tableRng.save()).toEqual(engineRng.save());
    },
  );
});

describe('computer players against a model written from the rules', () => {
  /**
   * The same round played by hand with the engine's own steps: it deals the player's bets and the
   * computer players' boxes together; at a computer player's turn the strategy's move (never
   * insurance or even money), the dealer played when the engine stops for it, and the round rests
   * where the player is asked (`act` applies the player's decision and plays on the same way).
   */
  function modelRound(rules: BlackjackRules, shoe: ShoeState, bets: SeatBet[], balance: number, rng: SeededRng) {
    const others = otherPlayersBets(rules);
    let events: RoundEvent[] = [];
    let state: RoundState;
    const rest = (step: Step) => {
      state = step.state;
      events = [...step.events];
      for (;;) {
        const seat = turnSeat(state);
        let next: Step;
        if (seat !== null && seat > rules.seats) {
          const move = recommendMove(strategyFor(rules), state) as Decision;
          expect(move).not.toBe('insurance:yes');
          expect(move).not.toBe('even-money:yes');
          next = decide(state, move, rng);
        } else if (state.phase === 'dealer') next = playDealer(state, rng);
        else return { state, events };
        state = next.state;
        events.push(...next.events);
      }
    };
    const open = rest(startRoundWith(rules, shoe, [...bets, ...others], balance, rng));
    return { open, act: (s: RoundState, d: Decision) => rest(decide(s, d, rng)) };
  }

  it.each<[string, Record<string, unknown>]>([
    ['bj-classic', {}],
    ['bj-european', { otherPlayers: 2 }],
    ['bj-multiseat', { seats: 2, otherPlayers: 3 }],
    ['bj-h17-8deck', { otherPlayers: 6 }],
  ])(
    '%s %j: 200 rounds step by step, the player asked only for their own seats, their money only',
    (table, overrides) => {
      const rules = tableRules(table, overrides);
      const bets: SeatBet[] = Array.from({ length: rules.seats }, (_, i) => ({ seat: i + 1, main: rules.minBet * 2 }));
      const tableRng = new SeededRng(`model ${table}`);
      const modelRng = new SeededRng(`model ${table}`);
      const choose = new SeededRng(`model choices ${table}`);
      let shoeA = createShoe(rules.decks, rules.shuffle, tableRng);
      let shoeB = createShoe(rules.decks, rules.shuffle, modelRng);
      const computerMoves = new Set<string>();
      let playerDecisions = 0;
      for (let round = 0; round < 200; round++) {
        const balance = 10_000_000;
        let a: Step = openTableRound(rules, shoeA, bets, balance, tableRng);
        const model = modelRound(rules, shoeB, bets, balance, modelRng);
        let b: Step = model.open;
        expect(a, `${table} round ${round}`).toEqual(b);
        expect(a.state.seats.map((s) => s.seat)).toEqual(
          Array.from({ length: rules.seats + rules.otherPlayers }, (_, i) => i + 1),
        );
        for (;;) {
          const view = tableRound(rules, a.state);
          // The player's money only: their seats' stakes and returns, never a computer player's.
          expect([view.staked, view.returned]).toEqual(ownMoney(a.state, rules.seats));
          expect(view.playerSeats).toBe(rules.seats);
          // The hole card stays hidden while the player may still decide.
          if (a.state.dealer.holeHidden) expect(view.dealer.cards[1]).toBeNull();
          if (a.state.phase === 'over') break;
          // The round rests only on the player's decision.
          const seat = turnSeat(a.state);
          expect(seat !== null && seat <= rules.seats, `${table} round ${round}: rests at ${seat}`).toBe(true);
          const decision = playerChoice(a.state, choose, rules);
          const stake = decisionStake(a.state, decision);
          a = actTableRound(rules, a.state, decision, tableRng);
          b = model.act(b.state, decision);
          expect(a, `${table} round ${round}: ${decision}`).toEqual(b);
          // What the bank takes for a decision is what the player's stake grows by.
          expect(tableRound(rules, a.state).staked - view.staked, decision).toBe(stake);
          playerDecisions++;
        }
        for (const s of a.state.seats.slice(rules.seats)) {
          expect(s.insurance.bet).toBe(0);
          for (const h of s.hands)
            computerMoves.add(h.outcome === 'surrender' ? 'surrender' : h.doubled ? 'double' : 'other');
          if (s.hands.length > 1) computerMoves.add('split');
        }
        shoeA = a.state.shoe;
        shoeB = b.state.shoe;
      }
      expect(playerDecisions).toBeGreaterThan(200);
      // The computer players did more than stand: they doubled and split (and surrendered where they may).
      expect(computerMoves.has('double') && computerMoves.has('split'), [...computerMoves].join()).toBe(true);
      if (rules.surrender !== 'none') expect(computerMoves.has('surrender')).toBe(true);
    },
  );
});

describe('the computer players’ money is the table’s', () => {
  // Player TS 7S = 17, seat 2 TH 5H = 15 v 6 (stand), seat 3 6C 5C = 11 v 6 (double); dealer 6D 9D.
  const ROUND = 'TS TH 6C 6D 7S 5H 5C 9D 2S 3S 4S 8S';

  it('a computer player doubles 11 v 6 when the player has money left', () => {
    const over = actTableRound(classic, openTableRound(classic, shoe(ROUND), PLAYER, 100000, rng).state, 'stand', rng);
    expect(seats(over.state)[3]).toEqual(['6C 5C 2S/1000/lose/0']);
    expect(tableRound(classic, over.state)).toMatchObject({ staked: 1000, returned: 0 });
  });

  // Their own money: with the player's whole balance on the table they still double and split,
  // and their doubles are never taken off the round's `balance` the player's view shows.
  it('a computer player plays the same when the player has staked their whole balance', () => {
    const open = openTableRound(classic, shoe(ROUND), PLAYER, 1000, rng);
    const over = actTableRound(classic, open.state, 'stand', rng).state;
    expect(seats(over)[3]).toEqual(['6C 5C 2S/1000/lose/0']);
  });

  it('the round’s balance is the player’s: a computer player’s double does not lower it', () => {
    const open = openTableRound(classic, shoe(ROUND), PLAYER, 100000, rng);
    expect(tableRound(classic, open.state).balance).toBe(99000);
    const over = actTableRound(classic, open.state, 'stand', rng).state;
    expect(tableRound(classic, over).balance).toBe(99000);
  });
});
