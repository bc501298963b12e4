/**
 * `GET /v1/tables` (SHARED.md "The tables"): every table, solo and shared, with its rules; for a
 * shared table the players seated at the caller's instance and the fairness chain's commitment.
 * A demo player's display name is "Player" and four digits, the same every time, never the id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../support/api';
import { at } from './support';

interface Listed {
  table: string;
  game: string;
  shared: boolean;
  rules: Record<string, unknown>;
  players: number | null;
  commitment: string | null;
}

describe('the table list', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start('pglite');
  });
  afterAll(async () => server.stop());

  it('lists the seven solo tables and the three shared ones with their players and commitment', async () => {
    const [a, b] = await Promise.all([server.demo(), server.demo()]);
    await at(a, 'bj-european-shared').sit(2);
    await at(b, 'roulette-shared').sit();
    await at(a, 'roulette-shared').sit();
    const anonymous = (await server.call<{ tables: Listed[] }>('GET', '/v1/tables')).body.tables;
    expect(anonymous.filter((t) => t.shared).map((t) => t.players)).toEqual([null, null, null]);
    const { tables } = (await a.get<{ tables: Listed[] }>('/v1/tables')).body;
    expect(tables.filter((t) => !t.shared)).toHaveLength(7);
    const shared = Object.fromEntries(tables.filter((t) => t.shared).map((t) => [t.table, t]));
    expect(Object.keys(shared)).toEqual(['bj-european-shared', 'baccarat-shared', 'roulette-shared']);
    expect([
      shared['bj-european-shared']?.players,
      shared['baccarat-shared']?.players,
      shared['roulette-shared']?.players,
    ]).toEqual([1, 0, 2]);
    expect(shared['bj-european-shared']?.rules).toMatchObject({
      boxes: 5,
      boxesPerPlayer: 3,
      otherPlayers: 0,
      seats: 5,
      minBet: 1000,
      maxBet: 50000,
    });
    expect(shared['baccarat-shared']?.rules).toMatchObject({
      decks: 8,
      shared: { bettingSeconds: 15, settleSeconds: 4, turnSeconds: 20 },
    });
    for (const t of Object.values(shared)) expect(t.commitment).toMatch(/^[0-9a-f]{64}$/);
    const named = (await at(a, 'roulette-shared').read()).state.players;
    expect(named).toHaveLength(2);
    for (const name of named) expect(name).toMatch(/^Player \d{4}$/);
    expect((await at(a, 'roulette-shared').read()).you.name).toBe((await at(a, 'baccarat-shared').read()).you.name);
  });
});
