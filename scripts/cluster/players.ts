/**
 * Load players: each one makes a session, then plays round after round, going round every table
 * of every game, one call at a time as a table would, until the deadline (a blackjack round under
 * way is finished first). Calls go through the real client's ServerApi (src/platform/remote/api.ts):
 * on no answer or a 5xx the same body, so the same requestId, is sent again after a bounded
 * backoff; a 4xx is final. Its fetch is wrapped to record every attempt, so the run knows what
 * the players saw. Each player keeps the rounds and the balance its answers showed, for the
 * checks against the database afterwards.
 */
import { ApiFailure, newRequestId, ServerApi } from '../../src/platform/remote/api';
import type { RunStats } from './stats';
import { type BlackjackView, betsFor, decide, gameOf, ROTATION } from './tables';

/** A round's public view (SERVER.md), the parts a player reads. */
export interface RoundAnswer {
  roundId: string;
  game: string;
  status: 'open' | 'settled' | 'void';
  legal: string[];
  balance: number;
  view: BlackjackView;
}

export interface NewSession {
  token: string;
  sessionId: string;
  balance: number;
}

/**
 * How a player gets its session: a demo session here; an operator's player gets it from the
 * operator's launch call and the exchange of its one-time code (`call` records it as `session`).
 */
export type SessionMaker = (api: ServerApi, index: number) => Promise<NewSession>;

const demoSession: SessionMaker = (api) =>
  api.post<NewSession>('/v1/sessions', {
    requestId: newRequestId(),
    mode: 'demo',
    currency: 'EUR',
    balance: 1_000_000_000,
    lang: 'en',
  });

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export class LoadPlayer {
  sessionId = '';
  /** Every round this player's answers named. */
  readonly rounds = new Set<string>();
  /** The balance of the last answer. */
  balance: number | null = null;
  /** Calls whose retries were spent with no answer (`connection-lost`): what they did is unknown here. */
  lost = 0;
  private readonly api: ServerApi;
  private readonly current = { kind: 'session', attempts: 0 };

  constructor(
    base: string,
    readonly index: number,
    private readonly stats: RunStats,
  ) {
    const attempt: Fetch = async (input, init) => {
      this.current.attempts++;
      let response: Response;
      try {
        response = await fetch(input, init);
      } catch (e) {
        stats.attempt(this.current.kind, 0, 'network');
        throw e;
      }
      let code = '';
      if (response.status >= 400) {
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { error?: { code?: string } } | null;
        code = body?.error?.code ?? '';
      }
      stats.attempt(this.current.kind, response.status, code);
      return response;
    };
    this.api = new ServerApi({ base, fetch: attempt });
  }

  /** Runs one call as `kind`, timing it with its retries; a failure is recorded and thrown. */
  async call<T>(kind: string, work: (api: ServerApi) => Promise<T>): Promise<T> {
    this.current.kind = kind;
    this.current.attempts = 0;
    const started = performance.now();
    try {
      const value = await work(this.api);
      this.stats.call(kind, performance.now() - started, this.current.attempts, null);
      return value;
    } catch (e) {
      const why = e instanceof ApiFailure ? `${e.status} ${e.code}` : `thrown ${(e as Error).message}`;
      this.stats.call(kind, performance.now() - started, this.current.attempts, why);
      if (e instanceof ApiFailure && e.code === 'connection-lost') this.lost++;
      throw e;
    }
  }

  async join(session: SessionMaker = demoSession): Promise<void> {
    const s = await this.call('session', (api) => session(api, this.index));
    this.api.token = s.token;
    this.sessionId = s.sessionId;
    this.balance = s.balance;
  }

  /** Plays until `deadline` (performance.now() ms); a call that failed for good skips to the next table. */
  async playUntil(deadline: number): Promise<void> {
    for (let n = this.index; performance.now() < deadline; n++) {
      const table = ROTATION[n % ROTATION.length] as string;
      try {
        await this.playRound(table);
      } catch (e) {
        if (!(e instanceof ApiFailure)) throw e;
        // Recorded by call(); a round left open is resumed the next time round (409, then GET).
      }
    }
  }

  private seen(r: RoundAnswer): RoundAnswer {
    this.rounds.add(r.roundId);
    this.balance = r.balance;
    return r;
  }

  private async playRound(table: string): Promise<void> {
    let r: RoundAnswer;
    try {
      r = await this.call(`open ${gameOf(table)}`, (api) =>
        api.post<RoundAnswer>(`/v1/tables/${table}/rounds`, { requestId: newRequestId(), bets: betsFor(table) }),
      );
    } catch (e) {
      // An earlier round here is still open (its last answer was lost): take it up again.
      if (!(e instanceof ApiFailure && e.code === 'round-in-progress')) throw e;
      r = await this.call('resume', (api) => api.get<RoundAnswer>(`/v1/tables/${table}/round`));
    }
    this.seen(r);
    while (r.status === 'open') {
      const action = decide(r.legal, r.view);
      const roundId = r.roundId;
      r = this.seen(
        await this.call('action', (api) =>
          api.post<RoundAnswer>(`/v1/rounds/${roundId}/actions`, { requestId: newRequestId(), action }),
        ),
      );
    }
    this.stats.round(r.game, this.index);
  }
}
