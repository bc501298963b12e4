import { describe, expect, it } from 'vitest';
import { LANGUAGES, translator } from '../../../../src/platform/i18n';
import { betName } from '../../../../src/view/kit/words/bet-names';

const en = translator('en');

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
});
