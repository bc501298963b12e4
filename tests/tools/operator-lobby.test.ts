/**
 * The reference casino's lobby and launch against a real game server (WALLET=seamless, listening on
 * 127.0.0.1): the lobby lists the suite's tables under a CSP, `/play` launches with a signed call
 * and frames the launch URL (parentOrigin and lobbyUrl on the casino's origin), the page's code is
 * exchanged for a session whose balance is the casino's, and a round played on it moves the
 * casino's ledger, with both ledgers agreeing afterwards.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, TABLES } from '../../src/platform/games';
import { addOperator } from '../../src/server/operators/store';
import { crossCheck, type ServerWalletCall } from '../../tools/operator/cross-check';
import { type ReferenceOperator, startReferenceOperator } from '../../tools/operator/operator';
import { TestServer } from '../server/support/api';

const OPERATOR = 'lobby-casino';

describe('the reference casino lobby and launch', () => {
  let server: TestServer;
  let op: ReferenceOperator;
  let gameUrl: string;
  let currentSecret: string;

  beforeAll(async () => {
    server = await TestServer.start('pglite', { wallet: 'seamless' });
    gameUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    op = await startReferenceOperator({ operatorId: OPERATOR, secret: '0'.repeat(64), gameServerUrl: gameUrl });
    const { secret } = await addOperator(server.db, {
      id: OPERATOR,
      name: 'Lobby casino',
      walletUrl: op.walletUrl,
      allowedOrigins: [op.url],
    });
    op.setSecrets([secret]);
    currentSecret = secret;
  });
  afterAll(async () => {
    await op?.close();
    await server?.stop();
  });

  const page = async (path: string) => {
    const res = await fetch(`${op.url}${path}`);
    return { status: res.status, csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
  };

  it('lists every table of the suite with its player and balance, under a strict CSP', async () => {
    const lobby = await page('/?player=bob');
    expect(lobby.status).toBe(200);
    const ids = GAME_IDS.flatMap((g) => TABLES[g].map((t) => t.id));
    expect(ids).toHaveLength(7);
    for (const id of ids) expect(lobby.html).toContain(`href="/play?table=${id}&amp;player=bob&amp;lang=en"`);
    expect(lobby.html).toContain('€1,000.00');
    expect(lobby.csp).toContain("script-src 'self'");
    expect(lobby.csp).toContain("frame-src 'none'");
    expect(lobby.csp).not.toContain('unsafe-inline');
    expect((await fetch(`${op.url}/api/balance?player=bob`)).status).toBe(200);
    expect(await (await fetch(`${op.url}/api/balance?player=bob`)).json()).toEqual({
      playerId: 'bob',
      balance: 100_000,
      currency: 'EUR',
    });
  });

  it('launches a table with a signed call and frames it; the session plays with the casino’s money', async () => {
    await op.setPlayer({ playerId: 'alice', balance: 50_000 });
    const play = await page('/play?table=roulette-european&player=alice&lang=fi');
    expect(play.status).toBe(200);
    const src = /<iframe id="game"[^>]* src="([^"]+)"/.exec(play.html)?.[1]?.replace(/&amp;/g, '&');
    expect(src).toBeDefined();
    const launch = new URL(src as string);
    expect(launch.origin).toBe(gameUrl);
    expect(launch.pathname).toBe('/play.html');
    expect(Object.fromEntries(launch.searchParams)).toMatchObject({
      game: 'roulette',
      table: 'roulette-european',
      mode: 'real',
      lang: 'fi',
      currency: 'EUR',
      parentOrigin: op.url,
      lobbyUrl: `${op.url}/?player=alice&lang=fi`,
    });
    expect(play.html).toContain('allow="autoplay; fullscreen"');
    expect(play.csp).toContain(`frame-src ${gameUrl}`);

    const exchanged = await server.call<{ token: string; balance: number }>('POST', '/v1/sessions/exchange', {
      launch: launch.searchParams.get('launch'),
    });
    expect(exchanged).toMatchObject({ status: 201, body: { balance: 50_000 } });
    const token = exchanged.body.token;
    // Red wins (testSeed): 100 staked, 200 returned, the casino's ledger moves both ways.
    const round = await server.call<{ status: string; balance: number }>(
      'POST',
      '/v1/tables/roulette-european/rounds',
      { requestId: randomUUID(), bets: [{ bet: 'red', amount: 100 }], testSeed: { result: 1 } },
      token,
    );
    expect(round).toMatchObject({ status: 201, body: { status: 'settled', balance: 50_100 } });
    expect(await (await fetch(`${op.url}/api/balance?player=alice`)).json()).toMatchObject({ balance: 50_100 });
    const moves = (await op.transactions()).filter((t) => t.playerId === 'alice' && t.kind !== 'adjustment');
    expect(moves.map((t) => [t.kind, t.movement, t.roundClosed])).toEqual([
      ['debit', -100, false],
      ['credit', 200, true],
    ]);
    const calls = await server.db.query<ServerWalletCall>(
      'select transaction_uuid, player_id, kind, amount, state, reference_uuid, round_id, round_closed from wallet_calls',
    );
    expect(crossCheck(calls, await op.transactions())).toEqual({ ok: true, differences: [] });
    expect(await op.reconcile()).toMatchObject({ ok: true, differences: [] });
  });

  it('says why a launch failed: an unknown table, a game server that refuses or is away', async () => {
    expect((await page('/play?table=bj-nowhere&player=alice')).status).toBe(404);
    // Signed with a key the game server does not know: refused (401), and the page says so.
    op.setSecrets(['9'.repeat(64)]);
    try {
      const refused = await page('/play?table=bj-classic&player=alice');
      expect(refused.status).toBe(502);
      expect(refused.html).toContain('refused the launch (401');
    } finally {
      op.setSecrets([currentSecret]);
    }
    const away = await startReferenceOperator({
      operatorId: OPERATOR,
      secret: currentSecret,
      gameServerUrl: 'http://127.0.0.1:9',
    });
    try {
      const res = await fetch(`${away.url}/play?table=bj-classic&player=alice`);
      expect(res.status).toBe(502);
      expect(await res.text()).toContain('did not answer');
    } finally {
      await away.close();
    }
  });

  it('answers its back office to 127.0.0.1 only', async () => {
    const remote = await op.app.inject({ method: 'GET', url: '/_admin/reconcile', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    const local = await op.app.inject({ method: 'GET', url: '/_admin/reconcile', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const faults = await op.app.inject({
      method: 'POST',
      url: '/_admin/faults',
      payload: { failRate: 0.5 },
      remoteAddress: '10.1.2.3',
    });
    expect(faults.statusCode).toBe(403);
    expect(op.faults().settings.failRate).toBe(0);
  });
});
