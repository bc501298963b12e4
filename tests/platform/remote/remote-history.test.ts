/**
 * The history panel, the baccarat roads and the roulette statistics from the game server
 * (`GET /v1/history`), against a fake server: rounds dealt by the server's own table games are
 * listed exactly as the demo would have recorded them, a table's last rounds become its roads
 * and its statistics board, and a history that cannot be read never stops a table opening.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryAnswer, RoundSummary } from '../../../src/contract/history';
import { ROUNDS_KEPT } from '../../../src/engine/baccarat/kept-rounds';
import { EMPTY_STATS } from '../../../src/engine/roulette/stats';
import type { HistoryEntry } from '../../../src/platform/history';
import { ApiFailure, ServerApi } from '../../../src/platform/remote/api';
import { historyPath, TABLE_HISTORY_LIMIT } from '../../../src/platform/remote/history-path';
import { RemoteHistory } from '../../../src/platform/remote/remote-history';
import { demoRecord, serverRound, voidSummary } from './server-rounds';

const T0 = Date.UTC(2026, 0, 2, 12, 0, 0);

/** A fake game server answering `GET /v1/history` with `rounds` (newest first), or an error. */
function fakeServer(answer: (path: string) => { status: number; body: unknown }) {
  const calls: { path: string; auth: string | undefined }[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    calls.push({ path: input, auth: (init.headers as Record<string, string>).authorization });
    const { status, body } = answer(input);
    return new Response(JSON.stringify(body), { status });
  };
  const api = new ServerApi({ base: 'https://game.test', fetch, backoffMs: [], sleep: async () => {} });
  api.token = 'the-token';
  return { history: new RemoteHistory(api), calls, api };
}

const serving = (rounds: RoundSummary[]) => fakeServer(() => ({ status: 200, body: { rounds } }));

// Declines insurance or even money (a blackjack against an ace: `stand` is not legal then), else stands.
const stand = (legal: string[]) => legal.find((m) => m === 'insurance:no' || m === 'even-money:no') ?? 'stand';

/** A blackjack entry's hands as its `detail` holds them. */
const handsOf = (e: HistoryEntry | undefined): { seat: number }[] =>
  (e?.detail as { hands?: { seat: number }[] } | undefined)?.hands ?? [];

/** Takes each of `moves` once, the first time it is legal; stands otherwise. */
function once(...moves: string[]): (legal: string[]) => string {
  const left = [...moves];
  return (legal) => {
    const move = left.find((m) => legal.includes(m));
    if (move === undefined) return stand(legal);
    left.splice(left.indexOf(move), 1);
    return move;
  };
}

describe('RemoteHistory.list', () => {
  it('lists blackjack rounds with the demo’s bet codes: main, double, split, insurance, Perfect Pairs, back bets', async () => {
    const split = serverRound('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      shoe: ['8S', '6H', '8D', 'TC', '3C', 'TD', '9S', 'KH'],
      play: once('split', 'double'),
      at: T0 + 3000,
    });
    const insured = serverRound('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      shoe: ['TS', 'AH', '9D', '7C', '2C', '3D', '4H'],
      play: once('insurance:yes'),
      balance: 101_000,
      at: T0 + 2000,
    });
    const european = serverRound(
      'bj-european',
      [
        { seat: 1, main: 1000, perfectPairs: 1000 },
        { seat: 4, main: 0, behind: 1000 },
      ],
      {
        seed: 'european',
        play: (legal) => (legal.includes('behind:keep') ? 'behind:keep' : stand(legal)),
        at: T0 + 1000,
      },
    );
    const { history, calls } = serving([split, insured, european]);
    const [a, b, c] = await history.list('blackjack');

    expect(calls).toEqual([{ path: 'https://game.test/v1/history?game=blackjack&limit=10', auth: 'Bearer the-token' }]);
    expect(a).toMatchObject({
      roundId: split.roundId,
      game: 'blackjack',
      table: 'bj-h17-8deck',
      time: T0 + 3000,
      status: 'complete',
      staked: 3000,
      returned: 6000,
      balanceBefore: 100_000,
      balanceAfter: 103_000,
      wagers: [
        { bet: 'main:1', amount: 1000 },
        { bet: 'double:1', amount: 1000 },
        { bet: 'split:1', amount: 1000 },
      ],
      wins: [
        { bet: 'main:1', amount: 4000 },
        { bet: 'split:1', amount: 2000 },
      ],
    });
    expect(handsOf(a)).toHaveLength(2);
    expect(b?.wagers).toEqual([
      { bet: 'main:1', amount: 1000 },
      { bet: 'insurance:1', amount: 500 },
    ]);
    expect(b?.detail).toEqual({ dealer: ['AH', '7C'], hands: [{ seat: 1, cards: ['TS', '9D'], result: 'win' }] });
    expect(c?.wagers).toEqual(
      expect.arrayContaining([
        { bet: 'main:1', amount: 1000 },
        { bet: 'perfectPairs:1', amount: 1000 },
        { bet: 'behind:4', amount: 1000 },
      ]),
    );
    // Seat 5's computer player has no bet of the player's: none of its hands is shown.
    expect(handsOf(c).map((h) => h.seat)).not.toContain(5);
    for (const [entry, round] of [
      [a, split],
      [b, insured],
      [c, european],
    ] as const) {
      const { wagers, wins, detail } = entry ?? {};
      expect({ wagers, wins, detail }).toEqual(demoRecord(round));
    }
  });

  it('lists baccarat rounds by area with both hands', async () => {
    const round = serverRound(
      'baccarat-8deck',
      { player: 1000, tie: 500 },
      { shoe: ['8S', '2H', 'KD', '5C', '9H', '9D'], balance: 20_000 },
    );
    const [entry] = await serving([round]).history.list('baccarat');
    expect(entry).toEqual({
      roundId: round.roundId,
      game: 'baccarat',
      table: 'baccarat-8deck',
      time: T0,
      status: 'complete',
      wagers: [
        { bet: 'player', amount: 1000 },
        { bet: 'tie', amount: 500 },
      ],
      wins: [{ bet: 'player', amount: 2000 }],
      detail: { player: ['8S', 'KD'], banker: ['2H', '5C'] },
      staked: 1500,
      returned: 2000,
      balanceBefore: 20_000,
      balanceAfter: 20_500,
    });
    expect(demoRecord(round)).toEqual({ wagers: entry?.wagers, wins: entry?.wins, detail: entry?.detail });
  });

  it('lists roulette bets as placed (an announced bet by its name) and the winning number', async () => {
    const bets = [
      { bet: 'neighbours:17', amount: 500 },
      { bet: 'straight:17', amount: 100 },
      { bet: 'red', amount: 300 },
      { bet: 'straight:17', amount: 100 },
    ];
    const round = serverRound('roulette-european', bets, { result: 17 });
    const [entry] = await serving([round]).history.list('roulette');
    expect(entry?.wagers).toEqual([
      { bet: 'neighbours:17', amount: 500 },
      { bet: 'straight:17', amount: 200 },
      { bet: 'red', amount: 300 },
    ]);
    expect(entry?.wins).toEqual([
      { bet: 'neighbours:17', amount: 3600 },
      { bet: 'straight:17', amount: 7200 },
    ]);
    expect(entry?.detail).toEqual({ number: 17 });
    expect(demoRecord(round)).toEqual({ wagers: entry?.wagers, wins: entry?.wins, detail: entry?.detail });
  });

  it('lists a void round with its stakes returned and its reason in the client’s words', async () => {
    const { history } = serving([
      voidSummary('bj-classic', 'blackjack', 'wallet', 2000, T0 + 3),
      voidSummary('bj-classic', 'blackjack', 'unplayable', 1000, T0 + 2),
      voidSummary('bj-classic', 'blackjack', 'a-reason-of-tomorrow', 1000, T0 + 1),
    ]);
    const [wallet, unplayable, unknown] = await history.list('blackjack');
    expect(wallet).toEqual({
      roundId: `void-${T0 + 3}`,
      game: 'blackjack',
      table: 'bj-classic',
      time: T0 + 3,
      status: 'void',
      voidReason: 'wallet-failure',
      wagers: [],
      wins: [],
      detail: null,
      staked: 2000,
      returned: 2000,
      balanceBefore: 50_000,
      balanceAfter: 50_000,
    });
    expect(unplayable?.voidReason).toBe('unplayable');
    expect(unknown?.status).toBe('void');
    expect(unknown && 'voidReason' in unknown).toBe(false);
  });

  it('rejects with the server’s refusal when the history cannot be read', async () => {
    const { history } = fakeServer(() => ({
      status: 401,
      body: { error: { code: 'session-expired', message: 'the session ended' } },
    }));
    await expect(history.list('roulette')).rejects.toBeInstanceOf(ApiFailure);
  });
});

describe('RemoteHistory roads and statistics', () => {
  const baccarat = (n: number, shoe: string[]) =>
    serverRound('baccarat-6deck', { banker: 1000 }, { shoe, roundId: `b${n}`, at: T0 + n * 1000 });
  const PLAYER_WINS = ['8S', '2H', 'KD', '5C']; // Player 8, Banker 7 (a natural)
  const BANKER_WINS = ['2H', '8S', '5C', 'KD'];
  const TIE = ['9S', '9H', 'KD', 'KC'];

  it('gives a baccarat table its rounds oldest first, as the roads read them, void rounds left out', async () => {
    // Newest first, as the server lists them.
    const rounds = [
      baccarat(4, TIE),
      voidSummary('baccarat-6deck', 'baccarat', 'unplayable', 1000, T0 + 3500),
      baccarat(3, BANKER_WINS),
      baccarat(2, PLAYER_WINS),
    ];
    const { history, calls } = serving(rounds);
    expect(history.roads('baccarat-6deck')).toEqual([]);
    await history.prepare('baccarat', 'baccarat-6deck');
    expect(calls.map((c) => c.path)).toEqual([
      'https://game.test/v1/history?game=baccarat&table=baccarat-6deck&limit=500',
    ]);
    expect(history.roads('baccarat-6deck')).toEqual([
      { winner: 'player', playerTotal: 8, bankerTotal: 7, natural: true },
      { winner: 'banker', playerTotal: 7, bankerTotal: 8, natural: true },
      { winner: 'tie', playerTotal: 9, bankerTotal: 9, natural: true },
    ]);
    expect(history.roads('baccarat-8deck')).toEqual([]);
  });

  it('keeps as many rounds as the roads do, dropping whole bead-plate columns from the oldest', async () => {
    const rounds = Array.from({ length: 500 }, (_, i) => baccarat(500 - i, i % 2 ? PLAYER_WINS : BANKER_WINS));
    const { history } = serving(rounds);
    await history.prepare('baccarat', 'baccarat-6deck');
    const roads = history.roads('baccarat-6deck');
    // 500 rounds: 140 over 360, so 24 whole columns (144 rounds) go; the newest is last.
    expect(roads).toHaveLength(ROUNDS_KEPT - 4);
    expect(roads.at(-1)?.winner).toBe('banker');
  });

  it('gives a roulette table its winning numbers newest first over the statistics window', async () => {
    const spins = Array.from({ length: 130 }, (_, i) =>
      serverRound('roulette-european', [{ bet: 'red', amount: 100 }], { result: i % 37, at: T0 + (130 - i) * 1000 }),
    );
    const { history } = serving([
      voidSummary('roulette-european', 'roulette', 'unplayable', 100, T0 + 999_999),
      ...spins,
    ]);
    expect(history.stats('roulette-european')).toEqual(EMPTY_STATS);
    await history.prepare('roulette', 'roulette-european');
    const { recent } = history.stats('roulette-european');
    expect(recent).toHaveLength(100);
    expect(recent.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(recent.at(-1)).toBe(99 % 37);
  });

  it('opens a table whose history cannot be read with empty roads, and reads it again at the next opening', async () => {
    let up = false;
    const { history, calls } = fakeServer(() =>
      up
        ? { status: 200, body: { rounds: [baccarat(1, PLAYER_WINS)] } }
        : { status: 404, body: { error: { code: 'not-found', message: 'no' } } },
    );
    await expect(history.prepare('baccarat', 'baccarat-6deck')).resolves.toBeUndefined();
    expect(history.roads('baccarat-6deck')).toEqual([]);
    expect(history.stats('roulette-european')).toEqual(EMPTY_STATS);
    up = true;
    // Two openings at once read it once.
    await Promise.all([history.prepare('baccarat', 'baccarat-6deck'), history.prepare('baccarat', 'baccarat-6deck')]);
    expect(calls).toHaveLength(2);
    expect(history.roads('baccarat-6deck')).toHaveLength(1);
  });

  it('reads a launch’s table at boot: its opening takes that read, the next opening reads again', async () => {
    let played = 1;
    const { history, calls, api } = fakeServer(() => ({
      status: 200,
      body: { rounds: Array.from({ length: played }, (_, i) => baccarat(played - i, PLAYER_WINS)) },
    }));
    // What the page's early script asks for (app/early-session.ts), handed over as the boot starts.
    const read = (table: string) => api.get<HistoryAnswer>(historyPath('baccarat', TABLE_HISTORY_LIMIT, table));
    history.prefetch('baccarat-6deck', read('baccarat-6deck'));
    expect(calls).toHaveLength(1); // asked at once, before the table opens
    await history.prepare('baccarat', 'baccarat-6deck');
    expect(calls).toHaveLength(1);
    expect(history.roads('baccarat-6deck')).toHaveLength(1);
    // Back at the table later: the rounds played since are read.
    played = 3;
    await history.prepare('baccarat', 'baccarat-6deck');
    expect(calls).toHaveLength(2);
    expect(history.roads('baccarat-6deck')).toHaveLength(3);
    // A read at boot for another table is not taken by this one.
    history.prefetch('baccarat-8deck', read('baccarat-8deck'));
    await history.prepare('baccarat', 'baccarat-6deck');
    expect(calls.map((c) => c.path.match(/table=([^&]+)/)?.[1])).toEqual([
      'baccarat-6deck',
      'baccarat-6deck',
      'baccarat-8deck',
      'baccarat-6deck',
    ]);
  });
});
