/**
 * A shared table's event stream read with fetch() (SHARED.md "Events"): SSE framing however the
 * chunks split, a reconnect that resumes with Last-Event-ID and never repeats an event the server
 * sends again, a gap reported, a snapshot standing for everything before it, and an abort that
 * ends it all, the back-off included.
 */
import { describe, expect, it } from 'vitest';
import type { SharedEvent } from '../../../src/contract/shared';
import { ApiFailure } from '../../../src/platform/remote/api';
import { SharedEventStream, SseParser } from '../../../src/platform/shared/event-stream';
import { fakeServer, sse } from './fake-server';

function open(
  server: ReturnType<typeof fakeServer>,
  extra: Partial<ConstructorParameters<typeof SharedEventStream>[0]> = {},
) {
  const waits: number[] = [];
  const gaps: { expected: number; got: number }[] = [];
  const log: string[] = [];
  const stream = new SharedEventStream({
    baseUrl: 'https://games.example',
    table: 'baccarat-shared',
    token: 'secret-token',
    fetch: server.fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
    onGap: (gap) => gaps.push(gap),
    onConnected: () => log.push('connected'),
    onReconnecting: (_reason, ms) => log.push(`reconnecting ${ms}`),
    ...extra,
  });
  const it = stream[Symbol.asyncIterator]();
  const next = async (): Promise<SharedEvent | null> => {
    const r = await it.next();
    return r.done ? null : r.value;
  };
  return { stream, next, waits, gaps, log };
}

describe('SseParser', () => {
  it('frames events however the chunks split: mid-line, between CR and LF, CRLF or LF, comments', () => {
    const parser = new SseParser();
    const text = ': hello\r\nid: 7\r\nevent: x\r\ndata: {"a":\r\ndata:  1}\r\n\r\n:keep-alive\n\nid:8\ndata\n\n';
    for (const cut of [1, 3, 7, 13]) {
      const p = new SseParser();
      const out = [];
      for (let i = 0; i < text.length; i += cut) out.push(...p.push(text.slice(i, i + cut)));
      expect(out).toEqual([
        { id: '7', event: 'x', data: '{"a":\n 1}' },
        { id: '8', event: null, data: '' },
      ]);
    }
    // A comment alone, or fields with no data, dispatch nothing.
    expect(parser.push(': ping\n\nid: 3\n\n')).toEqual([]);
  });
});

describe('SharedEventStream', () => {
  it('reads the events with the token in the header, never the URL', async () => {
    const server = fakeServer();
    const { next, log } = open(server);
    const pending = next();
    const feed = await server.nextFeed();
    expect(feed.url).toBe('https://games.example/v1/shared/baccarat-shared/events');
    expect(feed.headers.get('authorization')).toBe('Bearer secret-token');
    expect(feed.headers.get('accept')).toBe('text/event-stream');
    expect(feed.headers.get('last-event-id')).toBeNull();
    feed.send('id: 1\r\ndata: {"type":"seat.taken",');
    feed.send('"name":"Ann"}\r\n\r');
    feed.send('\n: keep-alive\n\nid: 2\ndata: {"type":"bets",\ndata: "tableRoundId":"r1"}\n\n');
    expect(await pending).toEqual({ seq: 1, type: 'seat.taken', name: 'Ann' });
    expect(await next()).toEqual({ seq: 2, type: 'bets', tableRoundId: 'r1' });
    expect(log).toEqual(['connected']);
  });

  it('reconnects with Last-Event-ID when the stream drops, and drops what the server sends again', async () => {
    const server = fakeServer();
    const { next, log, waits, gaps } = open(server);
    const first = next();
    const a = await server.nextFeed();
    a.send(sse(1, { type: 'window.opened', tableRoundId: 'r1' }) + sse(2, { type: 'bets', tableRoundId: 'r1' }));
    expect((await first)?.seq).toBe(1);
    expect((await next())?.seq).toBe(2);
    a.fail();
    const third = next();
    const b = await server.nextFeed();
    expect(b.headers.get('last-event-id')).toBe('2');
    b.send(sse(1, { type: 'window.opened' }) + sse(2, { type: 'bets' }) + sse(3, { type: 'window.closing' }));
    expect(await third).toMatchObject({ seq: 3, type: 'window.closing' });
    b.end();
    const fourth = next();
    const c = await server.nextFeed();
    expect(c.headers.get('last-event-id')).toBe('3');
    c.send(sse(4, { type: 'play' }));
    expect((await fourth)?.seq).toBe(4);
    expect(gaps).toEqual([]);
    expect(waits).toEqual([200, 200]);
    expect(log).toEqual(['connected', 'reconnecting 200', 'connected', 'reconnecting 200', 'connected']);
  });

  it('backs off 200 ms doubling to 2 s while it cannot connect, and starts again at 200 once it has', async () => {
    const server = fakeServer();
    server.connects.push('network', { status: 503 }, 'network', 'network', 'network', 'network');
    const { next, waits } = open(server);
    const first = next();
    const a = await server.nextFeed();
    a.send(sse(1, { type: 'seat.left', name: 'Ann' }));
    expect((await first)?.seq).toBe(1);
    expect(waits).toEqual([200, 400, 800, 1600, 2000, 2000]);
    a.end();
    const second = next();
    (await server.nextFeed()).send(sse(2, { type: 'seat.taken', name: 'Bo' }));
    expect((await second)?.seq).toBe(2);
    expect(waits.slice(6)).toEqual([200]);
  });

  it('reports a gap and goes on; a snapshot stands for everything up to its own seq', async () => {
    const server = fakeServer();
    const { next, gaps } = open(server, { lastEventId: 10 });
    const first = next();
    const feed = await server.nextFeed();
    expect(feed.headers.get('last-event-id')).toBe('10');
    feed.send(sse(11, { type: 'play' }) + sse(14, { type: 'round.settled' }));
    expect((await first)?.seq).toBe(11);
    expect(await next()).toMatchObject({ seq: 14, type: 'round.settled' });
    expect(gaps).toEqual([{ expected: 12, got: 14 }]);
    // A snapshot jumps with no gap; an older one, or the same seq again, is never yielded.
    feed.send(sse(40, { type: 'snapshot', state: { phase: 'betting' } }));
    expect(await next()).toMatchObject({ seq: 40, type: 'snapshot', state: { phase: 'betting' } });
    feed.send(sse(39, { type: 'snapshot', state: {} }) + sse(40, { type: 'play' }) + sse(41, { type: 'decision' }));
    expect(await next()).toMatchObject({ seq: 41, type: 'decision' });
    expect(gaps).toHaveLength(1);
  });

  it('takes a lower snapshot that opens a connection: the server restarted its count', async () => {
    const server = fakeServer();
    const { next, gaps } = open(server, { lastEventId: 50 });
    const first = next();
    const feed = await server.nextFeed();
    feed.send(sse(7, { type: 'snapshot', state: {} }) + sse(8, { type: 'play' }) + sse(8, { type: 'play' }));
    feed.send(sse(6, { type: 'snapshot', state: {} }) + sse(9, { type: 'decision' }));
    expect((await first)?.seq).toBe(7);
    expect((await next())?.seq).toBe(8);
    expect((await next())?.seq).toBe(9);
    expect(gaps).toEqual([]);
  });

  it('skips data that is not an event and takes the event type from the data', async () => {
    const server = fakeServer();
    const { next } = open(server);
    const first = next();
    (await server.nextFeed()).send(
      'id: 1\ndata: not json\n\nid: 2\ndata: [1]\n\nid: 3\nevent: ignored\ndata: {"type":"shoe.opened"}\n\n',
    );
    expect(await first).toEqual({ seq: 3, type: 'shoe.opened' });
  });

  it('stops when aborted: the read pending, the connection and the iteration end', async () => {
    const server = fakeServer();
    const abort = new AbortController();
    const { next, stream } = open(server, { signal: abort.signal });
    const pending = next();
    const feed = await server.nextFeed();
    abort.abort();
    expect(await pending).toBeNull();
    expect(feed.signal?.aborted).toBe(true);
    expect(stream.closed).toBe(true);
    expect(server.feeds).toHaveLength(1);
  });

  it('stops during its back-off when closed, with the real clock', async () => {
    const server = fakeServer();
    server.connects.push('network');
    const { next, stream, log } = open(server, { sleep: undefined, backoffMs: { first: 60_000, max: 60_000 } });
    const pending = next();
    await new Promise((done) => setTimeout(done, 10));
    expect(log).toEqual(['reconnecting 60000']);
    const started = Date.now();
    stream.close();
    expect(await pending).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.feeds).toHaveLength(0);
  });

  it('drops a silent connection and reconnects', async () => {
    const server = fakeServer();
    const { next, log } = open(server, { idleTimeoutMs: 30 });
    const pending = next();
    await server.nextFeed();
    const second = await server.nextFeed();
    second.send(sse(1, { type: 'seat.taken', name: 'Ann' }));
    expect((await pending)?.seq).toBe(1);
    expect(log.slice(0, 3)).toEqual(['connected', 'reconnecting 200', 'connected']);
  });

  it('ends with the API error when the server refuses it for good (a 4xx other than 408/429)', async () => {
    const server = fakeServer();
    server.connects.push(
      { status: 429 },
      { status: 401, body: { error: { code: 'session-expired', message: 'gone' } } },
    );
    const { next, waits } = open(server);
    const failure = await next().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 401, code: 'session-expired' });
    expect(waits).toEqual([200]);
  });
});
