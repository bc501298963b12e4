/**
 * The table's hint: the move the computed basic strategy recommends for the hand whose turn it
 * is, read from the round the player sees (insurance and even money: decline), or null when
 * nothing is asked.
 */
import {
  type BlackjackRules,
  type Decision,
  recommendForHand,
  strategyFor,
  type TableRound,
} from '../../engine/blackjack/index';

export function hintFor(rules: BlackjackRules, round: TableRound | null): Decision | null {
  const turn = round?.turn;
  const up = round?.dealer.cards[0];
  // Matching a back bet is a question of the player's appetite, not of the chart.
  if (!round || !turn || !up || round.phase === 'behind') return null;
  const hand = round.seats[turn.seat]?.hands[turn.hand];
  if (!hand) return null;
  return recommendForHand(strategyFor(rules), round.phase, hand.cards, up, round.legal);
}
