/**
 * One case per rule line of RULES.md's blackjack sections, per table where the tables differ.
 * Shoes are stacked in deal order: seat cards, dealer up card, seat cards, hole card (peek
 * tables only), then draws in play order.
 */
import { describe, it } from 'vitest';
import { type Case, check, h } from './helpers';

const COMMON: Case[] = [];
// Common rules on every table. Peek tables deal a hole card, bj-european does not, so the
// dealer's second card comes after the player's decisions there.
for (const table of ['bj-classic', 'bj-multiseat', 'bj-h17-8deck', 'bj-european']) {
  const enhc = table === 'bj-european';
  const main = 1000;
  // shoe helper: player cards p1 p2, dealer up d1, dealer second d2, then draws.
  // Without player draws the order is the same on every table: p1 d1 p2 d2.
  const shoe = (p1: string, d1: string, p2: string, d2: string) => [p1, d1, p2, d2].join(' ');
  // For ENHC the dealer's second card is dealt after the player's draws, so cases that draw put
  // player draws first; `shoeDraw` orders them per table.
  const shoeDraw = (p1: string, d1: string, p2: string, d2: string, playerDraws: string[], dealerDraws: string[]) =>
    (enhc ? [p1, d1, p2, ...playerDraws, d2, ...dealerDraws] : [p1, d1, p2, d2, ...playerDraws, ...dealerDraws]).join(
      ' ',
    );
  COMMON.push(
    {
      name: `${table}: higher total wins 1:1`,
      table,
      shoe: shoe('TS', '9H', '9D', '8C'),
      decisions: ['stand'],
      hands: [h('TS 9D', 19, main, 'win', 2 * main)],
      dealer: '9H 8C',
      staked: main,
      returned: 2 * main,
    },
    {
      name: `${table}: lower total loses`,
      table,
      shoe: shoe('TS', 'TH', '7D', '8C'),
      decisions: ['stand'],
      hands: [h('TS 7D', 17, main, 'lose', 0)],
      dealer: 'TH 8C',
      staked: main,
      returned: 0,
    },
    {
      name: `${table}: equal totals push, the stake comes back`,
      table,
      shoe: shoe('TS', 'TH', '8D', '8C'),
      decisions: ['stand'],
      hands: [h('TS 8D', 18, main, 'push', main)],
      dealer: 'TH 8C',
      staked: main,
      returned: main,
    },
    {
      name: `${table}: the dealer draws to 16 and stands on 17 or more`,
      table,
      shoe: shoeDraw('TS', '6H', '8D', 'TC', [], ['5D', '9S']),
      decisions: ['stand'],
      hands: [h('TS 8D', 18, main, 'lose', 0)],
      dealer: '6H TC 5D',
      staked: main,
      returned: 0,
    },
    {
      name: `${table}: the dealer busts and every hand in play wins`,
      table,
      shoe: shoeDraw('TS', '6H', '8D', 'TC', [], ['9D']),
      decisions: ['stand'],
      hands: [h('TS 8D', 18, main, 'win', 2 * main)],
      dealer: '6H TC 9D',
      staked: main,
      returned: 2 * main,
    },
    {
      name: `${table}: a hand that busts loses at once and the dealer does not draw`,
      table,
      shoe: shoeDraw('TS', '6H', '6D', 'TC', ['KS'], ['5D']),
      decisions: ['hit'],
      hands: [h('TS 6D KS', 26, main, 'lose', 0)],
      // With a hole card the dealer shows it; with none the dealer never takes a second card.
      dealer: enhc ? '6H' : '6H TC',
      staked: main,
      returned: 0,
    },
    {
      name: `${table}: blackjack pays 3:2 and asks nothing`,
      table,
      shoe: shoe('AS', '9H', 'KD', '7C'),
      decisions: [],
      asked: [],
      hands: [h('AS KD', 21, main, 'blackjack', 2.5 * main)],
      dealer: enhc ? '9H' : '9H 7C',
      staked: main,
      returned: 2.5 * main,
    },
    {
      name: `${table}: 3:2 on an odd stake rounds down to the minor unit`,
      table,
      shoe: shoe('AS', '9H', 'KD', '7C'),
      bets: [{ seat: 1, main: 1001 }],
      decisions: [],
      hands: [h('AS KD', 21, 1001, 'blackjack', 1001 + 1501)],
      dealer: enhc ? '9H' : '9H 7C',
      staked: 1001,
      returned: 2502,
    },
    {
      name: `${table}: double doubles the stake and deals exactly one card`,
      table,
      shoe: shoeDraw('5S', '9H', '6D', '8C', ['TD'], []),
      decisions: ['double'],
      hands: [h('5S 6D TD', 21, 2 * main, 'win', 4 * main)],
      dealer: '9H 8C',
      staked: 2 * main,
      returned: 4 * main,
    },
    {
      name: `${table}: double is not offered when the balance cannot cover it`,
      table,
      shoe: shoeDraw('5S', '9H', '6D', '8C', ['2D'], []),
      balance: main + main / 2,
      decisions: ['hit', 'stand'],
      asked: [
        ['hit', 'stand', 'surrender'],
        ['hit', 'stand'],
      ],
      hands: [h('5S 6D 2D', 13, main, 'lose', 0)],
      dealer: '9H 8C',
      staked: main,
      returned: 0,
    },
    {
      name: `${table}: a hand that reaches 21 by hitting moves on without a decision`,
      table,
      shoe: shoeDraw('5S', '9H', '6D', '8C', ['TD'], []),
      decisions: ['hit'],
      asked: [['hit', 'stand', 'double', 'surrender']],
      hands: [h('5S 6D TD', 21, main, 'win', 2 * main)],
      dealer: '9H 8C',
      staked: main,
      returned: 2 * main,
    },
    {
      name: `${table}: K+J split into two hands, each with the first stake`,
      table,
      shoe: table === 'bj-h17-8deck' ? 'KS 9H JD 8C 9S 8S' : enhc ? 'KS 9H JD 9S 8S 8C' : 'KS 9H JD 8C 9S 8S',
      decisions: ['split', 'stand', 'stand'],
      hands: [h('KS 9S', 19, main, 'win', 2 * main), h('JD 8S', 18, main, 'win', 2 * main)],
      dealer: '9H 8C',
      staked: 2 * main,
      returned: 4 * main,
    },
  );
}

describe('common rules on every table', () => {
  it.each(COMMON)('$name', (c) => {
    check(c);
  });
});
