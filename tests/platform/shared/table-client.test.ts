/**
 * The shared-table client's commands (SHARED.md "Commands"): each with a fresh requestId, a try
 * with no answer or a 502/503/504 sent again with the same requestId (the server replays its
 * stored answer, so a bet is staked once), a 4xx thrown as the API's typed error at once.
 */
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/platform/remote/api';
import { SharedTableClient } from '../../../src/platform/shared/table-client';
import { answer, type Call, fakeServer } from './fake-server';

type Reply = { status: number; body?: unknown } | 'network';

function client(replies: Reply[]) {
  const server = fakeServer(() => replies.shift() ?? { status: 200, body: answer(1) });
  const waits: number[] = [];
  const c = new SharedTableClient({
    baseUrl: 'https://games.example',
    token: 'secret-token',
    table: 'bj-european-shared',
    fetch: server.fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { c, calls: server.calls, waits };
}

const requestIds = (calls: Call[]) => calls.map((call) => call.body?.requestId);

describe('SharedTableClient', () => {
  it('sends each command to its path with a fresh requestId and the token in the header', async () => {
    const { c, calls } = client([]);
    await c.read();
    await c.sit(3);
    await c.sit();
    await c.bet('r1', [{ box: 3, main: 1000 }]);
    await c.act('r1', 3, 0, 'hit');
    await c.leave();
    await c.setTest({ result: 17 });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/shared/bj-european-shared',
      'POST /v1/shared/bj-european-shared/seats',
      'POST /v1/shared/bj-european-shared/seats',
      'POST /v1/shared/bj-european-shared/bets',
      'POST /v1/shared/bj-european-shared/actions',
      'POST /v1/shared/bj-european-shared/seats/leave',
      'POST /v1/shared/bj-european-shared/test',
    ]);
    expect(calls.every((call) => call.headers.get('authorization') === 'Bearer secret-token')).toBe(true);
    const ids = requestIds(calls.slice(1, 6));
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.body).toBeNull();
    expect(calls[1]?.body).toMatchObject({ box: 3 });
    expect(calls[2]?.body).not.toHaveProperty('box');
    expect(calls[3]?.body).toMatchObject({ tableRoundId: 'r1', bets: [{ box: 3, main: 1000 }] });
    expect(calls[4]?.body).toMatchObject({ tableRoundId: 'r1', box: 3, hand: 0, action: 'hit' });
    expect(calls[6]?.body).toMatchObject({ result: 17 });
    expect(calls[6]?.body?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a 503 (and no answer) with the same requestId and body, then answers once', async () => {
    const { c, calls, waits } = client([{ status: 503 }, 'network', { status: 200, body: answer(7) }]);
    const got = await c.bet('r1', { player: 0, banker: 500, tie: 0 });
    expect(got.seq).toBe(7);
    expect(c.lastAnswer).toBe(got);
    expect(calls).toHaveLength(3);
    expect(new Set(requestIds(calls)).size).toBe(1);
    expect(new Set(calls.map((call) => JSON.stringify(call.body))).size).toBe(1);
    expect(waits).toEqual([100, 300]);
  });

  it('gives up after three tries with the last failure', async () => {
    const { c, calls, waits } = client(['network', { status: 502 }, { status: 504 }]);
    const failure = await c.sit().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 504 });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([100, 300]);
    const lost = await client(['network', 'network', 'network'])
      .c.read()
      .catch((e: unknown) => e);
    expect(lost).toMatchObject({ status: 0, code: 'connection-lost' });
  });

  it('throws a 409 at once as a typed error with its status, code and message', async () => {
    const refusal = { error: { code: 'betting-closed', message: 'the window has closed' } };
    const { c, calls, waits } = client([{ status: 409, body: refusal }]);
    const failure = await c.bet('r1', [{ bet: 'red', amount: 100 }]).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 409, code: 'betting-closed' });
    expect((failure as Error).message).toContain('the window has closed');
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(c.lastAnswer).toBeNull();
  });

  it('does not retry a 500, and keeps the newest answer by seq (a replayed older one does not replace it)', async () => {
    const { c, calls } = client([
      { status: 500, body: { error: { code: 'internal', message: 'boom' } } },
      { status: 200, body: answer(9) },
      { status: 200, body: answer(4) },
    ]);
    await expect(c.read()).rejects.toMatchObject({ status: 500, code: 'internal' });
    expect(calls).toHaveLength(1);
    await c.read();
    const older = await c.act('r1', 2, 0, 'stand');
    expect(older.seq).toBe(4);
    expect(c.lastAnswer?.seq).toBe(9);
  });

  it('opens the table’s event stream with its own server, token and fetch', async () => {
    const server = fakeServer();
    const c = new SharedTableClient({
      baseUrl: 'https://games.example',
      token: 't',
      table: 'roulette-shared',
      fetch: server.fetch,
    });
    const stream = c.events({ lastEventId: 5 });
    const pending = stream[Symbol.asyncIterator]().next();
    const feed = await server.nextFeed();
    expect(feed.url).toBe('https://games.example/v1/shared/roulette-shared/events');
    expect(feed.headers.get('last-event-id')).toBe('5');
    expect(feed.headers.get('authorization')).toBe('Bearer t');
    stream.close();
    expect((await pending).done).toBe(true);
  });
});
