/**
 * The expected return of a round per initial bet when the player follows a strategy, from the
 * move values of every starting deal (two player cards and the up card) weighted by its exact
 * chance from a full shoe. It counts the dealer's blackjack under a peek, the player's blackjack,
 * and plays each deal by the chart's code. Card removal goes no further than the three cards dealt,
 * so it is an estimate of the house edge (the simulator measures it).
 */

import type { BlackjackRules } from '../rules';
import type { Strategy, StrategyCode, UpCard } from '../strategy';
import { fullShoe, total, valueKey, without } from './composition';
import { type MoveEvs, peeksUnder, startingHandEvs } from './player';

/** Net win of a blackjack per unit stake (3:2 is 1.5), unrounded. */
function blackjackReturn(rules: BlackjackRules): number {
  return rules.blackjackPays[0] / rules.blackjackPays[1];
}

/** The value of the move a code asks for on a two-card hand (its fallback when the move is missing). */
function valueOfCode(code: StrategyCode, evs: MoveEvs): number {
  const pick = (...vals: number[]): number => {
    for (const v of vals) if (!Number.isNaN(v)) return v;
    return evs.stand;
  };
  switch (code) {
    case 'H':
      return pick(evs.hit);
    case 'S':
      return evs.stand;
    case 'D':
      return pick(evs.double, evs.hit);
    case 'Ds':
      return pick(evs.double, evs.stand);
    case 'P':
      return pick(evs.split, evs.hit);
    case 'Rh':
      return pick(evs.surrender, evs.hit);
    case 'Rs':
      return pick(evs.surrender, evs.stand);
    case 'Rp':
      return pick(evs.surrender, evs.split, evs.hit);
  }
}

/** Net expected value per initial bet of a starting deal played by `strategy`, dealer blackjack included. */
function dealValue(rules: BlackjackRules, strategy: Strategy, a: number, b: number, up: number): number {
  const shoe = without(fullShoe(rules.decks), up, a, b);
  const left = total(shoe);
  const completing = up === 1 ? 10 : up === 10 ? 1 : 0;
  const pbj = completing === 0 ? 0 : (shoe[completing] as number) / left;
  const col = valueKey(up) as UpCard;
  if ((a === 1 && b === 10) || (a === 10 && b === 1)) return (1 - pbj) * blackjackReturn(rules);
  const hard = a + b;
  const soft = (a === 1 || b === 1) && hard + 10 <= 21;
  const row = a === b ? strategy.pairs[valueKey(a)] : soft ? strategy.soft[hard + 10] : strategy.hard[hard];
  const evs = startingHandEvs(rules, shoe, up, a, b);
  const value = valueOfCode(row![col], evs);
  // Under a peek the values are given no dealer blackjack; without one they already count it.
  return peeksUnder(rules, up) ? (1 - pbj) * value - pbj : value;
}

/** Σ over starting deals of P(deal) × its value, plus one: the expected return per initial bet. */
export function expectedReturn(rules: BlackjackRules, strategy: Strategy): number {
  const full = fullShoe(rules.decks);
  const n = total(full);
  const memo = new Map<number, number>();
  let ev = 0;
  // Deal order: player, dealer up, player.
  for (let a = 1; a <= 10; a++) {
    for (let up = 1; up <= 10; up++) {
      for (let b = 1; b <= 10; b++) {
        const na = full[a] as number;
        const nu = (full[up] as number) - (up === a ? 1 : 0);
        const nb = (full[b] as number) - (b === a ? 1 : 0) - (b === up ? 1 : 0);
        const p = (na / n) * (nu / (n - 1)) * (nb / (n - 2));
        const key = (Math.min(a, b) * 11 + Math.max(a, b)) * 11 + up;
        let v = memo.get(key);
        if (v === undefined) {
          v = dealValue(rules, strategy, Math.min(a, b), Math.max(a, b), up);
          memo.set(key, v);
        }
        ev += p * v;
      }
    }
  }
  return 1 + ev;
}
