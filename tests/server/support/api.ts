/**
 * A game server for API tests: the real Fastify app on a fresh database of either kind (PGlite in
 * a temporary directory, or a database of its own on the test PostgreSQL), driven with
 * `app.inject`. `restart()` closes the app and the database and opens both again on the same data,
 * as a server process that stopped and started would.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../src/server/app';
import type { ServerConfig } from '../../../src/server/config';
import { type Db, openDb } from '../../../src/server/db/db';
import { type AnswerProblem, checkAnswers } from './answer-check';
import { testDbConfig } from './test-db';

export type DbKind = 'pglite' | 'postgres';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export class TestServer {
  app!: FastifyInstance;
  db!: Db;
  /** Answers that left their route's contract (answer-check.ts): a call fails on its own, `stop` on any. */
  readonly answerProblems: AnswerProblem[] = [];
  private constructor(
    readonly kind: DbKind,
    readonly config: ServerConfig,
    private readonly dropDb: () => Promise<void>,
  ) {}

  static async start(kind: DbKind, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
    const { config: dbConfig, drop } = await testDbConfig(kind);
    const config: ServerConfig = {
      port: 0,
      host: '127.0.0.1',
      dataDir: dbConfig.dataDir,
      databaseUrl: dbConfig.databaseUrl,
      poolSize: 8,
      allowedOrigins: [],
      allowTestSeeds: true,
      clientDir: null,
      demoSessionsPerMinute: 100000,
      trustProxy: false,
      wallet: 'off',
      publicUrl: null,
      requestTimeoutMs: 30_000,
      metricsToken: 'test-metrics-token-0123456789abcdefghij',
      ...overrides,
    };
    const server = new TestServer(kind, config, drop);
    await server.open();
    return server;
  }

  private async open(): Promise<void> {
    this.db = await openDb({ databaseUrl: this.config.databaseUrl, dataDir: this.config.dataDir, poolSize: 8 });
    this.app = await buildServer({ db: this.db, config: this.config });
    checkAnswers(this.app, (p) => this.answerProblems.push(p));
  }

  async restart(): Promise<void> {
    await this.app.close();
    await this.db.close();
    await this.open();
  }

  async stop(): Promise<void> {
    await this.app.close();
    await this.db.close();
    await this.dropDb();
    if (this.answerProblems.length > 0) throw new Error(contractBroken(this.answerProblems));
  }

  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<Reply<T>> {
    const before = this.answerProblems.length;
    const res = await this.app.inject({
      method,
      url,
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (this.answerProblems.length > before) throw new Error(contractBroken(this.answerProblems.slice(before)));
    return { status: res.statusCode, body: res.json() as T };
  }

  /** A demo player with `balance`, ready to play. */
  async demo(balance = 100_000, extra: Record<string, unknown> = {}): Promise<Player> {
    const r = await this.call<{ token: string }>('POST', '/v1/sessions', {
      requestId: randomUUID(),
      mode: 'demo',
      currency: 'EUR',
      balance,
      lang: 'en',
      ...extra,
    });
    if (r.status !== 201) throw new Error(`demo session: ${r.status} ${JSON.stringify(r.body)}`);
    return new Player(this, r.body.token);
  }
}

/** Round answers as the API gives them. */
export interface RoundAnswer {
  roundId: string;
  status: string;
  phase: string;
  legal: string[];
  staked: number;
  returned: number;
  balance: number;
  view: Record<string, unknown>;
  events: Record<string, unknown>[];
  reason?: string;
  error?: { code: string; message: string };
}

export class Player {
  constructor(
    readonly server: TestServer,
    readonly token: string,
  ) {}

  get<T = Record<string, unknown>>(url: string) {
    return this.server.call<T>('GET', url, undefined, this.token);
  }

  post<T = Record<string, unknown>>(url: string, body: Record<string, unknown>) {
    return this.server.call<T>('POST', url, { requestId: randomUUID(), ...body }, this.token);
  }

  open(table: string, bets: unknown, extra: Record<string, unknown> = {}) {
    return this.post<RoundAnswer>(`/v1/tables/${table}/rounds`, { bets, ...extra });
  }

  act(roundId: string, action: string) {
    return this.post<RoundAnswer>(`/v1/rounds/${roundId}/actions`, { action });
  }

  async balance(): Promise<number> {
    return (await this.get<{ balance: number }>('/v1/session')).body.balance;
  }
}

function contractBroken(problems: readonly AnswerProblem[]): string {
  const lines = problems.map((p) => `${p.method} ${p.url} ${p.status}: ${p.problem}`);
  return `answers outside their contract (src/contract):\n${lines.join('\n')}`;
}
