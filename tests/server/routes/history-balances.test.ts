/**
 * The history a player's panel shows (SERVER.md `GET /v1/history`): every finished round with the
 * balance before its first stake and after its last movement, from the ledger: a blackjack round
 * that took more stakes as it went, a round played at another table while it was open, and a void
 * round with its stakes returned. One query however many rounds are listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbKind, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';

interface Summary {
  roundId: string;
  status: string;
  staked: number;
  returned: number;
  balanceBefore: number;
  balanceAfter: number;
}

describe.each(DB_KINDS)('history balances on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(() => server.stop());

  it('gives each round the balance before its first stake and after its last movement', async () => {
    const p = await server.demo(100_000);
    const bac = await p.open('baccarat-8deck', { player: 1000 }, { testSeed: { shoe: ['8S', '2H', 'KD', '5C'] } });
    expect(bac.body).toMatchObject({ returned: 2000, balance: 101_000 });

    // A blackjack round split (a second debit) while a roulette spin is played at another table.
    const bj = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      testSeed: { shoe: ['8S', '6H', '8D', 'TC', '3C', 'TD', '9S', 'KH'] },
    });
    expect(bj.body.balance).toBe(100_000);
    const spin = await p.open('roulette-european', [{ bet: 'red', amount: 500 }], { testSeed: { result: 1 } });
    expect(spin.body.balance).toBe(100_500);
    let r = (await p.act(bj.body.roundId, 'split')).body;
    while (r.status === 'open') r = (await p.act(r.roundId, 'stand')).body;
    expect(r).toMatchObject({ staked: 2000, returned: 4000, balance: 103_500 });

    const history = await p.get<{ rounds: Summary[] }>('/v1/history');
    const byId = new Map(history.body.rounds.map((h) => [h.roundId, h]));
    expect(byId.get(bac.body.roundId)).toMatchObject({ balanceBefore: 100_000, balanceAfter: 101_000 });
    expect(byId.get(spin.body.roundId)).toMatchObject({ balanceBefore: 100_000, balanceAfter: 100_500 });
    expect(byId.get(bj.body.roundId)).toMatchObject({
      staked: 2000,
      returned: 4000,
      balanceBefore: 101_000,
      balanceAfter: 103_500,
    });
    // The full record says the same.
    const full = await p.get<Summary>(`/v1/rounds/${bj.body.roundId}`);
    expect(full.body).toMatchObject({ balanceBefore: 101_000, balanceAfter: 103_500 });
  });

  it('gives a void round the balance with its stakes returned', async () => {
    const p = await server.demo(50_000);
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 2000 }], {
      testSeed: { shoe: ['TS', '9H', '7D', '8C', '5S'] },
    });
    await server.db.query(`update rounds set state = '{"round": 5}'::jsonb where id = $1`, [open.body.roundId]);
    expect((await p.act(open.body.roundId, 'hit')).body).toMatchObject({ status: 'void', returned: 2000 });
    const history = await p.get<{ rounds: Summary[] }>('/v1/history?game=blackjack');
    expect(history.body.rounds[0]).toMatchObject({
      roundId: open.body.roundId,
      status: 'void',
      balanceBefore: 50_000,
      balanceAfter: 50_000,
    });
  });

  it('reads the history of many rounds in as many queries as of one', async () => {
    const queriesFor = async (rounds: number): Promise<number> => {
      const p = await server.demo(100_000);
      for (let i = 0; i < rounds; i++) {
        await p.open('roulette-european', [{ bet: 'red', amount: 100 }], { testSeed: { result: i % 37 } });
      }
      const db = server.db;
      const query = db.query.bind(db);
      let count = 0;
      db.query = ((...args: Parameters<typeof query>) => {
        // (The session's inactivity clock is written when 10 s have passed since its last call,
        // which a loaded machine can reach while these rounds are played: not a query of the list.)
        if (!String(args[0]).startsWith('update sessions set last_seen')) count++;
        return query(...args);
      }) as typeof db.query;
      try {
        const h = await p.get<{ rounds: Summary[] }>('/v1/history?limit=500');
        expect(h.body.rounds).toHaveLength(rounds);
        // Newest first, each starting from the balance the one before it left.
        const [newest, before] = h.body.rounds;
        expect(newest?.balanceBefore).toEqual(expect.any(Number));
        expect(newest?.balanceBefore).toBe(before?.balanceAfter);
      } finally {
        db.query = query;
      }
      return count;
    };
    expect(await queriesFor(12)).toBe(await queriesFor(2));
  });
});
