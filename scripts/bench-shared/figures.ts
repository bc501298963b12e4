/**
 * The figures of one `bench:shared` run, from what the tap (tap.ts) saw on the wire:
 * - rounds per minute per table (`round.settled` events first received within the run);
 * - fan-out latency: for each event, the last subscriber's receipt minus the answer of the command
 *   that wrote it (the command's events are the ones its answer's `seq` ends: a bet's `bets` with
 *   the `window.closing` and `seat.taken` it may bring, a decision's `decision` and everything it
 *   dealt and settled, a seat's `seat.taken`). Clock events (windows opening and closing, deals,
 *   timeouts) carry no time of their own, so theirs is measured from the first subscriber's receipt;
 * - each subscriber's sequence as the servers sent it: seqs jumped over, seqs sent again,
 *   snapshots instead of events, and its reconnects;
 * - with a server killed: each affected subscriber's reconnect and next event after the kill.
 */
import type { PlayRecord } from '../../src/platform/shared/policy-player';
import { percentile } from '../cluster/stats';
import type { Player } from './players';
import type { Subscription, TableLog, Tap } from './tap';

interface Summary {
  events: number;
  p50ms: number;
  p99ms: number;
  maxms: number;
}

export interface Figures {
  rounds: Record<string, number>;
  roundsPerMinute: Record<string, number>;
  latency: {
    all: Summary;
    /** Events a command wrote, from its answer. */
    fromCommand: Summary;
    /** Clock events, from the first subscriber's receipt. */
    fromFirstReceipt: Summary;
    /** With a fault: the events first received outside the 5 s after it. */
    outsideFault?: Summary;
  };
  subscribers: {
    count: number;
    missed: number;
    repeated: number;
    snapshots: number;
    /** Subscribers with any missed or repeated event, as `index (table): missed/repeated`. */
    faulty: string[];
    /** The client's own count of reconnects (onReconnecting), and connections beyond each stream's first. */
    reconnects: number;
    extraConnections: number;
    /** Stream connects refused or failed before an answer. */
    refusedConnects: number;
    /** Gaps the client reported (onGap). */
    clientGaps: number;
    /** Players that could not play (their error). */
    failed: string[];
  };
  recovery?: Recovery;
}

interface Recovery {
  killedServer: number;
  /** Subscribers whose stream was on the killed server at the kill (straight, or through nginx). */
  affected: number;
  straightToKilled: number;
  /** Of the affected: reconnected, and through nginx. */
  reconnected: number;
  throughNginx: number;
  /** From the kill to the reconnect being sent (ms): the client saw the stream end and waited its back-off. */
  reconnectSentMs: { p50: number; max: number };
  /** From the kill to the reconnect's answer (ms): the server answers a stream at once (a comment). */
  reconnectMs: { p50: number; max: number };
  /** From the kill to the first event received on the new connection (ms): the table's next event, which may be a quiet window away. */
  nextEventMs: { p50: number; max: number };
  backWithin5s: string;
  /** How far that first event came after the same event reached the first subscriber (ms): 0 when it was live. */
  nextEventBehindOthersMs: { p50: number; max: number };
  /** The affected subscribers that never came back. */
  lost: number[];
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function summary(xs: number[]): Summary {
  return {
    events: xs.length,
    p50ms: round1(percentile(xs, 50)),
    p99ms: round1(percentile(xs, 99)),
    maxms: round1(xs.length ? Math.max(...xs) : 0),
  };
}

/** The answer time of the command that wrote each event (events no command wrote are the clock's). */
function causes(log: TableLog): Map<number, number> {
  const ends = new Set(log.answers.map((a) => a.seq));
  const cause = new Map<number, number>();
  const typeOf = (seq: number) => log.types.get(seq)?.type;
  for (const a of [...log.answers].sort((x, y) => x.at - y.at)) {
    const last = typeOf(a.seq);
    if (last === undefined) continue;
    let seqs: number[] = [];
    if (a.kind === 'sit' && last === 'seat.taken') seqs = [a.seq];
    else if (a.kind === 'bet' && last === 'bets') {
      seqs = [a.seq];
      // The step before another command's answer is that command's: stop there.
      for (let s = a.seq - 1; s > a.seq - 3 && !ends.has(s); s--) {
        const t = typeOf(s);
        if (t !== 'window.closing' && t !== 'seat.taken') break;
        seqs.push(s);
      }
    } else if (a.kind === 'act') {
      const group: number[] = [];
      for (let s = a.seq; s > a.seq - 40; s--) {
        if (s !== a.seq && ends.has(s)) break;
        group.push(s);
        const e = log.types.get(s);
        if (e?.type === 'decision' && e.by !== 'clock') {
          seqs = group;
          break;
        }
      }
    }
    for (const s of seqs) if (!cause.has(s)) cause.set(s, a.at);
  }
  return cause;
}

function firstReceipt(subs: readonly Subscription[], seq: number): number | undefined {
  let first: number | undefined;
  for (const s of subs) {
    const at = s.received.get(seq);
    if (at !== undefined && (first === undefined || at < first)) first = at;
  }
  return first;
}

export interface FigureInput {
  tap: Tap;
  players: readonly Player[];
  records: readonly (PlayRecord | Error)[];
  t0: number;
  tEnd: number;
  kill: { at: number; server: number } | null;
}

export function figures(o: FigureInput): Figures {
  const seconds = (o.tEnd - o.t0) / 1000;
  const rounds: Record<string, number> = {};
  const roundsPerMinute: Record<string, number> = {};
  const all: number[] = [];
  const fromCommand: number[] = [];
  const fromFirst: number[] = [];
  const outside: number[] = [];
  for (const [table, log] of o.tap.tables) {
    const subs = o.players.filter((p) => p.table === table).map((p) => p.sub);
    if (subs.length === 0) continue;
    // Only events after every subscriber of the table was listening (none is then a backlog).
    const from = Math.max(...subs.map((s) => s.connections[0]?.asked ?? 0));
    const cause = causes(log);
    let settled = 0;
    for (const [seq, { type }] of log.types) {
      const first = firstReceipt(subs, seq);
      if (first === undefined || first < o.t0) continue;
      if (type === 'round.settled' && first <= o.tEnd) settled += 1;
      if (seq <= from) continue;
      let last = first;
      for (const s of subs) last = Math.max(last, s.received.get(seq) ?? last);
      const c = cause.get(seq);
      const ms = last - (c ?? first);
      all.push(ms);
      (c === undefined ? fromFirst : fromCommand).push(ms);
      if (o.kill && !(first >= o.kill.at && first <= o.kill.at + 5000)) outside.push(ms);
    }
    rounds[table] = settled;
    roundsPerMinute[table] = round1((settled / seconds) * 60);
  }

  const subs = o.players.map((p) => p.sub);
  const records = o.records.filter((r): r is PlayRecord => !(r instanceof Error));
  const faulty = subs
    .filter((s) => s.missed > 0 || s.repeated > 0)
    .map((s) => `${s.index} (${s.table}): ${s.missed}/${s.repeated}`);
  const failed = o.records.flatMap((r, i) => (r instanceof Error ? [`player ${i}: ${r.message}`] : []));
  return {
    rounds,
    roundsPerMinute,
    latency: {
      all: summary(all),
      fromCommand: summary(fromCommand),
      fromFirstReceipt: summary(fromFirst),
      ...(o.kill ? { outsideFault: summary(outside) } : {}),
    },
    subscribers: {
      count: subs.length,
      missed: subs.reduce((n, s) => n + s.missed, 0),
      repeated: subs.reduce((n, s) => n + s.repeated, 0),
      snapshots: subs.reduce((n, s) => n + s.snapshots, 0),
      faulty: faulty.slice(0, 20),
      reconnects: records.reduce((n, r) => n + r.reconnects, 0),
      extraConnections: subs.reduce((n, s) => n + Math.max(0, s.connections.length - 1), 0),
      refusedConnects: subs.reduce((n, s) => n + s.refused, 0),
      clientGaps: records.reduce((n, r) => n + r.gaps, 0),
      failed: failed.slice(0, 10),
    },
    ...(o.kill ? { recovery: recovery(o.players, o.kill) } : {}),
  };
}

function recovery(players: readonly Player[], kill: { at: number; server: number }): Recovery {
  const reconnect: number[] = [];
  const sent: number[] = [];
  const next: number[] = [];
  let within = 0;
  const behind: number[] = [];
  const lost: number[] = [];
  let affected = 0;
  let straight = 0;
  let viaNginx = 0;
  for (const p of players) {
    const conns = p.sub.connections;
    const atKill = conns.filter((c) => c.openedAt <= kill.at).at(-1);
    const after = conns.find((c) => c.openedAt > kill.at);
    const onKilled = atKill?.via === `server ${kill.server + 1}`;
    // Through nginx: it was on the killed server if its connection ended within a few seconds of the kill.
    const cut = atKill?.endedAt != null && atKill.endedAt >= kill.at && atKill.endedAt <= kill.at + 3000;
    if (!onKilled && !cut) continue;
    affected += 1;
    if (onKilled) straight += 1;
    if (!after) {
      lost.push(p.index);
      continue;
    }
    if (after.via === 'nginx') viaNginx += 1;
    reconnect.push(after.openedAt - kill.at);
    const attempt = p.sub.attempts.find((t) => t > kill.at);
    if (attempt !== undefined) sent.push(attempt - kill.at);
    // The first event received on the new connection, and when the first subscriber had it.
    let seq: number | null = null;
    let at = Number.POSITIVE_INFINITY;
    for (const [s, t] of p.sub.received) {
      if (t >= after.openedAt && t < at) {
        at = t;
        seq = s;
      }
    }
    if (seq === null) {
      lost.push(p.index);
      continue;
    }
    next.push(at - kill.at);
    const others = players.filter((q) => q.table === p.table).map((q) => q.sub);
    const late = at - (firstReceipt(others, seq) ?? at);
    behind.push(late);
    // Back: its stream answered again within 5 s, and live from then on (its next event came as
    // the others had it, not a second behind). A quiet window may keep that event away longer.
    if (after.openedAt - kill.at <= 5000 && late <= 1000) within += 1;
  }
  const pm = (xs: number[]) => ({
    p50: Math.round(percentile(xs, 50)),
    max: Math.round(xs.length ? Math.max(...xs) : 0),
  });
  return {
    killedServer: kill.server + 1,
    affected,
    straightToKilled: straight,
    reconnected: reconnect.length,
    throughNginx: viaNginx,
    reconnectSentMs: pm(sent),
    reconnectMs: pm(reconnect),
    nextEventMs: pm(next),
    backWithin5s: `${within} of ${affected}`,
    nextEventBehindOthersMs: pm(behind),
    lost,
  };
}
