/**
 * A client of one shared table instance (SHARED.md "Commands"): the read, the seat, bet and action
 * commands, the test hook, and its event stream. Headless: the server's tests, the benchmark and
 * later the browser's shared tables drive it.
 *
 * Every command gets a fresh `requestId`, and a try that got no answer (a network error, a
 * timeout, a 502/503/504 from a proxy or a busy server) is sent again with the SAME body: the
 * server stores every decided answer and replays it (SERVER.md "Idempotency"), so a retried bet is
 * staked once. A 4xx is the server's decision and is thrown at once as an ApiFailure (status, the
 * API's error code, message), the error the rest of the browser's remote calls throw.
 */
import type { SharedAnswer, SharedTestBody } from '../../contract/shared';
import { newRequestId } from '../remote/api';
import { ApiFailure, isObject, jsonTry, refusalOf } from '../remote/json-try';
import { type EventStreamOptions, type FetchLike, SharedEventStream } from './event-stream';

export interface SharedTableClientOptions {
  /** The server's origin ('' : the page's own). */
  baseUrl: string;
  token: string;
  table: string;
  fetch?: FetchLike;
  /** The waits before the 2nd and 3rd tries (ms): three tries in all by default. */
  retryBackoffMs?: readonly number[];
  /** How long one try may take before it is abandoned and tried again (ms). */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Short: a shared table's clock runs on while a command is retried, and a late bet is refused anyway. */
const RETRY_BACKOFF_MS: readonly number[] = [100, 300];
const TIMEOUT_MS = 10_000;
/** Answers from a gateway or an overloaded server that decided nothing: safe to send again. */
const RETRYABLE = new Set([502, 503, 504]);

type Try = { ok: true; answer: SharedAnswer } | { ok: false; retry: boolean; failure: ApiFailure };

export class SharedTableClient {
  readonly baseUrl: string;
  readonly table: string;
  /** The session's bearer token (a renewed session may change it). */
  token: string;
  /** The newest answer seen (by `seq`): a replayed answer to a retry is older and does not replace it. */
  lastAnswer: SharedAnswer | null = null;
  private readonly fetcher: FetchLike;

  constructor(private readonly o: SharedTableClientOptions) {
    this.baseUrl = o.baseUrl;
    this.table = o.table;
    this.token = o.token;
    this.fetcher = o.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** `GET /v1/shared/{table}`: the public state, its last `seq`, the caller's balance and place. */
  read(): Promise<SharedAnswer> {
    return this.call('GET', '', undefined);
  }

  /** Takes a box (blackjack; none given: the first free one) or joins (baccarat, roulette). */
  sit(box?: number): Promise<SharedAnswer> {
    return this.call('POST', '/seats', { requestId: newRequestId(), box });
  }

  /** Frees a box after the current round; none given: every box, and stops being counted. */
  leave(box?: number): Promise<SharedAnswer> {
    return this.call('POST', '/seats/leave', { requestId: newRequestId(), box });
  }

  /** The player's whole bet for the window (the game's own shape; an empty one withdraws it). */
  bet(tableRoundId: string, bets: unknown): Promise<SharedAnswer> {
    return this.call('POST', '/bets', { requestId: newRequestId(), tableRoundId, bets });
  }

  /** A decision for a hand the player holds, while that hand is asked. */
  act(tableRoundId: string, box: number, hand: number, action: string): Promise<SharedAnswer> {
    return this.call('POST', '/actions', { requestId: newRequestId(), tableRoundId, box, hand, action });
  }

  /** Tests only (a server with ALLOW_TEST_SEEDS): the next shoe or number and short timings. */
  setTest(body: Omit<SharedTestBody, 'requestId'>): Promise<SharedAnswer> {
    // A requestId of its own too: without one the server makes one per try, and a retry would apply twice.
    return this.call('POST', '/test', { requestId: newRequestId(), ...body });
  }

  /** The table's events, by the same server, token and fetch (resume with `lastEventId`). */
  events(options: Omit<EventStreamOptions, 'baseUrl' | 'table' | 'token' | 'fetch'> = {}): SharedEventStream {
    return new SharedEventStream({
      ...options,
      baseUrl: this.baseUrl,
      table: this.table,
      token: this.token,
      fetch: this.fetcher,
    });
  }

  private async call(method: string, path: string, body: object | undefined): Promise<SharedAnswer> {
    const url = `${this.baseUrl}/v1/shared/${encodeURIComponent(this.table)}${path}`;
    // Serialised once: every try sends these very bytes, so the server sees the same requestId and body.
    const text = body === undefined ? undefined : JSON.stringify(body);
    const backoff = this.o.retryBackoffMs ?? RETRY_BACKOFF_MS;
    const sleep = this.o.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
    for (let attempt = 0; ; attempt++) {
      const result = await this.attempt(method, url, text);
      if (result.ok) {
        if (this.lastAnswer === null || result.answer.seq >= this.lastAnswer.seq) this.lastAnswer = result.answer;
        return result.answer;
      }
      const wait = backoff[attempt];
      if (!result.retry || wait === undefined) throw result.failure;
      await sleep(wait);
    }
  }

  private async attempt(method: string, url: string, body: string | undefined): Promise<Try> {
    const answer = await jsonTry(this.fetcher, url, {
      method,
      body,
      token: this.token,
      timeoutMs: this.o.timeoutMs ?? TIMEOUT_MS,
    });
    // No answer, a cut or unreadable body, or the try's timeout: nothing is known to be decided.
    if (!answer.answered) {
      return {
        ok: false,
        retry: true,
        failure: new ApiFailure(0, 'connection-lost', `${method} ${url}: ${answer.why}`),
      };
    }
    const { status, body: parsed } = answer;
    if (status >= 200 && status < 300 && isObject(parsed)) return { ok: true, answer: parsed as SharedAnswer };
    return { ok: false, retry: RETRYABLE.has(status), failure: refusalOf(status, parsed) };
  }
}
