/**
 * One baccarat shoe everyone watches (SHARED.md "Fairness at a shared table"): coups are dealt from
 * one fair shoe (version 2: the cut is the stream's first draw) to its cut card; when the shoe
 * ends its seed is revealed, hashes down the chain to the commitment published before the shoe,
 * and every coup of the shoe re-computes from it, as `npm run verify` prints it.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkChain, sharedBaccaratShoe } from '../../../src/engine/shared/fair-chain';
import { reconcile } from '../../../src/server/reconcile';
import { type DbKind, TestServer } from '../support/api';
import { DB_KINDS } from '../support/test-db';
import { at } from './support';

interface RecordAnswer {
  cards: string[];
  fairness: {
    version: number;
    serverSeed?: string;
    clientSeed: string;
    nonces: number[];
    firstCard: number;
    commitment: string;
    k: number;
  };
}

describe.each(DB_KINDS)('a baccarat shoe on %s', (kind: DbKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(async () => server.stop());

  it('deals one shoe to its cut card, reveals its seed, and every coup re-computes from it', async () => {
    const [a, b] = await Promise.all([server.demo(1_000_000), server.demo(1_000_000)]);
    const ta = at(a, 'baccarat-shared');
    const tb = at(b, 'baccarat-shared');
    expect((await ta.test({ timings: { settleSeconds: 0, bettingSeconds: 0.1, turnSeconds: 1 } })).status).toBe(200);
    const commitment = (await ta.read()).state.fairness.commitment;
    const parts: string[] = [];
    let closed = false;
    for (let coup = 0; coup < 120 && !closed; coup++) {
      const open = await ta.until((x) => x.state.phase === 'betting');
      const placed = await ta.bet(open.state.tableRoundId, { player: 1000 });
      await tb.bet(open.state.tableRoundId, { banker: 1000 });
      if (placed.body.you.roundId) parts.push(placed.body.you.roundId);
      const settled = await ta.until(
        (x) => x.state.tableRoundId !== open.state.tableRoundId || x.state.phase === 'settled',
      );
      const [row] = await server.db.query<{ n: number }>(
        "select count(*)::int8 as n from table_events where type = 'shoe.closed' and instance like 'baccarat-shared:%'",
      );
      closed = (row?.n ?? 0) > 0;
      if (coup === 0) expect(settled.state.fairness.clientSeed).not.toBeNull();
    }
    expect(closed).toBe(true);
    const [event] = await server.db.query<{
      data: { serverSeed: string; clientSeed: string; cut: number; coups: number; k: number };
    }>("select data from table_events where type = 'shoe.closed' and instance like 'baccarat-shared:%'");
    const revealed = event!.data;
    expect(checkChain(revealed.serverSeed, revealed.k, commitment)).toBe(true);
    const shoe = sharedBaccaratShoe(revealed.serverSeed, revealed.clientSeed, 8);
    expect(shoe.cut).toBe(revealed.cut);
    expect(parts.length).toBe(revealed.coups);
    let dealt = 0;
    for (const id of parts) {
      const r = (await a.get<RecordAnswer>(`/v1/rounds/${id}`)).body;
      expect(r.fairness.serverSeed).toBe(revealed.serverSeed);
      expect(r.fairness.firstCard).toBe(dealt);
      expect(r.cards).toEqual(shoe.cards.slice(dealt, dealt + r.cards.length));
      dealt += r.cards.length;
    }
    expect(dealt).toBeGreaterThanOrEqual(revealed.cut);
    const printed = JSON.parse(
      execFileSync(
        'npx',
        [
          'tsx',
          'src/cli/verify.ts',
          '--server-seed',
          revealed.serverSeed,
          '--client-seed',
          revealed.clientSeed,
          '--nonce',
          '0',
          '--game',
          'baccarat',
          '--table',
          'baccarat-shared',
          '--chain-commitment',
          commitment,
          '--chain-index',
          String(revealed.k),
        ],
        { encoding: 'utf8' },
      ),
    );
    expect([printed.cut, printed.chain, printed.shoe.slice(0, dealt)]).toEqual([
      revealed.cut,
      'ok',
      shoe.cards.slice(0, dealt),
    ]);
    expect((await reconcile(server.db)).differences).toEqual([]);
  }, 60_000);
});
