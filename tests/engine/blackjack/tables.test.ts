/** The rule lines that differ between tables (RULES.md, "Blackjack: the tables"). */
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../src/engine/blackjack/index';
import { type Case, check, h, play } from './helpers';

const FIRST: Decision[] = ['hit', 'stand', 'double', 'split', 'surrender'];
const INS: Decision[] = ['insurance:yes', 'insurance:no'];
const EVEN: Decision[] = ['even-money:yes', 'even-money:no'];

const CLASSIC: Case[] = [
  {
    name: 'insurance pays 2:1 when the peek finds blackjack; the hand loses',
    table: 'bj-classic',
    shoe: 'TS AH 9D KC',
    decisions: ['insurance:yes'],
    asked: [INS],
    hands: [h('TS 9D', 19, 1000, 'lose', 0)],
    insurance: [{ bet: 500, returned: 1500 }],
    dealer: 'AH KC',
    staked: 1500,
    returned: 1500,
  },
  {
    name: 'an insured hand may not double or split; insurance is lost when the peek finds nothing',
    table: 'bj-classic',
    shoe: '8S AH 8D 7C 2D',
    decisions: ['insurance:yes', 'hit', 'stand'],
    asked: [INS, ['hit', 'stand', 'surrender'], ['hit', 'stand']],
    hands: [h('8S 8D 2D', 18, 1000, 'push', 1000)],
    insurance: [{ bet: 500, returned: 0 }],
    dealer: 'AH 7C',
    staked: 1500,
    returned: 1000,
  },
  {
    name: 'insurance is not offered when the balance cannot cover it',
    table: 'bj-classic',
    shoe: 'TS AH 9D 7C',
    balance: 1400,
    decisions: ['stand'],
    asked: [['hit', 'stand', 'surrender']],
    hands: [h('TS 9D', 19, 1000, 'win', 2000)],
    insurance: [{ bet: 0, returned: 0 }],
    dealer: 'AH 7C',
    staked: 1000,
    returned: 2000,
  },
  {
    name: 'even money on a blackjack against an ace pays 1:1',
    table: 'bj-classic',
    shoe: 'AS AH KD 9C',
    decisions: ['even-money:yes'],
    asked: [EVEN],
    hands: [h('AS KD', 21, 1000, 'even-money', 2000)],
    dealer: 'AH 9C',
    staked: 1000,
    returned: 2000,
  },
  {
    name: 'blackjack against dealer blackjack is a push',
    table: 'bj-classic',
    shoe: 'AS AH KD KC',
    decisions: ['even-money:no'],
    hands: [h('AS KD', 21, 1000, 'push', 1000)],
    dealer: 'AH KC',
    staked: 1000,
    returned: 1000,
  },
  {
    // Sheet 000: "as many cards as he wants on both hands": split aces are played on (no double
    // after a split here); a ten on a split ace is 21, not blackjack, and pushes a dealer 21.
    name: 'split aces are played on like any split hand; their 21 is no blackjack and pushes a dealer 21',
    table: 'bj-classic',
    shoe: 'AS 9H AD 7C KH 5D 4S 5S',
    decisions: ['split', 'hit', 'stand'],
    asked: [FIRST, ['hit', 'stand'], ['hit', 'stand']],
    hands: [h('AS KH', 21, 1000, 'push', 1000), h('AD 5D 4S', 20, 1000, 'lose', 0)],
    dealer: '9H 7C 5S',
    staked: 2000,
    returned: 1000,
  },
  {
    name: 'split once, no double after a split, no surrender on split hands',
    table: 'bj-classic',
    shoe: '8S 9H 8D 7C 8C 3D TS',
    decisions: ['split', 'stand', 'stand'],
    asked: [FIRST, ['hit', 'stand'], ['hit', 'stand']],
    hands: [h('8S 8C', 16, 1000, 'win', 2000), h('8D 3D', 11, 1000, 'win', 2000)],
    dealer: '9H 7C TS',
    staked: 2000,
    returned: 4000,
  },
  {
    name: 'surrender returns half the stake and the dealer does not draw',
    table: 'bj-classic',
    shoe: 'TS 9H 6D 7C',
    decisions: ['surrender'],
    hands: [h('TS 6D', 16, 1000, 'surrender', 500)],
    dealer: '9H 7C',
    staked: 1000,
    returned: 500,
  },
  {
    name: 'surrender of an odd stake returns half rounded down',
    table: 'bj-classic',
    shoe: 'TS 9H 6D 7C',
    bets: [{ seat: 1, main: 1001 }],
    decisions: ['surrender'],
    hands: [h('TS 6D', 16, 1001, 'surrender', 500)],
    dealer: '9H 7C',
    staked: 1001,
    returned: 500,
  },
  {
    name: 'surrender and double only on the first two cards',
    table: 'bj-classic',
    shoe: 'TS 9H 2D 7C 3S TC',
    decisions: ['hit', 'stand'],
    asked: [
      ['hit', 'stand', 'double', 'surrender'],
      ['hit', 'stand'],
    ],
    hands: [h('TS 2D 3S', 15, 1000, 'win', 2000)],
    dealer: '9H 7C TC',
    staked: 1000,
    returned: 2000,
  },
  {
    name: 'dealer stands on soft 17',
    table: 'bj-classic',
    shoe: 'TS AH 8D 6C 2D',
    decisions: ['insurance:no', 'stand'],
    hands: [h('TS 8D', 18, 1000, 'win', 2000)],
    dealer: 'AH 6C',
    staked: 1000,
    returned: 2000,
  },
  {
    name: 'no 777 bonus: 7-7-7 is a plain 21',
    table: 'bj-classic',
    shoe: '7S 5H 7D 6C 7C TS',
    decisions: ['hit'],
    hands: [h('7S 7D 7C', 21, 1000, 'push', 1000)],
    dealer: '5H 6C TS',
    staked: 1000,
    returned: 1000,
  },
];

const PEEK_TEN: Case[] = ['bj-classic', 'bj-multiseat', 'bj-h17-8deck'].map((table) => ({
  name: `${table}: dealer blackjack under a ten ends the round at the peek, before any decision (no surrender)`,
  table,
  shoe: '9S TH 6D AC',
  decisions: [],
  asked: [],
  hands: [h('9S 6D', 15, 1000, 'lose', 0)],
  dealer: 'TH AC',
  staked: 1000,
  returned: 0,
}));

const MULTISEAT: Case[] = [
  {
    name: 'a bust hand stays lost when the dealer busts later; the other seat wins',
    table: 'bj-multiseat',
    shoe: 'TS TC 6H 6D 8D 9C KS 8H',
    bets: [
      { seat: 1, main: 1000 },
      { seat: 2, main: 1000 },
    ],
    decisions: ['hit', 'stand'],
    seats: [[h('TS 6D KS', 26, 1000, 'lose', 0)], [h('TC 8D', 18, 1000, 'win', 2000)]],
    dealer: '6H 9C 8H',
    staked: 2000,
    returned: 2000,
  },
  {
    name: 'surrender only before any other action on the seat',
    table: 'bj-multiseat',
    shoe: 'TS 9H 2D 7C 3S TC',
    decisions: ['hit', 'stand'],
    asked: [
      ['hit', 'stand', 'double', 'surrender'],
      ['hit', 'stand'],
    ],
    hands: [h('TS 2D 3S', 15, 1000, 'win', 2000)],
    dealer: '9H 7C TC',
    staked: 1000,
    returned: 2000,
  },
  {
    name: 'deal order: each seat from the lowest up, the dealer, each seat again, the hole card',
    table: 'bj-multiseat',
    shoe: '2S 3S 9H 4S 5S 7C TD',
    bets: [
      { seat: 3, main: 1000 },
      { seat: 1, main: 2000 },
    ],
    decisions: ['stand', 'stand'],
    seats: [[h('2S 4S', 6, 2000, 'win', 4000)], [h('3S 5S', 8, 1000, 'win', 2000)]],
    dealer: '9H 7C TD',
    staked: 3000,
    returned: 6000,
  },
  {
    name: 'no surrender against an ace',
    table: 'bj-multiseat',
    shoe: 'TS AH 6D 7C',
    decisions: ['insurance:no', 'stand'],
    asked: [INS, ['hit', 'stand', 'double']],
    hands: [h('TS 6D', 16, 1000, 'lose', 0)],
    dealer: 'AH 7C',
    staked: 1000,
    returned: 0,
  },
  {
    name: 'split once; the second card comes when play reaches the hand; double after split',
    table: 'bj-multiseat',
    shoe: '8S 9H 8D 7C 8C 3D 9C TS',
    decisions: ['split', 'stand', 'double'],
    asked: [FIRST, ['hit', 'stand', 'double'], ['hit', 'stand', 'double']],
    hands: [h('8S 8C', 16, 1000, 'win', 2000), h('8D 3D 9C', 20, 2000, 'win', 4000)],
    dealer: '9H 7C TS',
    staked: 3000,
    returned: 6000,
  },
  {
    // Sheet 003 makes no exception for aces: a split ace may hit or double like any split hand.
    name: 'split aces are played freely: a split ace doubles, the other reaches 21 and moves on',
    table: 'bj-multiseat',
    shoe: 'AS 6H AD TC 5D 9C KH 7S',
    decisions: ['split', 'double'],
    asked: [FIRST, ['hit', 'stand', 'double']],
    hands: [h('AS 5D 9C', 15, 2000, 'win', 4000), h('AD KH', 21, 1000, 'win', 2000)],
    dealer: '6H TC 7S',
    staked: 3000,
    returned: 6000,
  },
  {
    name: 'a split hand reaching 21 moves on by itself and is not blackjack',
    table: 'bj-multiseat',
    shoe: 'TS 9H TD 7C AC 9S 5S',
    decisions: ['split', 'stand'],
    asked: [FIRST, ['hit', 'stand', 'double']],
    hands: [h('TS AC', 21, 1000, 'push', 1000), h('TD 9S', 19, 1000, 'lose', 0)],
    dealer: '9H 7C 5S',
    staked: 2000,
    returned: 1000,
  },
  {
    name: 'insurance costs half the bet, rounded down; on dealer blackjack a player blackjack pushes',
    table: 'bj-multiseat',
    shoe: 'AS TS AH KD TC KH',
    bets: [
      { seat: 1, main: 1000 },
      { seat: 2, main: 1001 },
    ],
    decisions: ['even-money:no', 'insurance:yes'],
    asked: [EVEN, INS],
    seats: [[h('AS KD', 21, 1000, 'push', 1000)], [h('TS TC', 20, 1001, 'lose', 0)]],
    insurance: [
      { bet: 0, returned: 0 },
      { bet: 500, returned: 1500 },
    ],
    dealer: 'AH KH',
    staked: 2501,
    returned: 2500,
  },
  {
    name: 'an insured hand may still double and split here',
    table: 'bj-multiseat',
    shoe: '8S AH 8D 7C 2D',
    decisions: ['insurance:yes', 'hit', 'stand'],
    asked: [INS, ['hit', 'stand', 'double', 'split'], ['hit', 'stand']],
    hands: [h('8S 8D 2D', 18, 1000, 'push', 1000)],
    insurance: [{ bet: 500, returned: 0 }],
    dealer: 'AH 7C',
    staked: 1500,
    returned: 1000,
  },
];

const H17: Case[] = [
  {
    name: 'split is not offered when the balance cannot cover the second stake',
    table: 'bj-h17-8deck',
    shoe: '8S 9H 8D 7C TS',
    balance: 1999,
    decisions: ['stand'],
    asked: [['hit', 'stand', 'surrender']],
    hands: [h('8S 8D', 16, 1000, 'win', 2000)],
    dealer: '9H 7C TS',
    staked: 1000,
    returned: 2000,
  },
  {
    name: 'the dealer hits soft 17',
    table: 'bj-h17-8deck',
    shoe: 'TS AH 8D 6C 2D',
    decisions: ['insurance:no', 'stand'],
    hands: [h('TS 8D', 18, 1000, 'lose', 0)],
    dealer: 'AH 6C 2D',
    staked: 1000,
    returned: 0,
  },
  {
    name: 'three splits make four hands; both split hands get their second card at once',
    table: 'bj-h17-8deck',
    shoe: '8S 9H 8D 7C 8C 8H 2S 3S 8S 5S TD',
    decisions: ['split', 'split', 'stand', 'stand', 'split', 'stand', 'stand'],
    asked: [
      FIRST,
      ['hit', 'stand', 'double', 'split'],
      ['hit', 'stand', 'double'],
      ['hit', 'stand', 'double'],
      ['hit', 'stand', 'double', 'split'],
      ['hit', 'stand', 'double'],
      ['hit', 'stand', 'double'],
    ],
    hands: [
      h('8S 2S', 10, 1000, 'win', 2000),
      h('8C 3S', 11, 1000, 'win', 2000),
      h('8D 8S', 16, 1000, 'win', 2000),
      h('8H 5S', 13, 1000, 'win', 2000),
    ],
    dealer: '9H 7C TD',
    staked: 4000,
    returned: 8000,
  },
  {
    name: 'split aces take one card each and are not re-split',
    table: 'bj-h17-8deck',
    shoe: 'AS 9H AD 7C AC 5D TS',
    decisions: ['split'],
    asked: [FIRST],
    hands: [h('AS AC', 12, 1000, 'win', 2000), h('AD 5D', 16, 1000, 'win', 2000)],
    dealer: '9H 7C TS',
    staked: 2000,
    returned: 4000,
  },
  {
    name: 'no insurance or even money for a blackjack; it is paid after the peek',
    table: 'bj-h17-8deck',
    shoe: 'AS AH KD 9C',
    decisions: [],
    asked: [],
    hands: [h('AS KD', 21, 1000, 'blackjack', 2500)],
    dealer: 'AH 9C',
    staked: 1000,
    returned: 2500,
  },
  {
    name: 'late surrender against an ace once the peek shows no blackjack',
    table: 'bj-h17-8deck',
    shoe: 'TS AH 6D 9C',
    decisions: ['insurance:no', 'surrender'],
    asked: [INS, ['hit', 'stand', 'double', 'surrender']],
    hands: [h('TS 6D', 16, 1000, 'surrender', 500)],
    dealer: 'AH 9C',
    staked: 1000,
    returned: 500,
  },
];

const pp = (cards: string, result: string, returned: number): Case => ({
  name: `Perfect Pairs ${cards}: ${result} returns ${returned}`,
  table: 'bj-european',
  shoe: `${cards.split(' ')[0]} 9S ${cards.split(' ')[1]} 8C`,
  bets: [{ seat: 1, main: 1000, perfectPairs: 1000 }],
  decisions: ['stand'],
  perfectPairs: [{ result, returned }],
  dealer: '9S 8C',
  staked: 2000,
  returned: 2000 + returned,
});

const EUROPEAN: Case[] = [
  {
    name: 'no hole card: a dealer blackjack takes the doubled and split stakes too',
    table: 'bj-european',
    shoe: '8S TH 8D 3C 9C TS AD',
    decisions: ['split', 'double', 'stand'],
    asked: [FIRST, ['hit', 'stand', 'double'], ['hit', 'stand', 'double']],
    hands: [h('8S 3C 9C', 20, 2000, 'lose', 0), h('8D TS', 18, 1000, 'lose', 0)],
    dealer: 'TH AD',
    staked: 3000,
    returned: 0,
  },
  {
    name: '21 on split aces is not blackjack and loses to dealer blackjack',
    table: 'bj-european',
    shoe: 'AS TH AD KC 5D AH',
    decisions: ['split'],
    hands: [h('AS KC', 21, 1000, 'lose', 0), h('AD 5D', 16, 1000, 'lose', 0)],
    dealer: 'TH AH',
    staked: 2000,
    returned: 0,
  },
  {
    name: 'aces re-split to four hands, one card each',
    table: 'bj-european',
    shoe: 'AS 9H AD AC AH KC 2D 3S 4S TS',
    decisions: ['split', 'split', 'split'],
    asked: [FIRST, ['stand', 'split'], ['stand', 'split']],
    hands: [
      h('AS KC', 21, 1000, 'win', 2000),
      h('AH 2D', 13, 1000, 'lose', 0),
      h('AC 3S', 14, 1000, 'lose', 0),
      h('AD 4S', 15, 1000, 'lose', 0),
    ],
    dealer: '9H TS',
    staked: 4000,
    returned: 2000,
  },
  {
    name: '7-7-7 pays 3:1 at once and the dealer takes no card',
    table: 'bj-european',
    shoe: '7S 5H 7D 7C',
    decisions: ['hit'],
    hands: [h('7S 7D 7C', 21, 1000, 'bonus777', 4000)],
    dealer: '5H',
    staked: 1000,
    returned: 4000,
  },
  {
    name: 'doubling 7-7 into 7-7-7 pays 3:1 on both stakes',
    table: 'bj-european',
    shoe: '7S 5H 7D 7C',
    decisions: ['double'],
    hands: [h('7S 7D 7C', 21, 2000, 'bonus777', 8000)],
    dealer: '5H',
    staked: 2000,
    returned: 8000,
  },
  {
    name: 'a split pair of sevens plays normally',
    table: 'bj-european',
    shoe: '7S 5H 7D 7C 7H TS TD 9C',
    decisions: ['split', 'hit', 'stand'],
    hands: [h('7S 7C 7H', 21, 1000, 'win', 2000), h('7D TS', 17, 1000, 'win', 2000)],
    dealer: '5H TD 9C',
    staked: 2000,
    returned: 4000,
  },
  pp('KH KD', 'coloured', 11000),
  pp('KH KS', 'mixed', 6000),
  pp('KH KH', 'perfect', 31000),
  pp('JH QH', 'none', 0),
  {
    name: 'even money against an ace pays 1:1 at once; the dealer takes no card',
    table: 'bj-european',
    shoe: 'AS AH KD',
    decisions: ['even-money:yes'],
    asked: [EVEN],
    hands: [h('AS KD', 21, 1000, 'even-money', 2000)],
    dealer: 'AH',
    staked: 1000,
    returned: 2000,
  },
  {
    name: 'a blackjack that declines even money is paid 3:2 after the dealer’s hand',
    table: 'bj-european',
    shoe: 'AS AH KD 7C',
    decisions: ['even-money:no'],
    hands: [h('AS KD', 21, 1000, 'blackjack', 2500)],
    dealer: 'AH 7C',
    staked: 1000,
    returned: 2500,
  },
  {
    name: 'a blackjack against a ten pushes a dealer blackjack',
    table: 'bj-european',
    shoe: 'AS TH KD AC',
    decisions: [],
    hands: [h('AS KD', 21, 1000, 'push', 1000)],
    dealer: 'TH AC',
    staked: 1000,
    returned: 1000,
  },
  {
    name: 'blackjack beats a dealer 21 of three cards',
    table: 'bj-european',
    shoe: 'AS TS TH KD 7C 5C 6D',
    bets: [
      { seat: 1, main: 1000 },
      { seat: 2, main: 1000 },
    ],
    decisions: ['stand'],
    seats: [[h('AS KD', 21, 1000, 'blackjack', 2500)], [h('TS 7C', 17, 1000, 'lose', 0)]],
    dealer: 'TH 5C 6D',
    staked: 2000,
    returned: 2500,
  },
  {
    name: 'surrender is refused against an ace',
    table: 'bj-european',
    shoe: 'TS AH 6D KC',
    decisions: ['insurance:no', 'stand'],
    asked: [INS, ['hit', 'stand', 'double']],
    hands: [h('TS 6D', 16, 1000, 'lose', 0)],
    dealer: 'AH KC',
    staked: 1000,
    returned: 0,
  },
  {
    name: 'surrender against a ten returns half; the dealer takes no card',
    table: 'bj-european',
    shoe: 'TS TH 6D',
    decisions: ['surrender'],
    hands: [h('TS 6D', 16, 1000, 'surrender', 500)],
    dealer: 'TH',
    staked: 1000,
    returned: 500,
  },
  {
    name: 'insurance is settled when the dealer takes the second card',
    table: 'bj-european',
    shoe: 'TS AH 9D KC',
    decisions: ['insurance:yes', 'stand'],
    hands: [h('TS 9D', 19, 1000, 'lose', 0)],
    insurance: [{ bet: 500, returned: 1500 }],
    dealer: 'AH KC',
    staked: 1500,
    returned: 1500,
  },
];

describe('bj-classic', () => {
  it.each(CLASSIC)('$name', (c) => {
    check(c);
  });
});
describe('peek tables', () => {
  it.each(PEEK_TEN)('$name', (c) => {
    const r = check(c);
    expect(r.events).toContainEqual({ type: 'dealer.peeked', blackjack: true });
  });
});
describe('bj-multiseat', () => {
  it.each(MULTISEAT)('$name', (c) => {
    check(c);
  });
  it('pays a blackjack 3:2 as soon as the peek shows no dealer blackjack, before the next seat plays', () => {
    const r = play('bj-multiseat', 'AS TS TH KD 7C 9C'.split(' '), ['stand'], {
      bets: [
        { seat: 1, main: 1000 },
        { seat: 2, main: 1000 },
      ],
    });
    const types = r.events.map((e) => (e.type === 'bet.settled' ? `settled:${e.seat}` : e.type));
    expect(types.indexOf('dealer.peeked')).toBeLessThan(types.indexOf('settled:1'));
    expect(types.indexOf('settled:1')).toBeLessThan(types.indexOf('turn.started'));
    expect(r.state.seats[0]!.hands[0]!.returned).toBe(2500);
  });
});
describe('bj-h17-8deck', () => {
  it.each(H17)('$name', (c) => {
    check(c);
  });
});
describe('bj-european', () => {
  it.each(EUROPEAN)('$name', (c) => {
    check(c);
  });
  it('pays a blackjack against a ten only after the dealer’s second card', () => {
    const r = play('bj-european', 'AS TH KD 9C'.split(' '), []);
    const dealt = r.events.findIndex((e) => e.type === 'card.dealt' && e.to === 'dealer' && e.card === '9C');
    const paid = r.events.findIndex((e) => e.type === 'bet.settled' && e.kind === 'main');
    expect(dealt).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(dealt);
    expect(r.state.seats[0]!.hands[0]!.returned).toBe(2500);
  });
});
