/**
 * The browser's calls to the game server: a call that gets no answer or a 5xx is tried again with
 * the same body (so the same requestId) after a bounded backoff while the connection says
 * `reconnecting`; when the backoff is spent the connection is `lost` and the call fails with
 * `connection-lost`; a 4xx is the server's decision and is not retried; `session-expired` is heard.
 */
import { describe, expect, it } from 'vitest';
import { apiRequestId } from '../../../src/games/table/remote-port';
import { ApiFailure, type ConnectionState, ServerApi } from '../../../src/platform/remote/api';

type Answer = { status: number; body?: unknown } | 'network';

function scripted(answers: Answer[]) {
  const seen: { url: string; body: string | undefined; auth: string | null }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    seen.push({ url, body: init.body as string | undefined, auth: new Headers(init.headers).get('authorization') });
    const next = answers.shift() ?? { status: 200, body: {} };
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status });
  };
  const waits: number[] = [];
  const api = new ServerApi({
    base: 'https://games.example',
    fetch,
    backoffMs: [100, 200, 400],
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  const states: ConnectionState[] = [];
  api.onState((s) => states.push(s));
  return { api, seen, waits, states };
}

describe('ServerApi', () => {
  it('retries a call that got no answer or a 5xx with the same body, then goes on exactly once', async () => {
    const { api, seen, waits, states } = scripted(['network', { status: 503 }, { status: 200, body: { ok: 1 } }]);
    api.token = 'secret-token';
    await expect(api.post('/v1/rounds/r1/actions', { requestId: 'a', action: 'hit' })).resolves.toEqual({ ok: 1 });
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.body)).size).toBe(1);
    expect(seen.every((s) => s.url === 'https://games.example/v1/rounds/r1/actions')).toBe(true);
    expect(seen.every((s) => s.auth === 'Bearer secret-token')).toBe(true);
    expect(waits).toEqual([100, 200]);
    expect(states).toEqual(['reconnecting', 'online']);
  });

  it('gives up after the bounded backoff: the connection is lost and the call fails as connection-lost', async () => {
    const { api, seen, waits, states } = scripted(['network', 'network', 'network', 'network', 'network']);
    const failure = await api.get('/v1/session').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 0, code: 'connection-lost' });
    expect(seen).toHaveLength(4);
    expect(waits).toEqual([100, 200, 400]);
    expect(states).toEqual(['reconnecting', 'lost']);
  });

  it('does not retry the server’s refusals, and keeps their code and the engine’s problem', async () => {
    const detail = { code: 'bet.overMax', max: 500 };
    const { api, seen } = scripted([{ status: 422, body: { error: { code: 'limits', message: 'too much', detail } } }]);
    const failure = await api.post('/v1/tables/t/rounds', { requestId: 'b' }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 422, code: 'limits', detail });
    expect(seen).toHaveLength(1);
  });

  it('tells its listeners when the session has expired', async () => {
    const { api } = scripted([{ status: 401, body: { error: { code: 'session-expired', message: 'ended' } } }]);
    const heard: string[] = [];
    api.onExpired((m) => heard.push(m));
    await expect(api.get('/v1/session')).rejects.toMatchObject({ code: 'session-expired' });
    expect(heard).toEqual(['ended']);
  });
});

describe('apiRequestId', () => {
  it('turns a table’s request id into the same UUID-shaped id every time, and different ids apart', () => {
    const a = apiRequestId('0123456789abcdef-7');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(apiRequestId('0123456789abcdef-7')).toBe(a);
    expect(apiRequestId('0123456789abcdef-8')).not.toBe(a);
    expect(apiRequestId('0123456789abcdee-7')).not.toBe(a);
    expect(() => apiRequestId('not an id')).toThrow(RangeError);
  });
});
