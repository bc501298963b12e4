/**
 * Random play through the API, then the ledger check (SERVER.md "Ledger"): thousands of rounds at
 * every table with random bets within the limits, random legal decisions (insurance of any
 * amount, splits, doubles, surrender, back bets), random retries of the same call, and now and then
 * a bet the balance or the limits refuse. Every answer's balance must be the wallet's, and
 * `reconcile` must find every wallet, every round and every return exactly right.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/engine/shared/rng';
import { reconcile } from '../../../src/server/reconcile';
import { type DbKind, type RoundAnswer, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';

const ROUNDS: Record<DbKind, number> = { pglite: 1400, postgres: 1400 };

const rng = new SeededRng('random-rounds');
const pick = <T>(items: readonly T[]): T => items[rng.int(items.length)] as T;
const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);

function betsFor(table: string): unknown {
  if (table.startsWith('baccarat')) {
    const areas = { player: 0, banker: 0, tie: 0 } as Record<string, number>;
    for (const a of ['player', 'banker', 'tie']) if (rng.int(3) === 0) areas[a] = between(1, 300) * 10;
    if (areas.player === 0 && areas.banker === 0 && areas.tie === 0) areas.banker = between(1, 999) * 10 + rng.int(10);
    return areas;
  }
  if (table.startsWith('roulette')) {
    const kinds = [
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
      'dozen:1',
      'column:3',
      'straight:0',
      'straight:17',
      'split:17-20',
      'voisins',
      'tiers',
      'orphelins',
      'neighbours:5',
    ];
    return Array.from({ length: between(1, 4) }, () => {
      const bet = pick(kinds);
      const unit =
        bet === 'voisins'
          ? 900
          : bet === 'tiers'
            ? 600
            : bet === 'orphelins'
              ? 500
              : bet.startsWith('neighbours')
                ? 500
                : 100;
      return { bet, amount: unit * between(1, 5) };
    });
  }
  const base = table === 'bj-european' ? 1000 : 100;
  const seats = table === 'bj-multiseat' ? between(1, 3) : table === 'bj-european' ? between(1, 3) : 1;
  return Array.from({ length: seats }, (_, i) => ({
    seat: i + 1,
    main: base * between(1, 20),
    ...(table === 'bj-european' && rng.int(2) === 0 ? { perfectPairs: 100 * between(1, 10) } : {}),
  }));
}

function decisionFor(r: RoundAnswer): string {
  const legal = r.legal.filter((m) => m !== 'insurance:yes' || rng.int(2) === 0);
  // Insurance of a chosen amount: only where the table lets the player choose it.
  if ((r as { table?: string }).table === 'bj-european' && r.legal.includes('insurance:yes') && rng.int(3) === 0) {
    // Insurance is asked seat by seat: up to half of the main bet of the seat asked now.
    const view = r.view as { seats?: { hands: { bet: number }[] }[]; turn?: { seat: number } | null };
    const hint = view.seats?.[view.turn?.seat ?? 0]?.hands?.[0]?.bet ?? 0;
    const amount = Math.floor(hint / 2 / 100) * 100;
    if (amount > 0 && rng.int(2) === 0) return `insurance:${amount}`;
  }
  return pick(legal.length > 0 ? legal : r.legal);
}

describe.each(DB_KINDS)('random rounds through the API on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(() => server.stop());

  it(`plays ${ROUNDS[kind]} random rounds at every table, and the ledger reconciles`, async () => {
    const tables = [
      'bj-classic',
      'bj-european',
      'bj-multiseat',
      'bj-h17-8deck',
      'baccarat-8deck',
      'baccarat-6deck',
      'roulette-european',
    ];
    const players = await Promise.all(Array.from({ length: 4 }, () => server.demo(between(20_000, 500_000))));
    const played: Record<string, number> = {};
    let refusals = 0;
    let retries = 0;
    let actions = 0;
    // Four players at once, each playing its rounds one after another (a player's calls are serialised anyway).
    await Promise.all(
      players.map(async (p, pi) => {
        for (let n = 0; n < ROUNDS[kind] / players.length; n++) {
          const table = tables[(n + pi) % tables.length] as string;
          const body = { requestId: randomUUID(), bets: betsFor(table) };
          const url = `/v1/tables/${table}/rounds`;
          let res = await server.call<RoundAnswer>('POST', url, body, p.token);
          if (rng.int(10) === 0) {
            retries++;
            expect(await server.call('POST', url, body, p.token)).toEqual(res);
          }
          if (res.status !== 201) {
            refusals++;
            expect([400, 422]).toContain(res.status);
            if (res.body.error?.code === 'insufficient-funds') await p.post('/v1/wallet/rebuy', {});
            continue;
          }
          played[table] = (played[table] ?? 0) + 1;
          while (res.body.status === 'open') {
            const act = { requestId: randomUUID(), action: decisionFor(res.body) };
            const next = await server.call<RoundAnswer>('POST', `/v1/rounds/${res.body.roundId}/actions`, act, p.token);
            actions++;
            if (rng.int(10) === 0) {
              retries++;
              expect(await server.call('POST', `/v1/rounds/${res.body.roundId}/actions`, act, p.token)).toEqual(next);
            }
            if (next.status !== 200) {
              // A double or split the balance cannot cover: refused, the round as it was; stand instead.
              expect(next.body.error?.code).toBe('insufficient-funds');
              refusals++;
              continue;
            }
            res = next;
          }
          expect(res.body.balance).toBe(await p.balance());
        }
      }),
    );
    for (const t of tables) expect(played[t]).toBeGreaterThan(ROUNDS[kind] / tables.length / 2);
    const report = await reconcile(server.db);
    console.log(
      `${kind}: ${Object.values(played).reduce((a, b) => a + b, 0)} rounds ${JSON.stringify(played)}, ${actions} actions, ${retries} retries, ${refusals} refusals; reconcile ${JSON.stringify({ ok: report.ok, rounds: report.rounds, ledgerRows: report.ledgerRows, replayed: report.replayed })}`,
    );
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.replayed).toBe(report.rounds);
  }, 600_000);
});
