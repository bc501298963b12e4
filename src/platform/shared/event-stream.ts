/**
 * A shared table's events (SHARED.md "Events") as the browser, the server's tests and the
 * benchmark read them: `GET {base}/v1/shared/{table}/events` through `fetch()` and a stream reader.
 * Not EventSource: that cannot send headers, and the session token must travel in
 * `Authorization`, never in a URL (logs and referrers keep URLs).
 *
 * The stream reconnects by itself and resumes with `Last-Event-ID`; the server then resends from
 * its table's log, so whatever it sends twice is dropped here by `seq`, and a `snapshot` stands for
 * everything up to its own `seq`. Runs unchanged in browsers and Node 20 (global fetch,
 * TextDecoder, AbortController only).
 */
import type { SharedEvent } from '../../contract/shared';
import { ApiFailure, type FetchLike, refusalOf } from '../remote/json-try';

export type { FetchLike };

/** Events `got` arrived when `expected` was due: the ones between were never seen. */
interface StreamGap {
  expected: number;
  got: number;
}

export interface EventStreamOptions {
  /** The server's origin ('' : the page's own). */
  baseUrl: string;
  table: string;
  token: string;
  fetch?: FetchLike;
  /** Ends the stream (as `close()` does). */
  signal?: AbortSignal;
  /** Start after this `seq` (e.g. the `seq` of an answer whose state the caller already holds). */
  lastEventId?: number | null;
  onGap?: (gap: StreamGap) => void;
  /** Each time the server answers a (re)connect: the reconnecting banner goes. */
  onConnected?: () => void;
  /** The stream ended or failed and is tried again after `waitMs`: the banner shows. */
  onReconnecting?: (reason: unknown, waitMs: number) => void;
  /** Reconnect back-off: `first` ms doubling up to `max`, back to `first` once a connect succeeds. */
  backoffMs?: { first: number; max: number };
  /**
   * The server sends a comment every 15 s; silence for this long means a dead connection (a
   * phone that changed networks keeps a half-open socket for minutes), so it is dropped and
   * reconnected. 0: never.
   */
  idleTimeoutMs?: number;
  /** How the back-off waits (tests pass their own); must return early when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** One event as the wire framed it, before its data is read. */
export interface RawSseEvent {
  id: string | null;
  event: string | null;
  data: string;
}

/**
 * The text/event-stream framing: fields per line (LF or CRLF), `data` lines joined with `\n`, a
 * blank line dispatches, `:` lines are comments. Chunks may split anywhere, even between CR and LF,
 * so an unfinished line waits for the next chunk. The `retry` field is ignored: the back-off is ours.
 */
export class SseParser {
  private buffer = '';
  private id: string | null = null;
  private event: string | null = null;
  private data: string[] = [];

  push(text: string): RawSseEvent[] {
    this.buffer += text;
    const out: RawSseEvent[] = [];
    for (let end = this.buffer.indexOf('\n'); end >= 0; end = this.buffer.indexOf('\n')) {
      let line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      if (line.endsWith('\r')) line = line.slice(0, -1);
      const dispatched = this.line(line);
      if (dispatched) out.push(dispatched);
    }
    return out;
  }

  private line(line: string): RawSseEvent | null {
    if (line === '') {
      // An event with no data is nothing to dispatch (the SSE standard's rule).
      const event = this.data.length > 0 ? { id: this.id, event: this.event, data: this.data.join('\n') } : null;
      this.id = null;
      this.event = null;
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    else if (field === 'event') this.event = value;
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A framed event as a SharedEvent (seq from `id`, else the data's own), or null when it is not one. */
function toSharedEvent(raw: RawSseEvent): SharedEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(raw.data);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  const fromId = raw.id !== null && /^\d+$/.test(raw.id) ? Number(raw.id) : null;
  const seq = fromId ?? (Number.isSafeInteger(data.seq) ? (data.seq as number) : null);
  if (seq === null) return null;
  const type = typeof data.type === 'string' ? data.type : (raw.event ?? 'message');
  return { ...data, seq, type };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((done) => {
    if (signal.aborted) return done();
    const finish = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      done();
    };
    const timer = setTimeout(finish, ms);
    signal.addEventListener('abort', finish, { once: true });
  });
}

/** A refusal reconnecting cannot change (no session, no such table); 408 and 429 pass with time. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export class SharedEventStream implements AsyncIterable<SharedEvent> {
  private readonly stop = new AbortController();
  private readonly fetcher: FetchLike;
  private last: number | null;
  private iterator: AsyncGenerator<SharedEvent> | null = null;

  constructor(private readonly o: EventStreamOptions) {
    this.fetcher = o.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.last = o.lastEventId ?? null;
    const outer = o.signal;
    if (outer?.aborted) this.stop.abort();
    else outer?.addEventListener('abort', () => this.stop.abort(), { once: true, signal: this.stop.signal });
  }

  /** The `seq` of the last event yielded (what a reconnect sends as `Last-Event-ID`). */
  get lastSeq(): number | null {
    return this.last;
  }

  get closed(): boolean {
    return this.stop.signal.aborted;
  }

  /** Ends the stream: the connection is dropped and the iteration finishes. */
  close(): void {
    this.stop.abort();
  }

  /** One iteration per stream: a second `for await` continues the first rather than opening a second connection. */
  [Symbol.asyncIterator](): AsyncGenerator<SharedEvent> {
    this.iterator ??= this.run();
    return this.iterator;
  }

  private async *run(): AsyncGenerator<SharedEvent> {
    const signal = this.stop.signal;
    const { first, max } = this.o.backoffMs ?? { first: 200, max: 2000 };
    const sleep = this.o.sleep ?? pause;
    let wait = first;
    try {
      while (!signal.aborted) {
        let reason: unknown = 'ended';
        const connected = { yes: false };
        let opening = true;
        try {
          for await (const raw of this.connection(connected)) {
            const event = toSharedEvent(raw);
            if (!event) continue;
            const accepted = this.accept(event, opening);
            opening = false;
            if (accepted) yield event;
          }
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof ApiFailure && isFinal(error.status)) throw error;
          reason = error;
        }
        if (signal.aborted) return;
        if (connected.yes) wait = first;
        this.o.onReconnecting?.(reason, wait);
        await sleep(wait, signal);
        wait = Math.min(wait * 2, max);
      }
    } finally {
      // Whoever stops iterating (break, return, a throw) also stops the stream.
      this.stop.abort();
    }
  }

  /** Keeps the order: never a repeat, a `snapshot` restarts the count, a jump is reported. */
  private accept(event: SharedEvent, opensConnection: boolean): boolean {
    const last = this.last;
    // The one older seq taken: a connection that opens on a snapshot below what was asked for. The
    // server does that when the asked seq is past its own (its table was reset), and dropping it
    // would leave this stream deaf until the new count caught up.
    const reset = opensConnection && event.type === 'snapshot' && last !== null && event.seq < last;
    if (last !== null && event.seq <= last && !reset) return false;
    if (last !== null && event.type !== 'snapshot' && event.seq > last + 1)
      this.o.onGap?.({ expected: last + 1, got: event.seq });
    this.last = event.seq;
    return true;
  }

  /** One connection's events, until the server ends it, it fails, goes silent or the stream is closed. */
  private async *connection(connected: { yes: boolean }): AsyncGenerator<RawSseEvent> {
    const conn = new AbortController();
    const stop = () => conn.abort();
    this.stop.signal.addEventListener('abort', stop, { once: true });
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      authorization: `Bearer ${this.o.token}`,
    };
    if (this.last !== null) headers['last-event-id'] = String(this.last);
    const url = `${this.o.baseUrl}/v1/shared/${encodeURIComponent(this.o.table)}/events`;
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    let idle: ReturnType<typeof setTimeout> | null = null;
    // A read pending on a body that ignores the fetch's signal still ends when the reader is cancelled.
    const drop = () => void reader?.cancel().catch(() => undefined);
    conn.signal.addEventListener('abort', drop, { once: true });
    const idleMs = this.o.idleTimeoutMs ?? 45_000;
    const watch = () => {
      if (idle !== null) clearTimeout(idle);
      if (idleMs > 0) idle = setTimeout(() => conn.abort(new Error('event stream silent')), idleMs);
    };
    try {
      watch();
      const response = await this.fetcher(url, {
        method: 'GET',
        headers,
        signal: conn.signal,
        credentials: 'omit',
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw await failure(response);
      connected.yes = true;
      this.o.onConnected?.();
      reader = response.body.getReader();
      if (conn.signal.aborted) drop();
      const parser = new SseParser();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        watch();
        yield* parser.push(decoder.decode(value, { stream: true }));
      }
      if (conn.signal.aborted && !this.stop.signal.aborted) throw conn.signal.reason;
    } finally {
      if (idle !== null) clearTimeout(idle);
      this.stop.signal.removeEventListener('abort', stop);
      conn.abort();
    }
  }
}

/** A refused connect as the API's error (`{ error: { code, message } }`), like every other call's. */
async function failure(response: Response): Promise<ApiFailure> {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    // no JSON body: the status alone says it
  }
  return refusalOf(response.status, parsed);
}
