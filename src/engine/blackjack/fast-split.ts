/**
 * The fast loop's general round, for a round whose first move is split (fast-sim.ts plays every
 * other round on locals); it plays any dealt round, naturals and several hands alike, on hands
 * in typed arrays. A split inserts the new hand
 * right behind the one split, as moves.ts does; each step follows round.ts, flow.ts, moves.ts and
 * dealer.ts in the same order and with the same cards drawn.
 */
import type { Rng } from '../shared/rng';
import type { ValueShoe } from '../shared/value-shoe';
import { PAIR, SOFT } from './advice';
import { DOUBLE, HIT, SPLIT, STAND } from './fast-decisions';
import { MOVE } from './legal';
import type { BlackjackRules } from './rules';
import { mainReturn } from './settle';

/** What one general round staked and returned. */
export interface RoundTally {
  staked: number;
  returned: number;
}

/** The dealt round, as fast-sim.ts dealt it: the player's two cards, the dealer's, the peek done. */
export type GeneralRound = (
  c1: number,
  c2: number,
  up: number,
  dealerHard: number,
  dealerAces: number,
  dealerCount: number,
  natural: boolean,
  peeked: boolean,
) => void;

/** A player of general rounds for a table, staking `stake`, writing each round's figures to `tally`. */
export function generalRound(
  rules: BlackjackRules,
  act: Uint8Array,
  stake: number,
  shoe: ValueShoe,
  rng: Rng,
  tally: RoundTally,
): GeneralRound {
  // Imported bindings read once: in CommonJS output each read of one is a getter call.
  const canStand: number = MOVE.stand;
  const canHit: number = MOVE.hit;
  const canDouble: number = MOVE.double;
  const canSplitBit: number = MOVE.split;
  const canSurrender: number = MOVE.surrender;
  const softRow = SOFT;
  const pairRow = PAIR;
  const maxHands = Math.max(1, rules.maxHands);
  const h17 = rules.dealerHitsSoft17;
  const das = rules.doubleAfterSplit;
  const doubleLow = rules.doubleOn === '9-11' ? 9 : rules.doubleOn === '10-11' ? 10 : 0;
  const doubleHigh = rules.doubleOn === 'any2' ? 20 : 11;
  const surrender = rules.surrender !== 'none';
  const surrenderVsAce = rules.surrender === 'late';
  const hitSplitAces = rules.hitSplitAces;
  const resplitAces = rules.resplitAces;
  const immediately = rules.splitSecondCard === 'immediately';
  const bonus777 = rules.bonus777;
  const blackjackReturn = mainReturn('blackjack', stake, rules);
  const surrenderReturn = mainReturn('surrender', stake, rules);
  let hands = 0;
  let staked = 0;
  let returned = 0;

  // One slot per hand; a split inserts the new hand right behind the one split (as moves.ts does).
  const size = maxHands + 1;
  const hard = new Int32Array(size);
  const aces = new Int32Array(size);
  const count = new Int32Array(size);
  const first = new Int32Array(size);
  const second = new Int32Array(size);
  const sevens = new Int32Array(size);
  const bet = new Int32Array(size);
  const split = new Uint8Array(size);
  const splitAce = new Uint8Array(size);
  const acted = new Uint8Array(size);
  const done = new Uint8Array(size);
  const settled = new Uint8Array(size);

  const give = (h: number, v: number): void => {
    const c = count[h] as number;
    if (c === 0) first[h] = v;
    else if (c === 1) second[h] = v;
    count[h] = c + 1;
    hard[h] = (hard[h] as number) + v;
    if (v === 1) aces[h] = (aces[h] as number) + 1;
    if (v === 7) sevens[h] = (sevens[h] as number) + 1;
  };
  const total = (h: number): number => {
    const t = hard[h] as number;
    return (aces[h] as number) > 0 && t <= 11 ? t + 10 : t;
  };
  const settle = (h: number, back: number): void => {
    settled[h] = 1;
    done[h] = 1;
    returned += back;
  };
  const canSplit = (h: number): boolean =>
    count[h] === 2 && first[h] === second[h] && hands < maxHands && !(splitAce[h] === 1 && !resplitAces);
  // advanceTurn: the first hand from `from` on that needs a decision (−1: the dealer plays).
  const advance = (from: number): number => {
    for (let h = from; h < hands; h++) {
      if (done[h] === 1 || settled[h] === 1) continue;
      if (count[h] === 1) give(h, shoe.draw(rng));
      if (splitAce[h] === 1 && !hitSplitAces && !canSplit(h)) {
        done[h] = 1;
        continue;
      }
      if (total(h) >= 21) {
        done[h] = 1;
        continue;
      }
      return h;
    }
    return -1;
  };
  // afterCard: bust loses at once, 7-7-7 pays at once where the table has the bonus, 21 stops.
  const afterCard = (h: number): void => {
    const t = total(h);
    if (t > 21) settle(h, 0);
    else if (bonus777 && split[h] === 0 && count[h] === 3 && sevens[h] === 3) settle(h, 4 * (bet[h] as number));
    else if (t === 21) done[h] = 1;
  };
  const clearHand = (h: number, stakeOf: number): void => {
    hard[h] = 0;
    aces[h] = 0;
    count[h] = 0;
    sevens[h] = 0;
    bet[h] = stakeOf;
    split[h] = 0;
    splitAce[h] = 0;
    acted[h] = 0;
    done[h] = 0;
    settled[h] = 0;
  };
  const moveSplit = (h: number): void => {
    for (let k = hands; k > h + 1; k--) {
      hard[k] = hard[k - 1] as number;
      aces[k] = aces[k - 1] as number;
      count[k] = count[k - 1] as number;
      first[k] = first[k - 1] as number;
      second[k] = second[k - 1] as number;
      sevens[k] = sevens[k - 1] as number;
      bet[k] = bet[k - 1] as number;
      split[k] = split[k - 1] as number;
      splitAce[k] = splitAce[k - 1] as number;
      acted[k] = acted[k - 1] as number;
      done[k] = done[k - 1] as number;
      settled[k] = settled[k - 1] as number;
    }
    hands++;
    const v = first[h] as number;
    const ace = v === 1 ? 1 : 0;
    clearHand(h, bet[h] as number);
    give(h, v);
    split[h] = 1;
    splitAce[h] = ace;
    clearHand(h + 1, bet[h] as number);
    give(h + 1, v);
    split[h + 1] = 1;
    splitAce[h + 1] = ace;
    staked += bet[h] as number;
    if (immediately) {
      give(h, shoe.draw(rng));
      give(h + 1, shoe.draw(rng));
    }
  };

  return (c1, c2, up, dealerHardIn, dealerAcesIn, dealerCountIn, natural, peeked): void => {
    let dealerHard = dealerHardIn;
    let dealerAces = dealerAcesIn;
    let dealerCount = dealerCountIn;
    let dealerBlackjack = dealerCount === 2 && dealerAces === 1 && dealerHard === 11;
    staked = stake;
    returned = 0;
    hands = 1;
    clearHand(0, stake);
    give(0, c1);
    give(0, c2);
    if ((peeked || !(up === 1 || up === 10)) && natural) settle(0, blackjackReturn);
    let turn = advance(0);
    while (turn >= 0) {
      const h = turn;
      const t = total(h);
      const oneCardOnly = splitAce[h] === 1 && !hitSplitAces;
      let legal = canStand;
      if (!oneCardOnly && t < 21) legal |= canHit;
      if (count[h] === 2 && !oneCardOnly && (split[h] === 0 || das) && t < 21 && t >= doubleLow && t <= doubleHigh) {
        legal |= canDouble;
      }
      const pair = canSplit(h);
      if (pair) legal |= canSplitBit;
      if (
        surrender &&
        hands === 1 &&
        split[h] === 0 &&
        acted[h] === 0 &&
        count[h] === 2 &&
        (surrenderVsAce || up !== 1)
      ) {
        legal |= canSurrender;
      }
      const hh = hard[h] as number;
      const row = pair
        ? pairRow + (first[h] as number)
        : (aces[h] as number) > 0 && hh <= 11
          ? softRow + hh + 10
          : hh < softRow
            ? hh
            : 0;
      switch (act[(row * 11 + up) * 32 + legal]) {
        case HIT:
          acted[h] = 1;
          give(h, shoe.draw(rng));
          afterCard(h);
          turn = done[h] === 1 ? advance(h + 1) : h;
          break;
        case STAND:
          acted[h] = 1;
          done[h] = 1;
          turn = advance(h + 1);
          break;
        case DOUBLE:
          staked += bet[h] as number;
          bet[h] = 2 * (bet[h] as number);
          acted[h] = 1;
          give(h, shoe.draw(rng));
          afterCard(h);
          done[h] = 1;
          turn = advance(h + 1);
          break;
        case SPLIT:
          moveSplit(h);
          turn = advance(h);
          break;
        default:
          acted[h] = 1;
          settle(h, surrenderReturn);
          turn = advance(h + 1);
      }
    }
    // dealer.ts dealerTurn: nothing left to beat, no draw; else the second card, then to 17.
    let open = false;
    let live = false;
    for (let h = 0; h < hands; h++) {
      if (settled[h] === 1) continue;
      open = true;
      // The one unsplit hand with a natural has nothing to beat but a dealer's blackjack.
      if (!(hands === 1 && natural)) live = true;
    }
    if (open) {
      if (dealerCount === 1) {
        const v = shoe.draw(rng);
        dealerHard += v;
        if (v === 1) dealerAces++;
        dealerCount = 2;
        dealerBlackjack = dealerAces === 1 && dealerHard === 11;
      }
      if (!dealerBlackjack && live) {
        for (;;) {
          const soft = dealerAces > 0 && dealerHard <= 11;
          const dt = soft ? dealerHard + 10 : dealerHard;
          if (!(dt < 17 || (soft && dt === 17 && h17))) break;
          const v = shoe.draw(rng);
          dealerHard += v;
          if (v === 1) dealerAces++;
        }
      }
      const dealerTotal = dealerAces > 0 && dealerHard <= 11 ? dealerHard + 10 : dealerHard;
      for (let h = 0; h < hands; h++) {
        if (settled[h] === 1) continue;
        const b = bet[h] as number;
        if (hands === 1 && natural) settle(h, dealerBlackjack ? b : blackjackReturn);
        else if (dealerBlackjack) settle(h, 0);
        else {
          const p = total(h);
          if (p > 21) settle(h, 0);
          else if (dealerTotal > 21 || p > dealerTotal) settle(h, 2 * b);
          else settle(h, p === dealerTotal ? b : 0);
        }
      }
    }
    tally.staked = staked;
    tally.returned = returned;
  };
}
