/**
 * The browser's RemoteHistory against the real game server: rounds of each game played through
 * the API come back as the history panel's entries (bet codes, cards, the number, the balances
 * from the ledger), exactly as the demo records the same rounds, and as a table's roads and
 * statistics board.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundSummary } from '../../src/contract/history';
import { ServerApi } from '../../src/platform/remote/api';
import { RemoteHistory } from '../../src/platform/remote/remote-history';
import { demoRecord } from '../platform/remote/server-rounds';
import { type DbKind, type RoundAnswer, TestServer } from './support/api';
import { DB_KINDS } from './support/test-db';

/** The browser's fetch, answered by the app in this process. */
function injected(server: TestServer) {
  return async (input: string, init: RequestInit): Promise<Response> => {
    const res = await server.app.inject({
      method: init.method as 'GET' | 'POST',
      url: input,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, { status: res.statusCode });
  };
}

describe.each(DB_KINDS)('RemoteHistory on the game server (%s)', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(() => server.stop());

  it('lists each game’s rounds as the demo records them, and draws the roads and the statistics', async () => {
    const p = await server.demo(100_000);
    const api = new ServerApi({ base: '', fetch: injected(server) });
    api.token = p.token;
    const history = new RemoteHistory(api);

    // Blackjack: a split, the first hand doubled, the dealer busts.
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      testSeed: { shoe: ['8S', '6H', '8D', 'TC', '3C', 'TD', '9S', 'KH'] },
    });
    let r: RoundAnswer = (await p.act(open.body.roundId, 'split')).body;
    r = (await p.act(r.roundId, r.legal.includes('double') ? 'double' : 'stand')).body;
    while (r.status === 'open') r = (await p.act(r.roundId, 'stand')).body;
    expect(r).toMatchObject({ staked: 3000, returned: 6000, balance: 103_000 });

    // Baccarat: Player, then Banker.
    const bac1 = await p.open('baccarat-8deck', { player: 1000 }, { testSeed: { shoe: ['8S', '2H', 'KD', '5C'] } });
    const bac2 = await p.open(
      'baccarat-8deck',
      { banker: 2000, tie: 500 },
      { testSeed: { shoe: ['2H', '8S', '5C', 'KD'] } },
    );
    expect(bac2.body.balance).toBe(103_000 + 1000 - 2500 + 3900);

    // Roulette: 17, 0, 32.
    const spins: RoundAnswer[] = [];
    for (const result of [17, 0, 32]) {
      const bets = [
        { bet: 'neighbours:17', amount: 500 },
        { bet: 'red', amount: 100 },
      ];
      spins.push((await p.open('roulette-european', bets, { testSeed: { result } })).body);
    }
    const final = spins.at(-1)?.balance as number;

    const [bj] = await history.list('blackjack');
    expect(bj).toMatchObject({
      roundId: open.body.roundId,
      table: 'bj-h17-8deck',
      status: 'complete',
      wagers: [
        { bet: 'main:1', amount: 1000 },
        { bet: 'double:1', amount: 1000 },
        { bet: 'split:1', amount: 1000 },
      ],
      wins: [
        { bet: 'main:1', amount: 4000 },
        { bet: 'split:1', amount: 2000 },
      ],
      staked: 3000,
      returned: 6000,
      balanceBefore: 100_000,
      balanceAfter: 103_000,
    });
    const detail = bj?.detail as { dealer: string[]; hands: { cards: string[]; result: string }[] };
    expect(detail.dealer[0]).toBe('6H');
    expect(detail.hands.map((h) => h.cards[0])).toEqual(['8S', '8D']);
    expect(Math.abs(Date.now() - (bj?.time ?? 0))).toBeLessThan(60_000);

    const bac = await history.list('baccarat');
    expect(bac.map((e) => e.roundId)).toEqual([bac2.body.roundId, bac1.body.roundId]);
    expect(bac[0]).toMatchObject({
      wagers: [
        { bet: 'banker', amount: 2000 },
        { bet: 'tie', amount: 500 },
      ],
      wins: [{ bet: 'banker', amount: 3900 }],
      detail: { player: ['2H', '5C'], banker: ['8S', 'KD'] },
      balanceBefore: 104_000,
      balanceAfter: bac2.body.balance,
    });

    const rou = await history.list('roulette');
    expect(rou.map((e) => (e.detail as { number: number }).number)).toEqual([32, 0, 17]);
    expect(rou[2]).toMatchObject({
      wagers: [
        { bet: 'neighbours:17', amount: 500 },
        { bet: 'red', amount: 100 },
      ],
      wins: [{ bet: 'neighbours:17', amount: 3600 }],
    });
    expect(rou[0]?.balanceAfter).toBe(final);
    expect(rou[0]?.balanceBefore).toBe(spins[1]?.balance);

    // The same rounds, as the demo's record.ts would have kept them.
    const raw = (await p.get<{ rounds: RoundSummary[] }>('/v1/history?limit=500')).body.rounds;
    const listed = [...rou, ...bac, bj];
    for (const summary of raw) {
      const entry = listed.find((e) => e?.roundId === summary.roundId);
      expect({ wagers: entry?.wagers, wins: entry?.wins, detail: entry?.detail }).toEqual(demoRecord(summary));
    }

    await history.prepare('baccarat', 'baccarat-8deck');
    expect(history.roads('baccarat-8deck')).toEqual([
      { winner: 'player', playerTotal: 8, bankerTotal: 7, natural: true },
      { winner: 'banker', playerTotal: 7, bankerTotal: 8, natural: true },
    ]);
    await history.prepare('roulette', 'roulette-european');
    expect(history.stats('roulette-european')).toEqual({ recent: [32, 0, 17] });
  });
});
