/**
 * Shared tables on three real server processes and one PostgreSQL (SHARED.md "Many servers",
 * "Events"; PostgreSQL only: PGlite is one process). Fan-out: spectators on every server get every
 * event in order, once, the same sequence everywhere, whichever server took the commands. Lease
 * takeover: the server whose clock holds a table's lease is killed with SIGKILL in the middle of a
 * blackjack turn, then of a baccarat window; another server runs the clock within 3 s, nothing is
 * dealt or settled twice, and every player's money reconciles.
 *
 * Which process holds a lease: the holder id is random per process, so each server connects with
 * its own `application_name`, and a trigger (test instrumentation in the test database, not the
 * server's schema) records which application wrote each holder id into `table_leases`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedAnswer, SharedEvent } from '../../../src/contract/shared';
import { SharedTableClient } from '../../../src/platform/shared/table-client';
import { tokenHash } from '../../../src/server/auth';
import { type Db, openDb } from '../../../src/server/db/db';
import { reconcile } from '../../../src/server/reconcile';
import { killAll, type ServerProcess, startServer } from '../support/server-process';
import { testDbConfig } from '../support/test-db';
import { expectGapFree, expectNothingPrivate, type Follower, follow, logOf, sleep } from './sse-follow';
import { ledgerOf } from './support';

const BJ = 'bj-european-shared';
const BAC = 'baccarat-shared';
const RL = 'roulette-shared';
const instanceOf = (table: string) => `${table}:demo:EUR`;
const START = 100_000;
const NAMES = ['a', 'b', 'c'] as const;

interface Server {
  name: string;
  proc: ServerProcess;
  url: string;
}

describe('shared tables on three server processes and one PostgreSQL', () => {
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  let servers: Server[] = [];
  const followers: Follower[] = [];

  beforeAll(async () => {
    const made = await testDbConfig('postgres');
    drop = made.drop;
    const url = made.config.databaseUrl as string;
    const procs = await Promise.all(
      NAMES.map((name) =>
        startServer({
          DATABASE_URL: `${url}?application_name=felt-${name}`,
          DATA_DIR: made.config.dataDir,
          PORT: '0',
          CLIENT_DIR: '',
          ALLOW_TEST_SEEDS: 'true',
          WALLET: 'off',
          DEMO_SESSIONS_PER_MINUTE: '10000',
        }),
      ),
    );
    servers = procs.map((proc, i) => ({ name: `felt-${NAMES[i]}`, proc, url: proc.url }));
    db = await openDb({ databaseUrl: url, dataDir: made.config.dataDir, poolSize: 4 });
    await db.query('create table lease_apps (holder text primary key, app text not null)');
    await db.query(`create function note_lease_app() returns trigger language plpgsql as $$
      begin
        insert into lease_apps values (new.holder, current_setting('application_name')) on conflict do nothing;
        return new;
      end $$`);
    await db.query(
      'create trigger note_lease_app after insert or update on table_leases for each row execute function note_lease_app()',
    );
  }, 40_000);

  afterAll(async () => {
    for (const f of followers) f.close();
    killAll();
    await db?.close();
    await drop?.();
  });

  async function demo(s: Server): Promise<string> {
    const res = await fetch(`${s.url}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestId: crypto.randomUUID(),
        mode: 'demo',
        currency: 'EUR',
        balance: START,
        lang: 'en',
      }),
      signal: AbortSignal.timeout(5000),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { token: string }).token;
  }
  const client = (s: Server, token: string, table: string) => new SharedTableClient({ baseUrl: s.url, token, table });
  async function watch(s: Server, table: string): Promise<Follower> {
    const f = await follow(s.url, table, await demo(s));
    followers.push(f);
    return f;
  }
  async function until(c: SharedTableClient, ok: (a: SharedAnswer) => boolean, what: string, ms = 8000) {
    const t0 = Date.now();
    for (;;) {
      const a = await c.read();
      if (ok(a)) return a;
      if (Date.now() - t0 > ms) throw new Error(`never ${what}: ${JSON.stringify(a.state).slice(0, 600)}`);
      await sleep(20);
    }
  }

  /** The server whose clock holds the instance's lease now (waits for the lease to be taken). */
  async function holderOf(table: string): Promise<Server> {
    const t0 = Date.now();
    for (;;) {
      const [row] = await db.query<{ app: string }>(
        'select a.app from table_leases l join lease_apps a using (holder) where l.instance = $1 and l.expires_at > now()',
        [instanceOf(table)],
      );
      const s = servers.find((x) => x.name === row?.app);
      if (s) return s;
      if (Date.now() - t0 > 5000) throw new Error(`nobody holds the lease of ${table}`);
      await sleep(50);
    }
  }

  /** Every follower got exactly the table's log after its snapshot: nothing missing, repeated or reordered. */
  async function expectAllGotTheLog(fs: readonly Follower[], table: string): Promise<SharedEvent[]> {
    const last = (await logOf(db, instanceOf(table))).at(-1)!.seq;
    for (const f of fs) await f.until((e) => e.seq === last, `seq ${last}`, 3000);
    await sleep(50); // time for a repeat to show, were one sent
    // The table runs on meanwhile (its next window may open), so what each follower got is taken
    // first and the log read after it: every event sent is in the log before it is sent.
    const got = fs.map((f) => [...f.events]);
    const log = await logOf(db, instanceOf(table));
    for (const [i, f] of fs.entries()) {
      const [snapshot, ...rest] = got[i]!;
      expect(snapshot?.type).toBe('snapshot');
      expect(rest.length).toBeGreaterThanOrEqual(last - snapshot!.seq);
      expect(rest).toEqual(log.slice(snapshot!.seq, snapshot!.seq + rest.length));
      expect(f.problems).toEqual([]);
    }
    expectGapFree(log, 1);
    expectNothingPrivate(log);
    return log;
  }

  /** What the player staked (debits less rollbacks) and got back (credits) by the ledger, and the balance now. */
  async function money(token: string) {
    const ledger = await ledgerOf(db, token);
    const sum = (kind: string) => ledger.filter((l) => l.kind === kind).reduce((t, l) => t + Number(l.amount), 0);
    const [p] = await db.query<{ balance: number }>(
      'select p.balance from players p join sessions s on s.player_id = p.id where s.token_hash = $1',
      [tokenHash(token)],
    );
    return { staked: sum('debit') - sum('rollback'), returned: sum('credit'), balance: Number(p?.balance) };
  }

  it('fans every event out to subscribers on every server, in order and once, whichever server took the command', async () => {
    const fs: Follower[] = [];
    for (const s of servers) fs.push(await watch(s, RL), await watch(s, RL));
    const players = await Promise.all(servers.map(async (s) => client(s, await demo(s), RL)));
    const [pa, pb, pc] = players as [SharedTableClient, SharedTableClient, SharedTableClient];
    await pb.setTest({ timings: { settleSeconds: 0.15, bettingSeconds: 0.5, turnSeconds: 1 } });
    for (const p of players) await p.sit();
    for (const [i, result] of [17, 0, 32].entries()) {
      const open = await until(players[i]!, (a) => a.state.phase === 'betting', 'an open window');
      const id = open.state.tableRoundId;
      await players[(i + 1) % 3]!.setTest({ result });
      await pa.bet(id, [{ bet: 'straight:17', amount: 100 }]);
      await pb.bet(id, [{ bet: 'red', amount: 200 }]);
      await pc.bet(id, [{ bet: 'black', amount: 300 }]);
      await until(players[(i + 2) % 3]!, (a) => a.state.tableRoundId !== id, 'the next window');
    }
    const log = await expectAllGotTheLog(fs, RL);
    expect(log.filter((e) => e.type === 'round.settled')).toHaveLength(3);
  }, 20_000);

  it('takes over a blackjack turn within 3 s of a SIGKILL of the lease holder; nothing is dealt twice', async () => {
    // Box 1: T 9 (19, stands); box 2: J 7 (17, its holder never acts); dealer 8, then Q (18). 2C 3C are never dealt.
    const shoe = ['TS', 'JC', '8S', '9H', '7D', 'QD', '2C', '3C'];
    const dealt = 6;
    const [first] = servers as [Server];
    await client(first, await demo(first), BJ).read();
    const victim = await holderOf(BJ);
    const alive = servers.filter((s) => s !== victim) as [Server, Server];
    const fs = [await watch(alive[0], BJ), await watch(alive[1], BJ)];
    const tokens = [await demo(alive[0]), await demo(alive[1])] as const;
    const [c1, c2] = [client(alive[0], tokens[0], BJ), client(alive[1], tokens[1], BJ)];
    await c1.setTest({ timings: { settleSeconds: 0.2, bettingSeconds: 0.3, turnSeconds: 1.5 }, shoe });
    await c1.sit(1);
    await c2.sit(2);
    const id = (await c1.read()).state.tableRoundId;
    await c1.bet(id, [{ box: 1, main: 1000 }]);
    await c2.bet(id, [{ box: 2, main: 1000 }]);
    await fs[0]!.until((e) => e.type === 'decision.asked' && e.box === 1, 'box 1 asked');
    await c1.act(id, 1, 0, 'stand');
    const asked = await fs[0]!.until((e) => e.type === 'decision.asked' && e.box === 2, 'box 2 asked');

    victim.proc.child.kill('SIGKILL');
    expect(await victim.proc.exited).toBe('SIGKILL');
    const deadline = asked.deadline as number;
    const stood = await fs[0]!.until((e) => e.type === 'decision' && e.box === 2, 'box 2 decided', 8000);
    const stoodAt = fs[0]!.arrivals[fs[0]!.events.indexOf(stood)]!;
    expect(stood.by).toBe('clock');
    expect(stoodAt).toBeGreaterThanOrEqual(deadline - 20);
    expect(stoodAt - deadline, 'ms after the deadline the hand was stood').toBeLessThanOrEqual(3000);
    await fs[0]!.until((e) => e.type === 'round.settled' && e.tableRoundId === id, 'the round settled', 5000);
    expect((await holderOf(BJ)).name).not.toBe(victim.name);

    const log = await expectAllGotTheLog(fs, BJ);
    const round = log.filter((e) => e.tableRoundId === id);
    const count = (type: string) => round.filter((e) => e.type === type).length;
    expect([count('window.closed'), count('round.settled')]).toEqual([1, 1]);
    const decisions = round.filter((e) => e.type === 'decision').map((e) => [e.box, e.hand, e.action, e.by]);
    expect(decisions).toEqual([
      [1, 0, 'stand', 'holder'],
      [2, 0, 'stand', 'clock'],
    ]);
    const cards = round
      .filter((e) => e.type === 'play')
      .flatMap((e) => (e.events as { type: string; card?: string }[]).filter((x) => x.type === 'card.dealt'))
      .map((x) => x.card);
    expect(cards, 'each card dealt once, in the shoe order').toEqual(shoe.slice(0, dealt));
    for (const card of shoe.slice(dealt)) expect(JSON.stringify(log)).not.toContain(`"${card}"`);

    // Box 1's 19 beats the dealer's 18, box 2's 17 does not.
    expect((await reconcile(db)).differences).toEqual([]);
    for (const [token, returned] of [
      [tokens[0], 2000],
      [tokens[1], 0],
    ] as const) {
      const m = await money(token);
      expect(m).toEqual({ staked: 1000, returned, balance: START - 1000 + returned });
    }
  }, 20_000);

  it('closes a baccarat window and deals its coup within 3 s of closesAt after a SIGKILL of the lease holder', async () => {
    // Player 9S TD (a natural 9), banker 2H 3C (5): the player bet wins. The rest is never dealt.
    const shoe = ['9S', '2H', 'TD', '3C', '4S', '5S', '6S', '7S', '8S', '9H', 'TH', 'JH'];
    const alive = servers.filter((s) => s.proc.child.exitCode === null && s.proc.child.signalCode === null);
    expect(alive).toHaveLength(2);
    await client(alive[0]!, await demo(alive[0]!), BAC).read();
    const victim = await holderOf(BAC);
    const survivor = alive.find((s) => s !== victim)!;
    const f = await watch(survivor, BAC);
    const tokens = [await demo(survivor), await demo(survivor)] as const;
    const [c1, c2] = [client(survivor, tokens[0], BAC), client(survivor, tokens[1], BAC)];
    await c1.setTest({ timings: { settleSeconds: 0.2, bettingSeconds: 1, turnSeconds: 1 }, shoe });
    const id = (await c1.read()).state.tableRoundId;
    const closesAt = (await c1.bet(id, { player: 1000 })).state.closesAt!;
    expect(closesAt).toBeGreaterThan(Date.now());

    victim.proc.child.kill('SIGKILL');
    expect(await victim.proc.exited).toBe('SIGKILL');
    await c2.bet(id, { banker: 1000 });
    const closed = await f.until((e) => e.type === 'window.closed' && e.tableRoundId === id, 'the close', 8000);
    const closedAt = f.arrivals[f.events.indexOf(closed)]!;
    expect(closedAt).toBeGreaterThanOrEqual(closesAt - 20);
    expect(closedAt - closesAt, 'ms after closesAt the window closed').toBeLessThanOrEqual(3000);
    const settled = await f.until((e) => e.type === 'round.settled' && e.tableRoundId === id, 'the coup', 3000);
    expect(settled.round).toMatchObject({ player: ['9S', 'TD'], banker: ['2H', '3C'], winner: 'player' });
    expect((await holderOf(BAC)).name).toBe(survivor.name);

    const log = await expectAllGotTheLog([f], BAC);
    const round = log.filter((e) => e.tableRoundId === id);
    expect(round.filter((e) => e.type === 'window.closed')).toHaveLength(1);
    expect(round.filter((e) => e.type === 'round.settled')).toHaveLength(1);
    for (const card of shoe.slice(4)) expect(JSON.stringify(log)).not.toContain(`"${card}"`);

    expect((await reconcile(db)).differences).toEqual([]);
    expect(await money(tokens[0])).toEqual({ staked: 1000, returned: 2000, balance: START + 1000 });
    expect(await money(tokens[1])).toEqual({ staked: 1000, returned: 0, balance: START - 1000 });
  }, 20_000);
});
