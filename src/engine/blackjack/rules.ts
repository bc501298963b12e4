/**
 * The blackjack rules object of RULES.md: one typed object per table, the four tables as presets,
 * and validation of operator or `--rules` overrides. Field names are a public contract.
 */
import type { Minor } from '../shared/money';
import { type ShufflePolicy, validateShufflePolicy } from '../shared/shoe';

export interface BlackjackRules {
  readonly decks: number;
  readonly dealerHitsSoft17: boolean;
  readonly holeCard: 'peek' | 'none';
  readonly peekOn: 'ace-and-ten' | 'ace';
  readonly doubleOn: 'any2' | '9-11' | '10-11';
  readonly doubleAfterSplit: boolean;
  readonly maxHands: number;
  readonly resplitAces: boolean;
  readonly hitSplitAces: boolean;
  readonly splitSecondCard: 'when-played' | 'immediately';
  readonly surrender: 'none' | 'late' | 'late-not-vs-ace';
  readonly insurance: boolean;
  readonly evenMoney: boolean;
  readonly insuredHandMayNotDoubleOrSplit: boolean;
  readonly blackjackPays: readonly [number, number];
  readonly bonus777: boolean;
  readonly perfectPairs: boolean;
  readonly shuffle: ShufflePolicy;
  readonly seats: number;
  /** Boxes held by computer players, after the player's seats; they play the computed strategy. */
  readonly otherPlayers: number;
  readonly minBet: Minor;
  readonly maxBet: Minor;
  readonly chips: readonly Minor[];
}

export class RulesError extends Error {
  override name = 'RulesError';
}

/** The suite defaults every preset starts from (6 decks, peek, S17, 3:2). */
export const DEFAULT_RULES: BlackjackRules = {
  decks: 6,
  dealerHitsSoft17: false,
  holeCard: 'peek',
  peekOn: 'ace-and-ten',
  doubleOn: 'any2',
  doubleAfterSplit: true,
  maxHands: 4,
  resplitAces: false,
  hitSplitAces: false,
  splitSecondCard: 'when-played',
  surrender: 'none',
  insurance: true,
  evenMoney: true,
  insuredHandMayNotDoubleOrSplit: false,
  blackjackPays: [3, 2],
  bonus777: false,
  perfectPairs: false,
  shuffle: { penetration: 0.75 },
  seats: 1,
  otherPlayers: 0,
  minBet: 100,
  maxBet: 50000,
  chips: [100, 500, 1000, 2500, 10000],
};

/** The four tables of RULES.md as overrides of the defaults; each line follows its sheet. */
const PRESET_OVERRIDES: Record<string, Partial<BlackjackRules>> = {
  // Sheet 000: peek, S17, no double after split, split once, late surrender, insured hand locked;
  // one seat for the player, the others held by computer players.
  'bj-classic': {
    otherPlayers: 2,
    doubleAfterSplit: false,
    maxHands: 2,
    surrender: 'late',
    insuredHandMayNotDoubleOrSplit: true,
  },
  // Sheet 002: no hole card, continuous shuffler, 777 bonus, Perfect Pairs, 4 hands, aces re-split.
  'bj-european': {
    holeCard: 'none',
    maxHands: 4,
    resplitAces: true,
    surrender: 'late-not-vs-ace',
    bonus777: true,
    perfectPairs: true,
    shuffle: 'continuous',
    seats: 3,
    minBet: 1000,
    maxBet: 50000,
    chips: [1000, 2500, 5000, 10000, 50000],
  },
  // Sheet 003: shuffled every round, 3 seats 1–300, one split, surrender never vs an ace.
  'bj-multiseat': {
    maxHands: 2,
    surrender: 'late-not-vs-ace',
    shuffle: 'every-round',
    seats: 3,
    minBet: 100,
    maxBet: 30000,
  },
  // Sheet 004: 8 decks, H17, reshuffle after 10 %, 3 splits with both cards at once, no even money.
  'bj-h17-8deck': {
    decks: 8,
    dealerHitsSoft17: true,
    maxHands: 4,
    splitSecondCard: 'immediately',
    surrender: 'late',
    evenMoney: false,
    shuffle: { penetration: 0.1 },
    minBet: 100,
    maxBet: 50000,
    chips: [100, 500, 2500, 10000],
  },
};

export const BLACKJACK_TABLES = Object.keys(PRESET_OVERRIDES) as readonly string[];

const FIELDS = Object.keys(DEFAULT_RULES) as readonly (keyof BlackjackRules)[];

type Check = (value: unknown) => string | null;

const oneOf =
  (...allowed: readonly unknown[]): Check =>
  (v) =>
    allowed.includes(v) ? null : `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`;
const bool: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const intIn =
  (lo: number, hi: number): Check =>
  (v) =>
    Number.isSafeInteger(v) && (v as number) >= lo && (v as number) <= hi
      ? null
      : `must be an integer from ${lo} to ${hi}`;
const positiveMinor: Check = (v) =>
  Number.isSafeInteger(v) && (v as number) > 0 ? null : 'must be a positive integer number of minor units';

const CHECKS: Record<keyof BlackjackRules, Check> = {
  decks: intIn(1, 8),
  dealerHitsSoft17: bool,
  holeCard: oneOf('peek', 'none'),
  peekOn: oneOf('ace-and-ten', 'ace'),
  doubleOn: oneOf('any2', '9-11', '10-11'),
  doubleAfterSplit: bool,
  maxHands: intIn(1, 4),
  resplitAces: bool,
  hitSplitAces: bool,
  splitSecondCard: oneOf('when-played', 'immediately'),
  surrender: oneOf('none', 'late', 'late-not-vs-ace'),
  insurance: bool,
  evenMoney: bool,
  insuredHandMayNotDoubleOrSplit: bool,
  blackjackPays: (v) =>
    Array.isArray(v) &&
    v.length === 2 &&
    v.every((n) => Number.isSafeInteger(n) && n > 0 && n <= 1000) &&
    (v[0] as number) >= (v[1] as number)
      ? null
      : 'must be [numerator, denominator] of positive integers paying at least 1:1, e.g. [3, 2]',
  bonus777: bool,
  perfectPairs: bool,
  shuffle: (v) => {
    try {
      validateShufflePolicy(v);
      return null;
    } catch (e) {
      return (e as Error).message.replace(/^shuffle(\.penetration)? /, '');
    }
  },
  seats: intIn(1, 7),
  otherPlayers: intIn(0, 6),
  minBet: positiveMinor,
  maxBet: positiveMinor,
  chips: (v) =>
    Array.isArray(v) &&
    v.length > 0 &&
    v.length <= 10 &&
    v.every((c, i) => Number.isSafeInteger(c) && c > 0 && (i === 0 || c > (v[i - 1] as number)))
      ? null
      : 'must be 1 to 10 positive integer chip values in increasing order',
};

/**
 * Checks a whole rules object: every field present and sensible, and the fields that depend on
 * each other consistent. The message names the field.
 */
export function validateRules(candidate: Record<string, unknown>): BlackjackRules {
  for (const key of Object.keys(candidate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new RulesError(`unknown blackjack rules field "${key}" (known fields: ${FIELDS.join(', ')})`);
    }
  }
  for (const field of FIELDS) {
    if (!(field in candidate)) throw new RulesError(`rules field "${field}" is missing`);
    const problem = CHECKS[field](candidate[field]);
    if (problem) throw new RulesError(`rules field "${field}" ${problem}, got ${JSON.stringify(candidate[field])}`);
  }
  const r = candidate as unknown as BlackjackRules;
  if (r.minBet > r.maxBet) {
    throw new RulesError(`rules field "minBet" (${r.minBet}) must not exceed "maxBet" (${r.maxBet})`);
  }
  if ((r.chips[0] as number) > r.maxBet) {
    throw new RulesError(`rules field "chips": the smallest chip (${r.chips[0]}) is above "maxBet" (${r.maxBet})`);
  }
  return {
    ...r,
    blackjackPays: [r.blackjackPays[0], r.blackjackPays[1]],
    shuffle: validateShufflePolicy(r.shuffle),
    chips: r.chips.slice(),
  };
}

export function isBlackjackTable(id: unknown): id is string {
  return typeof id === 'string' && Object.hasOwn(PRESET_OVERRIDES, id);
}

/** The preset of a table, with `overrides` merged over it and the result validated. */
export function tableRules(table: string, overrides: Record<string, unknown> = {}): BlackjackRules {
  if (!isBlackjackTable(table)) {
    throw new RulesError(`unknown blackjack table "${table}" (tables: ${BLACKJACK_TABLES.join(', ')})`);
  }
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
    throw new RulesError('rules overrides must be a JSON object of rules fields');
  }
  return validateRules({ ...DEFAULT_RULES, ...PRESET_OVERRIDES[table], ...overrides });
}
