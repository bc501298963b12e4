/**
 * Replaying a player's part of a shared table round (issue 40), on PGlite and on a real PostgreSQL:
 * the player's record is the player's part only, and `shared` re-draws the whole table round as
 * everyone there saw it settle: the bets as the table showed them, the holders' names, the cards
 * dealt in order, the decisions (the clock's included) and the result. The same answer with the
 * operator's replay token and with the player's own session; nothing of a round that is not the
 * token's; no money moved by reading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator } from '../../../src/server/operators/store';
import { displayName } from '../../../src/server/shared/tables';
import { type DbKind, type Player, TestServer } from '../support/api';
import { TestOperatorWallet } from '../support/operator-wallet';
import { launchedPlayer, moneyAndRounds, type Signer, signedReplay } from '../support/replay-desk';
import { DB_KINDS } from '../support/test-db';
import { type Answer, at, FAST } from './support';

interface Replay {
  round: { roundId: string; table: string; staked: number; returned: number; fairness: unknown };
  currency: string;
  table: Record<string, unknown>;
  shared?: Record<string, unknown>;
}

/** Box 1: T 8 (stands, 18); box 2: 9 T (19, left to the clock); dealer 7, then T (17). */
const SHOE = ['TS', '9S', '7D', '8H', 'TH', 'TC'];

describe.each(DB_KINDS)('shared table replay on %s', (kind: DbKind) => {
  let server: TestServer;
  let wallet: TestOperatorWallet;
  let casino: Signer;
  let ann: Player;
  let ben: Player;

  const partOf = async (p: Player, table: string) =>
    (await p.get<{ rounds: { roundId: string; table: string }[] }>('/v1/history')).body.rounds.find(
      (r) => r.table === table,
    )?.roundId as string;
  const tokenFor = async (playerId: string, roundId: string) => {
    const r = await signedReplay(server.app, { playerId, roundId }, casino);
    expect(r.status).toBe(201);
    // No PUBLIC_URL: the link is relative to the server's own origin.
    expect(r.body.url).toBe(`/replay.html?round=${roundId}&token=${r.body.token}`);
    return r.body.token as string;
  };
  const read = (roundId: string, token: string) =>
    server.call<Replay>('GET', `/v1/replays/${roundId}`, undefined, token);

  beforeAll(async () => {
    wallet = await TestOperatorWallet.start();
    server = await TestServer.start(kind, { wallet: 'seamless' });
    const added = await addOperator(server.db, { id: 'casino', name: 'Casino', walletUrl: wallet.url });
    casino = { operatorId: 'casino', secret: added.secret };
    wallet.secrets = [added.secret];
    const launch = { game: 'blackjack', table: 'bj-european-shared' };
    ann = await launchedPlayer(server, casino, 'ann', { ...launch, nickname: 'Ann' });
    ben = await launchedPlayer(server, casino, 'ben', launch);
  });
  afterAll(async () => {
    await server.stop();
    await wallet.stop();
  });

  it('re-draws a blackjack table round: boxes, names, back bet, cards, decisions and result', async () => {
    const T = 'bj-european-shared';
    const ta = at(ann, T);
    const tb = at(ben, T);
    // A settlement shown long enough to read it before the next window.
    await ta.test({ timings: { ...FAST, bettingSeconds: 1.5, settleSeconds: 3, turnSeconds: 2 }, shoe: SHOE });
    expect((await ta.sit(1)).status).toBe(200);
    expect((await tb.sit(2)).status).toBe(200);
    const id = (await ta.until((x) => x.state.phase === 'betting')).state.tableRoundId;
    expect((await ta.bet(id, [{ box: 1, main: 1000 }])).status).toBe(200);
    expect(
      (
        await tb.bet(id, [
          { box: 2, main: 1000 },
          { box: 1, main: 0, behind: 1000 },
        ])
      ).status,
    ).toBe(200);
    const asked: Answer = await ta.until((x) => x.state.asked?.box === 1);
    expect((await ta.act(id, 1, 0, 'stand')).status).toBe(200);
    const settled = await ta.until((x) => x.state.phase === 'settled' && x.state.tableRoundId === id);

    const annPart = await partOf(ann, T);
    const benPart = await partOf(ben, T);
    const before = await moneyAndRounds(server);
    const mine = await ann.get<Replay>(`/v1/replays/${annPart}`);
    expect(mine.status).toBe(200);
    expect(mine.body.round).toEqual((await ann.get(`/v1/rounds/${annPart}`)).body);
    expect(mine.body.round).toMatchObject({ table: T, staked: 1000, returned: 2000 });
    expect(mine.body.table).toEqual({
      id: T,
      game: 'blackjack',
      tier: '10-500',
      shared: true,
      base: 'bj-european',
    });
    const shared = mine.body.shared;
    expect(shared).toMatchObject({
      tableRoundId: id,
      settledAt: expect.any(String),
      // As the table showed them while the round was played.
      bets: asked.state.bets,
      seats: asked.state.seats,
      own: { boxes: [1], behind: [] },
      cards: SHOE,
      decisions: [
        { box: 1, hand: 0, action: 'stand', by: 'holder' },
        { box: 2, hand: 0, action: 'stand', by: 'clock' },
      ],
      // The table's public round when it settled.
      result: settled.state.round,
    });
    expect(shared?.bets).toEqual([
      { box: 1, main: 1000, perfectPairs: 0, behind: 1000 },
      { box: 2, main: 1000, perfectPairs: 0, behind: 0 },
    ]);
    expect(shared?.seats).toEqual([
      { box: 1, name: 'Ann' },
      { box: 2, name: displayName('op:casino:ben', null) },
    ]);
    expect(shared?.result).toMatchObject({ dealer: { cards: ['7D', 'TC'], total: 17 } });
    expect(JSON.stringify(shared)).not.toMatch(/op:casino|"ann"|"ben"|balance/);

    // The desk's token gives the same answer; it opens the other player's part of the same table round nowhere.
    const token = await tokenFor('ann', annPart);
    expect((await read(annPart, token)).body).toEqual(mine.body);
    expect((await read(benPart, token)).status).toBe(404);
    const his = await ben.get<Replay>(`/v1/replays/${benPart}`);
    expect(his.body.shared).toMatchObject({ tableRoundId: id, own: { boxes: [2], behind: [1] }, cards: SHOE });
    expect(his.body.round).toMatchObject({ staked: 2000, returned: 4000 });
    expect((await ann.get(`/v1/replays/${benPart}`)).status).toBe(404);
    expect(await moneyAndRounds(server)).toEqual(before);
  });

  it('re-draws a roulette spin: every area’s bets summed as the table showed them, and the number', async () => {
    const T = 'roulette-shared';
    const ta = at(ann, T);
    const tb = at(ben, T);
    await ta.test({ timings: { ...FAST, bettingSeconds: 1.5, settleSeconds: 3 }, result: 17 });
    const id = (await ta.until((x) => x.state.phase === 'betting')).state.tableRoundId;
    expect((await ta.bet(id, [{ bet: 'black', amount: 300 }])).status).toBe(200);
    const closing = await tb.bet(id, [
      { bet: 'black', amount: 200 },
      { bet: 'odd', amount: 100 },
    ]);
    expect(closing.status).toBe(200);
    const settled = await ta.until((x) => x.state.phase === 'settled' && x.state.tableRoundId === id);

    const annPart = await partOf(ann, T);
    const token = await tokenFor('ann', annPart);
    const before = await moneyAndRounds(server);
    const seen = await read(annPart, token);
    expect(seen.status).toBe(200);
    expect(seen.body.round).toEqual((await ann.get(`/v1/rounds/${annPart}`)).body);
    expect(seen.body.table).toEqual({ id: T, game: 'roulette', tier: null, shared: true, base: 'roulette-european' });
    expect(seen.body.shared).toEqual({
      tableRoundId: id,
      settledAt: expect.any(String),
      bets: closing.body.state.bets,
      seats: [],
      own: { boxes: [], behind: [] },
      cards: [],
      decisions: [],
      result: settled.state.round,
    });
    expect(seen.body.shared?.bets).toEqual({ black: 500, odd: 100 });
    expect(seen.body.shared?.result).toEqual({ number: 17 });
    expect(await ann.get(`/v1/replays/${annPart}`)).toMatchObject({ status: 200, body: seen.body });
    expect(await moneyAndRounds(server)).toEqual(before);
  });
});
