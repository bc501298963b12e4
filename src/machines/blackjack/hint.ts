/**
 * The table's hint: the move the computed basic strategy recommends for the active hand of a
 * blackjack machine snapshot (insurance and even money: decline), or null when nothing is asked.
 * Read from the snapshot's context, so the view can show it next to the legal buttons.
 */
import { recommendMove, strategyFor } from '../../engine/blackjack/advice';
import type { BlackjackRules, Decision, RoundState } from '../../engine/blackjack/index';

export function hintFor(context: {
  readonly rules: BlackjackRules;
  readonly round: RoundState | null;
}): Decision | null {
  if (context.round === null) return null;
  return recommendMove(strategyFor(context.rules), context.round);
}
