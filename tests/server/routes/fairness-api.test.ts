/**
 * Provably fair through the API (SERVER.md "Provably fair"): the committed hash, the nonce counting
 * shuffles and spins, rotation revealing the seed and retiring the shoe, and every finished round's
 * cards or number recomputed from the revealed inputs with the same code the `verify` command and
 * the browser use.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACCARAT_TABLES } from '../../../src/engine/baccarat/rules';
import { tableRules as blackjackRules } from '../../../src/engine/blackjack/rules';
import { fairPocket, fairShoe } from '../../../src/engine/shared/fair';
import { type DbKind, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';

interface Fairness {
  version: number;
  serverSeedHash: string;
  clientSeed: string;
  nonces: number[];
  firstCard: number;
  serverSeed?: string;
}
interface RoundRecord {
  table: string;
  cards: string[];
  result?: number;
  fairness: Fairness;
}

const decksOf = (table: string) => BACCARAT_TABLES[table]?.decks ?? blackjackRules(table).decks;
/**
 * Declines insurance or even money (bj-classic and bj-european offer even money to a blackjack
 * against an ace: `stand` is not legal then), else stands.
 */
const quietMove = (legal: string[]) => legal.find((m) => m === 'insurance:no' || m === 'even-money:no') ?? 'stand';

describe.each(DB_KINDS)('fairness on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(() => server.stop());

  it('reveals the committed seed on rotation, and every round before it verifies', async () => {
    const p = await server.demo(1_000_000);
    const before = (
      await p.get<{ fairness: { serverSeedHash: string; clientSeed: string; nonce: number } }>('/v1/session')
    ).body.fairness;
    const ids: string[] = [];
    const play = async (table: string, bets: unknown) => {
      let r = (await p.open(table, bets)).body;
      while (r.status === 'open') r = (await p.act(r.roundId, quietMove(r.legal))).body;
      ids.push(r.roundId);
    };
    for (let i = 0; i < 3; i++) {
      await play('bj-classic', [{ seat: 1, main: 1000 }]); // one shoe: one nonce for all three
      await play('bj-european', [{ seat: 1, main: 1000 }]); // continuous shuffler: a nonce a round
      await play('baccarat-6deck', { player: 1000 }); // a shuffle before every round
      await play('roulette-european', [{ bet: 'red', amount: 1000 }]); // a nonce a spin
    }
    const records = [] as RoundRecord[];
    for (const id of ids) records.push((await p.get<RoundRecord>(`/v1/rounds/${id}`)).body);
    for (const r of records) {
      expect(r.fairness).toMatchObject({
        version: 1,
        serverSeedHash: before.serverSeedHash,
        clientSeed: before.clientSeed,
      });
      expect(r.fairness.serverSeed).toBeUndefined();
    }
    const classic = records.filter((r) => r.table === 'bj-classic').map((r) => r.fairness);
    expect(new Set(classic.map((f) => f.nonces[0])).size).toBe(1);
    expect(classic[1]?.firstCard).toBeGreaterThan(0);
    const nonces = records.filter((r) => r.table !== 'bj-classic').map((r) => r.fairness.nonces[0]);
    expect(new Set(nonces).size).toBe(nonces.length);

    const session = await p.get<{ fairness: { nonce: number } }>('/v1/session');
    const rotated = await p.post<{ revealed: Record<string, unknown>; next: Record<string, unknown> }>(
      '/v1/fairness/rotate',
      { clientSeed: 'my-own_seed' },
    );
    expect(rotated.status).toBe(200);
    const seed = rotated.body.revealed.serverSeed as string;
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(before.serverSeedHash);
    expect(rotated.body.revealed).toMatchObject({ clientSeed: before.clientSeed, nonce: session.body.fairness.nonce });
    expect(rotated.body.next).toMatchObject({ clientSeed: 'my-own_seed', nonce: 0 });
    expect(rotated.body.next.serverSeedHash).not.toBe(before.serverSeedHash);

    for (const id of ids) {
      const r = (await p.get<RoundRecord>(`/v1/rounds/${id}`)).body;
      expect(r.fairness.serverSeed).toBe(seed);
      const [nonce] = r.fairness.nonces as [number];
      if (r.table === 'roulette-european') {
        expect(fairPocket(seed, r.fairness.clientSeed, nonce)).toBe(r.result);
      } else {
        const shoe = fairShoe(seed, r.fairness.clientSeed, nonce, decksOf(r.table));
        expect(shoe.slice(r.fairness.firstCard, r.fairness.firstCard + r.cards.length)).toEqual(r.cards);
      }
    }
  });

  it('retires the shoe on rotation: the next round deals from the new seed at nonce 0', async () => {
    const p = await server.demo(100_000);
    let r = (await p.open('bj-classic', [{ seat: 1, main: 1000 }])).body;
    while (r.status === 'open') r = (await p.act(r.roundId, quietMove(r.legal))).body;
    await p.post('/v1/fairness/rotate', { clientSeed: 'abc' });
    r = (await p.open('bj-classic', [{ seat: 1, main: 1000 }])).body;
    while (r.status === 'open') r = (await p.act(r.roundId, quietMove(r.legal))).body;
    const rec = (await p.get<RoundRecord>(`/v1/rounds/${r.roundId}`)).body;
    expect(rec.fairness).toMatchObject({ clientSeed: 'abc', nonces: [0], firstCard: 0 });
  });

  it('refuses rotation while a round is open, and a bad client seed', async () => {
    const p = await server.demo(100_000);
    await p.open('bj-h17-8deck', [{ seat: 1, main: 1000 }], { testSeed: { shoe: ['TS', '9H', '7D', '8C'] } });
    const busy = await p.post<{ error: { code: string } }>('/v1/fairness/rotate', { clientSeed: 'abc' });
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('round-in-progress');
    const bad = await p.post<{ error: { code: string; message: string } }>('/v1/fairness/rotate', {
      clientSeed: 'no spaces',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('clientSeed');
  });
});
