/**
 * Rounds through the API at every game (SERVER.md "Rounds"): blackjack played a decision at a time
 * with insurance, splits, doubles and surrender from stacked shoes (ALLOW_TEST_SEEDS), baccarat and
 * roulette settled in one call; what each answer shows and hides; resume; every refusal code with
 * the balance left as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbKind, type Player, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';

describe.each(DB_KINDS)('rounds on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(() => server.stop());

  it('plays insurance at bj-h17-8deck with the hole card and the shoe hidden until the dealer turns it', async () => {
    const p = await server.demo(100_000);
    const shoe = ['TS', 'AH', '9D', '7C', '2C', '3D', '4H'];
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], { testSeed: { shoe } });
    expect(open.status).toBe(201);
    expect(open.body).toMatchObject({ status: 'open', phase: 'insurance', staked: 1000, balance: 99_000 });
    expect(open.body.legal).toEqual(expect.arrayContaining(['insurance:yes', 'insurance:no']));
    expect((open.body.view.dealer as { cards: unknown[] }).cards).toEqual(['AH', null]);
    for (const secret of ['7C', '2C', '3D', '4H']) expect(JSON.stringify(open.body)).not.toContain(`"${secret}"`);

    const insured = await p.act(open.body.roundId, 'insurance:yes');
    expect(insured.body).toMatchObject({ status: 'open', phase: 'player', staked: 1500, balance: 98_500 });
    expect(JSON.stringify(insured.body)).not.toContain('"7C"');
    const resumed = await p.get<Record<string, unknown>>('/v1/tables/bj-h17-8deck/round');
    expect(resumed.body).toMatchObject({ roundId: open.body.roundId, phase: 'player', legal: insured.body.legal });
    expect(resumed.body.view).toEqual(insured.body.view);

    const done = await p.act(open.body.roundId, 'stand');
    expect(done.body).toMatchObject({ status: 'settled', phase: 'settled', staked: 1500, returned: 2000 });
    expect(done.body.balance).toBe(100_500);
    expect((done.body.view.dealer as { cards: unknown[] }).cards).toEqual(['AH', '7C']);
    expect((await p.get('/v1/tables/bj-h17-8deck/round')).status).toBe(404);
  });

  it('splits, doubles and pays every hand when the dealer busts', async () => {
    const p = await server.demo(100_000);
    const shoe = ['8S', '6H', '8D', 'TC', '3C', 'TD', '9S', 'KH'];
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], { testSeed: { shoe } });
    expect(open.body.legal).toContain('split');
    const split = await p.act(open.body.roundId, 'split');
    expect(split.body).toMatchObject({ staked: 2000, balance: 98_000 });
    let r = split.body;
    // Double the first hand that allows it, stand on the other.
    r = (await p.act(r.roundId, r.legal.includes('double') ? 'double' : 'stand')).body;
    while (r.status === 'open') r = (await p.act(r.roundId, 'stand')).body;
    expect(r.status).toBe('settled');
    expect(r.staked).toBe(3000);
    expect(r.returned).toBe(6000);
    expect(r.balance).toBe(100_000 - 3000 + 6000);
  });

  it('returns half the stake on surrender', async () => {
    const p = await server.demo(100_000);
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      testSeed: { shoe: ['TS', 'TH', '6D', '7C'] },
    });
    const r = await p.act(open.body.roundId, 'surrender');
    expect(r.body).toMatchObject({ status: 'settled', staked: 1000, returned: 500, balance: 99_500 });
  });

  it('settles baccarat in the call that opens it, Banker commission rounded down', async () => {
    const p = await server.demo(100_000);
    const shoe = ['8S', '2H', 'KD', '5C', '9H', '9D'];
    const player = await p.open('baccarat-8deck', { player: 1000 }, { testSeed: { shoe } });
    expect(player.status).toBe(201);
    expect(player.body).toMatchObject({ status: 'settled', phase: 'settled', staked: 1000, returned: 2000 });
    expect(player.body.balance).toBe(101_000);
    const banker = await p.open('baccarat-6deck', { banker: 1015 }, { testSeed: { shoe: ['2H', '8S', '5C', 'KD'] } });
    // Banker 8 beats Player 7: 1015 + 0.95 × 1015 = 1979.25, paid 1979.
    expect(banker.body).toMatchObject({ staked: 1015, returned: 1979, balance: 101_000 - 1015 + 1979 });
  });

  it('spins roulette and pays the layout in one call', async () => {
    const p = await server.demo(100_000);
    const bets = [
      { bet: 'straight:17', amount: 100 },
      { bet: 'red', amount: 1000 },
      { bet: 'voisins', amount: 900 },
    ];
    const r = await p.open('roulette-european', bets, { testSeed: { result: 17 } });
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('settled');
    expect((r.body.view.spin as { number: number }).number).toBe(17);
    expect(r.body.staked).toBe(2000);
    // straight 17 pays 35:1 (3600 back); red loses (17 is black); voisins does not cover 17.
    expect(r.body.returned).toBe(3600);
    expect(r.body.balance).toBe(100_000 - 2000 + 3600);
  });

  it('deals fair rounds at all seven tables and keeps them in history, newest first', async () => {
    const p = await server.demo(1_000_000);
    const bets: Record<string, unknown> = {
      'bj-classic': [{ seat: 1, main: 1000 }],
      'bj-european': [{ seat: 1, main: 1000, perfectPairs: 100 }],
      'bj-multiseat': [
        { seat: 1, main: 500 },
        { seat: 2, main: 500 },
      ],
      'bj-h17-8deck': [{ seat: 1, main: 1000 }],
      'baccarat-8deck': { banker: 1000, tie: 100 },
      'baccarat-6deck': { player: 1000 },
      'roulette-european': [{ bet: 'dozen:2', amount: 1000 }],
    };
    const ids: string[] = [];
    for (const [table, b] of Object.entries(bets)) {
      let r = (await p.open(table, b)).body;
      expect(r.error).toBeUndefined();
      while (r.status === 'open') {
        const move = r.legal.find(
          (m) => m === 'stand' || m === 'insurance:no' || m === 'even-money:no' || m === 'behind:keep',
        );
        r = (await p.act(r.roundId, move ?? (r.legal[0] as string))).body;
      }
      expect(r.status).toBe('settled');
      ids.push(r.roundId);
    }
    const history = await p.get<{ rounds: { roundId: string; staked: number; returned: number }[] }>(
      '/v1/history?limit=500',
    );
    expect(history.body.rounds.map((h) => h.roundId)).toEqual(ids.reverse());
    const bj = await p.get<{ rounds: { table: string }[] }>('/v1/history?game=blackjack&table=bj-european');
    expect(bj.body.rounds.map((h) => h.table)).toEqual(['bj-european']);
    expect((await p.get('/v1/history?limit=501')).status).toBe(400);
  });

  describe('refusals leave the balance and the round as they were', () => {
    let p: Player;
    beforeAll(async () => {
      p = await server.demo(5_000);
    });

    const refused = async (call: Promise<{ status: number; body: unknown }>, status: number, code: string) => {
      const r = await call;
      expect(r.status).toBe(status);
      expect((r.body as { error: { code: string } }).error.code).toBe(code);
      expect(await p.balance()).toBe(5_000);
    };

    it('limits, funds, tiers, tables and bet shapes', async () => {
      await refused(p.open('bj-classic', [{ seat: 1, main: 50 }]), 422, 'limits');
      await refused(p.open('bj-classic', [{ seat: 1, main: 6000 }]), 422, 'insufficient-funds');
      await refused(p.open('roulette-european', [{ bet: 'red', amount: 6000 }]), 422, 'insufficient-funds');
      await refused(p.open('bj-european', [{ seat: 1, main: 1500 }], { tier: '20-1000' }), 422, 'limits');
      await refused(p.open('bj-european', [{ seat: 1, main: 1500 }], { tier: '5-50' }), 400, 'bad-request');
      await refused(p.open('no-such-table', [{ seat: 1, main: 1000 }]), 404, 'not-found');
      await refused(p.open('bj-classic', { seat: 1, main: 1000 }), 400, 'bad-request');
      await refused(p.open('bj-classic', [{ seat: 1, mian: 1000 }]), 400, 'bad-request');
      await refused(p.open('roulette-european', [{ bet: 'split:1-5', amount: 100 }]), 400, 'bad-request');
      await refused(p.open('baccarat-8deck', { dragon: 100 }), 400, 'bad-request');
    });

    it('one open round per table, illegal moves, unknown and finished rounds', async () => {
      const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
        testSeed: { shoe: ['TS', '9H', '7D', '8C', '5S'] },
      });
      expect(open.body.balance).toBe(4_000);
      const again = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }]);
      expect(again.status).toBe(409);
      expect((again.body as unknown as { error: { code: string } }).error.code).toBe('round-in-progress');
      const illegal = await p.act(open.body.roundId, 'split');
      expect(illegal.status).toBe(422);
      expect(illegal.body.error?.code).toBe('illegal-action');
      expect((await p.act(open.body.roundId, 'fly')).status).toBe(422);
      expect((await p.act('no-such-round', 'hit')).status).toBe(404);
      const view = await p.get('/v1/tables/bj-h17-8deck/round');
      expect(view.body).toMatchObject({ roundId: open.body.roundId, staked: 1000, balance: 4_000 });
      const done = await p.act(open.body.roundId, 'stand');
      expect(done.body.status).toBe('settled');
      const late = await p.act(open.body.roundId, 'hit');
      expect(late.status).toBe(404);
      expect(late.body.error?.code).toBe('no-round');
    });
  });

  it('keeps the minimum time between rounds of a jurisdiction (422 too-soon)', async () => {
    const p = await server.demo(10_000, { jurisdiction: 'uk' });
    const first = await p.open('roulette-european', [{ bet: 'red', amount: 100 }], { testSeed: { result: 1 } });
    expect(first.status).toBe(201);
    const second = await p.open('roulette-european', [{ bet: 'red', amount: 100 }], { testSeed: { result: 1 } });
    expect(second.status).toBe(422);
    expect(second.body.error?.code).toBe('too-soon');
    expect(await p.balance()).toBe(10_100);
  });
});
