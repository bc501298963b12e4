/**
 * The round journal's records: what is saved per game (the open round, the machine's last
 * snapshot, the last closed round), the public views of them, and their validators. Behaviour
 * lives in journal.ts.
 */
import { type Minor, sum } from '../engine/shared/money';
import { GAME_IDS, type GameId } from './catalog';
import type { GameHistory, HistoryEntry, Wager } from './history';
import { isWager } from './history';
import { isAmount, isRecord, isText } from './storage';

export const JOURNAL_VERSION = 1;

export const journalKey = (currency: string): string => `journal.${currency}`;

export type Stage = 'started' | 'debited' | 'settled' | 'credited';

export interface Step {
  step: 'started' | 'debited' | 'settled' | 'credited';
  amount: Minor;
  at: number;
}

export interface RoundRecord {
  /** The journal's id for the round: unique, used with the wallet and the lobby. */
  id: string;
  /** The id the machine gives its wallet calls (it may repeat across visits). */
  machineRoundId: string;
  game: GameId;
  table: string;
  stage: Stage;
  stakes: Minor[];
  returned: Minor | null;
  balanceBefore: Minor;
  balanceAfter: Minor | null;
  startedAt: number;
  wagers: Wager[];
  wins: Wager[];
  detail: unknown;
  steps: Step[];
}

export interface Slot {
  /** The machine's last persisted snapshot (JSON). */
  data: unknown;
  /** The open round it belongs to, or null between rounds. */
  roundId: string | null;
  /** How many of that round's debits the snapshot had seen. */
  position: number;
}

/** The last round closed at a table: a late repeat of its credit is acknowledged, not paid. */
export interface Closed {
  machineRoundId: string;
  returned: Minor;
}

export interface JournalRecord {
  seq: number;
  open: Partial<Record<GameId, RoundRecord>>;
  slots: Partial<Record<GameId, Slot>>;
  closed?: Partial<Record<GameId, Closed>>;
}

/** A round as the screens and the bridge see it. */
export interface RoundView {
  roundId: string;
  game: GameId;
  table: string;
  stage: Stage;
  staked: Minor;
  returned: Minor | null;
  balanceBefore: Minor;
}

export interface PendingRound extends RoundView {
  /** The snapshot to resume (wallet calls in flight put back on this journal's port), or null. */
  snapshot: unknown;
}

export type RoundSummary = HistoryEntry;

export type JournalEvent =
  | { type: 'round.started'; round: RoundView; balance: Minor }
  | { type: 'round.settled'; round: RoundView; balance: Minor }
  | { type: 'round.credited'; round: RoundView; balance: Minor }
  | { type: 'round.closed'; summary: RoundSummary; balance: Minor };

export interface Recovery {
  game: GameId;
  roundId: string;
  /** What boot did with the unfinished round. */
  action: 'resume' | 'credited' | 'refunded' | 'paid' | 'dropped';
  /** Money moved by the recovery itself (0 when none). */
  amount: Minor;
}

export interface SettleInput {
  returned: Minor;
  wagers?: Wager[];
  wins?: Wager[];
  /** The cards or the winning number, for history. */
  detail?: unknown;
}

export type SettleResult = { ok: true } | { ok: false; reason: 'no-round' | 'amount-mismatch' | 'invalid' };
export type CloseResult = { ok: true; summary: RoundSummary } | { ok: false; reason: 'no-round' | 'not-settled' };

export interface JournalOptions {
  /** ms since the epoch; main.ts passes Date.now, tests a counter. */
  clock: () => number;
  /** When given, every closed round is recorded in it. */
  history?: GameHistory;
}

export const GAMES: readonly GameId[] = GAME_IDS;
export const STAGES: readonly Stage[] = ['started', 'debited', 'settled', 'credited'];

const isStep = (v: unknown): v is Step =>
  isRecord(v) && STAGES.includes(v.step as Stage) && isAmount(v.amount) && typeof v.at === 'number';

const isRound = (v: unknown): v is RoundRecord =>
  isRecord(v) &&
  isText(v.id) &&
  isText(v.machineRoundId) &&
  GAMES.includes(v.game as GameId) &&
  isText(v.table) &&
  STAGES.includes(v.stage as Stage) &&
  Array.isArray(v.stakes) &&
  v.stakes.every(isAmount) &&
  (v.returned === null || isAmount(v.returned)) &&
  isAmount(v.balanceBefore) &&
  (v.balanceAfter === null || isAmount(v.balanceAfter)) &&
  typeof v.startedAt === 'number' &&
  Array.isArray(v.wagers) &&
  v.wagers.every(isWager) &&
  Array.isArray(v.wins) &&
  v.wins.every(isWager) &&
  'detail' in v &&
  Array.isArray(v.steps) &&
  v.steps.every(isStep);

const isSlot = (v: unknown): v is Slot =>
  isRecord(v) && 'data' in v && (v.roundId === null || isText(v.roundId)) && isAmount(v.position);

export const isJournalRecord = (v: unknown): v is JournalRecord =>
  isRecord(v) &&
  isAmount(v.seq) &&
  isRecord(v.open) &&
  Object.entries(v.open).every(([g, r]) => GAMES.includes(g as GameId) && isRound(r) && r.game === g) &&
  isRecord(v.slots) &&
  Object.entries(v.slots).every(([g, s]) => GAMES.includes(g as GameId) && isSlot(s)) &&
  (v.closed === undefined ||
    (isRecord(v.closed) &&
      Object.entries(v.closed).every(
        ([g, c]) => GAMES.includes(g as GameId) && isRecord(c) && isText(c.machineRoundId) && isAmount(c.returned),
      )));

export const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null)) as T;

export const fresh = (): JournalRecord => ({ seq: 0, open: {}, slots: {} });

export const view = (r: RoundRecord): RoundView => ({
  roundId: r.id,
  game: r.game,
  table: r.table,
  stage: r.stage,
  staked: sum(r.stakes),
  returned: r.returned,
  balanceBefore: r.balanceBefore,
});

/** Ignores the promise of a wallet call whose effect was applied synchronously. */
export const settled = (p: Promise<unknown>): void => {
  p.catch(() => undefined);
};

/** A round the journal opens at its first debit. */
export function newRound(r: {
  id: string;
  machineRoundId: string;
  game: GameId;
  table: string;
  amount: Minor;
  balance: Minor;
  now: number;
}): RoundRecord {
  return {
    id: r.id,
    machineRoundId: r.machineRoundId,
    game: r.game,
    table: r.table,
    stage: 'started',
    stakes: [],
    returned: null,
    balanceBefore: r.balance,
    balanceAfter: null,
    startedAt: r.now,
    wagers: [],
    wins: [],
    detail: null,
    steps: [{ step: 'started', amount: r.amount, at: r.now }],
  };
}

/** What history keeps of a finished round. */
export function summaryOf(round: RoundRecord, status: 'complete' | 'void', time: number): RoundSummary {
  const staked = sum(round.stakes);
  const returned = round.returned ?? 0;
  return {
    roundId: round.id,
    game: round.game,
    table: round.table,
    time,
    status,
    wagers: round.wagers,
    wins: round.wins,
    detail: round.detail,
    staked,
    returned,
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter ?? round.balanceBefore - staked + returned,
  };
}
