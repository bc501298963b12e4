/**
 * A blackjack round with an owner for every box (SHARED.md): the engine plays all five boxes as
 * "the player's" (rules.seats = 5, no computer players), and the one balance it checks a stake
 * against (`covers()`) is set, for each decision, to the balance of the box's owner at that
 * moment (or of the back bettor, for a follow), so each owner's money is checked against that
 * owner's balance and never one player's. Pure: the same functions play a round live and re-play
 * it from its record (reconcile), decisions and turn-clock stands included.
 */
import {
  actTableRound,
  type BlackjackRules,
  type Choice,
  playDealer,
  type RoundEvent,
  type RoundState,
  type SeatBet,
  type Step,
  startRoundWith,
} from '../../../engine/blackjack/index';
import type { Minor } from '../../../engine/shared/money';
import { SeededRng } from '../../../engine/shared/rng';
import { stackedShoe } from '../../../engine/shared/shoe';

/** Who owns a box's main bet and (if any) its back bet. */
export interface BoxOwners {
  box: number;
  owner: string;
  behindOwner: string | null;
}

/** A decision as the round keeps it: whose hand, what, and who made it. */
export interface BoxDecision {
  box: number;
  hand: number;
  action: Choice;
  by: 'holder' | 'clock' | 'behind';
}

/** Everything a table round of blackjack is re-played from. */
export interface BlackjackTableRecord {
  rules: BlackjackRules;
  bets: SeatBet[];
  owners: BoxOwners[];
  cards: string[];
  decisions: BoxDecision[];
}

/** The cards are stacked: the engine never draws at random at these tables. */
const NO_DRAWS = new SeededRng(0);

/** A balance no stake reaches: for steps whose money was settled before the engine sees them. */
export const UNCHECKED = Number.MAX_SAFE_INTEGER;

/** Plays the dealer when every box has acted (the engine's own table loop does the same). */
function rested(step: Step): Step {
  if (step.state.phase !== 'dealer') return step;
  const dealer = playDealer(step.state, NO_DRAWS);
  return { state: dealer.state, events: [...step.events, ...dealer.events] };
}

/** Deals the round of these box bets (in box order) from these cards. */
export function dealBoxes(rules: BlackjackRules, cards: readonly string[], bets: readonly SeatBet[]): Step {
  return rested(startRoundWith(rules, stackedShoe(cards), bets, UNCHECKED, NO_DRAWS));
}

/** Applies a decision with `balance` as the money of whoever it stakes. */
export function decideBox(rules: BlackjackRules, state: RoundState, choice: Choice, balance: Minor): Step {
  return rested(actTableRound(rules, { ...state, balance }, choice, NO_DRAWS));
}

/** The box and hand asked now, or null. */
export function askedHand(state: RoundState): { box: number; hand: number } | null {
  if (state.turn === null || state.phase === 'over' || state.phase === 'dealer') return null;
  const seat = state.seats[state.turn.seat];
  return seat ? { box: seat.seat, hand: state.turn.hand } : null;
}

/** Every card of the round in the order it left the shoe (no hole card at these tables). */
export function cardsOf(events: readonly RoundEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'card.dealt' && e.card ? [e.card] : []));
}

/** Each owner's stakes and returns: main bets, doubles, splits, insurance and Perfect Pairs on owned boxes; back bets. */
export function ownerSums(
  state: RoundState,
  owners: readonly BoxOwners[],
): Map<string, { staked: Minor; returned: Minor }> {
  const sums = new Map<string, { staked: Minor; returned: Minor }>();
  const add = (who: string, staked: Minor, returned: Minor) => {
    const s = sums.get(who) ?? { staked: 0, returned: 0 };
    s.staked += staked;
    s.returned += returned;
    sums.set(who, s);
  };
  for (const seat of state.seats) {
    const o = owners.find((x) => x.box === seat.seat);
    if (!o) throw new Error(`box ${seat.seat} has no owner`);
    let staked = seat.insurance.bet + seat.perfectPairs.bet;
    let returned = seat.insurance.returned + seat.perfectPairs.returned;
    let behind = 0;
    let behindReturned = 0;
    for (const h of seat.hands) {
      staked += h.bet;
      returned += h.returned;
      behind += h.behind;
      behindReturned += h.behindReturned;
    }
    add(o.owner, staked, returned);
    if (o.behindOwner) add(o.behindOwner, behind, behindReturned);
  }
  return sums;
}

/** Re-plays a settled table round from its record: each owner's stakes and returns as the rules give them. */
export function replayTableRound(record: BlackjackTableRecord): Map<string, { staked: Minor; returned: Minor }> {
  let step = dealBoxes(record.rules, record.cards, record.bets);
  for (const d of record.decisions) {
    const asked = askedHand(step.state);
    if (!asked || asked.box !== d.box || asked.hand !== d.hand) {
      throw new Error(`the recorded decision ${d.action} on box ${d.box} hand ${d.hand} was not asked`);
    }
    step = decideBox(record.rules, step.state, d.action, UNCHECKED);
  }
  if (step.state.phase !== 'over') throw new Error('the recorded decisions do not finish the round');
  return ownerSums(step.state, record.owners);
}
