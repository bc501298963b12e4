/**
 * The moves the rules allow at this point, derived from the rules object, the cards and the
 * balance. The machine's guards and the view's buttons use these predicates and nothing else.
 */
import type { Minor } from '../shared/money';
import { isAce, isBlackjack, isSplittablePair } from './hand';
import type { BlackjackRules } from './rules';
import { insuranceCost } from './settle';
import type { Choice, Decision, RoundState } from './state';
import { draftOf, type HandDraft, type RoundDraft, type SeatDraft, totalOf, twoCardBlackjack } from './update';

/**
 * Whether a box's extra stake can be paid: from the player's balance, or, for a box held by a
 * computer player (numbered after the table's own seats), from that player's own money, which
 * never runs short (their play must not depend on the player's wallet).
 */
function covers(d: RoundDraft, seatIndex: number, stake: number): boolean {
  return (d.seats[seatIndex] as SeatDraft).seat > d.rules.seats || d.balance >= stake;
}

/** Whether the seat at this index is the player's (its stakes come from the player's balance). */
export const playersSeat = (d: RoundDraft, seatIndex: number): boolean =>
  (d.seats[seatIndex] as SeatDraft).seat <= d.rules.seats;

/** What the seat is offered while the dealer shows an ace: insurance, even money, or nothing. */
export function offerFor(d: RoundDraft, seatIndex: number): 'insurance' | 'even-money' | null {
  const up = d.dealer.cards[0];
  if (up === undefined || !isAce(up)) return null;
  const hand = (d.seats[seatIndex] as SeatDraft).hands[0] as HandDraft;
  if (hand.outcome !== null) return null;
  if (twoCardBlackjack(hand)) return d.rules.evenMoney ? 'even-money' : null;
  if (!d.rules.insurance) return null;
  // Exactly half where the balance covers it; at an up-to-half table, at least one whole unit.
  const half = insuranceCost(hand.bet);
  if (half > 0 && covers(d, seatIndex, half)) return 'insurance';
  const least = Math.min(half, INSURANCE_UNIT);
  return d.rules.insuranceAmount === 'up-to-half' && least > 0 && covers(d, seatIndex, least) ? 'insurance' : null;
}

/**
 * The step of a chosen insurance amount: one whole currency unit. The engine is not told the
 * currency; its amounts are minor units of a two-decimal currency, as the tables' limits and
 * chips are written (bj-european's 1000 is 10.00).
 */
export const INSURANCE_UNIT: Minor = 100;

/** The insurance a seat may stake now: exactly half its main bet, or (up-to-half tables) whole units. */
export interface InsuranceChoice {
  /** Exactly half the main bet, rounded down (it may be an odd number of cents): `insurance:yes`. */
  readonly half: Minor;
  /** The balance covers `half`. */
  readonly halfAllowed: boolean;
  /** The step of the other amounts: one whole currency unit. */
  readonly unit: Minor;
  /** The largest whole-unit amount, within half and the balance; 0 where the table takes only half. */
  readonly most: Minor;
}

/** The insurance amounts a main bet allows with `balance` left to stake (the table's `insuranceAmount`). */
export function insuranceChoice(rules: BlackjackRules, mainBet: Minor, balance: Minor): InsuranceChoice {
  const half = insuranceCost(mainBet);
  const halfAllowed = half > 0 && balance >= half;
  if (rules.insuranceAmount !== 'up-to-half') return { half, halfAllowed, unit: INSURANCE_UNIT, most: 0 };
  const cap = Math.max(0, Math.min(half, balance));
  return { half, halfAllowed, unit: INSURANCE_UNIT, most: cap - (cap % INSURANCE_UNIT) };
}

/** Whether `amount` is one of the choice's stakes (0: declining, always allowed). */
export function insuranceAmountAllowed(choice: InsuranceChoice, amount: Minor): boolean {
  if (amount === 0) return true;
  if (amount === choice.half) return choice.halfAllowed;
  return amount > 0 && amount % choice.unit === 0 && amount <= choice.most;
}

/** The amount of an `insurance:AMOUNT` choice (whole minor units), or null for any other choice. */
export function insuranceAmountOf(choice: Choice | string): Minor | null {
  // Every decision of every round passes here (the simulator's too): the common ones leave
  // before the pattern is tried.
  if (
    choice.length < 11 ||
    !choice.startsWith('insurance:') ||
    choice === 'insurance:yes' ||
    choice === 'insurance:no'
  ) {
    return null;
  }
  const m = /^insurance:(0|[1-9][0-9]{0,15})$/.exec(choice);
  if (m === null) return null;
  const amount = Number(m[1]);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** The seat's insurance amounts on a draft: the player's balance, or a computer player's own money. */
function choiceFor(d: RoundDraft, seatIndex: number): InsuranceChoice {
  const balance = playersSeat(d, seatIndex) ? d.balance : Number.MAX_SAFE_INTEGER;
  return insuranceChoice(d.rules, draftHandBet(d, seatIndex), balance);
}

/** The seat's main bet (its first hand's stake, before any double). */
const draftHandBet = (d: RoundDraft, seatIndex: number): Minor =>
  ((d.seats[seatIndex] as SeatDraft).hands[0] as HandDraft).bet;

/**
 * The amounts the seat asked now may choose, where the table lets it choose (up-to-half) and it
 * is offered insurance (not even money); null otherwise. Reads only what the player sees of the
 * round (the table's view has these fields), so the machine and the view ask the same question.
 */
export function insuranceChoiceOf(
  round: Pick<RoundState, 'rules' | 'phase' | 'turn' | 'seats' | 'balance'>,
): InsuranceChoice | null {
  if (round.phase !== 'insurance' || round.turn === null || round.rules.insuranceAmount !== 'up-to-half') return null;
  const seat = round.seats[round.turn.seat];
  const hand = seat?.hands[0];
  if (!seat || !hand || isBlackjack(hand.cards)) return null;
  const balance = seat.seat <= round.rules.seats ? round.balance : Number.MAX_SAFE_INTEGER;
  const choice = insuranceChoice(round.rules, hand.bet, balance);
  return choice.halfAllowed || choice.most > 0 ? choice : null;
}

/** Decisions as bits, for the hot paths: a set of legal moves is one number. */
export const MOVE = {
  hit: 1,
  stand: 2,
  double: 4,
  split: 8,
  surrender: 16,
  'insurance:yes': 32,
  'insurance:no': 64,
  'even-money:yes': 128,
  'even-money:no': 256,
  'behind:yes': 512,
  'behind:no': 1024,
} as const satisfies Record<Decision, number>;

/** The decisions in the order legalMoves lists them (insurance offers: yes before no). */
const ORDER: readonly Decision[] = [
  'insurance:yes',
  'insurance:no',
  'even-money:yes',
  'even-money:no',
  'hit',
  'stand',
  'double',
  'split',
  'surrender',
  'behind:yes',
  'behind:no',
];

export function moveBit(decision: Decision): number {
  switch (decision) {
    case 'hit':
      return MOVE.hit;
    case 'stand':
      return MOVE.stand;
    case 'double':
      return MOVE.double;
    case 'split':
      return MOVE.split;
    case 'surrender':
      return MOVE.surrender;
    case 'insurance:yes':
      return MOVE['insurance:yes'];
    case 'insurance:no':
      return MOVE['insurance:no'];
    case 'even-money:yes':
      return MOVE['even-money:yes'];
    case 'even-money:no':
      return MOVE['even-money:no'];
    case 'behind:yes':
      return MOVE['behind:yes'];
    case 'behind:no':
      return MOVE['behind:no'];
    default:
      return 0;
  }
}

/**
 * The play moves the rules allow a hand (MOVE bits), whether or not it is its turn: every
 * predicate below is one bit of this, so the rules are written once.
 *  - stand: the hand is open (not finished, not settled);
 *  - hit: open, below 21, and not a split ace that may take only one card;
 *  - double: open, two cards, below 21, not yet doubled, not a one-card split ace, after a split
 *    only with double after split, within the table's double totals, not locked by insurance,
 *    and the balance covers it;
 *  - split: open, two cards of equal value, fewer hands than the table allows, aces re-split
 *    only where allowed, not locked by insurance, and the balance covers it;
 *  - surrender (late): the seat's unsplit first two cards before any other decision, and not
 *    against an ace where the table says so.
 */
export function handMoves(d: RoundDraft, seatIndex: number, handIndex: number): number {
  const { rules } = d;
  const seat = d.seats[seatIndex] as SeatDraft;
  const hand = seat.hands[handIndex] as HandDraft;
  if (hand.done || hand.outcome !== null) return 0;
  const cards = hand.cards;
  const total = totalOf(hand);
  const oneCardOnly = hand.splitAce && !rules.hitSplitAces;
  const insuredLock = rules.insuredHandMayNotDoubleOrSplit && seat.insurance.bet > 0;
  const covered = covers(d, seatIndex, hand.bet);
  let moves: number = MOVE.stand;
  if (!oneCardOnly && total < 21) moves |= MOVE.hit;
  if (
    cards.length === 2 &&
    !hand.doubled &&
    !oneCardOnly &&
    (!hand.split || rules.doubleAfterSplit) &&
    !insuredLock &&
    total < 21 &&
    doubleTotalAllowed(rules.doubleOn, total) &&
    covered
  ) {
    moves |= MOVE.double;
  }
  if (
    isSplittablePair(cards) &&
    seat.hands.length < rules.maxHands &&
    !(hand.splitAce && !rules.resplitAces) &&
    !insuredLock &&
    covered
  ) {
    moves |= MOVE.split;
  }
  if (
    rules.surrender !== 'none' &&
    seat.hands.length === 1 &&
    !hand.split &&
    !hand.acted &&
    cards.length === 2 &&
    !(rules.surrender === 'late-not-vs-ace' && d.dealer.cards.length > 0 && isAce(d.dealer.cards[0]!))
  ) {
    moves |= MOVE.surrender;
  }
  return moves;
}

function doubleTotalAllowed(doubleOn: RoundState['rules']['doubleOn'], total: number): boolean {
  if (doubleOn === '9-11') return total >= 9 && total <= 11;
  if (doubleOn === '10-11') return total >= 10 && total <= 11;
  return true;
}

/** The set of legal moves (MOVE bits) for the seat and hand in `state.turn`. */
function legalMask(state: RoundState): number {
  return movesAllowed(draftOf(state));
}

/** legalMask on a draft. */
export function movesAllowed(d: RoundDraft): number {
  const { turn } = d;
  if (turn === null) return 0;
  if (d.phase === 'insurance') {
    const offer = offerFor(d, turn.seat);
    if (offer === null) return 0;
    if (offer === 'even-money') return MOVE['even-money:yes'] | MOVE['even-money:no'];
    // Exactly half only when the balance covers it; an up-to-half table may still take less.
    const half = insuranceCost(draftHandBet(d, turn.seat));
    return covers(d, turn.seat, half) ? MOVE['insurance:yes'] | MOVE['insurance:no'] : MOVE['insurance:no'];
  }
  if (d.phase === 'behind') {
    const yes = behindCovered(d, turn.seat, turn.hand) ? MOVE['behind:yes'] : 0;
    return yes | MOVE['behind:no'];
  }
  return d.phase === 'player' ? handMoves(d, turn.seat, turn.hand) : 0;
}

/**
 * Whether the back bettor can match the holder's double or split of this hand: the hand has a
 * back bet and the player's balance covers it again (a back bet is always the player's money),
 * besides the holder's own extra stake when the box is the player's too (a headless scenario).
 */
export function behindCovered(d: RoundDraft, seatIndex: number, handIndex: number): boolean {
  const hand = (d.seats[seatIndex] as SeatDraft).hands[handIndex] as HandDraft;
  const holders = playersSeat(d, seatIndex) ? hand.bet : 0;
  return hand.behind > 0 && d.balance >= hand.behind + holders;
}

/**
 * Whether a choice is legal now (`legal`: the MOVE bits of movesAllowed): a listed move, or an
 * insurance amount the seat may stake where the table lets it choose.
 */
export function choiceAllowed(d: RoundDraft, choice: Choice, legal: number = movesAllowed(d)): boolean {
  const amount = insuranceAmountOf(choice);
  if (amount === null) return (legal & moveBit(choice as Decision)) !== 0;
  return (
    d.turn !== null &&
    d.rules.insuranceAmount === 'up-to-half' &&
    (legal & MOVE['insurance:no']) !== 0 &&
    insuranceAmountAllowed(choiceFor(d, d.turn.seat), amount)
  );
}

/** The insurance amounts to name beside the legal moves when a choice is refused (null: none to choose). */
export function choiceToName(d: RoundDraft, legal: number): InsuranceChoice | null {
  if (d.turn === null || d.rules.insuranceAmount !== 'up-to-half' || (legal & MOVE['insurance:no']) === 0) return null;
  return choiceFor(d, d.turn.seat);
}

/** Whether the player may make this choice now: `choiceAllowed` on a state. */
export function isLegalChoice(state: RoundState, choice: Choice): boolean {
  return choiceAllowed(draftOf(state), choice);
}

/** The decisions in a set of MOVE bits, in legalMoves order. */
export function movesIn(mask: number): Decision[] {
  const moves: Decision[] = [];
  for (let i = 0; i < ORDER.length; i++) {
    const move = ORDER[i] as Decision;
    if (mask & MOVE[move]) moves.push(move);
  }
  return moves;
}

/** Every decision the player may make now, for the seat and hand in `state.turn`. */
export function legalMoves(state: RoundState): Decision[] {
  return movesIn(legalMask(state));
}
