/**
 * The game server's HTTP API as the browser calls it (SERVER.md): JSON in and out, the session's
 * bearer token on every call, and a call that fails on the way (no answer, a timeout, a 5xx) tried
 * again with the same body (so the same `requestId`) after a bounded backoff. The server answers a
 * repeated call with its stored answer and changes nothing, so a retry is applied exactly once.
 *
 * While a call is being retried the connection is `reconnecting` (the table says so and takes no
 * new input); when the backoff is spent it is `lost` (the player is told; the round is recovered
 * from the server on the next open). `401 session-expired` is said to `onExpired` listeners.
 */

/** How the connection to the server stands. */
export type ConnectionState = 'online' | 'reconnecting' | 'lost';

import { ApiFailure, type FetchLike, jsonTry, refusalOf } from './json-try';

export { ApiFailure };

export interface ApiOptions {
  /** The server's origin ('' : the page's own). */
  base: string;
  fetch?: FetchLike;
  /** How long one attempt may take before it is abandoned and retried (ms). */
  timeoutMs?: number;
  /** The waits before each retry (ms); when they are spent the connection is lost. */
  backoffMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

/** About 20 s of retries: long enough for a phone changing networks, short enough to say so. */
const BACKOFF_MS: readonly number[] = [250, 500, 1000, 2000, 4000, 4000, 4000, 4000];
const TIMEOUT_MS = 10_000;

export class ServerApi {
  /** The session's bearer token (null before a session is made). */
  token: string | null = null;
  private readonly fetcher: FetchLike;
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly expiredListeners = new Set<(message: string) => void>();
  private current: ConnectionState = 'online';
  /** Calls being retried now: the connection is back when none is. */
  private retrying = 0;
  /** Round-trip times of the calls answered (ms), for the benchmark. */
  readonly timings: number[] = [];

  constructor(private readonly o: ApiOptions) {
    this.fetcher = o.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  get base(): string {
    return this.o.base;
  }

  get state(): ConnectionState {
    return this.current;
  }

  /** Follows the connection's state; returns a function that stops following. */
  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Hears `401 session-expired` (with the server's message); returns a function that stops. */
  onExpired(listener: (message: string) => void): () => void {
    this.expiredListeners.add(listener);
    return () => this.expiredListeners.delete(listener);
  }

  get<T = unknown>(path: string): Promise<T> {
    return this.call<T>('GET', path, undefined);
  }

  /** A mutating call: `body` carries its `requestId`, and every retry sends it unchanged. */
  post<T = unknown>(path: string, body: object): Promise<T> {
    return this.call<T>('POST', path, JSON.stringify(body));
  }

  private setState(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }

  private async call<T>(method: string, path: string, body: string | undefined): Promise<T> {
    const backoff = this.o.backoffMs ?? BACKOFF_MS;
    const sleep = this.o.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
    let counted = false;
    try {
      for (let attempt = 0; ; attempt++) {
        const answer = await this.attempt(method, path, body);
        if (answer.ok) {
          if (counted) {
            counted = false;
            this.retrying -= 1;
          }
          if (this.retrying === 0 && this.current !== 'lost') this.setState('online');
          return answer.value as T;
        }
        if (answer.failure) throw answer.failure;
        const wait = backoff[attempt];
        if (wait === undefined) {
          this.setState('lost');
          throw new ApiFailure(0, 'connection-lost', `${method} ${path}: no answer from the game server`);
        }
        if (!counted) {
          counted = true;
          this.retrying += 1;
        }
        this.setState('reconnecting');
        await sleep(wait);
      }
    } finally {
      if (counted) this.retrying -= 1;
    }
  }

  /**
   * One try: the answer, a refusal that is final (`failure`), or neither (no answer, a timeout
   * or a 5xx: the server stored nothing, the call may be made again).
   */
  private async attempt(
    method: string,
    path: string,
    body: string | undefined,
  ): Promise<{ ok: true; value: unknown } | { ok: false; failure: ApiFailure | null }> {
    const started = performance.now();
    const answer = await jsonTry(this.fetcher, this.o.base + path, {
      method,
      body,
      token: this.token,
      timeoutMs: this.o.timeoutMs ?? TIMEOUT_MS,
    });
    if (!answer.answered || answer.status >= 500) return { ok: false, failure: null };
    if (answer.status >= 200 && answer.status < 300) {
      this.timings.push(performance.now() - started);
      if (this.timings.length > 500) this.timings.shift();
      return { ok: true, value: answer.body };
    }
    const failure = refusalOf(answer.status, answer.body);
    if (answer.status === 401 && failure.code === 'session-expired') {
      for (const listener of [...this.expiredListeners]) listener(failure.said);
    }
    return { ok: false, failure };
  }
}

/** A new request id for a mutating call (SERVER.md: a UUID, made by the client). */
export function newRequestId(): string {
  return crypto.randomUUID();
}
