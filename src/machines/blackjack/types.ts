/** The blackjack statechart's input, context and events (see blackjack.machine.ts). */
import type { BlackjackRules, Decision, RoundEvent, RoundState, SeatBet } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import type { Rng } from '../../engine/shared/rng';
import type { ShoeState } from '../../engine/shared/shoe';
import type { WalletPort } from '../ports';
import type { BetSpot, Placement } from './bets';

export interface BlackjackInput {
  rules: BlackjackRules;
  wallet: WalletPort;
  rng: Rng;
  /** A shoe to deal from (a stacked shoe in tests); otherwise a fresh one by the rules. */
  shoe?: ShoeState;
  /** How long an animation phase waits for `anim.done` before moving on (ms); default 15 s. */
  animationTimeout?: number;
  /** Computer players seated after the table's own seats (robots.ts); default none. */
  robots?: number;
  /** How long a computer player takes over a decision (ms); default 900. */
  robotDelay?: number;
}

export interface BlackjackContext {
  rules: BlackjackRules;
  wallet: WalletPort;
  rng: Rng;
  animationTimeout: number;
  /** Computer players at seats rules.seats + 1 ... rules.seats + robots. */
  robots: number;
  robotDelay: number;
  /** The wallet's balance as last reported. */
  balance: Minor;
  chip: Minor;
  seat: number;
  placements: Placement[];
  lastBets: SeatBet[] | null;
  roundNo: number;
  shoe: ShoeState;
  round: RoundState | null;
  /** What happened in the current step, for the view to animate before it sends anim.done. */
  events: RoundEvent[];
  /** A decision waiting for its extra stake to be debited. */
  pending: Decision | null;
  /** Why the last request was refused, for the view to show; null after a move that worked. */
  notice: string | null;
}

export type BlackjackEvent =
  | { type: 'seat.select'; seat: number }
  | { type: 'chip.select'; value: Minor }
  | { type: 'bet.place'; seat?: number; spot?: BetSpot; amount?: Minor }
  | { type: 'bet.remove'; seat?: number; spot?: BetSpot }
  | { type: 'bet.clear' }
  | { type: 'bet.rebet' }
  | { type: 'round.deal' }
  | { type: 'round.retry' }
  | { type: 'insurance.accept' }
  | { type: 'insurance.decline' }
  | { type: 'player.hit' }
  | { type: 'player.stand' }
  | { type: 'player.double' }
  | { type: 'player.split' }
  | { type: 'player.surrender' }
  | { type: 'anim.done' };

/** What the debit and credit actors receive. */
export interface Transfer {
  wallet: WalletPort;
  amount: Minor;
  roundId: string;
}
