/**
 * The headless player: it sits, bets when a window opens (or is open and it has not bet), decides
 * only for its own boxes, goes on after a refused command, catches up after a gap or a snapshot,
 * and records each command's time and every event for the benchmark.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SharedAnswer } from '../../../src/contract/shared';
import {
  type DecisionAsked,
  flatBaccarat,
  flatRoulette,
  playByPolicy,
  type SharedPolicy,
  simpleBlackjack,
} from '../../../src/platform/shared/policy-player';
import { SharedTableClient } from '../../../src/platform/shared/table-client';
import { answer, type Call, fakeServer, publicState, sse } from './fake-server';

type Reply = { status: number; body?: unknown };

function table(sat: SharedAnswer, other: (call: Call) => Reply = () => ({ status: 200, body: answer(0) })) {
  const server = fakeServer((call) => (call.path.endsWith('/seats') ? { status: 200, body: sat } : other(call)));
  const client = new SharedTableClient({
    baseUrl: 'https://games.example',
    token: 'secret-token',
    table: 'bj-european-shared',
    fetch: server.fetch,
  });
  const posted = (path: string) => server.calls.filter((c) => c.path.endsWith(path)).map((c) => c.body);
  return { server, client, posted, abort: new AbortController() };
}

const asked = (seq: number, box: number, cards: string[], legal = ['hit', 'stand', 'double'], hand = 0) =>
  sse(seq, { type: 'decision.asked', tableRoundId: 'r1', box, hand, kind: 'play', legal, deadline: 1e13 + seq, cards });

describe('playByPolicy', () => {
  it('bets on window.opened and decides on its own box only, recording commands and events', async () => {
    const t = table(answer(5));
    const seen: string[] = [];
    const play = playByPolicy(t.client, simpleBlackjack(1000, { double: true }), {
      signal: t.abort.signal,
      onEvent: (e) => seen.push(e.type),
    });
    const feed = await t.server.nextFeed();
    expect(feed.headers.get('last-event-id')).toBe('5');
    feed.send(sse(6, { type: 'window.opened', tableRoundId: 'r1' }));
    await vi.waitFor(() => expect(t.posted('/bets')).toHaveLength(1));
    expect(t.posted('/bets')[0]).toMatchObject({ tableRoundId: 'r1', bets: [{ box: 2, main: 1000 }] });
    feed.send(asked(7, 1, ['TS', '6H']) + asked(8, 2, ['TS', '6H']) + asked(9, 3, ['5S', '5H']));
    feed.send(asked(10, 2, ['5S', '6H'], ['hit', 'stand', 'double'], 1));
    feed.send(asked(11, 2, ['AS', 'TD'], ['even-money:yes', 'even-money:no']));
    feed.send(asked(12, 2, ['TS', '7H']) + asked(13, 2, ['AS', '6H']));
    await vi.waitFor(() => expect(t.posted('/actions')).toHaveLength(5));
    const actions = t.posted('/actions');
    expect(actions.map((a) => a?.action)).toEqual(['hit', 'double', 'even-money:no', 'stand', 'stand']);
    expect(actions.every((a) => a?.box === 2 && a.tableRoundId === 'r1')).toBe(true);
    expect(actions[1]?.hand).toBe(1);
    t.abort.abort();
    const record = await play;
    expect(record.commands.map((c) => c.command)).toEqual(['sit', 'bet', 'act', 'act', 'act', 'act', 'act']);
    expect(record.commands.every((c) => c.ok && c.ms >= 0)).toBe(true);
    expect(record.events.map((e) => e.seq)).toEqual([6, 7, 8, 9, 10, 11, 12, 13]);
    expect(seen).toHaveLength(8);
  });

  it('bets at once in a window already open, goes on after a refusal, and sits a round out on null', async () => {
    const open = answer(3, { state: publicState({ game: 'roulette', tableRoundId: 'r3', phase: 'betting' }) });
    const refusal = { error: { code: 'betting-closed', message: 'closed' } };
    const t = table(open, (call) =>
      call.body?.tableRoundId === 'r3' ? { status: 409, body: refusal } : { status: 200, body: answer(4) },
    );
    const rounds: string[] = [];
    const roulette = flatRoulette('red', 100);
    const policy: SharedPolicy = {
      ...roulette,
      bets: (state, you) => (rounds.push(state.tableRoundId) === 2 ? null : roulette.bets(state, you)),
    };
    const play = playByPolicy(t.client, policy, { signal: t.abort.signal });
    const feed = await t.server.nextFeed();
    await vi.waitFor(() => expect(t.posted('/bets')).toHaveLength(1));
    feed.send(sse(4, { type: 'window.opened', tableRoundId: 'r4' }));
    feed.send(sse(5, { type: 'window.opened', tableRoundId: 'r5' }));
    await vi.waitFor(() => expect(t.posted('/bets')).toHaveLength(2));
    expect(rounds).toEqual(['r3', 'r4', 'r5']);
    expect(t.posted('/bets').map((b) => b?.tableRoundId)).toEqual(['r3', 'r5']);
    expect(t.posted('/bets')[1]?.bets).toEqual([{ bet: 'red', amount: 100 }]);
    t.abort.abort();
    const record = await play;
    expect(record.commands.filter((c) => c.command === 'bet').map((c) => [c.ok, c.status, c.code])).toEqual([
      [false, 409, 'betting-closed'],
      [true, null, null],
    ]);
  });

  it('does not bet again in a window where the server already holds its bet', async () => {
    const sat = answer(3, {
      state: publicState({ tableRoundId: 'r3', phase: 'closing' }),
      you: { name: 'P', seated: true, boxes: [1], bets: [{ box: 1, main: 500 }], roundId: 'p3' },
    });
    const t = table(sat);
    const play = playByPolicy(t.client, simpleBlackjack(500), { signal: t.abort.signal });
    const feed = await t.server.nextFeed();
    feed.send(sse(4, { type: 'window.closing', tableRoundId: 'r3', closesAt: 1e13 }));
    await vi.waitFor(() => expect(t.client.lastAnswer).not.toBeNull());
    t.abort.abort();
    await play;
    expect(t.posted('/bets')).toHaveLength(0);
  });

  it('reads the table after a gap, and answers a hand a snapshot shows asked, from its round view', async () => {
    const t = table(answer(5), (call) => ({ status: 200, body: answer(call.method === 'GET' ? 9 : 0) }));
    const play = playByPolicy(t.client, simpleBlackjack(1000), { signal: t.abort.signal });
    const feed = await t.server.nextFeed();
    feed.send(sse(9, { type: 'play', tableRoundId: 'r1', events: [] }));
    await vi.waitFor(() => expect(t.server.calls.filter((c) => c.method === 'GET')).toHaveLength(1));
    const state = publicState({
      tableRoundId: 'r1',
      phase: 'playing',
      asked: { box: 2, hand: 0, kind: 'play', legal: ['hit', 'stand'], deadline: 1e13 },
      round: { seats: [{ seat: 2, hands: [{ cards: ['TS', '8D'] }] }] },
    });
    feed.send(sse(30, { type: 'snapshot', state }));
    await vi.waitFor(() => expect(t.posted('/actions')).toHaveLength(1));
    expect(t.posted('/actions')[0]).toMatchObject({ tableRoundId: 'r1', box: 2, hand: 0, action: 'stand' });
    t.abort.abort();
    const record = await play;
    expect(record.gaps).toBe(1);
    expect(record.commands.map((c) => c.command)).toEqual(['sit', 'read', 'act']);
  });
});

describe('policies', () => {
  const ask = (cards: string[], legal: string[]): DecisionAsked => ({
    seq: 1,
    type: 'decision.asked',
    tableRoundId: 'r1',
    box: 1,
    hand: 0,
    kind: 'play',
    legal,
    deadline: 0,
    cards,
  });
  const state = publicState();
  const you = { name: 'P', seated: true, boxes: [1, 4], bets: null, roundId: null };

  it('flat baccarat and roulette bet the same every round', () => {
    expect(flatBaccarat('banker', 500).bets(state, you)).toEqual({ player: 0, banker: 500, tie: 0 });
    expect(flatRoulette('straight:17', 100).bets(state, you)).toEqual([{ bet: 'straight:17', amount: 100 }]);
  });

  it('simple blackjack: one main bet per box held, 17 stands, below hits, 10/11 doubles only when told and legal', () => {
    const plain = simpleBlackjack(200);
    const doubler = simpleBlackjack(200, { double: true });
    expect(plain.bets(state, you)).toEqual([
      { box: 1, main: 200 },
      { box: 4, main: 200 },
    ]);
    expect(plain.bets(state, { ...you, boxes: [] })).toBeNull();
    expect(plain.decide(ask(['5S', '6H'], ['hit', 'stand', 'double']), state)).toBe('hit');
    expect(doubler.decide(ask(['5S', '6H'], ['hit', 'stand', 'double']), state)).toBe('double');
    expect(doubler.decide(ask(['4S', '6H'], ['hit', 'stand']), state)).toBe('hit');
    expect(doubler.decide(ask(['AS', '6H'], ['hit', 'stand', 'double']), state)).toBe('stand');
    expect(plain.decide(ask(['9S', '7H'], ['stand']), state)).toBe('stand');
    expect(plain.decide(ask(['AS', '5H'], ['insurance:yes', 'insurance:no']), state)).toBe('insurance:no');
  });
});
