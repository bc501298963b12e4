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
  /** One back bet per box held by someone else (sheet 002, "taustapanos"). */
  readonly betBehind: boolean;
  /** `half`: insurance costs exactly half the main bet; `up-to-half`: the player picks the amount. */
  readonly insuranceAmount: 'half' | 'up-to-half';
  readonly minBet: Minor;
  readonly maxBet: Minor;
  readonly chips: readonly Minor[];
  /** Limit tiers the lobby offers (the first is the default); empty: the table has one. */
  readonly tiers: readonly LimitTier[];
}

/** A table's limit tier: its id (`10-500`), the per-seat limits and the chips that go with them. */
interface LimitTier {
  readonly id: string;
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
  betBehind: false,
  insuranceAmount: 'half',
  minBet: 100,
  maxBet: 50000,
  chips: [100, 500, 1000, 2500, 10000],
  tiers: [],
};

/** The four tables of RULES.md as overrides of the defaults; each line follows its sheet. */
const PRESET_OVERRIDES: Record<string, Partial<BlackjackRules>> = {
  // Sheet 000: peek, S17, no double after split, split once, late surrender, insured hand locked;
  // one seat for the player, the others held by computer players; split aces drawn freely ("as
  // many cards as he wants on both hands").
  'bj-classic': {
    otherPlayers: 2,
    doubleAfterSplit: false,
    maxHands: 2,
    hitSplitAces: true,
    surrender: 'late',
    insuredHandMayNotDoubleOrSplit: true,
  },
  // Sheet 002: no hole card, continuous shuffler, 777 bonus, Perfect Pairs, 4 hands, aces re-split,
  // insurance "enintään puolet" (up to half), back bets, two limit tiers (10–500 and 20–1000).
  'bj-european': {
    holeCard: 'none',
    maxHands: 4,
    resplitAces: true,
    surrender: 'late-not-vs-ace',
    bonus777: true,
    perfectPairs: true,
    shuffle: 'continuous',
    // Five boxes: up to three for the player, two held by computer players to bet behind on.
    seats: 3,
    otherPlayers: 2,
    betBehind: true,
    insuranceAmount: 'up-to-half',
    minBet: 1000,
    maxBet: 50000,
    chips: [1000, 2500, 5000, 10000, 50000],
    tiers: [
      { id: '10-500', minBet: 1000, maxBet: 50000, chips: [1000, 2500, 5000, 10000, 50000] },
      { id: '20-1000', minBet: 2000, maxBet: 100000, chips: [2000, 5000, 10000, 25000, 100000] },
    ],
  },
  // Sheet 003: shuffled every round, 3 seats 1–300, one split (aces played on like any split
  // hand), surrender never vs an ace.
  'bj-multiseat': {
    maxHands: 2,
    hitSplitAces: true,
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
const CHIP_CHECK: Check = (v) =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.length <= 10 &&
  v.every((c, i) => Number.isSafeInteger(c) && c > 0 && (i === 0 || c > (v[i - 1] as number)))
    ? null
    : 'must be 1 to 10 positive integer chip values in increasing order';
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
  betBehind: bool,
  insuranceAmount: oneOf('half', 'up-to-half'),
  minBet: positiveMinor,
  maxBet: positiveMinor,
  chips: CHIP_CHECK,
  tiers: (v) => {
    if (!Array.isArray(v) || v.length > 5) return 'must be a list of at most 5 limit tiers';
    const ids = new Set<unknown>();
    for (const [i, tier] of v.entries()) {
      const t = tier as Record<string, unknown> | null;
      if (typeof t !== 'object' || t === null || typeof t.id !== 'string' || !/^[a-z0-9-]{1,20}$/.test(t.id)) {
        return `[${i}] needs an "id" of 1 to 20 lower-case letters, digits or hyphens`;
      }
      if (ids.has(t.id)) return `[${i}] repeats the id "${t.id}"`;
      ids.add(t.id);
      for (const field of ['minBet', 'maxBet'] as const) {
        const problem = positiveMinor(t[field]);
        if (problem) return `[${i}].${field} ${problem}`;
      }
      if ((t.minBet as number) > (t.maxBet as number)) return `[${i}] has "minBet" above "maxBet"`;
      const chips = CHIP_CHECK(t.chips);
      if (chips) return `[${i}].chips ${chips}`;
    }
    return null;
  },
};

/**
 * Checks a whole rules object: every field present and sensible, and the fields that depend on
 * each other consistent. The message names the field.
 */
export function validateRules(input: Record<string, unknown>): BlackjackRules {
  // Tiers are optional in the contract (RULES.md): a rules object without them has one tier.
  const candidate = 'tiers' in input ? input : { ...input, tiers: [] };
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
    tiers: r.tiers.map((t) => ({ id: t.id, minBet: t.minBet, maxBet: t.maxBet, chips: t.chips.slice() })),
  };
}

/** The ids of a table's limit tiers, the default first; empty when it has one set of limits. */
export function tierIds(rules: BlackjackRules): string[] {
  return rules.tiers.map((t) => t.id);
}

/** The rules at one of their limit tiers: its limits and chips; an unknown tier is an error. */
export function atTier(rules: BlackjackRules, id: string): BlackjackRules {
  const tier = rules.tiers.find((t) => t.id === id);
  if (!tier) {
    const known = rules.tiers.length > 0 ? rules.tiers.map((t) => t.id).join(', ') : 'none';
    throw new RulesError(`unknown limit tier "${id}" (tiers: ${known})`);
  }
  return { ...rules, minBet: tier.minBet, maxBet: tier.maxBet, chips: tier.chips.slice() };
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
