/**
 * Hostile input at the server's edge (issue 35, findings 2, 3, 5, 11): each answered in SERVER.md's
 * error format with the status it gives, the balance and the rounds left as they were. A body
 * nested thousands deep, NUL characters and lone surrogates (which PostgreSQL refuses) are 400s
 * naming the field, not 500s; a requestId in capitals is the same call; `bearer` is `Bearer`; a
 * negative amount is a 400 at every table; Fastify's and the static server's own refusals speak
 * the API's format.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/server/canonical';
import { type DbKind, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(DB_KINDS)('hostile input on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(() => server.stop());

  const raw = (method: 'GET' | 'POST', url: string, payload?: string, token?: string) =>
    server.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload } : {}),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('refuses a body nested 4,000 deep with 400, before authentication and on every route', async () => {
    const p = await server.demo(10_000);
    const body = `{"requestId":"${randomUUID()}","bets":${nested(4000)}}`;
    for (const [url, token] of [
      ['/v1/tables/roulette-european/rounds', undefined],
      ['/v1/tables/roulette-european/rounds', p.token],
      ['/v1/sessions', undefined],
    ] as const) {
      const res = await raw('POST', url, body, token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toEqual({ code: 'bad-request', message: 'body: nested deeper than 32 levels' });
    }
    expect(await p.balance()).toBe(10_000);
    // A legal body's depth is untouched, and canonical JSON of a deep value (it is only ever given
    // parsed bodies, now bounded) still works at the bound.
    expect(canonicalJson(JSON.parse(nested(32)))).toBe(nested(32));
  });

  it('refuses NUL characters and lone surrogates with 400 naming the field, the balance intact', async () => {
    const p = await server.demo(10_000);
    const open = await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], {
      testSeed: { shoe: ['TS', 'AH', '9D', '7C', '2C', '3D', '4H'] },
    });
    expect(open.body).toMatchObject({ status: 'open', phase: 'insurance' });
    const roundId = open.body.roundId;
    const cases: [
      string,
      () => Promise<{ statusCode: number; json(): { error: { code: string; message: string } } }>,
      string,
    ][] = [
      [
        'an action with a NUL',
        () =>
          raw(
            'POST',
            `/v1/rounds/${roundId}/actions`,
            `{"requestId":"${randomUUID()}","action":"stand\\u0000"}`,
            p.token,
          ),
        'body.action',
      ],
      [
        'a roulette bet with half a pair',
        () =>
          raw(
            'POST',
            '/v1/tables/roulette-european/rounds',
            `{"requestId":"${randomUUID()}","bets":[{"bet":"\\ud800","amount":100}]}`,
            p.token,
          ),
        'body.bets[0].bet',
      ],
      [
        'a field name with a NUL',
        () =>
          raw(
            'POST',
            '/v1/tables/baccarat-8deck/rounds',
            `{"requestId":"${randomUUID()}","bets":{"play\\u0000er":100}}`,
            p.token,
          ),
        'body.bets (a field name)',
      ],
      ['a round id with a NUL', () => raw('GET', '/v1/rounds/a%00b', undefined, p.token), 'params.roundId'],
      ['a history filter with a NUL', () => raw('GET', '/v1/history?table=a%00b', undefined, p.token), 'query.table'],
      [
        'a table with a low surrogate alone',
        () => raw('GET', '/v1/tables/bj%ED%B0%80x/round', undefined, p.token),
        'the URL cannot be read',
      ],
      [
        'a demo session in a language with a NUL',
        () => raw('POST', '/v1/sessions/exchange', '{"launch":"\\u0000"}'),
        'body.launch',
      ],
    ];
    for (const [what, send, field] of cases) {
      const res = await send();
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error.code, what).toBe('bad-request');
      // The exchange's schema refuses the code's characters first; every other names the field here.
      if (field !== 'body.launch') expect(res.json().error.message, what).toContain(field);
    }
    const still = await p.get<{ phase: string }>('/v1/tables/bj-h17-8deck/round');
    expect(still.body.phase).toBe('insurance');
    expect(await p.balance()).toBe(9_000);
    expect((await p.act(roundId, 'insurance:no')).status).toBe(200);
  });

  it('takes a requestId in capitals as the same call: one round, one debit', async () => {
    const p = await server.demo(10_000);
    const id = randomUUID();
    const body = (requestId: string) => ({ requestId, bets: [{ bet: 'red', amount: 500 }] });
    const first = await server.call('POST', '/v1/tables/roulette-european/rounds', body(id), p.token);
    const again = await server.call('POST', '/v1/tables/roulette-european/rounds', body(id.toUpperCase()), p.token);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const history = await p.get<{ rounds: unknown[] }>('/v1/history');
    expect(history.body.rounds).toHaveLength(1);
    expect(await p.balance()).toBe((first.body as { balance: number }).balance);
    // A round's id in capitals finds the round.
    const roundId = (first.body as { roundId: string }).roundId;
    expect((await p.get(`/v1/rounds/${roundId.toUpperCase()}`)).status).toBe(200);
  });

  it('names the requestId, not its hash, when a demo session call is reused for another body', async () => {
    const requestId = randomUUID();
    const demo = { requestId, mode: 'demo', currency: 'EUR', balance: 1000, lang: 'en' };
    expect((await server.call('POST', '/v1/sessions', demo)).status).toBe(201);
    const other = await server.call<{ error: { code: string; message: string } }>('POST', '/v1/sessions', {
      ...demo,
      balance: 2000,
    });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('conflict');
    expect(other.body.error.message).toContain(requestId);
  });

  it('reads the Bearer scheme in any case, the token as it is', async () => {
    const p = await server.demo(10_000);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/v1/session',
        headers: { authorization: `${scheme} ${p.token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
    const swapped = p.token.replace(/[a-z]/, (c) => c.toUpperCase());
    const res = await server.app.inject({
      method: 'GET',
      url: '/v1/session',
      headers: { authorization: `Bearer ${swapped}` },
    });
    if (swapped !== p.token) expect(res.statusCode).toBe(401);
  });

  it('answers a negative or malformed amount with 400 at every table, a well-formed one out of limits with 422', async () => {
    const p = await server.demo(100_000);
    const refused: [string, unknown, string][] = [
      ['bj-classic', [{ seat: 1, main: -1000 }], 'bets[0].main'],
      ['bj-european', [{ seat: 1, main: 1000, perfectPairs: -100 }], 'bets[0].perfectPairs'],
      ['bj-classic', [{ seat: 1, main: 10.5 }], 'bets[0].main'],
      ['baccarat-8deck', { banker: -1000 }, 'bets.banker'],
      ['baccarat-6deck', { player: '1000' }, 'bets.player'],
      ['roulette-european', [{ bet: 'red', amount: -1000 }], 'bets'],
    ];
    for (const [table, bets, field] of refused) {
      const res = await p.open(table, bets);
      expect(res.status, `${table} ${JSON.stringify(bets)}`).toBe(400);
      expect(res.body.error?.code).toBe('bad-request');
      expect(res.body.error?.message).toContain(field);
    }
    const tooSmall = await p.open('bj-classic', [{ seat: 1, main: 1 }]);
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.error?.code).toBe('limits');
    expect(await p.balance()).toBe(100_000);
  });

  it("answers Fastify's own refusals in the API's format", async () => {
    const badUrl = await server.app.inject({ method: 'GET', url: '/v1/rounds/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error.code).toBe('bad-request');
    const tooLarge = await raw('POST', '/v1/sessions', JSON.stringify({ pad: 'x'.repeat(300 * 1024) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('body-too-large');
    const text = await server.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported-media-type');
    const badJson = await raw('POST', '/v1/sessions', '{"requestId":');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe('bad-request');
  });
});

describe('the static files', () => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'felt-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>felt</title>');
    await writeFile(join(clientDir, '.env'), 'SECRET=1');
    server = await TestServer.start('pglite', { clientDir });
  });
  afterAll(async () => {
    await server.stop();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('answers a file it will not give out as not found, in the API format', async () => {
    for (const url of ['/.env', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('not-found');
      expect(res.body).not.toContain('SECRET');
    }
  });
});
