/**
 * What `bench:shared` sees on the wire, below the headless client: every player's `fetch` goes
 * through `playerFetch`, which routes it (commands through nginx; the event stream's first
 * connection straight to the player's own server, every reconnect through nginx) and records it:
 * each command's answer (its table `seq` and when it arrived) and each event as the server sent
 * it, before SharedEventStream drops repeats, with when its bytes arrived. So repeats and gaps are
 * counted from what the servers really sent, and the client's own processing (a policy's bet
 * awaited inside its event loop) does not delay a receipt.
 */
import type { FetchLike } from '../../src/platform/shared/event-stream';
import { SseParser } from '../../src/platform/shared/event-stream';

/** Milliseconds since the epoch with sub-millisecond resolution (the servers' and PostgreSQL's clock too). */
export const now = (): number => performance.timeOrigin + performance.now();

type CommandKind = 'sit' | 'bet' | 'act' | 'read' | 'leave' | 'test';

/** A command answered 200: the table's last `seq` in its answer, and when the answer was read. */
interface CommandAnswer {
  kind: CommandKind;
  seq: number;
  at: number;
}

/** One connection of an event stream. */
export interface Connection {
  /** When the server's answer (its headers) arrived: at once, the server opens a stream with a comment. */
  openedAt: number;
  /** The `Last-Event-ID` it asked with (null: none). */
  asked: number | null;
  /** 'server N' (straight to it) or 'nginx'. */
  via: string;
  /** When its first event arrived (null: none yet). */
  firstEventAt: number | null;
  /** When it ended (an error or the server closing it); null while open or when the run stopped it. */
  endedAt: number | null;
}

/** One player's event stream, as the servers sent it over all its connections. */
export class Subscription {
  /** Each seq's first arrival. */
  readonly received = new Map<number, number>();
  readonly connections: Connection[] = [];
  /** The highest seq received, or asked from on the first connection. */
  last: number | null = null;
  /** Seqs jumped over (a gap: never sent in order), repeats (a seq sent again), snapshots after the first connect. */
  missed = 0;
  repeated = 0;
  snapshots = 0;
  /** Streams refused (not 2xx) and connects that failed before an answer. */
  refused = 0;
  /** When each connect was sent (the answer may come much later: see Connection.openedAt). */
  readonly attempts: number[] = [];

  constructor(
    readonly table: string,
    readonly index: number,
    /** The server (0-based) its first connection goes to. */
    readonly server: number,
  ) {}

  event(seq: number, type: string, at: number, conn: Connection): void {
    conn.firstEventAt ??= at;
    if (type === 'snapshot') {
      if (this.connections.length > 1 || this.last !== null) this.snapshots += 1;
      this.last = seq;
      return;
    }
    if (this.last !== null && seq <= this.last) {
      this.repeated += 1;
      return;
    }
    if (this.last !== null && seq > this.last + 1) this.missed += seq - this.last - 1;
    this.last = seq;
    this.received.set(seq, at);
  }
}

/** What one table's events were (type, and a decision's maker) and the answers of commands at it. */
export interface TableLog {
  types: Map<number, { type: string; by: string | null }>;
  answers: CommandAnswer[];
}

export class Tap {
  readonly tables = new Map<string, TableLog>();

  log(table: string): TableLog {
    let t = this.tables.get(table);
    if (!t) {
      t = { types: new Map(), answers: [] };
      this.tables.set(table, t);
    }
    return t;
  }

  /**
   * The fetch of one player: `nginx` and `direct` are origins ('http://127.0.0.1:port'); the
   * client is made with `baseUrl: nginx`.
   */
  playerFetch(sub: Subscription, nginx: string, direct: string): FetchLike {
    const log = this.log(sub.table);
    let streams = 0;
    return async (input, init) => {
      if (!input.includes('/events')) return command(log, input, init);
      // The first connection straight to the player's server, every later one through nginx.
      const first = streams++ === 0;
      const url = first ? direct + input.slice(nginx.length) : input;
      const headers = (init.headers ?? {}) as Record<string, string>;
      const askedHeader = headers['last-event-id'];
      const asked = askedHeader === undefined ? null : Number(askedHeader);
      sub.attempts.push(now());
      let response: Response;
      try {
        response = await fetch(url, init);
      } catch (e) {
        sub.refused += 1;
        throw e;
      }
      if (!response.ok || !response.body) {
        sub.refused += 1;
        return response;
      }
      if (sub.last === null && asked !== null) sub.last = asked;
      const conn: Connection = {
        openedAt: now(),
        asked,
        via: first ? `server ${sub.server + 1}` : 'nginx',
        firstEventAt: null,
        endedAt: null,
      };
      sub.connections.push(conn);
      const parser = new SseParser();
      const decoder = new TextDecoder();
      const note = (chunk: Uint8Array) => {
        const at = now();
        for (const raw of parser.push(decoder.decode(chunk, { stream: true }))) {
          if (raw.id === null || !/^\d+$/.test(raw.id)) continue;
          let data: { type?: unknown; by?: unknown };
          try {
            data = JSON.parse(raw.data) as typeof data;
          } catch {
            continue;
          }
          const type = typeof data.type === 'string' ? data.type : 'message';
          const seq = Number(raw.id);
          if (type !== 'snapshot' && !log.types.has(seq))
            log.types.set(seq, { type, by: typeof data.by === 'string' ? data.by : null });
          sub.event(seq, type, at, conn);
        }
      };
      // Read as soon as bytes come, whatever the client is doing (a policy awaits its bet inside its
      // event loop): a deep queue, so the receipt time is the arrival's, not the client's next read.
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            try {
              const { done, value } = await reader.read();
              if (done) {
                conn.endedAt ??= now();
                controller.close();
                return;
              }
              note(value);
              controller.enqueue(value);
            } catch (e) {
              if (!init.signal?.aborted) conn.endedAt ??= now();
              controller.error(e);
            }
          },
          cancel: (reason) => reader.cancel(reason),
        },
        new CountQueuingStrategy({ highWaterMark: 100_000 }),
      );
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  }
}

function kindOf(method: string, url: string): CommandKind {
  const path = new URL(url).pathname;
  if (path.endsWith('/seats/leave')) return 'leave';
  if (path.endsWith('/seats')) return 'sit';
  if (path.endsWith('/bets')) return 'bet';
  if (path.endsWith('/actions')) return 'act';
  if (path.endsWith('/test')) return 'test';
  return method === 'GET' ? 'read' : 'test';
}

/** A command through nginx; a 200 answer's seq and arrival are logged. The body is read once and handed on. */
async function command(log: TableLog, url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  const text = await response.text();
  const at = now();
  if (response.status === 200) {
    try {
      const seq = (JSON.parse(text) as { seq?: unknown }).seq;
      if (typeof seq === 'number') log.answers.push({ kind: kindOf(init.method ?? 'GET', url), seq, at });
    } catch {
      // not an answer: the client reports it
    }
  }
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
}
