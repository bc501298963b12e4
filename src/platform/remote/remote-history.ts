/**
 * The player's history on the game server (SERVER.md `GET /v1/history`): the history panel's last
 * rounds of a game, and a table's roads (baccarat) or statistics board (roulette), which the
 * server keeps for every device and launch of the player instead of this browser's storage.
 *
 *   const history = new RemoteHistory(api);
 *   await history.list('roulette');            // newest first, as the demo's GameHistory lists them
 *   history.prefetch(table, asked);            // the launch's table, read at boot (its prepare takes it)
 *   await history.prepare('baccarat', table);  // as the table opens (never throws)
 *   history.roads(table);                      // its rounds, oldest first, for the machine's `history`
 *   history.stats(table);                      // roulette: the machine's `stats`
 */
import type { HistoryAnswer, RoundSummary } from '../../contract/history';
import { keptRounds } from '../../engine/baccarat/kept-rounds';
import type { RoundRecord } from '../../engine/baccarat/roads';
import { ROULETTE_TABLES } from '../../engine/roulette/rules';
import { EMPTY_STATS, type RouletteStats } from '../../engine/roulette/stats';
import type { GameId } from '../games';
import { HISTORY_SIZE, type HistoryEntry } from '../history';
import type { ReplayAccess } from '../replay-handoff';
import type { MoneyKind } from '../wallet';
import type { ServerApi } from './api';
import { historyEntry, roadRecord } from './history-entry';
import { historyPath as query, TABLE_HISTORY_LIMIT } from './history-path';

export class RemoteHistory {
  /** Each prepared table's rounds, newest first, as the server listed them. */
  private readonly tables = new Map<string, RoundSummary[]>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Reads started before their table opened, each taken by its table's next `prepare`. */
  private readonly early = new Map<string, Promise<void>>();

  constructor(
    private readonly api: ServerApi,
    /** Whose money the session plays (a replay's HUD says it). */
    private readonly kind: MoneyKind = 'demo',
  ) {}

  /**
   * The session a round's replay reads the round with (the history panel's REPLAY hands it to the
   * replay window in memory: platform/replay-handoff.ts); null before there is one.
   */
  replayAccess(): ReplayAccess | null {
    const token = this.api.token;
    return token ? { base: this.api.base, token, kind: this.kind } : null;
  }

  /** The game's last rounds, newest first (rejects with the ApiFailure when it cannot be read). */
  async list(game: GameId): Promise<HistoryEntry[]> {
    const answer = await this.api.get<HistoryAnswer>(query(game, HISTORY_SIZE));
    return roundsOf(answer).flatMap((s) => historyEntry(s) ?? []);
  }

  /**
   * Reads a table's last rounds for its roads or statistics, once as the table opens (again at
   * the next opening: rounds played since, on any device, are in it). Never rejects: a table
   * whose history cannot be read opens with empty roads rather than not at all.
   */
  prepare(game: GameId, table: string): Promise<void> {
    const early = this.early.get(table);
    if (early) {
      this.early.delete(table);
      return early;
    }
    return this.read(table, () => this.api.get<HistoryAnswer>(query(game, TABLE_HISTORY_LIMIT, table)));
  }

  /** Keeps a table's rounds from its answer (one read at a time per table). */
  private read(table: string, ask: () => Promise<HistoryAnswer>): Promise<void> {
    const pending = this.loading.get(table);
    if (pending) return pending;
    const load = ask()
      .then(
        (answer) => {
          this.tables.set(table, roundsOf(answer));
        },
        () => {
          // (The connection's state and an expired session are told by the ServerApi itself.)
          this.tables.delete(table);
        },
      )
      .finally(() => this.loading.delete(table));
    this.loading.set(table, load);
    return load;
  }

  /**
   * A table's last rounds read before it opens (a launch for that table: `asked`, the read already
   * on its way, went with the page's first requests: app/early-session.ts); the table's next
   * `prepare` takes it, read a moment ago, instead of reading again.
   */
  prefetch(table: string, asked: Promise<HistoryAnswer>): void {
    this.early.set(
      table,
      this.read(table, () => asked),
    );
  }

  /** A prepared baccarat table's rounds, oldest first, as many as the roads keep. */
  roads(table: string): RoundRecord[] {
    const rounds = this.tables.get(table) ?? [];
    const oldestFirst = rounds.flatMap((s) => roadRecord(s) ?? []).reverse();
    return keptRounds(oldestFirst);
  }

  /** A prepared roulette table's statistics: its winning numbers, newest first, over its window. */
  stats(table: string): RouletteStats {
    const rounds = this.tables.get(table);
    if (!rounds) return EMPTY_STATS;
    const recent = rounds.flatMap((s) => (s.status === 'settled' && typeof s.result === 'number' ? [s.result] : []));
    const window = ROULETTE_TABLES[table]?.history.window ?? TABLE_HISTORY_LIMIT;
    return { recent: recent.slice(0, window) };
  }
}

/** The rounds of an answer (none from an answer of another shape). */
function roundsOf(answer: HistoryAnswer | null): RoundSummary[] {
  return answer && Array.isArray(answer.rounds) ? answer.rounds : [];
}
