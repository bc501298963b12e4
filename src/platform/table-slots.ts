/**
 * Where each game's table keeps its machine's persisted snapshot between steps and visits (plain
 * data: no secret is in it), so a reload in the middle of a round comes back where it was and a
 * returning player finds the table as they left it (the roads, the statistics, REBET). One record
 * per currency; a slot names its table and the rules it was played by, and is resumed only there.
 */
import { type GameId, isGameId } from './games';
import { isRecord, isText, problemOf, type TypedStore, type WriteResult } from './storage';

export const SLOTS_VERSION = 1;
export const slotsKey = (currency: string): string => `tables.${currency}`;

export interface SavedTable {
  table: string;
  /** The rules the table was played by, as canonical JSON: another set discards the slot. */
  rules: string;
  snapshot: unknown;
}

type SlotsRecord = Partial<Record<GameId, SavedTable>>;

const isSaved = (v: unknown): v is SavedTable =>
  isRecord(v) && isText(v.table) && typeof v.rules === 'string' && isRecord(v.snapshot);

const isSlots = (v: unknown): v is SlotsRecord =>
  isRecord(v) && Object.entries(v).every(([game, saved]) => isGameId(game) && isSaved(saved));

export class TableSlots {
  private constructor(
    private readonly store: TypedStore,
    private readonly currency: string,
    private record: SlotsRecord,
  ) {}

  static open(store: TypedStore, currency: string): TableSlots {
    const key = slotsKey(currency);
    const read = store.read(key, SLOTS_VERSION, isSlots);
    const problem = problemOf(read, key);
    // A spoilt slot only costs the table's look between visits: replaced quietly, logged.
    if (problem) console.warn(`tables: ${problem.code} ${problem.reason}`);
    return new TableSlots(store, currency, read.status === 'ok' ? read.data : {});
  }

  load(game: GameId): SavedTable | null {
    return this.record[game] ?? null;
  }

  /**
   * The table where the game was showing a round when the page went (its machine past betting):
   * a spin or a deal settled in the call that opened it is still to be shown there.
   */
  midRound(game: GameId): string | null {
    const saved = this.record[game];
    if (!saved || !isRecord(saved.snapshot)) return null;
    const phase = saved.snapshot.value;
    return typeof phase === 'string' && phase !== 'betting' && phase !== 'resuming' ? saved.table : null;
  }

  save(game: GameId, saved: SavedTable): WriteResult {
    this.record = { ...this.record, [game]: saved };
    return this.store.write(slotsKey(this.currency), SLOTS_VERSION, this.record);
  }

  forget(game: GameId): WriteResult {
    const { [game]: _, ...rest } = this.record;
    this.record = rest;
    return this.store.write(slotsKey(this.currency), SLOTS_VERSION, this.record);
  }
}
