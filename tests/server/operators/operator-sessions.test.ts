/**
 * Real-money sessions opened by an operator (SERVER.md "Players and sessions", "Operator
 * integration"), on PGlite and on a real PostgreSQL: the signed launch asks the operator's wallet
 * (a real HTTP server here) for the balance first, answers a `launchUrl` the page's own launch
 * parser accepts, and the page exchanges its one-time code for a session that carries the
 * operator's inactivity and jurisdiction. Refusals: currency, the wallet's, bad bodies, used,
 * expired and unknown codes; the wallet switched off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerSession } from '../../../src/app/server-session';
import { type LaunchParams, parseLaunch } from '../../../src/platform/launch';
import { ServerApi } from '../../../src/platform/remote/api';
import { MemoryStorage } from '../../../src/platform/storage';
import { addOperator } from '../../../src/server/operators/store';
import { type DbKind, TestServer } from '../support/api';
import { injectFetch } from '../support/inject-fetch';
import { launchBody, signedLaunch } from '../support/operator-launch';
import { TestOperatorWallet } from '../support/operator-wallet';
import { DB_KINDS } from '../support/test-db';

const LOBBY = 'https://casino.example';

/** The launch URL as the page reads it, framed by the casino's lobby. */
function pageParams(launchUrl: string): LaunchParams {
  const parsed = parseLaunch({
    search: new URL(launchUrl).search,
    browserLanguages: ['en-GB'],
    referrer: `${LOBBY}/lobby`,
    framed: true,
    savedSpeed: null,
    seedAllowed: false,
  });
  if (!parsed.ok) throw new Error(`the page refuses the launch URL: ${JSON.stringify(parsed.error)}`);
  return parsed.params;
}

describe.each(DB_KINDS)('operator sessions on %s', (kind: DbKind) => {
  let server: TestServer;
  let wallet: TestOperatorWallet;
  let secret: string;
  const launch = (body: unknown) => signedLaunch(server.app, body, { operatorId: 'casino', secret });
  const exchange = (code: unknown) => server.call<{ token: string }>('POST', '/v1/sessions/exchange', { launch: code });
  const codeOf = (launchUrl: string) => new URL(launchUrl).searchParams.get('launch') as string;
  const count = async (table: string) =>
    Number((await server.db.query<{ n: number }>(`select count(*)::int8 as n from ${table}`))[0]?.n);

  beforeAll(async () => {
    wallet = await TestOperatorWallet.start();
    server = await TestServer.start(kind, { wallet: 'seamless', publicUrl: 'https://games.example' });
    const added = await addOperator(server.db, {
      id: 'casino',
      name: 'Casino',
      walletUrl: wallet.url,
      allowedOrigins: [LOBBY],
      currencies: ['EUR', 'SEK'],
      jurisdiction: 'uk',
      inactivityMinutes: 20,
      roundExpiryMinutes: 90,
    });
    secret = added.secret;
    wallet.secrets = [secret];
  });
  afterAll(async () => {
    await server.stop();
    await wallet.stop();
  });

  it('launches: balance from the wallet, a URL the page accepts, the code exchanged once for a session', async () => {
    wallet.balances.set('alice', 31_415);
    const r = await launch(launchBody('alice'));
    expect(r.status).toBe(201);
    const url = r.body.launchUrl as string;
    expect(url.startsWith('https://games.example/play.html?')).toBe(true);
    // The wallet was asked first, signed with the operator's key, for this player and token.
    const asked = wallet.calls.filter((c) => c.op === 'balance' && c.body.playerId === 'alice');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ signed: true, operatorId: 'casino' });
    expect(asked[0]?.body).toMatchObject({ operatorToken: 'tok-alice', currency: 'EUR' });

    const params = pageParams(url);
    expect(params).toMatchObject({
      game: 'blackjack',
      table: 'bj-european',
      lang: 'fi',
      currency: 'EUR',
      mode: 'real',
      lobbyUrl: `${LOBBY}/lobby?from=game`,
      inactivityMinutes: 20,
      roundExpiryMinutes: 90,
    });
    expect(params.launch).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The database keeps the code's hash only.
    const [stored] = await server.db.query<{ code_hash: string }>('select code_hash from launch_codes');
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toBe(params.launch);

    // The page's own session code exchanges it and reads the session.
    const net = injectFetch(() => server.app);
    const api = new ServerApi({ base: '', fetch: net.fetch, backoffMs: [1], sleep: async () => undefined });
    const session = new MemoryStorage();
    const opened = await openServerSession('', params, { local: null, session }, api);
    if ('code' in opened) throw new Error(`no session: ${JSON.stringify(opened)}`);
    expect(opened.session).toMatchObject({ currency: 'EUR', balance: 31_415, open: [], inactivityMinutes: 20 });
    const exchanged = net.calls.find((c) => c.url === '/v1/sessions/exchange');
    expect(exchanged?.status).toBe(201);
    expect(JSON.parse(exchanged?.answer ?? '{}')).toMatchObject({
      sessionId: opened.session.sessionId,
      currency: 'EUR',
      balance: 31_415,
    });
    const token = opened.api.token as string;
    const me = await server.call<{ jurisdiction: Record<string, unknown>; inactivityMinutes: number }>(
      'GET',
      '/v1/session',
      undefined,
      token,
    );
    expect(me.status).toBe(200);
    expect(me.body.inactivityMinutes).toBe(20);
    expect(me.body.jurisdiction).toMatchObject({ id: 'uk', turbo: false, minRoundMs: 5000 });

    const [player] = await server.db.query<Record<string, unknown>>(
      `select p.kind, p.operator_id, p.external_id, p.balance, p.start_balance, s.operator_token, s.lobby_url,
              s.game, s.table_id, s.inactivity_minutes
         from players p join sessions s on s.player_id = p.id where p.id = 'op:casino:alice'`,
    );
    expect(player).toEqual({
      kind: 'operator',
      operator_id: 'casino',
      external_id: 'alice',
      balance: 31_415,
      start_balance: 0,
      operator_token: 'tok-alice',
      lobby_url: `${LOBBY}/lobby?from=game`,
      game: 'blackjack',
      table_id: 'bj-european',
      inactivity_minutes: 20,
    });

    // Once only: the second exchange is refused, and the first token still works.
    const again = await exchange(params.launch);
    expect(again.status).toBe(401);
    expect(JSON.stringify(again.body)).toMatch(/already used: launch the game again from the lobby/);
    expect((await server.call('GET', '/v1/session', undefined, token)).status).toBe(200);
  });

  it('resumes the same player on a later launch, with the balance the wallet gives then', async () => {
    const first = await launch(launchBody('bob'));
    const a = await exchange(codeOf(first.body.launchUrl as string));
    const seedA = await server.call<{ fairness: { serverSeedHash: string } }>(
      'GET',
      '/v1/session',
      undefined,
      a.body.token,
    );
    wallet.balances.set('bob', 777);
    const second = await launch(launchBody('bob', { game: 'roulette', table: 'roulette-european' }));
    const b = await exchange(codeOf(second.body.launchUrl as string));
    expect(b).toMatchObject({ status: 201, body: { balance: 777, currency: 'EUR' } });
    const seedB = await server.call<{ fairness: { serverSeedHash: string } }>(
      'GET',
      '/v1/session',
      undefined,
      b.body.token,
    );
    expect(seedB.body.fairness.serverSeedHash).toBe(seedA.body.fairness.serverSeedHash);
    expect(await server.db.query(`select id from players where external_id = 'bob'`)).toHaveLength(1);
  });

  it('refuses a currency the operator has no limits for, and a known player in another currency', async () => {
    const usd = await launch(launchBody('carol', { currency: 'USD' }));
    expect(usd.status).toBe(400);
    expect(usd.body.error).toMatchObject({ code: 'currency-unsupported' });
    expect(usd.body.error?.message).toMatch(/USD.*EUR, SEK/);
    expect((await launch(launchBody('carol'))).status).toBe(201);
    // An operator's currency the tables have no limit set for is refused too (limits are in EUR).
    const sek = await launch(launchBody('carol', { currency: 'SEK' }));
    expect(sek.status).toBe(400);
    expect(sek.body.error).toMatchObject({ code: 'currency-unsupported' });
    expect(sek.body.error?.message).toMatch(/SEK has no limit set/);
    // A known player launched in another currency than their own is refused.
    await server.db.query(`update players set currency = 'SEK' where id = 'op:casino:carol'`);
    const other = await launch(launchBody('carol'));
    expect(other.body.error).toMatchObject({ code: 'currency-unsupported' });
    expect(other.body.error?.message).toMatch(/plays in SEK/);
  });

  it('opens nothing when the wallet refuses the player or does not answer', async () => {
    const sessions = await count('sessions');
    const cases = [
      ['invalid', 401, 'unauthorized', /refused the player: session-invalid/],
      ['blocked', 401, 'unauthorized', /refused the player: player-blocked/],
      ['boom', 503, 'wallet-unavailable', /did not answer/],
    ] as const;
    for (const [token, status, code, message] of cases) {
      const r = await launch(launchBody(`dave-${token}`, { operatorToken: token }));
      expect(r.status, token).toBe(status);
      expect(r.body.error?.code, token).toBe(code);
      expect(r.body.error?.message, token).toMatch(message);
      expect(wallet.calls.some((c) => c.body.playerId === `dave-${token}` && c.signed)).toBe(true);
    }
    expect(await count('sessions')).toBe(sessions);
    expect(await server.db.query(`select id from players where external_id like 'dave-%'`)).toEqual([]);
  });

  it('names the field of a bad body', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ table: 'roulette-european' }, /body\.table: "roulette-european" is not a blackjack table/],
      [{ table: 'no-such-table' }, /body\.table/],
      [{ game: 'poker' }, /body\.game/],
      [{ playerId: 'has space' }, /body\.playerId/],
      [{ playerId: 'x'.repeat(65) }, /body\.playerId/],
      [{ operatorToken: '' }, /body\.operatorToken/],
      [{ lang: 'de' }, /body\.lang/],
      [{ lobbyUrl: 'javascript:alert(1)' }, /body\.lobbyUrl/],
      [{ lobbyUrl: undefined }, /body\.lobbyUrl: required/],
      [{ jurisdiction: 'mars' }, /body\.jurisdiction/],
      [{ inactivityMinutes: 600 }, /body\.inactivityMinutes: not a field of this call/],
    ];
    for (const [extra, message] of cases) {
      const r = await launch(launchBody('erin', extra));
      expect(r.status, message.source).toBe(400);
      expect(r.body.error?.code).toBe('bad-request');
      expect(r.body.error?.message).toMatch(message);
    }
  });

  it('refuses expired and unknown codes, and a launch that tries to set its own inactivity', async () => {
    const fresh = codeOf((await launch(launchBody('frank'))).body.launchUrl as string);
    // The page cannot lengthen the session: the exchange takes the code and nothing else.
    const longer = await server.call('POST', '/v1/sessions/exchange', { launch: fresh, inactivityMinutes: 600 });
    expect(longer).toMatchObject({ status: 400, body: { error: { code: 'bad-request' } } });
    await server.db.query(`update launch_codes set expires_at = now() - interval '1 second' where used_at is null`);
    const expired = await exchange(fresh);
    expect(expired.status).toBe(401);
    expect(JSON.stringify(expired.body)).toMatch(/has expired: launch the game again/);
    const unknown = await exchange('A'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(JSON.stringify(unknown.body)).toMatch(/is unknown: launch the game again/);
    expect((await exchange('short')).status).toBe(400);
  });
});

describe('operator sessions without the seamless wallet', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start('pglite', { wallet: 'off' });
  });
  afterAll(() => server.stop());

  it('are not offered, and say what turns them on', async () => {
    const { secret } = await addOperator(server.db, { id: 'casino', name: 'C', walletUrl: 'http://127.0.0.1:9/w' });
    const r = await signedLaunch(server.app, launchBody('gina'), { operatorId: 'casino', secret });
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ code: 'not-found' });
    expect(r.body.error?.message).toContain('WALLET=seamless');
  });
});
