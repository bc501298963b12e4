/**
 * A fake game server for the shared-table client: a `fetch` that answers the event stream with a
 * ReadableStream the test feeds chunk by chunk, and commands from a handler the test writes. Every
 * call is kept (URL, headers, body) so a test can check what went on the wire.
 */
import type { SharedAnswer, SharedPublicState } from '../../../src/contract/shared';

export interface Feed {
  url: string;
  headers: Headers;
  signal: AbortSignal | null;
  send(text: string): void;
  end(): void;
  fail(): void;
}

export interface Call {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: Record<string, unknown> | null;
}

type Reply = { status: number; body?: unknown } | 'network';

const encoder = new TextEncoder();

function feed(url: string, init: RequestInit): { feed: Feed; body: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      open = false;
    },
  });
  const f: Feed = {
    url,
    headers: new Headers(init.headers),
    signal: init.signal ?? null,
    send: (text) => open && controller.enqueue(encoder.encode(text)),
    end: () => {
      if (open) controller.close();
      open = false;
    },
    fail: () => {
      if (open) controller.error(new TypeError('network connection lost'));
      open = false;
    },
  };
  return { feed: f, body };
}

/** `id: N` and `data: JSON` lines of one event, as the server frames it. */
export const sse = (seq: number, fields: Record<string, unknown>) =>
  `id: ${seq}\ndata: ${JSON.stringify({ seq, ...fields })}\n\n`;

export function fakeServer(commands: (call: Call) => Reply = () => ({ status: 200, body: {} })) {
  const feeds: Feed[] = [];
  const calls: Call[] = [];
  /** Replies to event-stream connects, in order; a connect with none queued gets a stream. */
  const connects: Reply[] = [];
  const waiting: ((f: Feed) => void)[] = [];

  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const path = new URL(url).pathname;
    if (path.endsWith('/events')) {
      const scripted = connects.shift();
      if (scripted === 'network') throw new TypeError('fetch failed');
      if (scripted) return new Response(JSON.stringify(scripted.body ?? {}), { status: scripted.status });
      const { feed: f, body } = feed(url, init);
      // As a real fetch does: aborting the request errors its body.
      init.signal?.addEventListener('abort', () => f.fail(), { once: true });
      feeds.push(f);
      waiting.shift()?.(f);
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      path,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    const reply = commands(call);
    if (reply === 'network') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
  };

  /** The next event-stream connection (one already made and not yet taken, or the next one made). */
  let taken = 0;
  const nextFeed = (): Promise<Feed> => {
    const ready = feeds[taken];
    taken += 1;
    if (ready) return Promise.resolve(ready);
    return new Promise((done) => waiting.push(done));
  };

  return { fetch, feeds, calls, connects, nextFeed };
}

export function publicState(over: Partial<SharedPublicState> = {}): SharedPublicState {
  return {
    table: 'bj-european-shared',
    game: 'blackjack',
    timings: { settleSeconds: 4, bettingSeconds: 15, turnSeconds: 20 },
    now: 1_700_000_000_000,
    tableRoundId: 'r0',
    phase: 'settled',
    closesAt: null,
    seats: [],
    players: [],
    bets: null,
    round: null,
    asked: null,
    fairness: { chain: 1, commitment: 'ab'.repeat(32), k: 1, clientSeed: null, version: 2 },
    history: [],
    ...over,
  };
}

export function answer(seq: number, over: Partial<SharedAnswer> = {}): SharedAnswer {
  return {
    table: 'bj-european-shared',
    game: 'blackjack',
    seq,
    state: publicState(),
    balance: 100_000,
    you: { name: 'Player 0001', seated: true, boxes: [2], bets: null, roundId: null },
    ...over,
  };
}
