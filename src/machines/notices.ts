/**
 * What a table tells the player when it refuses something: a code with its data, never a
 * sentence. The engines' problems, the round port's refusals and the table's own; view/kit/words/notices.ts
 * turns each into the player's language.
 */
import type { VoidReason } from '../contract/void-reasons';
import type { BaccaratProblem } from '../engine/baccarat/problems';
import type { BlackjackProblem } from '../engine/blackjack/problems';
import type { RouletteProblem } from '../engine/roulette/problems';
import type { Minor } from '../engine/shared/money';

/** Why the round port did not do a call (nothing changed). */
export type PortNotice =
  /** The wallet could not cover the stake. */
  | { readonly code: 'round.insufficientFunds' }
  /** A round is already open at this table (another tab, a double tap). */
  | { readonly code: 'round.inProgress' }
  /** The round is no longer open (it was finished elsewhere). */
  | { readonly code: 'round.gone' }
  /** A decision the rules do not allow now. */
  | { readonly code: 'round.illegal' }
  /** The jurisdiction's least time between rounds has not passed yet (the server's `too-soon`). */
  | { readonly code: 'round.tooSoon' }
  /** The call could not be completed (storage, connection): try again. */
  | { readonly code: 'round.unavailable' }
  /** The browser's storage refused to save the call, so nothing was done (no stake taken). */
  | { readonly code: 'round.unsaved' }
  /**
   * A malfunction voided the round (RULES.md, malfunction): every stake was returned, no win paid.
   * `round`: the round voided and what it returned; null when the call that failed had taken
   * nothing yet (its round never began).
   */
  | {
      readonly code: 'round.void';
      readonly reason: VoidReason;
      readonly round: { readonly roundId: string; readonly returned: Minor } | null;
    };

/** The table's own refusals, before anything reaches the port. */
type TableNotice =
  | { readonly code: 'chip.unknown'; readonly value: Minor }
  /** Nothing on that spot to take off. */
  | { readonly code: 'chip.none'; readonly area?: 'player' | 'banker' | 'tie' };

export type Notice = BlackjackProblem | BaccaratProblem | RouletteProblem | PortNotice | TableNotice;
