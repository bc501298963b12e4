/**
 * Basic strategy computed from expected values for a table's own rules (not a chart typed in).
 * For each dealer up card the shoe is the table's decks less the up card and the player's two
 * cards; a hard total's values are the average over the two-card hands that make it (pairs have
 * their own row), weighted by how often each is dealt. Codes as in HEADLESS.md.
 */
import { fullShoe, UP_VALUES, valueKey, without } from './ev/composition';
import { type MoveEvs, startingHandEvs } from './ev/player';
import type { BlackjackRules } from './rules';

export type StrategyCode = 'H' | 'S' | 'D' | 'Ds' | 'P' | 'Rh' | 'Rs' | 'Rp';
export type UpCard = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'A';
export type StrategyRow = Record<UpCard, StrategyCode>;

export interface Strategy {
  readonly hard: Record<string, StrategyRow>;
  readonly soft: Record<string, StrategyRow>;
  readonly pairs: Record<string, StrategyRow>;
}

export const UP_CARDS: readonly UpCard[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'];
export const HARD_TOTALS: readonly number[] = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
export const SOFT_TOTALS: readonly number[] = [13, 14, 15, 16, 17, 18, 19, 20, 21];
export const PAIR_KEYS: readonly string[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'];

const NONE: MoveEvs = { stand: -1, hit: Number.NaN, double: Number.NaN, split: Number.NaN, surrender: Number.NaN };

/** Probability-weighted average of move values (a move missing from one hand is missing from all). */
function average(parts: readonly { evs: MoveEvs; weight: number }[]): MoveEvs {
  let w = 0;
  const sum = { stand: 0, hit: 0, double: 0, split: 0, surrender: 0 };
  for (const { evs, weight } of parts) {
    w += weight;
    for (const k of Object.keys(sum) as (keyof MoveEvs)[]) sum[k] += evs[k] * weight;
  }
  return {
    stand: sum.stand / w,
    hit: sum.hit / w,
    double: sum.double / w,
    split: sum.split / w,
    surrender: sum.surrender / w,
  };
}

const better = (a: number, b: number): boolean => !Number.isNaN(a) && (Number.isNaN(b) || a > b);

/** The chart code of a cell from its move values: the best move, and what to do when it is not allowed. */
function codeFor(evs: MoveEvs): StrategyCode {
  // Without surrender: split, double, or the better of hit and stand.
  const hitOrStand: StrategyCode = better(evs.hit, evs.stand) ? 'H' : 'S';
  let fallback: StrategyCode = hitOrStand;
  let fallbackEv = hitOrStand === 'H' ? evs.hit : evs.stand;
  if (better(evs.double, fallbackEv)) {
    fallback = hitOrStand === 'H' ? 'D' : 'Ds';
    fallbackEv = evs.double;
  }
  if (better(evs.split, fallbackEv)) {
    fallback = 'P';
    fallbackEv = evs.split;
  }
  if (!better(evs.surrender, fallbackEv)) return fallback;
  if (fallback === 'P') return 'Rp';
  return fallback === 'S' || fallback === 'Ds' ? 'Rs' : 'Rh';
}

/** The values of every move for a starting hand, or a hard/soft total, against an up card. */
interface CellValues {
  readonly hard: Record<string, Record<UpCard, MoveEvs>>;
  readonly soft: Record<string, Record<UpCard, MoveEvs>>;
  readonly pairs: Record<string, Record<UpCard, MoveEvs>>;
}

function strategyValues(rules: BlackjackRules): CellValues {
  const hard: CellValues['hard'] = {};
  const soft: CellValues['soft'] = {};
  const pairs: CellValues['pairs'] = {};
  for (const t of HARD_TOTALS) hard[t] = {} as Record<UpCard, MoveEvs>;
  for (const t of SOFT_TOTALS) soft[t] = {} as Record<UpCard, MoveEvs>;
  for (const k of PAIR_KEYS) pairs[k] = {} as Record<UpCard, MoveEvs>;
  const full = fullShoe(rules.decks);
  for (const up of UP_VALUES) {
    const col = valueKey(up) as UpCard;
    const afterUp = without(full, up);
    const evs = (a: number, b: number): MoveEvs => startingHandEvs(rules, without(afterUp, a, b), up, a, b);
    for (let a = 1; a <= 10; a++) pairs[valueKey(a)]![col] = evs(a, a);
    for (const t of HARD_TOTALS) {
      const parts: { evs: MoveEvs; weight: number }[] = [];
      for (let a = 2; a <= 10; a++) {
        const b = t - a;
        if (b > a && b <= 10) parts.push({ evs: evs(a, b), weight: (afterUp[a] as number) * (afterUp[b] as number) });
      }
      // Hard 20 from two cards is only a pair of tens; hard 21 takes three cards and stands.
      if (t === 20) parts.push({ evs: { ...pairs.T![col], split: Number.NaN }, weight: 1 });
      hard[t]![col] = parts.length > 0 ? average(parts) : NONE;
    }
    for (const t of SOFT_TOTALS) soft[t]![col] = t === 21 ? NONE : evs(1, t - 11);
  }
  return { hard, soft, pairs };
}

function chart(values: Record<string, Record<UpCard, MoveEvs>>): Record<string, StrategyRow> {
  const out: Record<string, StrategyRow> = {};
  for (const [row, cells] of Object.entries(values)) {
    const codes = {} as StrategyRow;
    for (const up of UP_CARDS) codes[up] = codeFor(cells[up]);
    out[row] = codes;
  }
  return out;
}

/** The basic strategy of a rules object: hard 5–21, soft 13–21, pairs 2–9, T, A against 2–9, T, A. */
export function computeStrategy(rules: BlackjackRules): Strategy {
  const values = strategyValues(rules);
  return { hard: chart(values.hard), soft: chart(values.soft), pairs: chart(values.pairs) };
}
