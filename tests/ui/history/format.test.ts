import { describe, expect, it } from 'vitest';
import { LANGUAGES, translator } from '../../../src/platform/i18n';
import {
  baccaratPoints,
  cardText,
  manySeats,
  netFigure,
  outcomeText,
  readDetail,
  tableName,
  timeText,
  voidText,
} from '../../../src/ui/history/format';

const en = translator('en');
const money = (m: number) => `€${(m / 100).toFixed(2)}`;

describe('bet names', () => {
  it('names seats only when a round has more than one', () => {
    const wagers = (...bets: string[]) => bets.map((bet) => ({ bet, amount: 100 }));
    expect(manySeats({ game: 'blackjack', wagers: wagers('main:1', 'double:1') })).toBe(false);
    expect(manySeats({ game: 'blackjack', wagers: wagers('main:1', 'main:2') })).toBe(true);
    expect(manySeats({ game: 'roulette', wagers: wagers('straight:1', 'straight:2') })).toBe(false);
  });
});

describe('cards and details', () => {
  it('writes cards compactly with coloured suits, 10 for the ten', () => {
    expect(cardText('AS')).toEqual({ text: 'A♠', red: false });
    expect(cardText('TH')).toEqual({ text: '10♥', red: true });
    expect(cardText('QD')).toEqual({ text: 'Q♦', red: true });
    expect(cardText('7C')).toEqual({ text: '7♣', red: false });
  });

  it('reads each game’s detail, with totals', () => {
    expect(readDetail('baccarat', { player: ['8S', '2H'], banker: ['KD', '9C'] })).toMatchObject({
      game: 'baccarat',
      playerPoints: 0,
      bankerPoints: 9,
    });
    expect(baccaratPoints(['7S', '6H', 'AD'])).toBe(4);
    expect(
      readDetail('blackjack', { dealer: ['TS', '7H'], hands: [{ seat: 1, cards: ['AS', 'KH'], result: 'blackjack' }] }),
    ).toEqual({
      game: 'blackjack',
      dealer: ['TS', '7H'],
      hands: [{ seat: 1, cards: ['AS', 'KH'], result: 'blackjack', total: 21 }],
    });
    expect(readDetail('roulette', { number: 0 })).toEqual({ game: 'roulette', number: 0, colour: 'green' });
    expect(readDetail('roulette', { number: 17 })).toMatchObject({ colour: 'black' });
    expect(readDetail('roulette', { number: 32 })).toMatchObject({ colour: 'red' });
  });

  it('reads missing or broken detail as unavailable, never throwing', () => {
    for (const bad of [null, undefined, 7, 'x', [], { number: 37 }, { number: '5' }, { dealer: ['ZZ'], hands: [] }])
      for (const game of ['blackjack', 'baccarat', 'roulette'] as const)
        expect(readDetail(game, bad)).toEqual({ game: null });
    expect(readDetail('blackjack', { dealer: ['AS'], hands: [{ cards: ['10H'] }] })).toEqual({ game: null });
    expect(readDetail('baccarat', { player: ['AS'] })).toEqual({ game: null });
  });

  it('says a hand’s result in words, or as it is when unknown', () => {
    expect(outcomeText('push', en)).toBe('push');
    expect(outcomeText('push', translator('fi'))).toBe('tasapeli');
    expect(outcomeText('mystery', en)).toBe('mystery');
    expect(outcomeText('', en)).toBe('');
  });
});

describe('figures', () => {
  it('signs the net result with a true minus', () => {
    expect(netFigure({ staked: 1_000, returned: 1_950 }, money)).toEqual({ value: 950, text: '+€9.50', tone: 'up' });
    expect(netFigure({ staked: 1_000, returned: 0 }, money)).toEqual({ value: -1_000, text: '−€10.00', tone: 'down' });
    expect(netFigure({ staked: 500, returned: 500 }, money)).toMatchObject({ text: '€0.00', tone: 'even' });
  });

  it('says why a void round was void in every language, and a void kept without a reason as before', () => {
    expect(voidText({ voidReason: 'rules-error' }, en)).toBe(
      'Void round (an internal error in the game rules): the stakes were returned.',
    );
    expect(voidText({}, en)).toBe('Void round: the stakes were returned.');
    expect(voidText({ voidReason: 'meteor' as never }, en)).toBe('Void round: the stakes were returned.');
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const said = (['unreadable', 'unplayable', 'rules-error', 'wallet-failure', 'overflow'] as const).map((r) =>
        voidText({ voidReason: r }, t),
      );
      expect(new Set(said).size, lang).toBe(5);
      for (const text of said) expect(text, lang).not.toMatch(/\{|void\./);
      if (lang !== 'en') expect(said[0], lang).not.toBe(voidText({ voidReason: 'unreadable' }, en));
    }
    expect(voidText({ voidReason: 'unreadable' }, translator('el'))).toBe(
      'Άκυρος γύρος (ο αποθηκευμένος γύρος δεν μπορούσε να διαβαστεί): τα στοιχήματα επιστράφηκαν.',
    );
  });

  it('names tables from the dictionary, else by id', () => {
    expect(tableName('bj-classic', en)).toBe('Classic');
    expect(tableName('no-such-table', en)).toBe('no-such-table');
  });

  it('formats times in the player’s language', () => {
    const time = Date.UTC(2026, 2, 12, 14, 5, 9);
    expect(timeText(time, 'en')).toMatch(/Mar/);
    expect(timeText(time, 'en', true)).toMatch(/2026/);
    expect(timeText(time, 'fi')).not.toBe(timeText(time, 'en'));
    expect(timeText(Number.NaN, 'en')).toBe('');
  });
});
