/**
 * The dealer's final totals for an up card and a shoe composition, drawing without replacement:
 * the probability of standing on 17, 18, 19, 20, 21, of busting and of a blackjack. With a peek
 * that ruled blackjack out, the hole card is drawn from the cards that do not make one.
 */
import { type Counts, total } from './composition';

/** Indices into a DealerOutcomes array. */
export const D17 = 0;
export const BUST = 5;
export const DEALER_BJ = 6;

/** [P(17), P(18), P(19), P(20), P(21), P(bust), P(blackjack)]. */
export type DealerOutcomes = Float64Array;

export function dealerOutcomes(
  shoe: Counts,
  up: number,
  hitsSoft17: boolean,
  blackjackRuledOut: boolean,
): DealerOutcomes {
  const out = new Float64Array(7);
  const counts = shoe.slice();
  let left = total(counts);

  const walk = (hard: number, ace: boolean, cards: number, prob: number): void => {
    const soft = ace && hard + 10 <= 21;
    const best = soft ? hard + 10 : hard;
    if (cards === 2 && best === 21) {
      out[DEALER_BJ] = (out[DEALER_BJ] as number) + prob;
      return;
    }
    if (best > 21) {
      out[BUST] = (out[BUST] as number) + prob;
      return;
    }
    if (best >= 17 && !(best === 17 && soft && hitsSoft17)) {
      out[best - 17] = (out[best - 17] as number) + prob;
      return;
    }
    // The hole card of a dealer known not to have blackjack cannot complete one.
    let excluded = 0;
    if (cards === 1 && blackjackRuledOut) excluded = up === 1 ? 10 : up === 10 ? 1 : 0;
    const pool = excluded === 0 ? left : left - (counts[excluded] as number);
    for (let v = 1; v <= 10; v++) {
      const n = counts[v] as number;
      if (n === 0 || v === excluded) continue;
      const p = (prob * n) / pool;
      counts[v] = n - 1;
      left--;
      walk(hard + v, ace || v === 1, cards + 1, p);
      counts[v] = n;
      left++;
    }
  };

  walk(up, up === 1, 1, 1);
  return out;
}
