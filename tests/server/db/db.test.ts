/**
 * The server's database on both kinds (embedded PGlite, real PostgreSQL): the schema is applied
 * once and kept, it protects the money (append-only ledger, no negative balance, one open round
 * per table), transactions are all-or-nothing, and both give the same JavaScript values.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailable, type Db, openDb } from '../../../src/server/db/db';
import { DB_KINDS, type DbKind, testDbConfig } from '../support/test-db';

/** A fresh PGlite on disk takes seconds (its initdb); a loaded 2-core machine doubles that. */
const OPEN_TIMEOUT = 60_000;

async function addPlayer(db: Pick<Db, 'query'>, balance = 1000): Promise<string> {
  const id = `demo:${randomUUID()}`;
  await db.query(
    `insert into players (id, kind, currency, balance, start_balance) values ($1, 'demo', 'EUR', $2, $2)`,
    [id, balance],
  );
  return id;
}

async function addSeed(db: Db, playerId: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into seeds (player_id, server_seed, server_seed_hash, client_seed) values ($1, 'aa', 'bb', 'c') returning id`,
    [playerId],
  );
  return row!.id;
}

describe.each(DB_KINDS)('database on %s', (kind: DbKind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const t = await testDbConfig(kind);
    drop = t.drop;
    db = await openDb(t.config);
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it(
    'a restart keeps the rows and applies no migration twice; a newer schema stops the start',
    async () => {
      const { config, drop: dropOwn } = await testDbConfig(kind);
      try {
        let own = await openDb(config);
        const before = await own.query<{ version: number; name: string; applied_at: Date }>(
          'select * from schema_migrations order by version',
        );
        expect(before.map((m) => [m.version, m.name])).toEqual([
          [1, 'schema'],
          [2, 'operators'],
          [3, 'jurisdiction profiles'],
          [4, 'hardening'],
          [5, 'player versions'],
          [6, 'shared tables'],
          [7, 'replay tokens'],
        ]);
        const player = await addPlayer(own, 4321);
        await own.close();

        own = await openDb(config);
        expect(await own.query('select * from schema_migrations order by version')).toEqual(before);
        expect(await own.query('select balance from players where id = $1', [player])).toEqual([{ balance: 4321 }]);

        // As if a newer server had migrated it: this one must not run on a schema it does not know.
        await own.query(`insert into schema_migrations (version, name) values (999, 'from the future')`);
        await own.close();
        await expect(openDb(config)).rejects.toThrow(/schema version 999\b/);
      } finally {
        await dropOwn();
      }
    },
    3 * OPEN_TIMEOUT,
  );

  it('the ledger refuses UPDATE and DELETE of its rows', async () => {
    const player = await addPlayer(db);
    const uuid = randomUUID();
    await db.query(
      `insert into ledger (player_id, kind, amount, balance_after, transaction_uuid) values ($1, 'topup', 500, 1500, $2)`,
      [player, uuid],
    );
    await expect(db.query('update ledger set amount = 1 where transaction_uuid = $1', [uuid])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('delete from ledger where transaction_uuid = $1', [uuid])).rejects.toThrow(/append-only/);
    expect(await db.query('select amount from ledger where transaction_uuid = $1', [uuid])).toEqual([{ amount: 500 }]);
  });

  it('a balance cannot go below zero nor above 10^12', async () => {
    const player = await addPlayer(db, 100);
    await expect(db.query('update players set balance = balance - 101 where id = $1', [player])).rejects.toMatchObject({
      code: '23514',
    });
    await expect(db.query('update players set balance = 1000000000001 where id = $1', [player])).rejects.toMatchObject({
      code: '23514',
    });
    await db.query('update players set balance = balance - 100 where id = $1', [player]);
    expect(await db.query('select balance from players where id = $1', [player])).toEqual([{ balance: 0 }]);
  });

  it('a player has at most one open round per table', async () => {
    const player = await addPlayer(db);
    const seed = await addSeed(db, player);
    const open = (id: string, table: string) =>
      db.query(
        `insert into rounds (id, player_id, game, table_id, status, phase, answer, seed_id)
         values ($1, $2, 'roulette', $3, 'open', 'betting', $4::jsonb, $5)`,
        [id, player, table, JSON.stringify({ phase: 'betting' }), seed],
      );
    await open('r1', 'table-1');
    await expect(open('r2', 'table-1')).rejects.toMatchObject({ code: '23505' });
    await open('r3', 'table-2');
    await db.query(`update rounds set status = 'settled', state = null where id = 'r1'`);
    await open('r4', 'table-1');
    const rows = await db.query<{ id: string; status: string }>(
      'select id, status from rounds where player_id = $1 order by seq',
      [player],
    );
    expect(rows).toEqual([
      { id: 'r1', status: 'settled' },
      { id: 'r3', status: 'open' },
      { id: 'r4', status: 'open' },
    ]);
  });

  it('a transaction commits all of its work or, when it throws, none of it', async () => {
    const kept = await db.transaction(async (tx) => {
      const id = await addPlayer(tx, 10);
      await tx.query('update players set balance = 20 where id = $1', [id]);
      return id;
    });
    expect(await db.query('select balance from players where id = $1', [kept])).toEqual([{ balance: 20 }]);

    let lost = '';
    const boom = new Error('the wallet declined');
    await expect(
      db.transaction(async (tx) => {
        lost = await addPlayer(tx);
        throw boom;
      }),
    ).rejects.toBe(boom);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('update players set balance = 0 where id = $1', [kept]);
        await tx.query('update players set balance = -1 where id = $1', [kept]);
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await db.query('select id from players where id = $1', [lost])).toEqual([]);
    expect(await db.query('select balance from players where id = $1', [kept])).toEqual([{ balance: 20 }]);
  });

  it('gives int8 as numbers, jsonb as objects, integer[] as numbers and timestamptz as Date', async () => {
    const [row] = await db.query(
      `select 9007199254740991::int8 as max, (-42)::int8 as neg, count(*) as n, array[3, 4]::int8[] as longs,
              $1::jsonb as doc, $2::integer[] as nonces, '{}'::integer[] as none,
              '2024-01-02T03:04:05.678Z'::timestamptz as at, null::text as nothing, 7::integer as small`,
      [JSON.stringify({ cards: ['AS', 'TD'], n: 1, nested: { ok: true, no: null } }), [0, 5, 12]],
    );
    expect(row).toEqual({
      max: 9007199254740991,
      neg: -42,
      n: 1,
      longs: [3, 4],
      doc: { cards: ['AS', 'TD'], n: 1, nested: { ok: true, no: null } },
      nonces: [0, 5, 12],
      none: [],
      at: new Date('2024-01-02T03:04:05.678Z'),
      nothing: null,
      small: 7,
    });
    const player = await addPlayer(db);
    const seed = await addSeed(db, player);
    expect(typeof seed).toBe('number');
    // A value JavaScript cannot hold exactly is refused, not rounded.
    await expect(db.query('select 9007199254740993::int8 as x')).rejects.toThrow(/safe integers/);
  });

  it(
    'a closed database answers DatabaseUnavailable',
    async () => {
      const { config, drop: dropOwn } = await testDbConfig(kind);
      try {
        const own = await openDb(kind === 'pglite' ? { ...config, dataDir: ':memory:' } : config);
        expect(await own.ping()).toBe(true);
        await own.close();
        await expect(own.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailable);
        await expect(own.transaction((tx) => tx.query('select 1'))).rejects.toBeInstanceOf(DatabaseUnavailable);
        expect(await own.ping()).toBe(false);
        await own.close();
      } finally {
        await dropOwn();
      }
    },
    OPEN_TIMEOUT,
  );
});
