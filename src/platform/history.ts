/**
 * Game history (recall): the last `HISTORY_SIZE` rounds of each game, newest first, persisted per
 * currency. An entry is what the history panel shows: when (a time passed in, ms since the epoch),
 * which table, every wager, the cards or the winning number (an opaque per-game `detail` object
 * the game's panel knows how to draw), every win, and the balance before and after.
 *
 *   const { history, problem } = GameHistory.open(store, 'EUR');
 *   history.record(entry);            // a settled round (the demo port writes it); twice is a no-op
 *   history.list('roulette');         // newest first, at most 10
 *   history.find('roulette', roundId) // one round to recall
 *
 * Wager and win `bet` fields are codes (`main:1`, `banker`, `straight:17`), never player text.
 * A saved history that is corrupt or from another version is dropped and returned as `problem`
 * (`storage-reset`, the unreadable one set aside); a failing storage keeps the history in memory for the visit.
 */
import { VOID_REASONS, type VoidReason } from '../contract/void-reasons';
import type { Minor } from '../engine/shared/money';
import type { GameId } from './games';
import {
  isAmount,
  isRecord,
  isText,
  problemOf,
  type StorageProblem,
  type TypedStore,
  type WriteResult,
} from './storage';

const HISTORY_VERSION = 1;
export const HISTORY_SIZE = 10;

const historyKey = (currency: string): string => `history.${currency}`;

/** Why a round was void: the codes the server's rounds carry too (src/contract/void-reasons.ts). */
export type { VoidReason } from '../contract/void-reasons';

/** One stake or one win on one bet. */
export interface Wager {
  /** The bet's code in its game (not text a player reads). */
  bet: string;
  amount: Minor;
}

export interface HistoryEntry {
  roundId: string;
  game: GameId;
  table: string;
  /** When the round ended, ms since the epoch (given by the caller, never read here). */
  time: number;
  /** `void`: the round could not be finished and its stakes were returned. */
  status: 'complete' | 'void';
  /** Why a void round was void (absent from entries written before reasons were kept). */
  voidReason?: VoidReason;
  wagers: Wager[];
  wins: Wager[];
  /** The cards or the winning number: JSON the game's history panel knows how to draw. */
  detail: unknown;
  staked: Minor;
  returned: Minor;
  balanceBefore: Minor;
  balanceAfter: Minor;
}

type HistoryRecord = Partial<Record<GameId, HistoryEntry[]>>;

const GAMES: readonly GameId[] = ['blackjack', 'baccarat', 'roulette'];

const isWager = (value: unknown): value is Wager => isRecord(value) && isText(value.bet) && isAmount(value.amount);

export function isHistoryEntry(value: unknown): value is HistoryEntry {
  return (
    isRecord(value) &&
    isText(value.roundId) &&
    GAMES.includes(value.game as GameId) &&
    isText(value.table) &&
    typeof value.time === 'number' &&
    Number.isFinite(value.time) &&
    (value.status === 'complete' || value.status === 'void') &&
    (value.voidReason === undefined || VOID_REASONS.includes(value.voidReason as VoidReason)) &&
    Array.isArray(value.wagers) &&
    value.wagers.every(isWager) &&
    Array.isArray(value.wins) &&
    value.wins.every(isWager) &&
    'detail' in value &&
    isAmount(value.staked) &&
    isAmount(value.returned) &&
    isAmount(value.balanceBefore) &&
    isAmount(value.balanceAfter)
  );
}

const isHistoryRecord = (value: unknown): value is HistoryRecord =>
  isRecord(value) &&
  Object.entries(value).every(
    ([game, list]) => GAMES.includes(game as GameId) && Array.isArray(list) && list.every(isHistoryEntry),
  );

export class GameHistory {
  private constructor(
    private readonly store: TypedStore,
    readonly currency: string,
    private data: HistoryRecord,
  ) {}

  static open(store: TypedStore, currency: string): { history: GameHistory; problem: StorageProblem | null } {
    const key = historyKey(currency);
    const read = store.read(key, HISTORY_VERSION, isHistoryRecord);
    const problem = problemOf(read, key);
    if (problem) store.report(problem);
    const history = new GameHistory(store, currency, read.status === 'ok' ? read.data : {});
    // A history this build cannot read (spoilt, or a newer version's) is kept aside, untouched,
    // before a fresh one is written over its key.
    if (problem && problem.code !== 'storage-unavailable' && store.setAside(key, String(Date.now())).ok) history.save();
    return { history, problem };
  }

  /**
   * Adds a finished round, newest first, keeping the last HISTORY_SIZE of its game. A round
   * already recorded is not added again. Returns false when the entry is not a valid one.
   */
  record(entry: HistoryEntry): boolean {
    const copy = toPlain(isRecord(entry) ? { ...entry, detail: entry.detail ?? null } : entry);
    if (!isHistoryEntry(copy)) return false;
    const list = this.data[copy.game] ?? [];
    if (list.some((e) => e.roundId === copy.roundId)) return true;
    this.data = { ...this.data, [copy.game]: [copy, ...list].slice(0, HISTORY_SIZE) };
    this.save();
    return true;
  }

  /** The game's last rounds, newest first (copies). */
  list(game: GameId): HistoryEntry[] {
    return (this.data[game] ?? []).map(toPlain) as HistoryEntry[];
  }

  find(game: GameId, roundId: string): HistoryEntry | null {
    const found = (this.data[game] ?? []).find((e) => e.roundId === roundId);
    return found ? (toPlain(found) as HistoryEntry) : null;
  }

  clear(game?: GameId): void {
    if (game) {
      const { [game]: _, ...rest } = this.data;
      this.data = rest;
    } else {
      this.data = {};
    }
    this.save();
  }

  private save(): WriteResult {
    return this.store.write(historyKey(this.currency), HISTORY_VERSION, this.data);
  }
}

/** A deep copy through JSON: what is kept is exactly what a reload would read back. */
function toPlain(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value ?? null));
  } catch {
    return null;
  }
}
