/**
 * A raw follower of a shared table's event stream, for the resume and many-server tests. It keeps
 * every event exactly as the server framed it: SharedEventStream (the client's) drops a repeated
 * seq and papers over a gap by design, which would hide the very faults these tests look for.
 * Also the checks every event must pass (SHARED.md "Events": never a balance, never a player's id)
 * and the table's log as the database keeps it, to compare streams with.
 */
import { type ClientRequest, get } from 'node:http';
import { expect } from 'vitest';
import type { SharedEvent } from '../../../src/contract/shared';
import { SseParser } from '../../../src/platform/shared/event-stream';

export interface Follower {
  /** Every event in arrival order (`seq` from the `id` line); a repeat stays in, to be seen. */
  readonly events: SharedEvent[];
  /** When each event arrived (ms since the epoch, comparable with the server's deadlines here). */
  readonly arrivals: number[];
  /** Framing faults: an `id` that is not the data's seq, data that is not a JSON object. */
  readonly problems: string[];
  /** Resolves with the first event (from index `from`) that `ok` holds for; fails after `ms`. */
  until(ok: (e: SharedEvent) => boolean, what: string, ms?: number, from?: number): Promise<SharedEvent>;
  /** Drops the connection, as a phone that lost its network would. */
  close(): void;
  /** Resolves once the connection ended, whoever ended it. */
  readonly ended: Promise<void>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens `GET {base}/v1/shared/{table}/events` (with `Last-Event-ID` when given) and reads it in the
 * background. node:http with a socket of its own, not fetch: after an aborted streaming fetch,
 * Node 20's undici opens a fresh idle connection to the server that keeps its close() waiting
 * for the 60 s connection timeout; a destroyed request here closes exactly its own socket.
 */
export async function follow(base: string, table: string, token: string, lastEventId?: number): Promise<Follower> {
  const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const events: SharedEvent[] = [];
  const arrivals: number[] = [];
  const problems: string[] = [];
  const parser = new SseParser();
  const decoder = new TextDecoder();
  let ended!: Promise<void>;
  const req = await new Promise<ClientRequest>((resolve, reject) => {
    const r = get(`${base}/v1/shared/${table}/events`, { agent: false, headers, timeout: 10_000 }, (res) => {
      ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      });
      res.on('data', (chunk: Buffer) => {
        for (const raw of parser.push(decoder.decode(chunk, { stream: true }))) {
          const data = JSON.parse(raw.data) as Record<string, unknown>;
          if (typeof data !== 'object' || data === null || Array.isArray(data))
            problems.push(`not an object: ${raw.data}`);
          if (raw.id === null || String(data.seq) !== raw.id) problems.push(`id ${raw.id} but data.seq ${data.seq}`);
          events.push({ ...data, seq: Number(raw.id), type: String(data.type) });
          arrivals.push(Date.now());
        }
      });
      if (res.statusCode !== 200 || !/^text\/event-stream/.test(String(res.headers['content-type'])))
        reject(new Error(`events: ${res.statusCode} ${res.headers['content-type']}`));
      else resolve(r);
    });
    r.on('error', reject);
    // Only until the answer's headers: an open stream may then be silent for as long as it likes.
    r.on('response', () => r.setTimeout(0));
  });
  req.on('error', () => undefined);
  const until = async (ok: (e: SharedEvent) => boolean, what: string, ms = 8000, from = 0) => {
    const t0 = Date.now();
    for (;;) {
      const hit = events.slice(from).find(ok);
      if (hit) return hit;
      if (Date.now() - t0 > ms) {
        const tail = events.slice(-6).map((e) => `${e.seq}:${e.type}`);
        throw new Error(`no event ${what} within ${ms} ms (last: ${tail.join(' ')})`);
      }
      await sleep(10);
    }
  };
  return { events, arrivals, problems, until, close: () => req.destroy(), ended };
}

interface Query {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The instance's events as `table_events` keeps them, shaped as the stream sends them. */
export async function logOf(db: Query, instance: string, after = 0): Promise<SharedEvent[]> {
  const rows = await db.query<{ seq: number | string; data: Record<string, unknown> }>(
    'select seq, data from table_events where instance = $1 and seq > $2 order by seq',
    [instance, after],
  );
  return rows.map((r) => ({ ...r.data, seq: Number(r.seq), type: String(r.data.type) }));
}

/** Seqs from `first` on, one after another with none missing or repeated. */
export function expectGapFree(events: readonly SharedEvent[], first: number): void {
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => first + i));
}

/** Nothing of a player but a display name: no `balance` field at any depth, no player id. */
export function expectNothingPrivate(events: readonly SharedEvent[]): void {
  const keys = (v: unknown, path: string, out: string[]): string[] => {
    if (Array.isArray(v)) for (const [i, x] of v.entries()) keys(x, `${path}[${i}]`, out);
    else if (typeof v === 'object' && v !== null)
      for (const [k, x] of Object.entries(v)) {
        if (k === 'balance') out.push(`${path}.${k}`);
        keys(x, `${path}.${k}`, out);
      }
    return out;
  };
  for (const e of events) {
    expect(keys(e, `${e.seq}:${e.type}`, [])).toEqual([]);
    expect(JSON.stringify(e), `event ${e.seq} names a player id`).not.toContain('demo:');
  }
}
