/**
 * Every answer of the API is held to its route's schema in src/contract (support/answer-check.ts,
 * on every TestServer of the server tests). Here: each route answers within its contract, and an
 * answer that leaves it is caught, though the wire alone would not show it (fast-json-stringify
 * drops a field its schema does not name). The wrong answers are made on purpose, by editing a
 * stored answer that the same call then gives again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Player, TestServer } from '../support/api';

describe('answers and their contract', () => {
  let server: TestServer;
  let player: Player;
  beforeAll(async () => {
    server = await TestServer.start('pglite');
    player = await server.demo(100_000);
  });
  afterAll(() => server.stop());

  it('every route of a player answers within its contract, refusals included', async () => {
    // Each call throws when its answer leaves its schema (TestServer.call).
    const shoe = ['TS', 'AH', '9D', '7C', '2C', '3D', '4H'];
    const bj = await player.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], { testSeed: { shoe } });
    expect(bj.status).toBe(201);
    expect((await player.get('/v1/tables/bj-h17-8deck/round')).status).toBe(200);
    expect((await player.act(bj.body.roundId, 'insurance:no')).status).toBe(200);
    expect((await player.act(bj.body.roundId, 'stand')).status).toBe(200);
    const roulette = await player.open('roulette-european', [{ bet: 'red', amount: 500 }]);
    expect((await player.get('/v1/session')).status).toBe(200);
    expect((await player.post('/v1/session/heartbeat', {})).status).toBe(200);
    expect((await player.get('/v1/history?game=roulette&limit=5')).status).toBe(200);
    expect((await player.get(`/v1/rounds/${roulette.body.roundId}`)).status).toBe(200);
    expect((await player.get(`/v1/replays/${roulette.body.roundId}`)).status).toBe(200);
    expect((await player.post('/v1/wallet/rebuy', {})).status).toBe(200);
    expect((await player.post('/v1/fairness/rotate', { clientSeed: 'contract' })).status).toBe(200);
    expect((await player.act(bj.body.roundId, 'hit')).status).toBe(404);
    expect((await player.open('bj-classic', [{ seat: 1, main: 1 }])).status).toBe(422);
    expect((await player.get('/v1/history?limit=501')).status).toBe(400);
    expect(server.answerProblems).toEqual([]);
  });

  /** A rebuy's stored answer edited by `edit` (SQL on the jsonb `answer`), then the same call sent again. */
  async function rebuyAnsweredAs(edit: string) {
    const requestId = randomUUID();
    const first = await player.post('/v1/wallet/rebuy', { requestId });
    expect(first.status).toBe(200);
    await server.db.query(`update requests set answer = ${edit} where request_id = $1`, [requestId]);
    const again = await server.app.inject({
      method: 'POST',
      url: '/v1/wallet/rebuy',
      payload: { requestId },
      headers: { authorization: `Bearer ${player.token}` },
    });
    return { again, problems: server.answerProblems.splice(0) };
  }

  it('catches a field the schema does not name, which serialising alone would drop unseen', async () => {
    const { again, problems } = await rebuyAnsweredAs(`answer || '{"surprise": 1}'::jsonb`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('surprise');
    expect(problems).toEqual([expect.objectContaining({ method: 'POST', url: '/v1/wallet/rebuy', status: 200 })]);
    expect(problems[0]?.problem).toMatch(/additionalProperty.*surprise/);
  });

  it('catches a missing field and a value of the wrong type', async () => {
    const missing = await rebuyAnsweredAs(`answer - 'toppedUp'`);
    expect(missing.problems[0]?.problem).toMatch(/must have required property 'toppedUp'/);
    const wrongType = await rebuyAnsweredAs(`jsonb_set(answer, '{balance}', '"lots"')`);
    expect(wrongType.problems[0]?.problem).toMatch(/\/balance must be integer/);
  });
});
