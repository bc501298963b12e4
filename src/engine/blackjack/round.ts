/**
 * Starting a round: check the bets against the table and the balance, deal in the order of
 * HEADLESS.md (one card to each seat from the lowest up, one to the dealer, a second to each
 * seat, the hole card where the table has one), settle Perfect Pairs, then offer insurance or
 * go straight to the peek and the first decision.
 */
import type { Minor } from '../shared/money';
import type { Rng } from '../shared/rng';
import { beginRound, type ShoeState } from '../shared/shoe';
import { dealToDealer, dealToHand, nextInsurance } from './flow';
import type { BlackjackRules } from './rules';
import { settlePerfectPairs } from './settle';
import { BetError, type Hand, type RoundEvent, type RoundState, type SeatState, type Step } from './state';

export interface SeatBet {
  readonly seat: number;
  readonly main: Minor;
  readonly perfectPairs?: Minor;
}

/** A seat's first hand before the deal (fields in the order update.ts builds hands in). */
function newHand(bet: Minor): Hand {
  return {
    cards: [],
    bet,
    split: false,
    splitAce: false,
    doubled: false,
    acted: false,
    done: false,
    outcome: null,
    returned: 0,
  };
}

/** Checks a round's bets; returns them sorted by seat, or throws a BetError naming the seat. */
export function validateBets(rules: BlackjackRules, bets: readonly SeatBet[], balance: Minor): SeatBet[] {
  if (!Array.isArray(bets) || bets.length === 0) throw new BetError('a round needs at least one seat with a bet');
  let total = 0;
  for (let i = 0; i < bets.length; i++) {
    const b = bets[i] as SeatBet;
    const seat = b?.seat;
    if (!Number.isInteger(seat) || seat < 1 || seat > rules.seats) {
      throw new BetError(`seat ${JSON.stringify(seat)} does not exist: this table has seats 1 to ${rules.seats}`);
    }
    for (let j = 0; j < i; j++) if (bets[j]?.seat === seat) throw new BetError(`seat ${seat} has two bets`);
    if (!Number.isSafeInteger(b.main) || b.main < rules.minBet || b.main > rules.maxBet) {
      throw new BetError(
        `seat ${seat}: main bet ${JSON.stringify(b.main)} is outside the table limits ${rules.minBet} to ${rules.maxBet}`,
      );
    }
    const pp = b.perfectPairs ?? 0;
    if (!Number.isSafeInteger(pp) || pp < 0 || pp > rules.maxBet) {
      throw new BetError(`seat ${seat}: perfectPairs bet ${JSON.stringify(pp)} must be 0 to ${rules.maxBet}`);
    }
    if (pp > 0 && !rules.perfectPairs) throw new BetError(`seat ${seat}: this table has no Perfect Pairs side bet`);
    total += b.main + pp;
  }
  if (total > balance) throw new BetError(`the bets total ${total}, more than the balance of ${balance}`);
  return bets.length === 1 ? bets.slice() : bets.slice().sort((a, b) => a.seat - b.seat);
}

/** Deals a new round. `balance` is what the player has before staking these bets. */
export function startRound(
  rules: BlackjackRules,
  shoe: ShoeState,
  bets: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
): Step {
  const events: RoundEvent[] = [];
  return { state: dealRound(rules, shoe, bets, balance, rng, events), events };
}

/** `startRound` writing its events into `events` (null: not wanted, none are built). */
export function dealRound(
  rules: BlackjackRules,
  shoe: ShoeState,
  bets: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
  events: RoundEvent[] | null,
): RoundState {
  const sorted = validateBets(rules, bets, balance);
  let staked = 0;
  const seats: SeatState[] = sorted.map((b) => {
    const pp = b.perfectPairs ?? 0;
    staked += b.main + pp;
    return {
      seat: b.seat,
      hands: [newHand(b.main)],
      insurance: { bet: 0, returned: 0, settled: false },
      perfectPairs: { bet: pp, result: 'none', returned: 0, settled: false },
    };
  });
  let s: RoundState = {
    rules,
    phase: 'player',
    seats,
    dealer: { cards: [], holeHidden: false, peeked: false },
    turn: null,
    balance: balance - staked,
    staked,
    returned: 0,
    shoe: beginRound(shoe, rng),
  };
  for (let i = 0; i < seats.length; i++) s = dealToHand(s, i, 0, rng, events);
  s = dealToDealer(s, rng, events);
  for (let i = 0; i < seats.length; i++) s = dealToHand(s, i, 0, rng, events);
  if (rules.holeCard === 'peek') s = dealToDealer(s, rng, events, true);
  for (let i = 0; i < seats.length; i++) s = settlePerfectPairs(s, i, events);
  return nextInsurance(s, -1, rng, events);
}
