/**
 * What a round service finds as a table opens, before the table looks for its round: a saved
 * round it could not play on, voided (RULES.md "Every table"), and a blackjack round left open
 * past the operator's expiry, completed and settled (EMBEDDING.md `roundExpiryMinutes`). Both
 * services say it in these words; the table tells the player and the lobby.
 */
import type { VoidReason } from '../contract/void-reasons';
import type { Minor } from '../engine/shared/money';

/** A round voided as its table opened, and why (`returned` is `staked`). */
export interface VoidFound {
  roundId: string;
  staked: Minor;
  /** The balance with the stakes back. */
  balance: Minor;
  reason: VoidReason;
}

/** A round completed on expiry as its table opened: what the player is told, and the lobby's `roundEnded`. */
export interface ExpiredRound {
  roundId: string;
  table: string;
  staked: Minor;
  returned: Minor;
  /** The balance once it was settled. */
  balance: Minor;
  /** The expiry it passed (the launch parameter). */
  minutes: number;
}

/** What a table found as it opened (null: nothing). */
export interface TableFinds {
  voided: VoidFound | null;
  expired: ExpiredRound | null;
}
