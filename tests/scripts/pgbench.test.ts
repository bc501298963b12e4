/**
 * bench:server's yardstick: pgbench runs the call-shaped transaction on the test PostgreSQL, and
 * each committed transaction did the whole of a call (a ledger row for each balance move).
 */
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { callShapedLimit } from '../../scripts/bench-server/pgbench';
import { databaseUrl } from '../server/support/pg-admin';

describe('the call-shaped pgbench run', () => {
  it('reports transactions per second, and every transaction moved a balance and wrote its rows', async () => {
    const limit = await callShapedLimit(inject('postgresUrl'), 4, 1);
    expect(limit.clients).toBe(4);
    expect(limit.callsPerSecond).toBeGreaterThan(0);
    expect(limit.latencyMs).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: databaseUrl(inject('postgresUrl'), 'call_bench') });
    await client.connect();
    try {
      const { rows } = await client.query<{ moves: string; taken: string; answers: string }>(
        `select (select count(*) from ledger) as moves,
                (select 4 * 100000000 - sum(balance) from players) as taken,
                (select count(*) from answers) as answers`,
      );
      const [row] = rows;
      expect(Number(row?.moves)).toBeGreaterThan(0);
      expect(Number(row?.taken)).toBe(100 * Number(row?.moves));
      expect(Number(row?.answers)).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});
