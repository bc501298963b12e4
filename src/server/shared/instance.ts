/**
 * A shared table instance's row: created when a session first asks for it, locked by every command
 * and clock step (the lock that serialises everything at the table), and saved with the events the
 * step emitted. Each event takes the next `seq` under that lock, so ids are gap-free and ordered;
 * the transaction that writes them tells every server with `NOTIFY table_events, '<instance>:<seq>'`.
 */
import { randomUUID } from 'node:crypto';
import type { SharedTableId } from '../../contract/shared';
import type { Sql } from '../db/db';
import { newChain } from './fairness';
import { TableMoney } from './money';
import { dueAt, type TableState } from './state';
import { DEFAULT_TIMINGS, SHARED_TABLES } from './tables';

/** An event as a step emits it: its type and public fields (never a secret, never a balance). */
export interface TableEvent {
  type: string;
  [field: string]: unknown;
}

/** A step at a locked table: its state to change in place and the events to append. */
export interface TableStep {
  instance: string;
  table: SharedTableId;
  state: TableState;
  /** The database's clock as the lock was taken (ms since the epoch). */
  now: number;
  seq: number;
  events: TableEvent[];
  /** The step's money movements (money.ts); a seamless command's phase three brings its prepaid debit. */
  money: TableMoney;
  /** Follows whose debit the operator's wallet must be asked for once this step commits (seamless.ts). */
  follows: string[];
}

export function emit(step: TableStep, event: TableEvent): void {
  step.events.push(event);
}

function initialState(chain: { chain: number; commitment: string }): TableState {
  return {
    timings: DEFAULT_TIMINGS,
    phase: 'betting',
    tableRoundId: randomUUID(),
    closesAt: null,
    nextAt: null,
    seats: [],
    players: [],
    stakes: [],
    firstBet: null,
    seed: null,
    chain,
    game: null,
    history: [],
    asked: null,
    test: null,
  };
}

/** Creates the instance (its first window open, its chain's commitment published) if it is new. */
export async function ensureInstance(
  db: { transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> },
  table: SharedTableId,
  instance: string,
): Promise<void> {
  const [mode, currency] = instance.split(':').slice(1) as [string, string];
  await db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into shared_tables (id, table_id, mode, currency, state) values ($1, $2, $3, $4, '{}'::jsonb)
       on conflict (id) do nothing returning id`,
      [instance, table, mode, currency],
    );
    if (inserted.length === 0) return;
    const chain = await newChain(tx, instance, 1);
    const state = initialState(chain);
    await tx.query('insert into table_rounds (id, instance, game, status) values ($1, $2, $3, $4)', [
      state.tableRoundId,
      instance,
      SHARED_TABLES[table].game,
      'open',
    ]);
    await tx.query('update shared_tables set state = $2::jsonb where id = $1', [instance, JSON.stringify(state)]);
  });
}

/** Locks the instance's row; null when there is no such instance. */
export async function lockTable(tx: Sql, instance: string): Promise<TableStep | null> {
  const [row] = await tx.query<{ table_id: SharedTableId; state: TableState; seq: number; now: number }>(
    `select table_id, state, seq, (extract(epoch from clock_timestamp()) * 1000)::float8 as now
       from shared_tables where id = $1 for update`,
    [instance],
  );
  if (!row) return null;
  return {
    instance,
    table: row.table_id,
    state: row.state,
    now: Number(row.now),
    seq: row.seq,
    events: [],
    money: new TableMoney(),
    follows: [],
  };
}

/** The instance as it is now, without its lock (a read, a stream's snapshot); null when there is none. */
export async function readInstance(
  sql: Sql,
  instance: string,
): Promise<{ state: TableState; seq: number; now: number } | null> {
  const [row] = await sql.query<{ state: TableState; seq: number; now: number }>(
    `select state, seq, (extract(epoch from clock_timestamp()) * 1000)::float8 as now from shared_tables where id = $1`,
    [instance],
  );
  return row ? { ...row, now: Number(row.now) } : null;
}

/** Saves the step: the state, its due time, and its events with the next seqs; notifies every server. */
export async function saveStep(tx: Sql, step: TableStep): Promise<number> {
  const first = step.seq + 1;
  const last = step.seq + step.events.length;
  if (step.events.length > 0) {
    await tx.query(
      `insert into table_events (instance, seq, type, data)
       select $1, $2::int8 + o - 1, e->>'type', e from jsonb_array_elements($3::jsonb) with ordinality as t(e, o)`,
      [step.instance, first, JSON.stringify(step.events)],
    );
    // Only the instance and seq: every server reads the events themselves (no payload limit, no secret).
    await tx.query('select pg_notify($1, $2)', ['table_events', `${step.instance}:${last}`]);
  }
  const due = dueAt(step.state);
  await tx.query(
    `update shared_tables set state = $2::jsonb, seq = $3,
            due_at = case when $4::float8 is null then null else to_timestamp($4::float8 / 1000) end
      where id = $1`,
    [step.instance, JSON.stringify(step.state), last, due],
  );
  step.seq = last;
  step.events = [];
  return last;
}

/** The events after `seq` (at most `limit`), oldest first. */
export async function eventsAfter(
  sql: Sql,
  instance: string,
  seq: number,
  limit = 500,
): Promise<{ seq: number; data: Record<string, unknown> }[]> {
  return sql.query('select seq, data from table_events where instance = $1 and seq > $2 order by seq limit $3', [
    instance,
    seq,
    limit,
  ]);
}

/** The oldest event the table still keeps (0: none kept). */
export async function oldestKept(sql: Sql, instance: string): Promise<number> {
  const [row] = await sql.query<{ seq: number | null }>(
    'select min(seq) as seq from table_events where instance = $1',
    [instance],
  );
  return row?.seq ?? 0;
}
