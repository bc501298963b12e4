/**
 * The schema, as forward-only migrations: each runs once, in its own transaction, in version
 * order (migrate.ts). A released migration is never edited: a change is a new version.
 */

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const SCHEMA_1 = `
create table players (
  id text primary key,                     -- 'demo:<uuid>'; operators later 'op:<operator>:<playerId>'
  kind text not null check (kind in ('demo','operator')),
  currency text not null,
  balance bigint not null check (balance >= 0 and balance <= 1000000000000),
  start_balance bigint not null check (start_balance >= 0),
  created_at timestamptz not null default now()
);
create table sessions (
  id text primary key,
  token_hash text not null unique,         -- SHA-256 hex of the bearer token (the token is never stored)
  player_id text not null references players(id),
  lang text not null,
  jurisdiction text not null,
  inactivity_minutes integer,
  address text,
  created_at timestamptz not null default now(),
  last_seen timestamptz not null default now()
);
create index sessions_address on sessions(address, created_at);
create table seeds (
  id bigserial primary key,
  player_id text not null references players(id),
  server_seed text not null,               -- hex; leaves the server only once revealed_at is set
  server_seed_hash text not null,
  client_seed text not null,
  next_nonce integer not null default 0,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index seeds_active on seeds(player_id) where revealed_at is null;
create table shoes (
  player_id text not null references players(id),
  table_id text not null,
  seed_id bigint not null references seeds(id),
  nonce integer not null,                  -- the nonce whose shoe is being dealt
  state jsonb not null,                    -- the engine's ShoeState (secret)
  primary key (player_id, table_id)
);
create table rounds (
  seq bigserial unique,
  id text primary key,
  player_id text not null references players(id),
  game text not null,
  table_id text not null,
  tier text,
  status text not null check (status in ('open','settled','void')),
  phase text not null,
  staked bigint not null default 0,
  returned bigint not null default 0,
  state jsonb,                             -- secret engine state while open; null once finished
  answer jsonb not null,                   -- the last public view
  record jsonb,                            -- finished: bets, decisions, cards, returns, result
  seed_id bigint not null references seeds(id),
  nonces integer[] not null default '{}',
  first_card integer not null default 0,
  reason text,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create unique index rounds_one_open on rounds(player_id, table_id) where status = 'open';
create index rounds_history on rounds(player_id, game, table_id, seq desc);
create table ledger (
  id bigserial primary key,
  player_id text not null references players(id),
  round_id text references rounds(id),
  kind text not null check (kind in ('debit','credit','rollback','topup')),
  amount bigint not null check (amount >= 0),
  balance_after bigint not null check (balance_after >= 0),
  request_id text,
  transaction_uuid uuid not null unique,
  created_at timestamptz not null default now()
);
create index ledger_player on ledger(player_id, id);
create index ledger_round on ledger(round_id);
create function ledger_append_only() returns trigger language plpgsql as $$
begin raise exception 'the ledger is append-only'; end $$;
create trigger ledger_no_change before update or delete on ledger for each row execute function ledger_append_only();
create trigger ledger_no_truncate before truncate on ledger for each statement execute function ledger_append_only();
create table requests (
  scope text not null,                     -- the player id; 'address:<ip>' for session creation
  request_id text not null,
  fingerprint text not null,               -- SHA-256 of method, path and canonical JSON body
  status integer not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, request_id)
);
create index requests_age on requests(created_at);
`;

/**
 * Operators and their seamless wallets (SERVER.md "Operator integration"): the operators with their
 * keys, the operator's player and session details, the one-time launch codes, and every money call
 * to an operator's wallet (its intent written and committed before the call, its outcome after;
 * credits and rollbacks not yet acknowledged are the outbox).
 */
const SCHEMA_2 = `
create table operators (
  id text primary key,                     -- [a-z0-9-]{2,32}, sent as X-Operator-Id
  name text not null,
  wallet_url text not null,                -- POST {wallet_url}/balance|debit|credit|rollback
  allowed_origins text[] not null default '{}',
  currencies text[] not null default '{EUR}',
  limit_set text not null default 'standard',
  jurisdiction text not null default 'default',
  inactivity_minutes integer not null default 30 check (inactivity_minutes between 1 and 10080),
  round_expiry_minutes integer check (round_expiry_minutes between 1 and 10080),
  created_at timestamptz not null default now()
);
create table operator_keys (
  id bigserial primary key,
  operator_id text not null references operators(id),
  secret text not null,                    -- hex; HMAC needs the secret itself on both sides
  created_at timestamptz not null default now(),
  expires_at timestamptz                   -- set when a newer key replaces it (rotation overlap)
);
create index operator_keys_operator on operator_keys(operator_id, id desc);
alter table players add column operator_id text references operators(id);
alter table players add column external_id text;
create unique index players_operator on players(operator_id, external_id) where operator_id is not null;
alter table sessions add column operator_token text;   -- the operator's token, sent back on wallet calls
alter table sessions add column lobby_url text;
alter table sessions add column game text;
alter table sessions add column table_id text;
create table launch_codes (
  code_hash text primary key,              -- SHA-256 hex of the one-time code
  session_id text not null references sessions(id),
  expires_at timestamptz not null,
  used_at timestamptz
);
create table wallet_calls (
  transaction_uuid uuid primary key,       -- one per money movement, the same on every retry
  player_id text not null references players(id),
  round_id text,                           -- a declined debit's round never started: no reference
  table_id text,
  kind text not null check (kind in ('debit','credit','rollback')),
  amount bigint not null check (amount >= 0 and amount <= 1000000000000),
  reference_uuid uuid,                     -- what a rollback undoes
  round_closed boolean not null default false,
  request_id text,                         -- the player's call that made it
  state text not null check (state in ('pending','done','declined','rolled-back')),
  balance_after bigint,                    -- the operator's balance in its acknowledgement
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  done_at timestamptz
);
create index wallet_calls_outbox on wallet_calls(next_attempt_at) where state = 'pending';
create index wallet_calls_round on wallet_calls(round_id);
create index wallet_calls_player on wallet_calls(player_id, created_at);
`;

/**
 * Operators' own jurisdiction profiles (SERVER.md "Jurisdiction profile"): the fields an operator
 * sets over the built-in profile it names, and each session's profile as it was resolved when the
 * session began, so the session plays by one set of rules to its end.
 */
const SCHEMA_3 = `
alter table operators add column jurisdiction_profile jsonb;   -- fields over the built-in profile
alter table sessions add column jurisdiction_profile jsonb;    -- the whole profile the session plays by
`;

/**
 * Hardening (issue 35): signed operator calls accepted once (a replay cache over the signature
 * window, in the database since several servers share it); an operator player's balance asked of
 * the wallet by one server at a time and kept with its age; request ids in one case, as the
 * server now reads them (a stored call in capitals answers its retry as 409, never twice).
 */
const SCHEMA_4 = `
create table signed_calls (
  signature text primary key,              -- hex HMAC of a signed call the server accepted
  operator_id text not null,
  expires_at timestamptz not null          -- past the signature window: it could not be replayed anyway
);
create index signed_calls_expiry on signed_calls(expires_at);
alter table players add column balance_at timestamptz;        -- when the operator's wallet last told the balance
alter table players add column balance_asked_at timestamptz;  -- when a server last asked it
update requests r set request_id = lower(r.request_id)
 where r.request_id <> lower(r.request_id)
   and not exists (select 1 from requests o where o.scope = r.scope and o.request_id = lower(r.request_id));
update wallet_calls set request_id = lower(request_id) where request_id <> lower(request_id);
`;

/**
 * One-trip calls (issue 37): a demo player's round call reads without a lock and writes in one
 * statement that applies only if the player's `version` is still the one it read. Every
 * transaction that takes the player's row lock moves it (auth.ts and the other lockers), so a
 * one-trip write never lands over a change it did not see.
 * The large values every call writes (a round's state, answer and record, the table's shoe, the
 * stored answer) are compressed with lz4 where the server has it (PostgreSQL; PGlite has not): the
 * default pglz was PostgreSQL's costliest function under the server benchmark.
 */
const SCHEMA_5 = `
alter table players add column version bigint not null default 0;
do $$ begin
  alter table rounds alter column state set compression lz4, alter column answer set compression lz4,
                     alter column record set compression lz4;
  alter table shoes alter column state set compression lz4;
  alter table requests alter column answer set compression lz4;
exception when feature_not_supported then null;
end $$;
`;

/**
 * Shared tables (issue 38, SHARED.md): one row per table instance (table × mode × currency) with
 * its whole state (secret parts included: it never leaves the server as it is) and its event
 * counter, locked by every command and clock step; its gap-free events; its hash chains of seeds;
 * the clock's lease; and each player's part of a table round as a round of its own, linked to it.
 */
const SCHEMA_6 = `
create table shared_tables (
  id text primary key,                     -- '<table>:<mode>:<currency>'
  table_id text not null,
  mode text not null check (mode in ('demo','real')),
  currency text not null,
  seq bigint not null default 0,           -- the last event's seq, moved under this row's lock
  state jsonb not null,
  due_at timestamptz,                      -- when the clock next has something to do (null: nothing)
  created_at timestamptz not null default now()
);
create table table_events (
  instance text not null references shared_tables(id),
  seq bigint not null,
  type text not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  primary key (instance, seq)
);
create table table_chains (
  instance text not null references shared_tables(id),
  chain integer not null,                  -- 1, 2, … : a new chain when one is used up
  top_seed text not null,                  -- s_N, secret
  length integer not null,
  commitment text not null,                -- s_0, published
  next_k integer not null default 1,
  primary key (instance, chain)
);
create table table_seeds (
  id bigserial primary key,
  instance text not null references shared_tables(id),
  chain integer not null,
  k integer not null,
  server_seed text not null,               -- s_k; leaves the server only once revealed_at is set
  client_seed text,                        -- the first bet's requestId of the shoe or block
  next_nonce integer not null default 0,
  revealed_at timestamptz,
  unique (instance, chain, k)
);
create table table_rounds (
  id text primary key,
  instance text not null references shared_tables(id),
  game text not null,
  status text not null check (status in ('open','settled')),
  seed_id bigint references table_seeds(id),
  nonce integer,
  record jsonb,                            -- settled: every box's or player's bets, the cards or number, decisions
  started_at timestamptz not null default now(),
  settled_at timestamptz
);
create index table_rounds_instance on table_rounds(instance, started_at);
create table table_leases (
  instance text primary key,
  holder text not null,
  expires_at timestamptz not null
);
alter table rounds add column table_round_id text references table_rounds(id);
alter table rounds alter column seed_id drop not null;
create index rounds_table_round on rounds(table_round_id) where table_round_id is not null;
alter table players add column nickname text;              -- the operator's display name for the player (1–20 characters)
`;

/**
 * Round replay (issue 40): the read-only tokens an operator's support desk opens a finished round
 * with. A table of their own, never `sessions`, so a replay token can never authenticate as a
 * session (auth.ts reads only `sessions`); kept as the SHA-256 of the token, as sessions' are.
 */
const SCHEMA_7 = `
create table replay_tokens (
  token_hash text primary key,             -- SHA-256 hex of the replay token (the token is never stored)
  operator_id text not null references operators(id),
  player_id text not null references players(id),
  round_id text not null references rounds(id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index replay_tokens_expiry on replay_tokens(expires_at);
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'schema', sql: SCHEMA_1 },
  { version: 2, name: 'operators', sql: SCHEMA_2 },
  { version: 3, name: 'jurisdiction profiles', sql: SCHEMA_3 },
  { version: 4, name: 'hardening', sql: SCHEMA_4 },
  { version: 5, name: 'player versions', sql: SCHEMA_5 },
  { version: 6, name: 'shared tables', sql: SCHEMA_6 },
  { version: 7, name: 'replay tokens', sql: SCHEMA_7 },
];
