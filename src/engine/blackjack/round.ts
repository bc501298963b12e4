/**
 * Starting a round: check the bets against the table and the balance, deal in the order of
 * HEADLESS.md (one card to each seat from the lowest up, one to the dealer, a second to each
 * seat, the hole card where the table has one), settle Perfect Pairs, then offer insurance or
 * go straight to the peek and the first decision.
 */
import type { Minor } from '../shared/money';
import type { Rng } from '../shared/rng';
import { beginDraftRound, draftShoe, type ShoeState } from '../shared/shoe';
import { dealToDealer, dealToHand, nextInsurance } from './flow';
import type { BlackjackRules } from './rules';
import { settlePerfectPairs } from './settle';
import { BetError, type RoundEvent, type Step } from './state';
import { clearDealer, newDraft, newSeat, type RoundDraft, resetSeat, settledState } from './update';

export interface SeatBet {
  readonly seat: number;
  readonly main: Minor;
  readonly perfectPairs?: Minor;
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
  const sorted = validateBets(rules, bets, balance);
  const events: RoundEvent[] = [];
  const d = newDraft(rules, draftShoe(shoe));
  dealRound(d, sorted, balance, rng, events);
  return { state: settledState(d), events };
}

/**
 * Deals a round into a draft: its seats become those of `sorted` (bets already checked by
 * validateBets, in seat order), reusing the draft's seat objects where it has them. Events go
 * into `events` (null: not wanted, none are built).
 */
export function dealRound(
  d: RoundDraft,
  sorted: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
  events: RoundEvent[] | null,
): void {
  let staked = 0;
  const seats = d.seats;
  if (seats.length > sorted.length) seats.length = sorted.length;
  for (let i = 0; i < sorted.length; i++) {
    const b = sorted[i] as SeatBet;
    const pp = b.perfectPairs ?? 0;
    staked += b.main + pp;
    const seat = seats[i];
    if (seat === undefined) seats.push(newSeat(b.seat, b.main, pp));
    else resetSeat(seat, b.seat, b.main, pp);
  }
  d.phase = 'player';
  clearDealer(d.dealer);
  d.turn = null;
  d.balance = balance - staked;
  d.staked = staked;
  d.returned = 0;
  beginDraftRound(d.shoe, rng);
  for (let i = 0; i < seats.length; i++) dealToHand(d, i, 0, rng, events);
  dealToDealer(d, rng, events);
  for (let i = 0; i < seats.length; i++) dealToHand(d, i, 0, rng, events);
  if (d.rules.holeCard === 'peek') dealToDealer(d, rng, events, true);
  for (let i = 0; i < seats.length; i++) settlePerfectPairs(d, i, events);
  nextInsurance(d, -1, rng, events);
}
