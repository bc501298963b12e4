/**
 * The shape of a blackjack round: plain, serializable data (a machine snapshot persists it as it
 * is), the decisions a player can make, and the events each step reports for the view.
 */
import type { Card } from '../shared/cards';
import type { Minor } from '../shared/money';
import type { ShoeState } from '../shared/shoe';
import type { PerfectPairsResult } from './hand';
import type { BlackjackRules } from './rules';

export type Outcome = 'win' | 'lose' | 'push' | 'blackjack' | 'surrender' | 'bonus777' | 'even-money';

export interface Hand {
  readonly cards: readonly Card[];
  /** The hand's stake, doubled included. */
  readonly bet: Minor;
  /** Came from a split: 21 on it is never blackjack, and it may not surrender. */
  readonly split: boolean;
  /** A split ace: one card only unless the table lets split aces hit. */
  readonly splitAce: boolean;
  readonly doubled: boolean;
  /** The player made a decision on this hand (surrender only comes first). */
  readonly acted: boolean;
  /** No more decisions: stood, doubled, 21, bust, surrendered or a finished split ace. */
  readonly done: boolean;
  /** Set when the hand's bet is settled. */
  readonly outcome: Outcome | null;
  /** Everything paid back for the bet, stake included (0 for a loss). */
  readonly returned: Minor;
  /**
   * The back bet's share on this hand (another player's money riding on the holder's decisions):
   * doubled where it followed a double, 0 on a hand it does not follow or a box without one.
   */
  readonly behind: Minor;
  /** What the back bet's share got back, stake included, as the hand's own bet did. */
  readonly behindReturned: Minor;
}

interface SideBet {
  readonly bet: Minor;
  readonly returned: Minor;
  readonly settled: boolean;
}

export interface SeatState {
  /** The seat number, 1-based, as the player picked it. */
  readonly seat: number;
  readonly hands: readonly Hand[];
  readonly insurance: SideBet;
  readonly perfectPairs: SideBet & { readonly result: PerfectPairsResult };
  /** The back bet placed on this box (0: none); its shares ride on the hands (`Hand.behind`). */
  readonly behind: Minor;
}

/** `behind`: the holder of `turn` doubles or splits (`asked`) and the back bettor is asked to match it. */
export type Phase = 'insurance' | 'player' | 'behind' | 'dealer' | 'over';

export interface DealerState {
  /** Cards in the order dealt; with a peek table the second is the hole card. */
  readonly cards: readonly Card[];
  /** The hole card is dealt and still face down. */
  readonly holeHidden: boolean;
  /** The dealer looked under the up card and has no blackjack. */
  readonly peeked: boolean;
}

export interface RoundState {
  readonly rules: BlackjackRules;
  readonly phase: Phase;
  readonly seats: readonly SeatState[];
  readonly dealer: DealerState;
  /** Whose decision it is: seat index (into `seats`) and hand index; null when nobody is asked. */
  readonly turn: { readonly seat: number; readonly hand: number } | null;
  /** The holder's move the back bettor is asked to match (phase `behind`), else null. */
  readonly asked: BehindMove | null;
  /** Money the player still has to stake with: the starting balance less every stake so far. */
  readonly balance: Minor;
  /** All stakes of the round: main bets, doubles, splits, insurance, side bets. */
  readonly staked: Minor;
  /** All returns settled so far; they are credited when the round ends. */
  readonly returned: Minor;
  readonly shoe: ShoeState;
}

type InsuranceDecision = 'insurance:yes' | 'insurance:no' | 'even-money:yes' | 'even-money:no';
type PlayDecision = 'hit' | 'stand' | 'double' | 'split' | 'surrender';
/** The back bettor's answer to "match the double / split?" (phase `behind`). */
type BehindDecision = 'behind:yes' | 'behind:no';
/** The holder's moves a back bet may follow. */
export type BehindMove = 'double' | 'split';
/** The decisions a table lists as legal (one MOVE bit each). */
export type Decision = InsuranceDecision | PlayDecision | BehindDecision;
/**
 * Insurance of a chosen amount in minor units, where the table lets the player choose it
 * (`insuranceAmount: 'up-to-half'`): whole currency units up to half the main bet, or exactly half
 * (legal.ts `insuranceChoice`); `insurance:0` declines. A string, as every decision, so a round's
 * call is stored and sent as it is.
 */
type InsuranceAmountDecision = `insurance:${number}`;
/** What a player may answer when asked: one of the decisions, or insurance of a chosen amount. */
export type Choice = Decision | InsuranceAmountDecision;

export const DECISIONS: readonly Decision[] = [
  'insurance:yes',
  'insurance:no',
  'even-money:yes',
  'even-money:no',
  'hit',
  'stand',
  'double',
  'split',
  'surrender',
];

/** Where a card went or a bet sat: a seat number (1-based) and hand index, or the dealer. */
type Place = { readonly seat: number; readonly hand: number } | 'dealer';

type BetKind = 'main' | 'insurance' | 'perfectPairs' | 'behind';

export type RoundEvent =
  /** `card` is null for the face-down hole card: events are safe to hand to the view. */
  | { readonly type: 'card.dealt'; readonly to: Place; readonly card: Card | null; readonly faceDown: boolean }
  | { readonly type: 'hole.revealed'; readonly card: Card }
  | { readonly type: 'dealer.peeked'; readonly blackjack: boolean }
  | { readonly type: 'insurance.offered'; readonly seat: number; readonly kind: 'insurance' | 'even-money' }
  | { readonly type: 'insurance.taken'; readonly seat: number; readonly bet: Minor }
  | { readonly type: 'turn.started'; readonly seat: number; readonly hand: number }
  | { readonly type: 'hand.split'; readonly seat: number; readonly hand: number; readonly bet: Minor }
  | { readonly type: 'hand.doubled'; readonly seat: number; readonly hand: number; readonly bet: Minor }
  /** The holder doubles or splits a hand with a back bet: the back bettor is asked to match. */
  | { readonly type: 'behind.asked'; readonly seat: number; readonly hand: number; readonly move: BehindMove }
  /** The back bettor matched: `bet` is the back bet now on `hand` (a split: on the new hand). */
  | { readonly type: 'behind.matched'; readonly seat: number; readonly hand: number; readonly bet: Minor }
  | { readonly type: 'hand.stood'; readonly seat: number; readonly hand: number; readonly total: number }
  | { readonly type: 'hand.busted'; readonly seat: number; readonly hand: number; readonly total: number }
  | { readonly type: 'hand.surrendered'; readonly seat: number; readonly hand: number }
  | { readonly type: 'dealer.stood'; readonly total: number; readonly bust: boolean; readonly blackjack: boolean }
  | {
      readonly type: 'bet.settled';
      readonly seat: number;
      /** Hand index for a main bet or a back bet; null for insurance and side bets. */
      readonly hand: number | null;
      readonly kind: BetKind;
      readonly outcome: Outcome | PerfectPairsResult | 'insurance-win' | 'insurance-lose';
      readonly bet: Minor;
      readonly returned: Minor;
    }
  | { readonly type: 'round.over'; readonly staked: Minor; readonly returned: Minor };

export interface Step {
  readonly state: RoundState;
  readonly events: readonly RoundEvent[];
}
