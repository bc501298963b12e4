/** Old stored answers and spent launch codes are cleared; recent ones, rounds and money rows stay. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearExpired } from '../../src/server/housekeeping';
import { TestServer } from './support/api';

describe('housekeeping', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start('pglite');
  });
  afterAll(() => server.stop());

  it('clears answers older than two days and launch codes long expired, nothing else', async () => {
    const p = await server.demo(10_000);
    const r = await p.open('roulette-european', [{ bet: 'red', amount: 100 }]);
    expect(r.status).toBe(201);
    const count = async (sql: string) => Number((await server.db.query<{ n: number }>(sql))[0]?.n);
    const requests = await count('select count(*)::int8 as n from requests');
    expect(requests).toBeGreaterThanOrEqual(2); // the session and the round
    await server.db.query(
      `update requests set created_at = now() - interval '49 hours' where request_id = (select request_id from requests order by created_at limit 1)`,
    );
    const [session] = await server.db.query<{ id: string }>('select id from sessions limit 1');
    await server.db.query(
      `insert into launch_codes (code_hash, session_id, expires_at) values ('old', $1, now() - interval '2 hours'), ('new', $1, now() + interval '1 minute')`,
      [session?.id],
    );
    await server.db.query(
      `insert into signed_calls (signature, operator_id, expires_at)
       values ('old', 'casino', now() - interval '1 second'), ('new', 'casino', now() + interval '5 minutes')`,
    );
    await server.db.query(
      `insert into operators (id, name, wallet_url) values ('desk', 'Desk', 'http://127.0.0.1:9/wallet')`,
    );
    const [owner] = await server.db.query<{ player_id: string; id: string }>(
      'select player_id, id from rounds limit 1',
    );
    await server.db.query(
      `insert into replay_tokens (token_hash, operator_id, player_id, round_id, expires_at)
       values ('old', 'desk', $1, $2, now() - interval '25 hours'), ('new', 'desk', $1, $2, now() - interval '1 hour')`,
      [owner?.player_id, owner?.id],
    );
    expect(await clearExpired(server.db)).toEqual({ requests: 1, launchCodes: 1, signatures: 1, replayTokens: 1 });
    expect(await count(`select count(*)::int8 as n from replay_tokens where token_hash = 'new'`)).toBe(1);
    expect(await count(`select count(*)::int8 as n from signed_calls where signature = 'new'`)).toBe(1);
    expect(await count('select count(*)::int8 as n from requests')).toBe(requests - 1);
    expect(await count(`select count(*)::int8 as n from launch_codes where code_hash = 'new'`)).toBe(1);
    expect(await count('select count(*)::int8 as n from rounds')).toBe(1);
    expect(await count('select count(*)::int8 as n from ledger')).toBe(2);
  });
});
