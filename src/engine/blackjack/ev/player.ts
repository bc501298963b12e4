/**
 * The player's expected values for one starting hand against one dealer up card, per unit of
 * initial stake: stand, hit (then play on by the best total-dependent choice), double, split
 * (re-splits up to the table's hand limit) and surrender. The shoe is the table's deck count less
 * the player's two cards and the up card; the dealer's chances come from that same shoe.
 */
import type { BlackjackRules } from '../rules';
import { bestTotal, type Counts, drawProbabilities } from './composition';
import { BUST, D17, DEALER_BJ, dealerOutcomes } from './dealer';

export interface MoveEvs {
  readonly stand: number;
  readonly hit: number;
  /** NaN when the table does not allow it on this hand. */
  readonly double: number;
  readonly split: number;
  readonly surrender: number;
}

/** The dealer looks for blackjack under this up card, so a decision is never made against one. */
export function peeksUnder(rules: BlackjackRules, up: number): boolean {
  if (rules.holeCard !== 'peek') return false;
  return up === 1 || (up === 10 && rules.peekOn === 'ace-and-ten');
}

function mayDouble(rules: BlackjackRules, best: number): boolean {
  if (best >= 21) return false;
  if (rules.doubleOn === '9-11') return best >= 9 && best <= 11;
  if (rules.doubleOn === '10-11') return best >= 10 && best <= 11;
  return true;
}

function maySurrender(rules: BlackjackRules, up: number): boolean {
  return rules.surrender === 'late' || (rules.surrender === 'late-not-vs-ace' && up !== 1);
}

/** Stand, hit and double values of every hand state for one shoe and up card. */
class HandTable {
  /** standEv[t] for totals 0–21; a bust is −1. */
  private readonly standEv = new Float64Array(22);
  private readonly hitMemo = new Float64Array(64).fill(Number.NaN);
  readonly p: number[];

  constructor(
    readonly rules: BlackjackRules,
    shoe: Counts,
    readonly up: number,
  ) {
    this.p = drawProbabilities(shoe);
    const d = dealerOutcomes(shoe, up, rules.dealerHitsSoft17, peeksUnder(rules, up));
    const bj = d[DEALER_BJ] as number;
    for (let t = 0; t <= 21; t++) {
      let ev = (d[BUST] as number) - bj;
      for (let k = 0; k < 5; k++) {
        const dt = 17 + k;
        const pk = d[D17 + k] as number;
        if (t > dt) ev += pk;
        else if (t < dt) ev -= pk;
      }
      this.standEv[t] = ev;
    }
  }

  stand(best: number): number {
    return best > 21 ? -1 : (this.standEv[best] as number);
  }

  /** Hit once, then play on by the better of hitting and standing. */
  hit(hard: number, ace: boolean): number {
    const key = hard * 2 + (ace ? 1 : 0);
    const memo = this.hitMemo[key] as number;
    if (!Number.isNaN(memo)) return memo;
    let ev = 0;
    for (let v = 1; v <= 10; v++) {
      const pv = this.p[v] as number;
      if (pv > 0) ev += pv * this.playOn(hard + v, ace || v === 1);
    }
    this.hitMemo[key] = ev;
    return ev;
  }

  /** A hand of more than two cards: stand or hit (21 stands, the table does not deal on it). */
  playOn(hard: number, ace: boolean): number {
    const best = bestTotal(hard, ace);
    if (best > 21) return -1;
    if (best === 21) return this.stand(21);
    return Math.max(this.stand(best), this.hit(hard, ace));
  }

  double(hard: number, ace: boolean): number {
    let ev = 0;
    for (let v = 1; v <= 10; v++) {
      const pv = this.p[v] as number;
      if (pv > 0) ev += pv * this.stand(bestTotal(hard + v, ace || v === 1));
    }
    return 2 * ev;
  }

  /** The best of stand, hit and (where allowed) double for a two-card hand that may not split or surrender. */
  twoCards(hard: number, ace: boolean, doubleAllowed: boolean): number {
    const best = bestTotal(hard, ace);
    if (best === 21) return this.stand(21);
    let ev = Math.max(this.stand(best), this.hit(hard, ace));
    if (doubleAllowed && mayDouble(this.rules, best)) ev = Math.max(ev, this.double(hard, ace));
    return ev;
  }

  /** A split hand holding `pair` and drawing `v`: 21 is not blackjack; split aces may take one card only. */
  private splitHand(pair: number, v: number): number {
    const hard = pair + v;
    const ace = pair === 1 || v === 1;
    if (pair === 1 && !this.rules.hitSplitAces) return this.stand(bestTotal(hard, ace));
    return this.twoCards(hard, ace, this.rules.doubleAfterSplit);
  }

  /**
   * Splitting `pair`: every hand draws to its one card; a drawn pair is split again while the
   * seat has fewer than maxHands hands (aces only if they may be re-split), otherwise it is played
   * as it stands. The value is the expected number of each kind of hand times its value.
   */
  split(pair: number): number {
    const { rules } = this;
    const q = this.p[pair] as number;
    const cap = pair === 1 && !rules.resplitAces ? 2 : rules.maxHands;
    let other = 0;
    for (let v = 1; v <= 10; v++) {
      const pv = this.p[v] as number;
      if (v !== pair && pv > 0) other += pv * this.splitHand(pair, v);
    }
    const unpaired = q < 1 ? other / (1 - q) : 0;
    const paired = this.splitHand(pair, pair);
    // Expected counts of finished hands that did not pair (a) and of pairs left unsplit (b).
    const counts = (pending: number, hands: number): [number, number] => {
      if (pending === 0) return [0, 0];
      const [a0, b0] = counts(pending - 1, hands);
      const [a1, b1] = hands < cap ? counts(pending + 1, hands + 1) : [a0, b0 + 1];
      return [(1 - q) * (a0 + 1) + q * a1, (1 - q) * b0 + q * b1];
    };
    const [a, b] = counts(2, 2);
    return a * unpaired + b * paired;
  }
}

/** Every move's value for a starting hand of two cards (values 1–10) against `up`. */
export function startingHandEvs(rules: BlackjackRules, shoe: Counts, up: number, c1: number, c2: number): MoveEvs {
  const table = new HandTable(rules, shoe, up);
  const hard = c1 + c2;
  const ace = c1 === 1 || c2 === 1;
  const best = bestTotal(hard, ace);
  return {
    stand: table.stand(best),
    hit: best >= 21 ? Number.NaN : table.hit(hard, ace),
    double: mayDouble(rules, best) ? table.double(hard, ace) : Number.NaN,
    split: c1 === c2 && rules.maxHands >= 2 ? table.split(c1) : Number.NaN,
    surrender: maySurrender(rules, up) ? -0.5 : Number.NaN,
  };
}
