/**
 * What the blackjack rules refuse, as codes with data (engine/shared/problem.ts), and each said in
 * English for logs and the headless tools. Players read them through the dictionary.
 */
import type { Minor } from '../shared/money';
import { RuleError } from '../shared/problem';
import type { InsuranceChoice } from './legal';
import type { Decision } from './state';

/** Where a bet lies on a seat: its main bet, its Perfect Pairs circle, or a back bet behind it. */
export type Spot = 'main' | 'perfectPairs' | 'behind';

export type BlackjackProblem =
  | { readonly code: 'bet.none' }
  | { readonly code: 'bet.noSeat'; readonly seat: number; readonly seats: number }
  | { readonly code: 'bet.twoOnSeat'; readonly seat: number }
  | { readonly code: 'bet.badAmount'; readonly seat: number; readonly spot: Spot; readonly amount: unknown }
  | {
      readonly code: 'bet.belowMin';
      readonly seat: number;
      readonly amount: Minor;
      readonly min: Minor;
      readonly max: Minor;
    }
  | {
      readonly code: 'bet.overMax';
      readonly seat: number;
      readonly spot: Spot;
      readonly amount: Minor;
      readonly min: Minor;
      readonly max: Minor;
    }
  | { readonly code: 'bet.sideNeedsMain'; readonly seat: number }
  | { readonly code: 'bet.noSideBet'; readonly seat: number }
  /** The table takes no back bets. */
  | { readonly code: 'bet.noBehind'; readonly seat: number }
  /** A back bet goes on a box someone else holds (not the player's own, not an empty one). */
  | { readonly code: 'bet.behindNotOther'; readonly seat: number }
  /** A back bet runs from the table minimum (`min`) to the box's main bet (`max`). */
  | {
      readonly code: 'bet.behindLimits';
      readonly seat: number;
      readonly amount: Minor;
      readonly min: Minor;
      readonly max: Minor;
    }
  | { readonly code: 'bet.overBalance'; readonly total: Minor; readonly balance: Minor }
  | {
      readonly code: 'move.illegal';
      readonly decision: string;
      /** The seat number and hand (1-based) asked, or null when nobody is asked. */
      readonly seat: number | null;
      readonly hand: number | null;
      readonly legal: readonly Decision[];
      /** The insurance amounts the seat may choose (up-to-half tables, while insurance is asked). */
      readonly insurance?: InsuranceChoice | null;
    };

/**
 * The legal moves in words, and where the player chooses the insurance amount, its range:
 * `insurance:AMOUNT (100 to 500 in steps of 100, or 525)`.
 */
export function legalText(legal: readonly Decision[], insurance?: InsuranceChoice | null): string {
  const words: string[] = [...legal];
  if (insurance) {
    const { unit, most, half, halfAllowed } = insurance;
    const range = most === 0 ? [] : [most === unit ? `${unit}` : `${unit} to ${most} in steps of ${unit}`];
    if (halfAllowed && half !== most) range.push(`${half}`);
    if (range.length > 0) words.push(`insurance:AMOUNT (${range.join(', or ')})`);
  }
  return words.length ? words.join(', ') : 'none';
}

/** The problem in English, naming the seat and the figures (HEADLESS.md's one line). */
export function describeBlackjack(p: BlackjackProblem): string {
  switch (p.code) {
    case 'bet.none':
      return 'a round needs at least one seat with a bet';
    case 'bet.noSeat':
      return `seat ${JSON.stringify(p.seat)} does not exist: this table has seats 1 to ${p.seats}`;
    case 'bet.twoOnSeat':
      return `seat ${p.seat} has two bets`;
    case 'bet.badAmount':
      return `seat ${p.seat}: ${p.spot} bet ${JSON.stringify(p.amount)} must be a whole number of minor units, 0 or more`;
    case 'bet.belowMin':
      return `seat ${p.seat}: main bet ${p.amount} is outside the table limits ${p.min} to ${p.max}`;
    case 'bet.overMax':
      return p.spot === 'main'
        ? `seat ${p.seat}: main bet ${p.amount} is outside the table limits ${p.min} to ${p.max}`
        : `seat ${p.seat}: perfectPairs bet ${p.amount} must be 0 to ${p.max}`;
    case 'bet.sideNeedsMain':
      return `seat ${p.seat}: Perfect Pairs needs a main bet on the seat`;
    case 'bet.noSideBet':
      return `seat ${p.seat}: this table has no Perfect Pairs side bet`;
    case 'bet.noBehind':
      return `seat ${p.seat}: this table takes no back bets ("behind")`;
    case 'bet.behindNotOther':
      return `seat ${p.seat}: a back bet goes on a box held by another player`;
    case 'bet.behindLimits':
      return `seat ${p.seat}: back bet ${p.amount} must be from the table minimum ${p.min} to the box's main bet ${p.max}`;
    case 'bet.overBalance':
      return `the bets total ${p.total}, more than the balance of ${p.balance}`;
    case 'move.illegal': {
      const where = p.seat === null ? 'no seat' : p.hand === null ? `seat ${p.seat}` : `seat ${p.seat}, hand ${p.hand}`;
      return `"${p.decision}" is not allowed at ${where}; legal moves: ${legalText(p.legal, p.insurance)}`;
    }
  }
}

/** A step the blackjack rules refuse; its problem is typed. */
export class BlackjackRuleError extends RuleError<BlackjackProblem> {
  override name = 'BlackjackRuleError';
  constructor(problem: BlackjackProblem) {
    super(problem, describeBlackjack(problem));
  }
}
