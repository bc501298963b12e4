/**
 * Round replay (issue 40), on PGlite and on a real PostgreSQL: an operator's back end gets a
 * read-only, expiring replay link with a signed `POST /v1/operator/replays`; the token opens that
 * one finished round through `GET /v1/replays/{roundId}` (the record exactly as `GET /v1/rounds`
 * gives it) and answers 401 everywhere else; a player's own session reads the player's own rounds
 * there too. Refusals: unknown, another player's, another operator's and open rounds, bad and
 * replayed signatures, an expired token. No read moves money or changes a round.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator } from '../../../src/server/operators/store';
import { type DbKind, type Player, type RoundAnswer, TestServer } from '../support/api';
import { TestOperatorWallet } from '../support/operator-wallet';
import { launchedPlayer, moneyAndRounds, type Signer, signedReplay } from '../support/replay-desk';
import { DB_KINDS } from '../support/test-db';

/** Plays a blackjack round to its end by the plainest moves (a fair deal: its record has fairness). */
async function finishedBlackjack(p: Player, table: string): Promise<RoundAnswer> {
  let r = (await p.open(table, [{ seat: 1, main: 1000 }])).body;
  while (r.status === 'open') {
    const move = ['stand', 'insurance:no', 'even-money:no'].find((m) => r.legal.includes(m)) ?? r.legal[0];
    r = (await p.act(r.roundId, move as string)).body;
  }
  return r;
}

/** A blackjack round left open (one dealt a natural settles at once: dealt again). */
async function openBlackjack(p: Player, table: string): Promise<RoundAnswer> {
  for (;;) {
    const r = (await p.open(table, [{ seat: 1, main: 1000 }])).body;
    if (r.status === 'open') return r;
  }
}

interface Replay {
  round: Record<string, unknown>;
  currency: string;
  table: Record<string, unknown>;
  shared?: unknown;
}

describe.each(DB_KINDS)('round replay on %s', (kind: DbKind) => {
  let server: TestServer;
  let wallet: TestOperatorWallet;
  let casino: Signer;
  let rival: Signer;
  let alice: Player;
  let bob: Player;
  let rivalAlice: Player;
  let bj: RoundAnswer;
  let spin: RoundAnswer;
  let open: RoundAnswer;
  let bobSpin: RoundAnswer;
  let rivalSpin: RoundAnswer;

  const replay = (body: unknown, signer = casino) => signedReplay(server.app, body, signer);
  const read = (roundId: string, token: string) =>
    server.call<Replay>('GET', `/v1/replays/${roundId}`, undefined, token);
  const tokenFor = async (playerId: string, roundId: string) => {
    const r = await replay({ playerId, roundId });
    if (r.status !== 201) throw new Error(`replay: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };

  beforeAll(async () => {
    wallet = await TestOperatorWallet.start();
    // A wallet whose balance moves, so a round's balances come from real acknowledgements.
    wallet.keeps = true;
    server = await TestServer.start(kind, {
      wallet: 'seamless',
      publicUrl: 'https://games.example',
      replayTokenMinutes: 90,
    });
    const added = await Promise.all(
      ['casino', 'rival'].map((id) => addOperator(server.db, { id, name: id, walletUrl: wallet.url })),
    );
    casino = { operatorId: 'casino', secret: added[0]!.secret };
    rival = { operatorId: 'rival', secret: added[1]!.secret };
    wallet.secrets = added.map((a) => a.secret);
    alice = await launchedPlayer(server, casino, 'alice');
    bob = await launchedPlayer(server, casino, 'bob', { game: 'roulette', table: 'roulette-european' });
    // Another operator's player of the same own id.
    rivalAlice = await launchedPlayer(server, rival, 'alice');

    bj = await finishedBlackjack(alice, 'bj-european');
    spin = (await alice.open('roulette-european', [{ bet: 'red', amount: 500 }], { testSeed: { result: 1 } })).body;
    open = await openBlackjack(alice, 'bj-h17-8deck');
    bobSpin = (await bob.open('roulette-european', [{ bet: 'black', amount: 200 }], { testSeed: { result: 2 } })).body;
    rivalSpin = (await rivalAlice.open('roulette-european', [{ bet: 'odd', amount: 100 }], { testSeed: { result: 3 } }))
      .body;
    expect([bj.status, spin.status, open.status, bobSpin.status, rivalSpin.status]).toEqual([
      'settled',
      'settled',
      'open',
      'settled',
      'settled',
    ]);
  });
  afterAll(async () => {
    await server.stop();
    await wallet.stop();
  });

  it('issues a link for a finished round and opens it with the record GET /v1/rounds gives', async () => {
    for (const [round, game, table] of [
      [bj, 'blackjack', 'bj-european'],
      [spin, 'roulette', 'roulette-european'],
    ] as const) {
      const before = Date.now();
      const r = await replay({ playerId: 'alice', roundId: round.roundId });
      expect(r.status).toBe(201);
      const token = r.body.token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.body.url).toBe(`https://games.example/replay.html?round=${round.roundId}&token=${token}`);
      // REPLAY_TOKEN_MINUTES (90 here) from the database's clock.
      const lifetime = Date.parse(r.body.expiresAt as string) - before;
      expect(lifetime).toBeGreaterThan(89 * 60_000);
      expect(lifetime).toBeLessThan(91 * 60_000);
      // The database keeps the token's hash only.
      const stored = await server.db.query<{ token_hash: string; player_id: string; operator_id: string }>(
        'select token_hash, player_id, operator_id from replay_tokens where round_id = $1',
        [round.roundId],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ player_id: 'op:casino:alice', operator_id: 'casino' });
      expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

      const seen = await read(round.roundId, token);
      expect(seen.status).toBe(200);
      const record = await alice.get<{ tier?: string }>(`/v1/rounds/${round.roundId}`);
      expect(seen.body).toEqual({
        round: record.body,
        currency: 'EUR',
        table: { id: table, game, tier: record.body.tier ?? null, shared: false, base: table },
      });
      expect(seen.body.round).toMatchObject({ roundId: round.roundId, staked: round.staked, returned: round.returned });
    }
    // An operator's player has no ledger: the balances are what the operator's wallet acknowledged.
    // Red on 1 (red): 500 staked, 1000 back, on top of what the blackjack round left.
    const spinRead = (await read(spin.roundId, await tokenFor('alice', spin.roundId))).body.round;
    expect(spinRead.balanceBefore).toBe(25_000 - bj.staked + bj.returned);
    expect(spinRead.balanceAfter).toBe((spinRead.balanceBefore as number) + 500);
    // The fair blackjack round has its fairness inputs, the server seed still hidden (not rotated).
    const bjRead = await read(bj.roundId, await tokenFor('alice', bj.roundId));
    expect(bjRead.body.round.fairness).toMatchObject({ nonces: [expect.any(Number)] });
    expect(bjRead.body.round.fairness).not.toHaveProperty('serverSeed');
    expect(bjRead.body.round.cards).toEqual(expect.arrayContaining([expect.stringMatching(/^[2-9TJQKA][SHDC]$/)]));
  });

  it('opens nothing else: not another round, nor another player’s, nor any other call', async () => {
    const token = await tokenFor('alice', spin.roundId);
    const bjToken = await tokenFor('alice', bj.roundId);
    for (const other of [bj.roundId, bobSpin.roundId, rivalSpin.roundId, randomUUID()]) {
      const r = await read(other, token);
      expect([other, r.status, r.body]).toMatchObject([other, 404, { error: { code: 'not-found' } }]);
    }
    expect((await read(spin.roundId, bjToken)).status).toBe(404);
    const as = (method: 'GET' | 'POST', url: string, body?: unknown) => server.call(method, url, body, token);
    const refused = [
      await as('GET', '/v1/history'),
      await as('GET', `/v1/rounds/${spin.roundId}`),
      await as('GET', '/v1/session'),
      await as('POST', '/v1/session/heartbeat', { requestId: randomUUID() }),
      await as('POST', `/v1/rounds/${open.roundId}/actions`, { requestId: randomUUID(), action: 'stand' }),
      await as('POST', '/v1/tables/roulette-european/rounds', {
        requestId: randomUUID(),
        bets: [{ bet: 'red', amount: 100 }],
      }),
      await as('GET', '/v1/tables/bj-h17-8deck/round'),
      await as('POST', '/v1/wallet/rebuy', { requestId: randomUUID() }),
      await as('POST', '/v1/fairness/rotate', { requestId: randomUUID(), clientSeed: 'replay' }),
      await as('GET', '/v1/shared/roulette-shared'),
      await as('POST', '/v1/shared/roulette-shared/seats', { requestId: randomUUID() }),
    ];
    expect(refused.map((r) => [r.status, (r.body as { error?: { code: string } }).error?.code])).toEqual(
      refused.map(() => [401, 'unauthorized']),
    );
    // The open round was not moved by the refused action.
    expect((await alice.get<RoundAnswer>('/v1/tables/bj-h17-8deck/round')).body.status).toBe('open');
  });

  it('refuses an expired token with its own code, and unknown tokens as any bad bearer', async () => {
    const token = await tokenFor('alice', spin.roundId);
    expect((await read(spin.roundId, token)).status).toBe(200);
    await server.db.query(`update replay_tokens set expires_at = now() - interval '1 second' where round_id = $1`, [
      spin.roundId,
    ]);
    const expired = await read(spin.roundId, token);
    expect([expired.status, expired.body]).toMatchObject([
      401,
      { error: { code: 'replay-expired', message: expect.stringMatching(/new replay link/) } },
    ]);
    const unknown = await read(spin.roundId, 'x'.repeat(43));
    expect([unknown.status, unknown.body]).toMatchObject([401, { error: { code: 'unauthorized' } }]);
    expect((await server.call('GET', `/v1/replays/${spin.roundId}`)).status).toBe(401);
  });

  it('refuses unknown, other players’ and other operators’ rounds alike, and an open one', async () => {
    const notFound = [
      await replay({ playerId: 'alice', roundId: randomUUID() }),
      await replay({ playerId: 'alice', roundId: bobSpin.roundId }),
      await replay({ playerId: 'bob', roundId: spin.roundId }),
      await replay({ playerId: 'nobody', roundId: spin.roundId }),
      // The rival's alice is not the casino's alice, and the casino's alice is not the rival's.
      await replay({ playerId: 'alice', roundId: rivalSpin.roundId }),
      await replay({ playerId: 'alice', roundId: spin.roundId }, rival),
    ];
    for (const r of notFound) expect([r.status, r.body.error?.code]).toEqual([404, 'not-found']);
    // The rival's own player's round is the rival's to replay.
    expect((await replay({ playerId: 'alice', roundId: rivalSpin.roundId }, rival)).status).toBe(201);
    const stillOpen = await replay({ playerId: 'alice', roundId: open.roundId });
    expect([stillOpen.status, stillOpen.body.error?.code]).toEqual([409, 'round-in-progress']);
    // A round id in capitals is the same round.
    const upper = await replay({ playerId: 'alice', roundId: spin.roundId.toUpperCase() });
    expect([upper.status, (await read(spin.roundId, upper.body.token as string)).status]).toEqual([201, 200]);
    const count = await server.db.query<{ n: number }>(
      "select count(*)::int8 as n from replay_tokens where round_id <> all($1::text[]) and player_id = 'op:casino:alice'",
      [[bj.roundId, spin.roundId]],
    );
    expect(Number(count[0]?.n)).toBe(0);
  });

  it('refuses bad and replayed signatures and bodies the contract does not name', async () => {
    const body = { playerId: 'alice', roundId: spin.roundId };
    const wrong = await signedReplay(server.app, body, { ...casino, secret: 'f'.repeat(64) });
    expect([wrong.status, wrong.body.error?.code]).toEqual([401, 'unauthorized']);
    expect(wrong.body.error?.message).toMatch(/signature wrong/);
    const missing = await signedReplay(server.app, body, { ...casino, headers: { 'x-signature': undefined } });
    expect([missing.status, missing.body.error?.message]).toEqual([401, expect.stringMatching(/signature missing/)]);
    const stale = await signedReplay(server.app, body, { ...casino, nowS: Math.floor(Date.now() / 1000) - 400 });
    expect([stale.status, stale.body.error?.message]).toEqual([401, expect.stringMatching(/stale/)]);
    const nowS = Math.floor(Date.now() / 1000) - 100;
    expect((await signedReplay(server.app, body, { ...casino, nowS })).status).toBe(201);
    const again = await signedReplay(server.app, body, { ...casino, nowS });
    expect([again.status, again.body.error?.message]).toEqual([401, expect.stringMatching(/replayed/)]);
    const extra = await replay({ ...body, table: 'bj-european' });
    expect([extra.status, extra.body.error?.code]).toEqual([400, 'bad-request']);
    const noRound = await replay({ playerId: 'alice' });
    expect([noRound.status, noRound.body.error?.code]).toEqual([400, 'bad-request']);
  });

  it('reads a player’s own finished rounds with the session, not another player’s nor an open one', async () => {
    const own = await alice.get<Replay>(`/v1/replays/${bj.roundId}`);
    expect(own.status).toBe(200);
    expect(own.body.round).toEqual((await alice.get(`/v1/rounds/${bj.roundId}`)).body);
    expect(own.body).toMatchObject({ currency: 'EUR', table: { id: 'bj-european', shared: false } });
    for (const other of [bobSpin.roundId, rivalSpin.roundId]) {
      const r = await alice.get(`/v1/replays/${other}`);
      expect([r.status, r.body]).toMatchObject([404, { error: { code: 'not-found' } }]);
    }
    const stillOpen = await alice.get(`/v1/replays/${open.roundId}`);
    expect([stillOpen.status, stillOpen.body]).toMatchObject([409, { error: { code: 'round-in-progress' } }]);
    expect((await bob.get(`/v1/replays/${bobSpin.roundId}`)).status).toBe(200);
  });

  it('moves no money and changes no round, however often it is read', async () => {
    const token = await tokenFor('alice', bj.roundId);
    // A demo player too: its money is the server's own ledger.
    const demo = await server.demo(10_000);
    const demoSpin = await demo.open('roulette-european', [{ bet: 'red', amount: 700 }], { testSeed: { result: 1 } });
    const before = await moneyAndRounds(server);
    expect(JSON.stringify(before)).toContain(demoSpin.body.roundId);
    for (let i = 0; i < 3; i++) {
      expect((await read(bj.roundId, token)).status).toBe(200);
      expect((await alice.get(`/v1/replays/${spin.roundId}`)).status).toBe(200);
      expect((await read(spin.roundId, token)).status).toBe(404);
      expect((await demo.get(`/v1/replays/${demoSpin.body.roundId}`)).status).toBe(200);
    }
    expect(await moneyAndRounds(server)).toEqual(before);
    expect(await demo.balance()).toBe(10_700);
    expect(wallet.calls.filter((c) => c.op !== 'balance' && c.body.roundId === bj.roundId).length).toBeGreaterThan(0);
    const calls = wallet.calls.length;
    await read(bj.roundId, token);
    expect(wallet.calls.length).toBe(calls);
  });
});
