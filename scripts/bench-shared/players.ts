/**
 * The players of `bench:shared`: demo sessions made through nginx, each seated at its table and
 * played by the headless client's policies (src/platform/shared/policy-player.ts), its commands
 * through nginx and its event stream's first connection straight to one of the servers, picked in
 * turn (so the subscribers of every table are spread over all of them). At the end betting stops
 * first (`drain`): the rounds in play finish and reach every subscriber before the streams close,
 * so the database is at rest for reconcile and every subscriber's sequence is complete.
 */
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { SharedTimings } from '../../src/contract/shared';
import {
  flatBaccarat,
  flatRoulette,
  type PlayRecord,
  playByPolicy,
  type SharedPolicy,
  simpleBlackjack,
} from '../../src/platform/shared/policy-player';
import { SharedTableClient } from '../../src/platform/shared/table-client';
import { now, Subscription, type Tap } from './tap';

export const TABLES = ['bj-european-shared', 'baccarat-shared', 'roulette-shared'] as const;
type Table = (typeof TABLES)[number];

/** Blackjack has 5 boxes at its one instance (one per mode and currency; demo play is EUR only). */
const BLACKJACK_BOXES = 5;

export interface Player {
  index: number;
  table: Table;
  client: SharedTableClient;
  sub: Subscription;
  /** Play's end: its record, or why it could not sit. */
  done: Promise<PlayRecord | Error>;
}

export interface Roster {
  players: Player[];
  /** Stops the bets; decisions go on. */
  drain(): void;
  /** Ends play and the streams. */
  stop(): Promise<(PlayRecord | Error)[]>;
  /** Resolves when every stream has answered once (or after `limitMs`). */
  connected(limitMs: number): Promise<number>;
}

/** Which table each player sits at: blackjack's boxes first (one each), the rest split between baccarat and roulette. */
export function seating(players: number): Table[] {
  const blackjack = Math.min(BLACKJACK_BOXES, Math.max(1, Math.floor(players / 8)));
  const rest = players - blackjack;
  const baccarat = Math.ceil(rest / 2);
  return Array.from({ length: players }, (_, i) =>
    i < blackjack ? TABLES[0] : i < blackjack + baccarat ? TABLES[1] : TABLES[2],
  );
}

function policyOf(table: Table, index: number): SharedPolicy {
  if (table === 'bj-european-shared') return simpleBlackjack(1000, { double: index % 2 === 0 });
  if (table === 'baccarat-shared') return flatBaccarat(index % 2 === 0 ? 'banker' : 'player', 500);
  return flatRoulette(['red', 'black', 'straight:17'][index % 3] as string, 100);
}

async function demoSession(nginx: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${nginx}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestId: randomUUID(),
        mode: 'demo',
        currency: 'EUR',
        balance: 100_000_000,
        lang: 'en',
      }),
    }).catch((e: unknown) => e as Error);
    if (!(response instanceof Error) && response.ok) return ((await response.json()) as { token: string }).token;
    const why = response instanceof Error ? response.message : `${response.status} ${await response.text()}`;
    if (attempt >= 4) throw new Error(`POST /v1/sessions: ${why}`);
    await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
  }
}

/** Demo sessions, at most `parallel` being made at once. */
async function sessions(nginx: string, n: number, parallel = 16): Promise<string[]> {
  const tokens: string[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, n) }, async () => {
      for (let i = next++; i < n; i = next++) tokens[i] = await demoSession(nginx);
    }),
  );
  return tokens;
}

export interface SeatOptions {
  nginx: string;
  /** Each server's port on 127.0.0.1: subscriber i's first connection goes to server i mod their number. */
  ports: readonly number[];
  players: number;
  tap: Tap;
  /** Short timings for every table through the test hook (the servers run with ALLOW_TEST_SEEDS). */
  timings: SharedTimings | null;
}

export async function seatPlayers(o: SeatOptions): Promise<Roster> {
  const tables = seating(o.players);
  const tokens = await sessions(o.nginx, o.players);
  const clientOf = (index: number, table: Table, sub: Subscription) =>
    new SharedTableClient({
      baseUrl: o.nginx,
      token: tokens[index] as string,
      table,
      fetch: o.tap.playerFetch(sub, o.nginx, `http://127.0.0.1:${o.ports[sub.server]}`),
    });
  if (o.timings) {
    for (const table of TABLES) {
      const first = tables.indexOf(table);
      if (first < 0) continue;
      // A client of its own (not a subscriber): its answer is logged as a 'test' command.
      const setter = clientOf(first, table, new Subscription(table, -1, 0));
      await setter.setTest({ timings: o.timings });
    }
  }
  const stopAll = new AbortController();
  // Every stream listens to it: one signal for all the players, not a leak.
  setMaxListeners(0, stopAll.signal);
  let draining = false;
  let opened = 0;
  const waiting: (() => void)[] = [];
  const players: Player[] = tables.map((table, index) => {
    const sub = new Subscription(table, index, index % o.ports.length);
    const client = clientOf(index, table, sub);
    const policy = policyOf(table, index);
    const gated: SharedPolicy = {
      bets: (state, you) => (draining ? null : policy.bets(state, you)),
      decide: (asked, state) => policy.decide(asked, state),
    };
    let first = true;
    const done = playByPolicy(client, gated, {
      signal: stopAll.signal,
      stream: {
        onConnected: () => {
          if (!first) return;
          first = false;
          opened += 1;
          for (const w of waiting.splice(0)) w();
        },
      },
    }).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))));
    return { index, table, client, sub, done };
  });
  return {
    players,
    drain: () => {
      draining = true;
    },
    async stop() {
      stopAll.abort();
      return Promise.all(players.map((p) => p.done));
    },
    async connected(limitMs) {
      const until = now() + limitMs;
      while (opened < players.length && now() < until) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 250);
        });
      }
      return opened;
    },
  };
}

/** Waits until no table has a round in play or a window closing, then until every subscriber has every event. */
export async function settleDown(roster: Roster, limitMs: number): Promise<{ restedMs: number; behind: number }> {
  const start = now();
  const readers = TABLES.map((t) => roster.players.find((p) => p.table === t)).filter((p) => p !== undefined);
  const finalSeq = new Map<string, number>();
  while (now() - start < limitMs) {
    const answers = await Promise.all(readers.map((p) => p.client.read().catch(() => null)));
    answers.forEach((a, i) => {
      if (a) finalSeq.set(readers[i]?.table as string, a.seq);
    });
    const resting = answers.every(
      (a) => a !== null && (a.state.phase === 'settled' || (a.state.phase === 'betting' && a.state.closesAt === null)),
    );
    if (resting) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const restedMs = now() - start;
  const behindNow = () =>
    roster.players.filter((p) => (p.sub.last ?? -1) < (finalSeq.get(p.table) ?? Number.POSITIVE_INFINITY)).length;
  while (behindNow() > 0 && now() - start < limitMs + 10_000) await new Promise((r) => setTimeout(r, 100));
  return { restedMs: Math.round(restedMs), behind: behindNow() };
}
