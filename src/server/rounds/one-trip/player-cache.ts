/**
 * What this server process knows of a session's player since its last one-trip call: the snapshot
 * that call left behind, so that the session's next round call can go straight to its write, one
 * trip to the database. It is never trusted: the write applies only if the player's version (and
 * balance, and the acted-on round) is still as known here (every other change of the player moves
 * the version), and when it is not, the call reads the snapshot afresh. Values are kept as the JSON written, and parsed for
 * each call, so no call can change what the next one starts from.
 *
 * Several servers taking turns with a player's calls (a balancer without affinity) make most of
 * what one knows stale, and a stale snapshot costs a step worked out for nothing: while more than
 * half of them turn out stale, calls read first, and one in 16 tries what is known.
 */
import type { ShoeRow } from '../fair-deal';
import type { ActSnapshot, CallSnapshot, OpenSnapshot } from './snapshot';
import type { OneTripWrite } from './write';

type KnownPlayer = Omit<CallSnapshot, 'stored_fingerprint' | 'stored_status' | 'stored_answer' | 'expired'>;
type KnownRound = Omit<NonNullable<ActSnapshot['round']>, 'state'> & { stateJson: string };

interface KnownTable {
  openRound: string | null;
  shoe: (Omit<ShoeRow, 'state'> & { json: string }) | null;
}

interface Known {
  at: number;
  player: KnownPlayer;
  tables: Map<string, KnownTable>;
  /** The player's open rounds known here. */
  rounds: Map<string, KnownRound>;
}

const NOT_STORED = { stored_fingerprint: null, stored_status: null, stored_answer: null, expired: false } as const;

export class PlayerCache {
  private readonly known = new Map<string, Known>();
  /** Sessions of operators' players: their calls take the locked path, without reading here first. */
  private readonly operators = new Set<string>();
  /** The share of known snapshots that turned out stale, recent calls weighing most. */
  private staleShare = 0;
  private calls = 0;

  constructor(
    private readonly maxSessions = 10_000,
    private readonly ttlMs = 60_000,
  ) {}

  /** Whether this call should start from what is known (see above). */
  worthTrying(): boolean {
    this.calls++;
    return this.staleShare <= 0.5 || this.calls % 16 === 0;
  }

  /** Whether the session is an operator's player's (its round calls take the seamless wallet's steps). */
  operatorSession(hash: string): boolean {
    return this.operators.has(hash);
  }

  /** A session's player never changes kind: an operator's is remembered (up to as many as sessions). */
  markOperator(hash: string): void {
    this.forget(hash);
    if (this.operators.size < this.maxSessions) this.operators.add(hash);
  }

  /** A write that started from what was known applied, or found it stale. */
  tried(stale: boolean): void {
    this.staleShare = this.staleShare * 0.9 + (stale ? 0.1 : 0);
  }

  openSnapshot(hash: string, table: string): OpenSnapshot | null {
    const k = this.entry(hash);
    const t = k?.tables.get(table);
    if (!k || !t) return null;
    return {
      ...k.player,
      ...NOT_STORED,
      open_round: t.openRound,
      shoe_seed_id: t.shoe?.seed_id ?? null,
      shoe_nonce: t.shoe?.nonce ?? 0,
      shoe_state: t.shoe ? JSON.parse(t.shoe.json) : null,
    };
  }

  actSnapshot(hash: string, roundId: string): ActSnapshot | null {
    const k = this.entry(hash);
    const r = k?.rounds.get(roundId);
    if (!k || !r) return null;
    const { stateJson, ...round } = r;
    return { ...k.player, ...NOT_STORED, round: { ...round, state: JSON.parse(stateJson) } };
  }

  /** What an opening call read. */
  learnOpen(hash: string, table: string, s: OpenSnapshot): void {
    const k = this.fresh(hash, s);
    if (!k) return;
    const shoe =
      s.shoe_seed_id === null
        ? null
        : { seed_id: s.shoe_seed_id, nonce: s.shoe_nonce, json: JSON.stringify(s.shoe_state) };
    k.tables.set(table, { openRound: s.open_round, shoe });
  }

  /** What an acting call read: the round, while it is open (the seed read with it is the round's). */
  learnAct(hash: string, s: ActSnapshot): void {
    const r = s.round;
    if (r?.status !== 'open' || s.seed_id === null) {
      this.forget(hash);
      return;
    }
    const k = this.fresh(hash, s);
    if (!k) return;
    const { state, ...round } = r;
    k.rounds.set(r.id, { ...round, stateJson: JSON.stringify(state) });
  }

  /** The player as the call's write left it (the round's row at `roundXmin`). */
  wrote(hash: string, w: OneTripWrite, stateJson: string | null, shoeJson: string | null, roundXmin: string): void {
    const k = this.known.get(hash);
    if (!k || k.player.version !== w.version) {
      this.forget(hash);
      return;
    }
    const r = w.round;
    k.player = {
      ...k.player,
      version: w.version + 1,
      balance: w.balance,
      next_nonce: w.deal.nextNonce ?? k.player.next_nonce,
    };
    const table = k.tables.get(r.table);
    if (table) table.openRound = r.status === 'open' ? r.id : null;
    if (table && w.deal.shoe && shoeJson !== null)
      table.shoe = { seed_id: r.seedId, nonce: w.deal.shoe.nonce, json: shoeJson };
    if (r.status === 'open' && stateJson !== null) {
      const { id, game, table: table_id, tier, status, staked, nonces, firstCard } = r;
      const round = { id, game, table_id, tier, status, staked, nonces, first_card: firstCard, xmin: roundXmin };
      k.rounds.set(id, { ...round, stateJson });
    } else k.rounds.delete(r.id);
    this.touch(hash, k);
  }

  forget(hash: string): void {
    this.known.delete(hash);
  }

  private entry(hash: string): Known | null {
    const k = this.known.get(hash);
    if (!k) return null;
    if (Date.now() - k.at > this.ttlMs) {
      this.known.delete(hash);
      return null;
    }
    return k;
  }

  /** The entry for a snapshot just read: what was known of the same version stays, anything older goes. */
  private fresh(hash: string, s: CallSnapshot): Known | null {
    if (s.kind !== 'demo' || s.expired) {
      this.forget(hash);
      return null;
    }
    const { stored_fingerprint: _f, stored_status: _s, stored_answer: _a, expired: _e, ...player } = s;
    const k = this.entry(hash);
    const same = k && k.player.version === s.version && k.player.seed_id === s.seed_id;
    const next: Known = same ? k : { at: 0, player, tables: new Map(), rounds: new Map() };
    next.player = player;
    this.touch(hash, next);
    return next;
  }

  /** Keeps the entry as the most recent one, dropping the oldest past the limit. */
  private touch(hash: string, k: Known): void {
    k.at = Date.now();
    this.known.delete(hash);
    this.known.set(hash, k);
    if (this.known.size > this.maxSessions) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }
}
