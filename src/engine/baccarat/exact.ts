/**
 * The exact return of each bet, by enumerating every way the first six cards of a full shoe can
 * come out (weighted by how many cards of each value remain, without replacement). Cards are
 * grouped in ten value classes (0 = T J Q K, 1 = A, 2–9), so the count is at most 10^6 paths.
 *
 * Every path is counted as ordered sequences of six cards, so the counts are integers below
 * 2^53 for up to 8 decks (416·415·…·411 ≈ 5.0e15) and the sums are exact in doubles.
 * Both tables shuffle before every round, so each round starts from this full shoe.
 */
import type { BaccaratRules, BetArea } from './rules';
import { bankerDraws, isNaturalTotal, playerDraws } from './tableau';

export interface OutcomeCounts {
  /** Ordered six-card sequences of the shoe: N(N−1)…(N−5). */
  total: number;
  player: number;
  banker: number;
  tie: number;
}

export interface ExactReturns {
  decks: number;
  probabilities: { player: number; banker: number; tie: number };
  /** Expected return per unit staked (stake included), with the payout ratios unrounded. */
  rtp: Record<BetArea, number>;
}

/** How many sequences of six cards lead to each winner, for a full shoe of `decks` decks. */
export function countOutcomes(decks: number): OutcomeCounts {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) throw new RangeError(`decks must be 1-8, got ${decks}`);
  const c = [
    16 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
  ];
  const n = 52 * decks;
  const counts = { player: 0, banker: 0, tie: 0 };
  const record = (p: number, b: number, weight: number): void => {
    if (p > b) counts.player += weight;
    else if (b > p) counts.banker += weight;
    else counts.tie += weight;
  };
  const take = (v: number): number => {
    const k = c[v] as number;
    c[v] = k - 1;
    return k;
  };
  const give = (v: number): void => {
    c[v] = (c[v] as number) + 1;
  };

  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * take(b2);
          if (w4 > 0) {
            const pt = (p1 + p2) % 10;
            const bt = (b1 + b2) % 10;
            if (isNaturalTotal(pt) || isNaturalTotal(bt)) {
              record(pt, bt, w4 * (n - 4) * (n - 5));
            } else if (playerDraws(pt)) {
              for (let p3 = 0; p3 < 10; p3++) {
                const w5 = w4 * take(p3);
                if (w5 > 0) {
                  const pf = (pt + p3) % 10;
                  if (bankerDraws(bt, p3)) {
                    for (let b3 = 0; b3 < 10; b3++) {
                      const w6 = w5 * (c[b3] as number);
                      if (w6 > 0) record(pf, (bt + b3) % 10, w6);
                    }
                  } else {
                    record(pf, bt, w5 * (n - 5));
                  }
                }
                give(p3);
              }
            } else if (bankerDraws(bt, null)) {
              for (let b3 = 0; b3 < 10; b3++) {
                const w5 = w4 * (c[b3] as number);
                if (w5 > 0) record(pt, (bt + b3) % 10, w5 * (n - 5));
              }
            } else {
              record(pt, bt, w4 * (n - 4) * (n - 5));
            }
          }
          give(b2);
        }
        give(p2);
      }
      give(b1);
    }
    give(p1);
  }
  const total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5);
  return { total, ...counts };
}

/** Probabilities and the return of each bet for a table's decks and payout ratios. */
export function exactReturns(
  rules: Pick<BaccaratRules, 'decks' | 'payouts' | 'tieRefundsPlayerAndBanker'>,
): ExactReturns {
  const k = countOutcomes(rules.decks);
  const probabilities = { player: k.player / k.total, banker: k.banker / k.total, tie: k.tie / k.total };
  const win = (area: BetArea): number => {
    const [num, den] = rules.payouts[area];
    return 1 + num / den;
  };
  const push = rules.tieRefundsPlayerAndBanker ? probabilities.tie : 0;
  return {
    decks: rules.decks,
    probabilities,
    rtp: {
      player: probabilities.player * win('player') + push,
      banker: probabilities.banker * win('banker') + push,
      tie: probabilities.tie * win('tie'),
    },
  };
}

/** A return as the percentage a rules screen shows, to two decimals ("98.94"). */
export function percent(rtp: number): string {
  return (rtp * 100).toFixed(2);
}
