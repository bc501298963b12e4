/**
 * What the player may see of a round: the hole card stays hidden (null) until it is turned, and
 * the shoe's order is never shown, only how many cards are left. The view renders this, never
 * the engine state itself.
 */
import type { Card } from '../shared/cards';
import { cardsRemaining } from '../shared/shoe';
import { handValue } from './hand';
import { legalMoves } from './legal';
import type { Decision, RoundState } from './state';

interface PublicDealer {
  /** Face-down cards are null. */
  readonly cards: readonly (Card | null)[];
  /** The total of the cards that are face up. */
  readonly total: number;
  readonly soft: boolean;
}

export type PublicRound = Omit<RoundState, 'dealer' | 'shoe'> & {
  readonly dealer: PublicDealer;
  readonly cardsLeft: number;
  readonly legal: readonly Decision[];
};

export function publicView(state: RoundState): PublicRound {
  const { dealer, shoe, ...rest } = state;
  const visible = dealer.holeHidden ? dealer.cards.slice(0, 1) : dealer.cards;
  const value = handValue(visible);
  return {
    ...rest,
    dealer: {
      cards: dealer.holeHidden ? [dealer.cards[0] as Card, null] : dealer.cards.slice(),
      total: value.total,
      soft: value.soft,
    },
    cardsLeft: cardsRemaining(shoe),
    legal: legalMoves(state),
  };
}
