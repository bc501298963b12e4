/**
 * The roulette table as one typed rules object (ARCHITECTURE.md principle 2). Payouts, limits and
 * chips are fields; the engine never asks which table it is playing.
 */
import type { Minor } from '../shared/money';

const INSIDE_KINDS = ['straight', 'split', 'street', 'trio', 'corner', 'basket', 'line'] as const;
export const OUTSIDE_KINDS = ['column', 'dozen', 'red', 'black', 'odd', 'even', 'low', 'high'] as const;
type InsideKind = (typeof INSIDE_KINDS)[number];
type OutsideKind = (typeof OUTSIDE_KINDS)[number];
export type PositionKind = InsideKind | OutsideKind;
export const POSITION_KINDS: readonly PositionKind[] = [...INSIDE_KINDS, ...OUTSIDE_KINDS];

interface RouletteLimits {
  /** Least total stake on any one position. */
  min: Minor;
  /** Most total stake on one position, by its kind. */
  max: Record<PositionKind, Minor>;
  /** Most for all the bets of one spin together. */
  total: Minor;
}

interface RouletteHistoryRules {
  /** How many recent results the table shows (RULES.md: the last 13). */
  shown: number;
  /** How many spins the hot/cold numbers and the shares are counted over. */
  window: number;
  /** How many hot and how many cold numbers are listed. */
  hotCold: number;
}

export interface RouletteTable {
  id: string;
  game: 'roulette';
  /** "Pays N to 1": a winning stake is returned with N times itself. */
  payouts: Record<PositionKind, number>;
  limits: RouletteLimits;
  /** Chip values offered in the tray, ascending. */
  chips: readonly Minor[];
  history: RouletteHistoryRules;
}

/** A table or rules override the roulette engine cannot use (bets it refuses: problems.ts). */
export class RouletteError extends Error {
  override name = 'RouletteError';
}

const EUROPEAN: RouletteTable = {
  id: 'roulette-european',
  game: 'roulette',
  payouts: {
    straight: 35,
    split: 17,
    street: 11,
    trio: 11,
    corner: 8,
    basket: 8,
    line: 5,
    column: 2,
    dozen: 2,
    red: 1,
    black: 1,
    odd: 1,
    even: 1,
    low: 1,
    high: 1,
  },
  limits: {
    min: 10,
    max: {
      straight: 10_000,
      split: 20_000,
      street: 30_000,
      trio: 30_000,
      corner: 40_000,
      basket: 40_000,
      line: 60_000,
      column: 120_000,
      dozen: 120_000,
      red: 180_000,
      black: 180_000,
      odd: 180_000,
      even: 180_000,
      low: 180_000,
      high: 180_000,
    },
    total: 500_000,
  },
  chips: [10, 50, 100, 500, 2_500, 10_000],
  history: { shown: 13, window: 100, hotCold: 5 },
};

export const ROULETTE_TABLES: Readonly<Record<string, RouletteTable>> = { [EUROPEAN.id]: EUROPEAN };
export const ROULETTE_TABLE_IDS: readonly string[] = Object.keys(ROULETTE_TABLES);

/**
 * The table with that id, with `overrides` merged over it field by field (HEADLESS.md `rules`).
 * Unknown ids and unknown or ill-typed fields are refused by name.
 */
export function rouletteTable(id: unknown, overrides?: Record<string, unknown>): RouletteTable {
  const base = typeof id === 'string' && Object.hasOwn(ROULETTE_TABLES, id) ? ROULETTE_TABLES[id] : undefined;
  if (!base) {
    throw new RouletteError(`unknown roulette table ${JSON.stringify(id)} (tables: ${ROULETTE_TABLE_IDS.join(', ')})`);
  }
  const table = overrides ? (mergeOver(base, overrides, 'rules') as RouletteTable) : base;
  validateTable(table);
  return table;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function mergeOver(base: unknown, over: unknown, path: string): unknown {
  if (isPlainObject(base)) {
    if (!isPlainObject(over)) throw new RouletteError(`${path} must be an object`);
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) {
      if (!Object.hasOwn(base, key)) {
        throw new RouletteError(`${path}.${key} is not a roulette rule (known: ${Object.keys(base).join(', ')})`);
      }
      out[key] = mergeOver(base[key], value, `${path}.${key}`);
    }
    return out;
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(over)) throw new RouletteError(`${path} must be an array`);
    return over.slice();
  }
  if (typeof over !== typeof base) throw new RouletteError(`${path} must be a ${typeof base}`);
  return over;
}

function positiveInt(value: unknown, path: string): void {
  if (!Number.isSafeInteger(value) || (value as number) < 1) {
    throw new RouletteError(`${path} must be a positive integer, got ${JSON.stringify(value)}`);
  }
}

function validateTable(t: RouletteTable): void {
  if (t.id === '' || t.game !== 'roulette') throw new RouletteError('rules.id and rules.game cannot be changed');
  for (const kind of POSITION_KINDS) {
    positiveInt(t.payouts[kind], `rules.payouts.${kind}`);
    positiveInt(t.limits.max[kind], `rules.limits.max.${kind}`);
    if (t.limits.max[kind] < t.limits.min) {
      throw new RouletteError(`rules.limits.max.${kind} (${t.limits.max[kind]}) is below rules.limits.min`);
    }
  }
  positiveInt(t.limits.min, 'rules.limits.min');
  positiveInt(t.limits.total, 'rules.limits.total');
  if (t.chips.length === 0) throw new RouletteError('rules.chips must list at least one chip');
  t.chips.forEach((c, i) => {
    positiveInt(c, `rules.chips[${i}]`);
  });
  positiveInt(t.history.shown, 'rules.history.shown');
  positiveInt(t.history.window, 'rules.history.window');
  positiveInt(t.history.hotCold, 'rules.history.hotCold');
  if (t.history.window < t.history.shown) throw new RouletteError('rules.history.window must be at least shown');
}
