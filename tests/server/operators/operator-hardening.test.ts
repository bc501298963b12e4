/**
 * What several servers share must hold under races (issue 35, findings 6, 9, 10), on PGlite and on
 * PostgreSQL where transactions really run side by side: the per-address limit of demo sessions is
 * exact under 100 parallel creations; an operator player's balance is asked of the casino's wallet
 * once per few seconds however many `GET /v1/session` arrive, each answer saying how old it is; a
 * signed launch is accepted once, a replay and a racing twin refused, while a launch that failed
 * may be sent again as it was.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator } from '../../../src/server/operators/store';
import { BALANCE_MAX_AGE_S } from '../../../src/server/wallet/balance-cache';
import { type DbKind, TestServer } from '../support/api';
import { launchBody, signedLaunch } from '../support/operator-launch';
import { TestOperatorWallet } from '../support/operator-wallet';
import { DB_KINDS } from '../support/test-db';

describe.each(DB_KINDS)('limits under races on %s', (kind: DbKind) => {
  let server: TestServer;
  let wallet: TestOperatorWallet;
  let secret: string;
  const count = async (sql: string) => Number((await server.db.query<{ n: number }>(sql))[0]?.n);

  beforeAll(async () => {
    wallet = await TestOperatorWallet.start();
    server = await TestServer.start(kind, { wallet: 'seamless', demoSessionsPerMinute: 30 });
    const added = await addOperator(server.db, { id: 'casino', name: 'Casino', walletUrl: wallet.url });
    secret = added.secret;
    wallet.secrets = [secret];
  });
  afterAll(async () => {
    await server.stop();
    await wallet.stop();
  });

  it('creates exactly 30 demo sessions of 100 sent at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        server.call('POST', '/v1/sessions', {
          requestId: randomUUID(),
          mode: 'demo',
          currency: 'EUR',
          balance: 1000,
          lang: 'en',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70);
    expect(await count(`select count(*)::int8 as n from sessions where address is not null`)).toBe(30);
  });

  async function operatorPlayer(playerId: string): Promise<string> {
    wallet.balances.set(playerId, 40_000);
    const launched = await signedLaunch(server.app, launchBody(playerId), { operatorId: 'casino', secret });
    expect(launched.status).toBe(201);
    const code = new URL(launched.body.launchUrl as string).searchParams.get('launch');
    const exchanged = await server.call<{ token: string }>('POST', '/v1/sessions/exchange', { launch: code });
    return exchanged.body.token;
  }

  const balanceCalls = (playerId: string) =>
    wallet.calls.filter((c) => c.op === 'balance' && c.body.playerId === playerId).length;

  it("asks the casino's wallet for a balance once, of 200 parallel session reads, and says how old it is", async () => {
    const token = await operatorPlayer('dora');
    expect(balanceCalls('dora')).toBe(1); // the launch's
    // The launch's answer is fresh: reads within a few seconds of it cost the casino nothing.
    const soon = await server.call<{ balance: number; balanceAgeMs: number }>('GET', '/v1/session', undefined, token);
    expect(soon.body).toMatchObject({ balance: 40_000 });
    expect(soon.body.balanceAgeMs).toBeLessThan(BALANCE_MAX_AGE_S * 1000);
    expect(balanceCalls('dora')).toBe(1);
    // Ten seconds later (moved back in the database) the casino credited the player meanwhile.
    await server.db.query(
      `update players set balance_at = now() - interval '10 seconds', balance_asked_at = balance_asked_at - interval '10 seconds'
        where external_id = 'dora'`,
    );
    wallet.balances.set('dora', 45_000);
    const reads = await Promise.all(
      Array.from({ length: 200 }, () =>
        server.call<{ balance: number; balanceAgeMs: number }>('GET', '/v1/session', undefined, token),
      ),
    );
    expect(reads.every((r) => r.status === 200)).toBe(true);
    expect(balanceCalls('dora')).toBe(2);
    // Each answer is the old balance with its age (about 10 s) or the new one, just asked.
    for (const r of reads) {
      if (r.body.balance === 45_000) expect(r.body.balanceAgeMs).toBeLessThan(3000);
      else expect(r.body).toMatchObject({ balance: 40_000, balanceAgeMs: expect.any(Number) });
      if (r.body.balance === 40_000) expect(r.body.balanceAgeMs).toBeGreaterThanOrEqual(9_000);
    }
    const after = await server.call<{ balance: number }>('GET', '/v1/session', undefined, token);
    expect(after.body.balance).toBe(45_000);
    expect(balanceCalls('dora')).toBe(2);
  });

  it('accepts a signed launch once: its replay and a racing twin are refused, one session opened', async () => {
    const sessions = await count('select count(*)::int8 as n from sessions');
    const nowS = Math.floor(Date.now() / 1000) - 10;
    const send = () => signedLaunch(server.app, launchBody('eve'), { operatorId: 'casino', secret, nowS });
    const first = await send();
    expect(first.status).toBe(201);
    const replay = await send();
    expect(replay.status).toBe(401);
    expect(replay.body.error?.message).toMatch(/signature replayed/);
    // Twins racing each other (two servers, or one retry too eager): one wins.
    const twinAt = nowS - 1;
    const twins = await Promise.all(
      [0, 1, 2].map(() => signedLaunch(server.app, launchBody('eve'), { operatorId: 'casino', secret, nowS: twinAt })),
    );
    expect(twins.map((t) => t.status).sort()).toEqual([201, 401, 401]);
    expect(await count('select count(*)::int8 as n from sessions')).toBe(sessions + 2);
  });

  it('lets a launch that failed be sent again as it was', async () => {
    const nowS = Math.floor(Date.now() / 1000) - 20;
    const send = () => signedLaunch(server.app, launchBody('finn'), { operatorId: 'casino', secret, nowS });
    wallet.secrets = []; // the casino's wallet refuses our calls for a moment: the launch cannot ask the balance
    const failed = await send();
    expect(failed.status).toBe(503);
    wallet.secrets = [secret];
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(401);
  });
});
