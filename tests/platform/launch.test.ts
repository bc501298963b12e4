import { describe, expect, it } from 'vitest';
import { translator } from '../../src/platform/i18n';
import { describeBadParameter, type LaunchEnvironment, originOf, parseLaunch } from '../../src/platform/launch';

const env = (search: string, more: Partial<LaunchEnvironment> = {}): LaunchEnvironment => ({
  search,
  browserLanguages: ['en-GB'],
  referrer: '',
  framed: false,
  savedSpeed: null,
  seedAllowed: false,
  ...more,
});

const ok = (search: string, more: Partial<LaunchEnvironment> = {}) => {
  const r = parseLaunch(env(search, more));
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r;
};
const bad = (search: string, more: Partial<LaunchEnvironment> = {}) => {
  const r = parseLaunch(env(search, more));
  if (r.ok) throw new Error('expected a bad parameter');
  return r;
};

describe('launch parameters (EMBEDDING.md)', () => {
  it('defaults to the lobby, English, EUR, demo, 100000, normal speed', () => {
    expect(ok('').params).toEqual({
      game: null,
      table: null,
      tier: null,
      lang: 'en',
      currency: 'EUR',
      mode: 'demo',
      launch: null,
      server: null,
      balance: 100_000,
      roundExpiryMinutes: null,
      inactivityMinutes: null,
      speed: 'normal',
      jurisdiction: 'default',
      lobbyUrl: null,
      parentOrigin: null,
      seed: null,
    });
  });

  it('opens a game at its first table, or at the table asked for', () => {
    expect(ok('?game=blackjack').params).toMatchObject({ game: 'blackjack', table: 'bj-classic' });
    expect(ok('?game=baccarat').params).toMatchObject({ game: 'baccarat', table: 'baccarat-8deck' });
    expect(ok('?game=roulette&table=roulette-european').params).toMatchObject({ table: 'roulette-european' });
    expect(ok('?game=blackjack&table=bj-h17-8deck').params.table).toBe('bj-h17-8deck');
  });

  it('stops on an unknown game or a table of another game, naming the parameter', () => {
    const g = bad('?game=poker').error;
    expect(describeBadParameter(g, translator('en'))).toBe(
      'The launch parameter “game” is “poker”, but it must be one of: blackjack, baccarat, roulette.',
    );
    const t = bad('?game=roulette&table=bj-classic').error;
    expect(t.param).toBe('table');
    expect(describeBadParameter(t, translator('en'))).toContain('roulette-european');
    expect(bad('?table=bj-classic').error.param).toBe('game');
  });

  it('takes real money with the operator’s launch code, and a game server’s origin; stops on either missing or malformed', () => {
    const code = 'Zx8_k2-Qp0LmN4vB7tR1';
    expect(ok(`?mode=real&launch=${code}`).params).toMatchObject({ mode: 'real', launch: code, server: null });
    expect(bad('?mode=real').error).toMatchObject({ param: 'launch', value: '' });
    expect(bad('?mode=real&launch=short').error).toMatchObject({ param: 'launch' });
    expect(bad('?mode=real&launch=has%20space%20in%20it%20really').error.param).toBe('launch');
    // A demo launch has no use for a launch code: it is not kept.
    expect(ok(`?launch=${code}`).params.launch).toBeNull();
    expect(ok('?server=https://games.example').params.server).toBe('https://games.example');
    expect(ok('?server=https://games.example/').params.server).toBe('https://games.example');
    for (const s of ['https://games.example/api', 'ftp://games.example', 'games.example'])
      expect(bad(`?server=${encodeURIComponent(s)}`).error.param).toBe('server');
    expect(describeBadParameter(bad('?mode=real').error, translator('en'))).toContain('launch code');
  });

  it('stops on a currency that is not ISO 4217, a mode other than demo or real, a bad balance', () => {
    expect(bad('?currency=EURO').error.param).toBe('currency');
    expect(bad('?currency=eur').error.param).toBe('currency');
    expect(ok('?currency=JPY').params.currency).toBe('JPY');
    expect(ok('?currency=BHD').params.currency).toBe('BHD');
    expect(bad('?mode=fun').error).toMatchObject({ param: 'mode', value: 'fun' });
    for (const b of ['-5', '12.5', 'lots', '', '1e6', '99999999999999999'])
      expect(bad(`?balance=${b}`).error.param).toBe('balance');
    expect(ok('?balance=0').params.balance).toBe(0);
    expect(ok('?balance=250000').params.balance).toBe(250_000);
  });

  it('jurisdiction: a built-in profile (uk, default); anything else stops, listing them', () => {
    expect(ok('?jurisdiction=uk').params.jurisdiction).toBe('uk');
    expect(ok('?jurisdiction=default').params.jurisdiction).toBe('default');
    for (const j of ['UK', 'mga', '', 'constructor', '__proto__']) {
      const { error } = bad(`?game=roulette&jurisdiction=${j}`);
      expect(error).toMatchObject({ param: 'jurisdiction', value: j });
      expect(describeBadParameter(error, translator('en'))).toContain('default, uk');
    }
  });

  it('takes the operator’s expiry and inactivity in whole minutes from 1 to a week, and stops on anything else', () => {
    expect(ok('?roundExpiryMinutes=30&inactivityMinutes=15').params).toMatchObject({
      roundExpiryMinutes: 30,
      inactivityMinutes: 15,
    });
    expect(ok('?roundExpiryMinutes=1&inactivityMinutes=10080').params).toMatchObject({
      roundExpiryMinutes: 1,
      inactivityMinutes: 10_080,
    });
    for (const param of ['roundExpiryMinutes', 'inactivityMinutes'] as const) {
      for (const v of ['0', '-5', '1.5', '10081', '99999', 'soon', '', '1e3', ' 30'])
        expect(bad(`?${param}=${encodeURIComponent(v)}`).error).toMatchObject({ param, value: v });
    }
    const e = bad('?game=blackjack&inactivityMinutes=0').error;
    expect(describeBadParameter(e, translator('en'))).toBe(
      'The launch parameter “inactivityMinutes” is “0”, but it must be a whole number of minutes from 1 to 10080.',
    );
    expect(describeBadParameter(bad('?roundExpiryMinutes=x').error, translator('fi'))).toContain('roundExpiryMinutes');
  });

  it('folds lang to a shipped language and falls back to English, never stopping', () => {
    expect(ok('?lang=fi-FI').params.lang).toBe('fi');
    expect(ok('?lang=EL').params.lang).toBe('el');
    expect(ok('?lang=de').params.lang).toBe('en');
    expect(ok('', { browserLanguages: ['it-IT', 'en'] }).params.lang).toBe('it');
  });

  it('explains the error in the chosen language', () => {
    const r = bad('?lang=fi&currency=XX');
    expect(r.lang).toBe('fi');
    expect(describeBadParameter(r.error, translator('fi'))).toBe(
      'Käynnistysparametrin ”currency” arvo on ”XX”, mutta sen pitää olla ISO 4217 -valuuttakoodi, esimerkiksi EUR.',
    );
  });

  it('speed: parameter, else saved setting, else normal; anything else is normal', () => {
    expect(ok('?speed=fast').params.speed).toBe('fast');
    expect(ok('', { savedSpeed: 'fast' }).params.speed).toBe('fast');
    expect(ok('?speed=normal', { savedSpeed: 'fast' }).params.speed).toBe('normal');
    const r = ok('?speed=warp', { savedSpeed: 'fast' });
    expect(r.params.speed).toBe('normal');
    expect(r.warnings.join()).toContain('speed');
  });

  it('lobbyUrl: http(s) only; anything else is ignored with a warning', () => {
    const tab = { referrer: 'https://casino.example/games' };
    expect(ok('?lobbyUrl=https%3A%2F%2Fcasino.example%2Flobby', tab).params.lobbyUrl).toBe(
      'https://casino.example/lobby',
    );
    const r = ok('?lobbyUrl=javascript%3Aalert(1)', tab);
    expect(r.params.lobbyUrl).toBeNull();
    expect(r.warnings.join()).toContain('lobbyUrl');
  });

  it("lobbyUrl: honoured only on the launching page's origin, never an open redirect", () => {
    const phish = `?lobbyUrl=${encodeURIComponent('https://evil.example/phish')}`;
    const lobby = `?lobbyUrl=${encodeURIComponent('https://casino.example/lobby')}`;
    // Framed: the lobby's origin is parentOrigin (the parameter, or the referrer).
    const framed = { framed: true, referrer: 'https://casino.example/play' };
    expect(ok(lobby, framed).params.lobbyUrl).toBe('https://casino.example/lobby');
    const refused = ok(phish, framed);
    expect(refused.params.lobbyUrl).toBeNull();
    expect(refused.warnings.join()).toContain('https://evil.example/phish');
    expect(ok(`${lobby}&parentOrigin=https%3A%2F%2Fother.example`, framed).params.lobbyUrl).toBeNull();
    // A tab of its own: the page that opened it.
    expect(ok(lobby, { referrer: 'https://casino.example/' }).params.lobbyUrl).toBe('https://casino.example/lobby');
    expect(ok(phish, { referrer: 'https://casino.example/' }).params.lobbyUrl).toBeNull();
    // No referrer (typed in, or a no-referrer policy): no origin to trust, no Lobby button.
    expect(ok(lobby).params.lobbyUrl).toBeNull();
    expect(ok(lobby).warnings.join()).toContain('lobbyUrl');
  });

  it('parentOrigin: the parameter when it is an origin, else the referrer when framed, else none', () => {
    expect(ok('?parentOrigin=https%3A%2F%2Fcasino.example').params.parentOrigin).toBe('https://casino.example');
    const refused = ok('?parentOrigin=https%3A%2F%2Fcasino.example%2Flobby');
    expect(refused.params.parentOrigin).toBeNull();
    expect(refused.warnings.join()).toContain('parentOrigin');
    expect(ok('', { framed: true, referrer: 'https://lobby.example:8443/games?x=1' }).params.parentOrigin).toBe(
      'https://lobby.example:8443',
    );
    expect(ok('', { framed: false, referrer: 'https://lobby.example/' }).params.parentOrigin).toBeNull();
  });

  it("tier: a tier of the table's, else none (the table's first); an unknown one stops, naming it", () => {
    expect(ok('?game=blackjack&table=bj-european').params.tier).toBeNull();
    expect(ok('?game=blackjack&table=bj-european&tier=20-1000').params).toMatchObject({
      table: 'bj-european',
      tier: '20-1000',
    });
    expect(ok('?game=blackjack&table=bj-european&tier=10-500').params.tier).toBe('10-500');
    const unknown = bad('?game=blackjack&table=bj-european&tier=50-2000').error;
    expect(unknown).toMatchObject({ param: 'tier', value: '50-2000' });
    expect(describeBadParameter(unknown, translator('en'))).toBe(
      'The launch parameter “tier” is “50-2000”, but it must be one of: 10-500, 20-1000.',
    );
  });

  it('tier: on a table without tiers, or without a table, stops and names the tables that have them', () => {
    // bj-classic is blackjack's first table: a tier with the game alone is a tier of a table without tiers.
    for (const search of [
      '?game=blackjack&tier=20-1000',
      '?game=blackjack&table=bj-classic&tier=20-1000',
      '?game=roulette&tier=10-500',
      '?tier=20-1000',
    ]) {
      expect(bad(search).error.param, search).toBe('tier');
    }
    const r = bad('?lang=it&game=baccarat&tier=20-1000');
    expect(describeBadParameter(r.error, translator('it'))).toBe(
      'Il parametro di avvio «tier» vale «20-1000», ma deve essere omesso, perché solo questi tavoli hanno livelli di puntata: bj-european (10-500, 20-1000).',
    );
    expect(describeBadParameter(r.error, translator('en'))).toBe(
      'The launch parameter “tier” is “20-1000”, but it must be left out, since only these tables have limit tiers: bj-european (10-500, 20-1000).',
    );
  });

  it('seed is honoured only when the build allows it', () => {
    expect(ok('?seed=lab-1').params.seed).toBeNull();
    expect(ok('?seed=lab-1', { seedAllowed: true }).params.seed).toBe('lab-1');
  });

  it('reads origins of http(s) URLs only', () => {
    expect(originOf('http://127.0.0.1:5000/x')).toBe('http://127.0.0.1:5000');
    expect(originOf('file:///etc/passwd')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
