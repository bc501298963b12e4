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
import { type BlackjackProblem, BlackjackRuleError } from './problems';
import type { BlackjackRules } from './rules';
import { settlePerfectPairs } from './settle';
import type { RoundEvent, Step } from './state';
import { clearDealer, newDraft, newSeat, type RoundDraft, resetSeat, settledState } from './update';

export interface SeatBet {
  readonly seat: number;
  readonly main: Minor;
  readonly perfectPairs?: Minor;
  /**
   * A back bet on this box (tables with `betBehind`): the player's money riding on the holder's
   * decisions, from the table minimum to the box's main bet (backBetProblem).
   */
  readonly behind?: Minor;
}

/** Why a round's bets cannot be dealt (a seat, a limit, the balance), or null when they can. */
export function betsProblem(rules: BlackjackRules, bets: readonly SeatBet[], balance: Minor): BlackjackProblem | null {
  if (!Array.isArray(bets) || bets.length === 0) return { code: 'bet.none' };
  let total = 0;
  for (let i = 0; i < bets.length; i++) {
    const b = bets[i] as SeatBet;
    const seat = b?.seat;
    if (!Number.isInteger(seat) || seat < 1 || seat > rules.seats) {
      return { code: 'bet.noSeat', seat, seats: rules.seats };
    }
    for (let j = 0; j < i; j++) if (bets[j]?.seat === seat) return { code: 'bet.twoOnSeat', seat };
    const pp = b.perfectPairs ?? 0;
    if (!Number.isSafeInteger(b.main)) return { code: 'bet.badAmount', seat, spot: 'main', amount: b.main };
    if (!Number.isSafeInteger(pp) || pp < 0) return { code: 'bet.badAmount', seat, spot: 'perfectPairs', amount: pp };
    if (pp > 0 && !rules.perfectPairs) return { code: 'bet.noSideBet', seat };
    if (pp > 0 && b.main === 0) return { code: 'bet.sideNeedsMain', seat };
    const { minBet: min, maxBet: max } = rules;
    if (b.main < min) return { code: 'bet.belowMin', seat, amount: b.main, min, max };
    if (b.main > max) return { code: 'bet.overMax', seat, spot: 'main', amount: b.main, min, max };
    if (pp > max) return { code: 'bet.overMax', seat, spot: 'perfectPairs', amount: pp, min, max };
    const behind = b.behind ?? 0;
    const back = backBetProblem(rules, seat, b.main, behind);
    if (back) return back;
    total += b.main + pp + behind;
  }
  if (total > balance) return { code: 'bet.overBalance', total, balance };
  return null;
}

/**
 * Why a back bet on a box with `main` on it cannot stand (0: none placed), or null. The sheet
 * (002) allows one per box and names no limits of its own: it is a bet at the table, so the
 * table's minimum applies, and it may not exceed the bet it follows (HEADLESS.md), which keeps it
 * within the table's maximum too.
 */
export function backBetProblem(
  rules: BlackjackRules,
  seat: number,
  main: Minor,
  behind: Minor,
): BlackjackProblem | null {
  if (!Number.isSafeInteger(behind) || behind < 0)
    return { code: 'bet.badAmount', seat, spot: 'behind', amount: behind };
  if (behind === 0) return null;
  if (!rules.betBehind) return { code: 'bet.noBehind', seat };
  if (behind < rules.minBet || behind > main) {
    return { code: 'bet.behindLimits', seat, amount: behind, min: rules.minBet, max: main };
  }
  return null;
}

/** Checks a round's bets; returns them sorted by seat, or throws the problem naming the seat. */
export function validateBets(rules: BlackjackRules, bets: readonly SeatBet[], balance: Minor): SeatBet[] {
  const problem = betsProblem(rules, bets, balance);
  if (problem) throw new BlackjackRuleError(problem);
  return bets.length === 1 ? bets.slice() : bets.slice().sort((a, b) => a.seat - b.seat);
}

/**
 * Deals a round of the player's checked `bets` with the computer players' boxes beside them (the
 * table round, table.ts): `balance` is the player's money before these stakes.
 */
export function startRoundWith(
  rules: BlackjackRules,
  shoe: ShoeState,
  sorted: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
): Step {
  const events: RoundEvent[] = [];
  const d = newDraft(rules, draftShoe(shoe));
  dealRound(d, sorted, balance, rng, events);
  return { state: settledState(d), events };
}

/** Deals a new round. `balance` is what the player has before staking these bets. */
export function startRound(
  rules: BlackjackRules,
  shoe: ShoeState,
  bets: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
): Step {
  return startRoundWith(rules, shoe, validateBets(rules, bets, balance), balance, rng);
}

/**
 * Deals a round into a draft: its seats become those of `sorted` (bets already checked by
 * validateBets, in seat order; boxes after the table's own seats are computer players', whose
 * stakes are not the player's), reusing the draft's seat objects where it has them. `balance` is
 * the player's money before the stakes. Events go into `events` (null: not wanted, none are built).
 */
export function dealRound(
  d: RoundDraft,
  sorted: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
  events: RoundEvent[] | null,
): void {
  let staked = 0;
  let players = 0;
  const seats = d.seats;
  if (seats.length > sorted.length) seats.length = sorted.length;
  for (let i = 0; i < sorted.length; i++) {
    const b = sorted[i] as SeatBet;
    const pp = b.perfectPairs ?? 0;
    const behind = b.behind ?? 0;
    staked += b.main + pp + behind;
    // A back bet is the player's money whoever holds the box.
    if (b.seat <= d.rules.seats) players += b.main + pp;
    players += behind;
    const seat = seats[i];
    if (seat === undefined) seats.push(newSeat(b.seat, b.main, pp, behind));
    else resetSeat(seat, b.seat, b.main, pp, behind);
  }
  d.phase = 'player';
  clearDealer(d.dealer);
  d.turn = null;
  d.asked = null;
  d.balance = balance - players;
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
