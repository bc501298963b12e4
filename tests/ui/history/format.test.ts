import { describe, expect, it } from 'vitest';
import { LANGUAGES, translator } from '../../../src/platform/i18n';
import {
  baccaratPoints,
  betName,
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
  it('turns every game’s codes into English words', () => {
    expect(betName('blackjack', 'main:1', en)).toBe('Main bet');
    expect(betName('blackjack', 'main:2', en, true)).toBe('Main bet, seat 2');
    expect(betName('blackjack', 'perfectPairs:1', en)).toBe('Perfect Pairs');
    expect(betName('blackjack', 'insurance:1', en)).toBe('Insurance');
    expect(betName('blackjack', 'double:1', en)).toBe('Double');
    expect(betName('blackjack', 'split:1', en)).toBe('Split');
    // A back bet on a computer player's box (bet behind), named with its box.
    expect(betName('blackjack', 'behind:4', en, true)).toBe('Back bet, seat 4');
    expect(betName('baccarat', 'banker', en)).toBe('Banker');
    expect(betName('baccarat', 'tie', en)).toBe('Tie');
    expect(betName('roulette', 'straight:17', en)).toBe('Straight up 17');
    expect(betName('roulette', 'split:17-20', en)).toBe('Split 17/20');
    expect(betName('roulette', 'corner:1-2-4-5', en)).toBe('Corner 1/2/4/5');
    expect(betName('roulette', 'dozen:2', en)).toBe('Dozen 2');
    expect(betName('roulette', 'column:3', en)).toBe('Column 3');
    expect(betName('roulette', 'red', en)).toBe('Red');
    expect(betName('roulette', 'low', en)).toBe('1–18');
    expect(betName('roulette', 'voisins', en)).toBe('Voisins du zéro');
    expect(betName('roulette', 'jeu-zero', en)).toBe('Jeu zéro');
    expect(betName('roulette', 'neighbours:17', en)).toBe('17 and neighbours');
  });

  it('names a neighbours bet with its count each side when it is not the usual two', () => {
    expect(betName('roulette', 'neighbours:17:2', en)).toBe('17 and neighbours');
    expect(betName('roulette', 'neighbours:17:3', en)).toBe('17 and 3 neighbours');
    expect(betName('roulette', 'neighbours:0:9', en)).toBe('0 and 9 neighbours');
    expect(betName('roulette', 'neighbours:5:1', en)).toBe('5 and 1 neighbour');
    expect(betName('roulette', 'neighbours:17:3', translator('fi'))).toBe('17 ja 3 naapuria');
    expect(betName('roulette', 'neighbours:17:1', translator('fi'))).toBe('17 ja 1 naapuri');
    expect(betName('roulette', 'neighbours:17:3', translator('it'))).toBe('17 e 3 vicini');
    expect(betName('roulette', 'neighbours:17:3', translator('el'))).toBe('17 και 3 γείτονες');
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      for (const code of ['neighbours:17:4', 'neighbours:17:1']) {
        const name = betName('roulette', code, t);
        expect(name, `${lang} ${code}`).toMatch(/^17\D.*\b[14]\b/);
        expect(name).not.toContain('{');
      }
    }
  });

  it('falls back to the code for what it does not know', () => {
    expect(betName('blackjack', 'lucky:1', en)).toBe('lucky:1');
    expect(betName('baccarat', 'dragon', en)).toBe('dragon');
    expect(betName('roulette', 'snake', en)).toBe('snake');
    expect(betName('roulette', 'red:3', en)).toBe('red:3');
  });

  it.each(LANGUAGES)('names every bet in %s, never as a code', (lang) => {
    const t = translator(lang);
    const codes: [Parameters<typeof betName>[0], string][] = [
      ['blackjack', 'main:1'],
      ['blackjack', 'perfectPairs:1'],
      ['blackjack', 'insurance:1'],
      ['blackjack', 'double:1'],
      ['blackjack', 'split:1'],
      ['baccarat', 'player'],
      ['baccarat', 'banker'],
      ['baccarat', 'tie'],
      ['roulette', 'straight:0'],
      ['roulette', 'split:0-3'],
      ['roulette', 'street:1-2-3'],
      ['roulette', 'trio:0-1-2'],
      ['roulette', 'basket:0-1-2-3'],
      ['roulette', 'line:1-2-3-4-5-6'],
      ['roulette', 'even'],
      ['roulette', 'high'],
      ['roulette', 'tiers'],
      ['roulette', 'orphelins'],
    ];
    for (const [game, code] of codes) {
      const name = betName(game, code, t);
      expect(name, `${lang} ${code}`).not.toBe(code);
      expect(name, `${lang} ${code}`).not.toMatch(/^bet\.|\{/);
    }
    expect(betName('blackjack', 'main:3', t, true)).toContain('3');
    if (lang === 'fi') expect(betName('baccarat', 'banker', t)).toBe('Pankkiiri');
    if (lang === 'it') expect(betName('roulette', 'straight:17', t)).toBe('Pieno 17');
  });

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
