/**
 * The early script's choice of files (src/app/early-preload.ts): the launch's table code, the
 * server play's code on a game server's page, and the faces of the launch's language. The built
 * pages' maps and a browser's requests are checked in tests/e2e/loader.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type PreloadMap, preloadsFor, SHIPPED_LANGUAGES } from '../../src/app/early-preload';
import { LANGUAGES } from '../../src/platform/i18n';

const MAP: PreloadMap = {
  games: { blackjack: ['./bj.js', './kit.js'], baccarat: ['./bac.js', './kit.js'], roulette: ['./rou.js'] },
  shared: { 'baccarat-shared': ['./bac-shared.js', './kit.js'] },
  lobby: ['./lobby.js'],
  server: ['./server.js', './kit.js'],
  fonts: { latin: ['./sans.woff2', './serif.woff2'], greek: ['./sans-el.woff2'] },
  languages: { fi: ['./fi.js'], it: ['./it.js'], el: ['./el.js'] },
};

describe('the early script', () => {
  it('asks for the lobby’s screen when the launch names no game', () => {
    expect(preloadsFor(MAP, '', ['en-GB'], false)).toEqual({
      modules: ['./lobby.js'],
      fonts: ['./sans.woff2', './serif.woff2'],
    });
  });

  it('asks for the launched game’s code, and for a shared table its shared screen', () => {
    expect(preloadsFor(MAP, '?game=baccarat&lang=en', [], false).modules).toEqual(['./bac.js', './kit.js']);
    expect(preloadsFor(MAP, '?game=baccarat&table=baccarat-shared', [], false).modules).toEqual([
      './bac-shared.js',
      './kit.js',
    ]);
    // a solo table of the game: its solo code
    expect(preloadsFor(MAP, '?game=roulette&table=roulette-european', [], false).modules).toEqual(['./rou.js']);
  });

  it('adds the server play’s code on a game server’s page (or one naming a server), each file once', () => {
    expect(preloadsFor(MAP, '?game=blackjack', [], true).modules).toEqual(['./bj.js', './kit.js', './server.js']);
    expect(preloadsFor(MAP, '?game=roulette&mode=real&launch=x', [], false).modules).toContain('./server.js');
    expect(preloadsFor(MAP, '?game=roulette&server=https://games.example', [], false).modules).toContain('./server.js');
    expect(preloadsFor(MAP, '?game=roulette', [], false).modules).not.toContain('./server.js');
  });

  it('adds the Greek faces for a Greek launch or a Greek browser with no language asked', () => {
    const greek = ['./sans.woff2', './serif.woff2', './sans-el.woff2'];
    expect(preloadsFor(MAP, '?game=roulette&lang=el', ['fi'], false).fonts).toEqual(greek);
    expect(preloadsFor(MAP, '?game=roulette', ['el-GR', 'en'], false).fonts).toEqual(greek);
    expect(preloadsFor(MAP, '?game=roulette&lang=it', ['el-GR'], false).fonts).toEqual([
      './sans.woff2',
      './serif.woff2',
    ]);
  });

  it('asks first for the dictionary of the language the boot will choose (none for English, which it carries)', () => {
    expect(preloadsFor(MAP, '?game=roulette&lang=fi', ['el'], false).modules).toEqual(['./fi.js', './rou.js']);
    expect(preloadsFor(MAP, '?game=roulette&lang=IT-it', [], false).modules).toEqual(['./it.js', './rou.js']);
    // a language not shipped: the browser's first shipped one, as chooseLanguage does
    expect(preloadsFor(MAP, '?lang=de', ['sv-SE', 'el-GR'], false).modules).toEqual(['./el.js', './lobby.js']);
    expect(preloadsFor(MAP, '?game=roulette', ['en-GB', 'fi'], false).modules).toEqual(['./rou.js']);
    expect(preloadsFor(MAP, '?game=roulette&lang=__proto__', [], false).modules).toEqual(['./rou.js']);
    expect([...SHIPPED_LANGUAGES]).toEqual([...LANGUAGES]);
  });

  it('asks for nothing of a game or table it does not know (the boot says what is wrong)', () => {
    expect(preloadsFor(MAP, '?game=poker', [], false).modules).toEqual([]);
    expect(preloadsFor(MAP, '?game=__proto__&table=constructor', [], false).modules).toEqual([]);
  });
});
