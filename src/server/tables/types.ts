/**
 * What the server needs of one game: its tables' bets checked, a round opened and (blackjack)
 * played on, and a settled round re-played from its record (reconcile). The game knows the
 * engine; the round service around it knows the database, the wallet and the fairness seeds.
 */

import type { WireDecision } from '../../contract/decisions';
import type { GameId, RoundPhase } from '../../contract/names';
import type { Minor } from '../../engine/shared/money';
import type { Rng } from '../../engine/shared/rng';
import type { ShoeState, ShufflePolicy } from '../../engine/shared/shoe';

/** One step of a round, as the engine left it. */
export interface GameStep {
  status: 'open' | 'settled';
  phase: RoundPhase;
  /** What the next action needs (open rounds only); stays in the database, never in an answer. */
  secret: unknown | null;
  /** The table's shoe after the step, once no round deals from it (card games; null: unchanged). */
  shoe: ShoeState | null;
  view: unknown;
  events: readonly unknown[];
  /** The player's legal decisions, as the API names them. */
  legal: WireDecision[];
  staked: Minor;
  returned: Minor;
  /** A finished round: everything history, the round record and reconcile keep. */
  record: RoundRecordData | null;
}

/** A finished round in full (the round record of SERVER.md, without its fairness part). */
export interface RoundRecordData {
  bets: unknown;
  /** Every card in the order it left the shoe (card games). */
  cards?: string[];
  /** Roulette's winning number. */
  result?: number;
  /** The decisions of the round in the order they were taken (blackjack). */
  decisions?: string[];
  /** The rules the round was dealt under (blackjack: its limit tier's), for a replay. */
  rules?: unknown;
  /** The balance before the round's first stake (blackjack's engine checks doubles against it). */
  balanceBefore?: Minor;
  /** What the table showed at the end: cards, totals, every bet and return. */
  outcome: unknown;
  staked: Minor;
  returned: Minor;
}

interface ShoeSpec {
  decks: number;
  shuffle: ShufflePolicy;
}

/** A round to deal, its bets checked. */
export interface CheckedBets {
  bets: unknown;
  stake: Minor;
  /** The limit tier the round is dealt at, where the table has tiers. */
  tier: string | null;
}

export interface TableGame {
  readonly game: GameId;
  readonly table: string;
  /** The table's shoe (null: roulette). */
  readonly shoe: ShoeSpec | null;
  /** Refuses bets the table does not take (a RuleError or an ApiError), else their total stake. */
  checkBets(raw: unknown, tier: string | undefined, balance: Minor): CheckedBets;
  /** Deals the round: the stakes are taken already. `shoe` is the table's shoe (card games). */
  open(bets: CheckedBets, balanceBefore: Minor, shoe: ShoeState | null, rng: Rng): GameStep;
  /** Blackjack: the extra stake of `action` on the round kept as `secret` (refuses an illegal one). */
  actionStake?(secret: unknown, action: string): Minor;
  /** Blackjack: plays `action` on the round kept as `secret`. */
  act?(secret: unknown, action: string, rng: Rng): GameStep;
  /** What a void returns of an open round kept as `secret`: unsettled stakes plus settled returns. */
  voidRefund?(secret: unknown): Minor | null;
  /** Re-plays a finished round from its record: the staked and returned the rules give. */
  replay(record: RoundRecordData): { staked: Minor; returned: Minor };
}
