/**
 * The simulator's own loop: one seat, one main bet, the computed basic strategy, insurance and
 * even money declined — what `simulateRounds` plays, on small integers. Cards are values 1–10 in
 * a typed-array shoe (ValueShoe, which deals the values of exactly the cards the product's shoe
 * deals for the same Rng); a round of one hand — all but the splits — runs straight through on
 * local small integers, a split hands the round to fast-split.ts (hands in typed arrays), and each
 * decision is one look-up in a table of the chart's move for (row, up card, legal moves) built
 * once per strategy (fast-decisions.ts), so a round allocates nothing. Every step follows the
 * round engine (round.ts, flow.ts, moves.ts, dealer.ts) in the same order and with the same cards
 * drawn, so for one seed it gives the same stake and return round by round;
 * tests/engine/blackjack/fast-sim.test.ts proves it against simulateRounds.
 */
import type { Minor } from '../shared/money';
import type { Rng } from '../shared/rng';
import { ValueShoe } from '../shared/value-shoe';
import { PAIR, SOFT } from './advice';
import { DOUBLE, decisionTable, HIT, SPLIT, STAND } from './fast-decisions';
import { generalRound, type RoundTally } from './fast-split';
import { MOVE } from './legal';
import type { RoundResult } from './play';
import type { BlackjackRules } from './rules';
import { mainReturn } from './settle';
import type { Strategy } from './strategy';

/** Blackjack values of the ranks A, 2 … K: the ValueShoe of a blackjack table. */
export const BLACKJACK_VALUES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];

/** A shoe of the table's decks and shuffle, as createShoe would make it from this Rng. */
export function blackjackShoe(rules: BlackjackRules, rng: Rng): ValueShoe {
  return new ValueShoe(rules.decks, rules.shuffle, rng, BLACKJACK_VALUES);
}

function addSums(sums: Float64Array, s: number, r: number): void {
  sums[0] = (sums[0] as number) + 1;
  sums[1] = (sums[1] as number) + s;
  sums[2] = (sums[2] as number) + r;
  sums[3] = (sums[3] as number) + s * s;
  sums[4] = (sums[4] as number) + r * r;
  sums[5] = (sums[5] as number) + s * r;
}

/**
 * Counts of the round's net (returned − staked) in bins of `unit` minor units: bin
 * net ÷ unit + offset. The caller picks a unit every possible net is a multiple of and an offset
 * and length that hold every possible net; a net outside is not counted (the caller checks the
 * bins add up to the rounds).
 */
export interface NetHistogram {
  readonly counts: Float64Array;
  readonly unit: number;
  readonly offset: number;
}

/**
 * Plays `rounds` rounds of one seat staking `stake` from `shoe` with `rng`, reporting each round's
 * stakes (doubles and splits included) and returns to `onRound`, as simulateRounds does; or,
 * given a Float64Array of six, adds to it n, Σ staked, Σ returned, Σ staked², Σ returned² and
 * Σ staked × returned (what an RTP accumulator keeps), with no call per round; and, given
 * `histogram`, counts each round's net into it (a bin increment, so the loop keeps its speed).
 */
export function fastSimulate(
  rules: BlackjackRules,
  strategy: Strategy,
  stake: Minor,
  shoe: ValueShoe,
  rng: Rng,
  rounds: number,
  onRound: RoundResult | Float64Array,
  histogram?: NetHistogram,
): void {
  const act = decisionTable(strategy);
  const sums = onRound instanceof Float64Array ? onRound : null;
  const report = sums === null ? (onRound as RoundResult) : null;
  const bins = histogram?.counts ?? null;
  const binUnit = histogram?.unit ?? 1;
  const binOffset = histogram?.offset ?? 0;
  // Imported bindings read once: in CommonJS output each read of one is a getter call.
  const canStand: number = MOVE.stand;
  const canHit: number = MOVE.hit;
  const canDouble: number = MOVE.double;
  const canSplitBit: number = MOVE.split;
  const canSurrender: number = MOVE.surrender;
  const softRow = SOFT;
  const pairRow = PAIR;
  const maxHands = Math.max(1, rules.maxHands);
  const peek = rules.holeCard === 'peek';
  const peekTen = rules.peekOn === 'ace-and-ten';
  const h17 = rules.dealerHitsSoft17;
  const doubleLow = rules.doubleOn === '9-11' ? 9 : rules.doubleOn === '10-11' ? 10 : 0;
  const doubleHigh = rules.doubleOn === 'any2' ? 20 : 11;
  const surrender = rules.surrender !== 'none';
  const surrenderVsAce = rules.surrender === 'late';
  const bonus777 = rules.bonus777;
  const blackjackReturn = mainReturn('blackjack', stake, rules);
  const surrenderReturn = mainReturn('surrender', stake, rules);
  const tally: RoundTally = { staked: 0, returned: 0 };
  const general = generalRound(rules, act, stake, shoe, rng, tally);
  let staked = 0;
  let returned = 0;
  for (let round = 0; round < rounds; round++) {
    shoe.beginRound(rng);
    const c1 = shoe.draw(rng);
    const up = shoe.draw(rng);
    const c2 = shoe.draw(rng);
    staked = stake;
    returned = 0;
    let dealerHard = up;
    let dealerAces = up === 1 ? 1 : 0;
    let dealerCount = 1;
    if (peek) {
      const hole = shoe.draw(rng);
      dealerHard += hole;
      if (hole === 1) dealerAces++;
      dealerCount = 2;
    }
    let dealerBlackjack = dealerCount === 2 && dealerAces === 1 && dealerHard === 11;
    const natural = c1 + c2 === 11 && (c1 === 1 || c2 === 1);
    // Insurance and even money are declined; then the peek, as flow.ts afterInsurance.
    let peeked = false;
    if (peek && (up === 1 || (peekTen && up === 10))) {
      if (dealerBlackjack) {
        returned = natural ? stake : 0;
        shoe.endRound();
        if (sums !== null) addSums(sums, staked, returned);
        else (report as RoundResult)(staked, returned);
        if (bins !== null) {
          const bin = (returned - staked) / binUnit + binOffset;
          bins[bin] = (bins[bin] as number) + 1;
        }
        continue;
      }
      peeked = true;
    }
    // The straight path: one hand, no split — most rounds — on locals alone. A first move of
    // split leaves it before anything is drawn or staked, for the general path (fast-split.ts),
    // which plays the same round from the same dealt cards.
    let split = false;
    if (natural) {
      // A natural stands alone: paid at once, or, the dealer's cards not yet known, against them.
      if (peeked || !(up === 1 || up === 10)) returned = blackjackReturn;
      else {
        if (dealerCount === 1) {
          const v = shoe.draw(rng);
          dealerHard += v;
          if (v === 1) dealerAces++;
        }
        returned = dealerAces === 1 && dealerHard === 11 ? stake : blackjackReturn;
      }
    } else {
      let pHard = c1 + c2;
      let pAces = (c1 === 1 ? 1 : 0) + (c2 === 1 ? 1 : 0);
      let pSevens = (c1 === 7 ? 1 : 0) + (c2 === 7 ? 1 : 0);
      let pCount = 2;
      let pBet = stake;
      let open = true;
      const pair = c1 === c2 && maxHands > 1;
      for (;;) {
        const soft = pAces > 0 && pHard <= 11;
        const t = soft ? pHard + 10 : pHard;
        let legal = canStand | canHit;
        let row = soft ? softRow + t : pHard < softRow ? pHard : 0;
        if (pCount === 2) {
          if (t >= doubleLow && t <= doubleHigh) legal |= canDouble;
          if (pair) {
            legal |= canSplitBit;
            row = pairRow + c1;
          }
          if (surrender && (surrenderVsAce || up !== 1)) legal |= canSurrender;
        }
        const move = act[(row * 11 + up) * 32 + legal];
        if (move === STAND) break;
        if (move === HIT || move === DOUBLE) {
          if (move === DOUBLE) {
            staked += pBet;
            pBet += pBet;
          }
          const v = shoe.draw(rng);
          pHard += v;
          pCount++;
          if (v === 1) pAces++;
          else if (v === 7) pSevens++;
          const nt = pAces > 0 && pHard <= 11 ? pHard + 10 : pHard;
          if (nt > 21) open = false;
          else if (bonus777 && pCount === 3 && pSevens === 3) {
            returned = 4 * pBet;
            open = false;
          } else if (nt !== 21 && move === HIT) continue;
          break;
        }
        if (move === SPLIT) split = true;
        else {
          returned = surrenderReturn;
          open = false;
        }
        break;
      }
      if (!split) {
        // dealer.ts dealerTurn for one live hand: the second card, then to 17; then the showdown.
        if (open) {
          if (dealerCount === 1) {
            const v = shoe.draw(rng);
            dealerHard += v;
            if (v === 1) dealerAces++;
            dealerBlackjack = dealerAces === 1 && dealerHard === 11;
          }
          if (!dealerBlackjack) {
            for (;;) {
              const soft = dealerAces > 0 && dealerHard <= 11;
              const dt = soft ? dealerHard + 10 : dealerHard;
              if (!(dt < 17 || (soft && dt === 17 && h17))) break;
              const v = shoe.draw(rng);
              dealerHard += v;
              if (v === 1) dealerAces++;
            }
            const dealerTotal = dealerAces > 0 && dealerHard <= 11 ? dealerHard + 10 : dealerHard;
            const p = pAces > 0 && pHard <= 11 ? pHard + 10 : pHard;
            if (dealerTotal > 21 || p > dealerTotal) returned = 2 * pBet;
            else if (p === dealerTotal) returned = pBet;
          }
        }
      }
    }
    if (split) {
      general(c1, c2, up, dealerHard, dealerAces, dealerCount, natural, peeked);
      staked = tally.staked;
      returned = tally.returned;
    }
    shoe.endRound();
    if (sums !== null) addSums(sums, staked, returned);
    else (report as RoundResult)(staked, returned);
    if (bins !== null) {
      const bin = (returned - staked) / binUnit + binOffset;
      bins[bin] = (bins[bin] as number) + 1;
    }
  }
}
