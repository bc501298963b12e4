/** The blackjack statechart's input, context and events (see blackjack.machine.ts). */
import type { BlackjackRules, Choice, RoundEvent, SeatBet, TableRound } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import type { Notice } from '../notices';
import type { TableContext } from '../table/context';
import type { BetSpot, Placement } from './bets';
import type { BlackjackBets } from './port';

export interface BlackjackInput {
  rules: BlackjackRules;
  /** The wallet's balance when the table opens. */
  balance: Minor;
  /** This table's own id, the stem of its request ids. */
  callerId: string;
  /** How long a stage waits for `anim.done` before moving on (ms); default 15 s. */
  animationTimeout?: number;
  /** What the table opens saying (a round voided as it opened). */
  notice?: Notice | null;
}

export interface BlackjackContext extends TableContext<BlackjackBets, Choice, TableRound, RoundEvent> {
  rules: BlackjackRules;
  chip: Minor;
  seat: number;
  placements: Placement[];
  lastBets: SeatBet[] | null;
}

export type BlackjackEvent =
  | { type: 'seat.select'; seat: number }
  | { type: 'chip.select'; value: Minor }
  | { type: 'bet.place'; seat?: number; spot?: BetSpot; amount?: Minor }
  | { type: 'bet.remove'; seat?: number; spot?: BetSpot }
  | { type: 'bet.clear' }
  /** Takes the back bet off a box held by another player (placing one is `bet.place` with spot `behind`). */
  | { type: 'behind.clear'; seat: number }
  | { type: 'bet.rebet' }
  | { type: 'round.deal' }
  | { type: 'round.retry' }
  /** Insurance (or even money); `amount`: the stake chosen at an up-to-half table (default: exactly half). */
  | { type: 'insurance.accept'; amount?: Minor }
  | { type: 'insurance.decline' }
  | { type: 'player.hit' }
  | { type: 'player.stand' }
  | { type: 'player.double' }
  | { type: 'player.split' }
  | { type: 'player.surrender' }
  /** The back bettor's answer when the box's holder doubles or splits: match it, or not. */
  | { type: 'behind.match' }
  | { type: 'behind.decline' }
  | { type: 'anim.done' }
  /** The stage's timer ran out: the view never answered. */
  | { type: 'anim.timeout' }
  /** The wallet's balance changed between rounds (a rebuy). */
  | { type: 'wallet.balance'; balance: Minor };

/** The events that are a player's decision. */
export type MoveEvent = Extract<
  BlackjackEvent['type'],
  `insurance.${string}` | `player.${string}` | 'behind.match' | 'behind.decline'
>;
