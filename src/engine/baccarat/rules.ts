/**
 * The baccarat rules object and its table presets (RULES.md, sheets 000 and 001). Behaviour
 * follows these fields; a table id is only a name for a preset.
 */
import type { Minor, Rounding } from '../shared/money';
import { type ShufflePolicy, validateShufflePolicy } from '../shared/shoe';
import type { BaccaratProblem } from './problems';

export const BET_AREAS = ['player', 'banker', 'tie'] as const;
export type BetArea = (typeof BET_AREAS)[number];

/** What a winning bet earns on top of its stake, as numerator and denominator ("to 1"). */
type Ratio = readonly [number, number];

interface AreaLimits {
  min: Minor;
  max: Minor;
}

export interface BaccaratRules {
  decks: number;
  shuffle: ShufflePolicy;
  /** Winnings per unit of stake: PLAYER 1:1, BANKER 0.95:1 (19/20), TIE 8:1. */
  payouts: Readonly<Record<BetArea, Ratio>>;
  /** How a return that is not a whole minor unit is rounded (sheet 001: down to the cent). */
  rounding: Rounding;
  /** PLAYER and BANKER bets come back when the hands tie. */
  tieRefundsPlayerAndBanker: boolean;
  limits: Readonly<Record<BetArea, AreaLimits>>;
  /** Chip values offered in the tray, ascending. */
  chips: readonly Minor[];
}

export class BaccaratRulesError extends Error {
  override name = 'BaccaratRulesError';
}

const COMMON: Omit<BaccaratRules, 'decks' | 'shuffle'> = {
  payouts: { player: [1, 1], banker: [19, 20], tie: [8, 1] },
  rounding: 'floor',
  tieRefundsPlayerAndBanker: true,
  limits: {
    player: { min: 10, max: 500_000 },
    banker: { min: 10, max: 500_000 },
    tie: { min: 10, max: 100_000 },
  },
  chips: [10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000],
};

/** Both sheets shuffle before every round (001: "Kortit sekoitetaan ennen jokaista kierrosta"). */
export const BACCARAT_TABLES: Readonly<Record<string, BaccaratRules>> = {
  'baccarat-8deck': { ...COMMON, decks: 8, shuffle: 'every-round' },
  'baccarat-6deck': { ...COMMON, decks: 6, shuffle: 'every-round' },
};

export const BACCARAT_TABLE_IDS = Object.keys(BACCARAT_TABLES);

const FIELDS: readonly (keyof BaccaratRules)[] = [
  'decks',
  'shuffle',
  'payouts',
  'rounding',
  'tieRefundsPlayerAndBanker',
  'limits',
  'chips',
];

const ROUNDINGS: readonly Rounding[] = ['floor', 'ceil', 'half-up', 'half-even'];

/**
 * The rules of a table id, with optional overrides of its fields (`payouts` and `limits` merge
 * per area). Throws BaccaratRulesError naming the bad id or field.
 */
export function tableRules(table: unknown, overrides?: Record<string, unknown>): BaccaratRules {
  if (typeof table !== 'string' || !Object.hasOwn(BACCARAT_TABLES, table)) {
    throw new BaccaratRulesError(
      `unknown baccarat table ${JSON.stringify(table)} (known: ${BACCARAT_TABLE_IDS.join(', ')})`,
    );
  }
  const base = BACCARAT_TABLES[table] as BaccaratRules;
  if (overrides === undefined) return base;
  return mergeRules(base, overrides);
}

function mergeRules(base: BaccaratRules, overrides: Record<string, unknown>): BaccaratRules {
  for (const key of Object.keys(overrides)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new BaccaratRulesError(`rules.${key} is not a baccarat rule (known: ${FIELDS.join(', ')})`);
    }
  }
  const o = overrides as Partial<Record<keyof BaccaratRules, unknown>>;
  const merged = {
    ...base,
    ...o,
    payouts: { ...base.payouts, ...(isObject(o.payouts) ? o.payouts : {}) },
    limits: { ...base.limits, ...(isObject(o.limits) ? o.limits : {}) },
  } as BaccaratRules;
  if (o.payouts !== undefined && !isObject(o.payouts)) throw new BaccaratRulesError('rules.payouts must be an object');
  if (o.limits !== undefined && !isObject(o.limits)) throw new BaccaratRulesError('rules.limits must be an object');
  validateRules(merged);
  return merged;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** Throws BaccaratRulesError naming the first field that is not a valid value. */
function validateRules(rules: BaccaratRules): BaccaratRules {
  const fail = (msg: string): never => {
    throw new BaccaratRulesError(`rules.${msg}`);
  };
  if (!Number.isInteger(rules.decks) || rules.decks < 1 || rules.decks > 8)
    fail(`decks must be 1-8, got ${rules.decks}`);
  try {
    validateShufflePolicy(rules.shuffle);
  } catch (e) {
    fail((e as Error).message);
  }
  if (!ROUNDINGS.includes(rules.rounding)) fail(`rounding must be one of ${ROUNDINGS.join(', ')}`);
  if (typeof rules.tieRefundsPlayerAndBanker !== 'boolean') fail('tieRefundsPlayerAndBanker must be a boolean');
  for (const area of BET_AREAS) {
    const p = rules.payouts[area] as unknown;
    if (!Array.isArray(p) || p.length !== 2 || !isCount(p[0]) || !isCount(p[1]) || p[1] === 0) {
      fail(`payouts.${area} must be [numerator, denominator] of non-negative integers, got ${JSON.stringify(p)}`);
    }
    const l = rules.limits[area] as unknown as Partial<AreaLimits>;
    if (!isObject(l) || !isCount(l.min) || !isCount(l.max) || l.min < 1 || l.max < l.min) {
      fail(`limits.${area} must be { min, max } with 1 <= min <= max, got ${JSON.stringify(l)}`);
    }
  }
  for (const k of Object.keys(rules.payouts)) {
    if (!(BET_AREAS as readonly string[]).includes(k)) fail(`payouts.${k} is not a bet area`);
  }
  for (const k of Object.keys(rules.limits)) {
    if (!(BET_AREAS as readonly string[]).includes(k)) fail(`limits.${k} is not a bet area`);
  }
  const chips = rules.chips as unknown;
  if (!Array.isArray(chips) || chips.length === 0 || !chips.every((c) => isCount(c) && c > 0)) {
    fail('chips must be a non-empty list of positive integer amounts');
  }
  return rules;
}

/** Stakes per area in minor units; an area without a bet is 0. */
export type Bets = Readonly<Record<BetArea, Minor>>;

export const NO_BETS: Bets = { player: 0, banker: 0, tie: 0 };

export function totalStake(bets: Bets): Minor {
  return bets.player + bets.banker + bets.tie;
}

/**
 * Why these bets may not be dealt, or null when they may: an area with a stake below its
 * minimum or above its maximum, a negative or fractional stake, no stake at all, or (when a
 * balance is given) more than the balance.
 */
export function betProblem(bets: Bets, rules: BaccaratRules, balance?: Minor): BaccaratProblem | null {
  for (const area of BET_AREAS) {
    const amount = bets[area];
    if (!Number.isSafeInteger(amount) || amount < 0) return { code: 'bet.badAmount', area, amount };
    if (amount === 0) continue;
    const { min, max } = rules.limits[area];
    if (amount < min) return { code: 'bet.belowMin', area, amount, min };
    if (amount > max) return { code: 'bet.overMax', area, amount, max };
  }
  const total = totalStake(bets);
  if (total === 0) return { code: 'bet.none' };
  if (balance !== undefined && total > balance) return { code: 'bet.overBalance', total, balance };
  return null;
}
