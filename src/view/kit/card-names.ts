/** Cards in words for the live region: "Queen of hearts", "pata ässä", "Re di fiori". */
import { type Card, rankOf, suitOf } from '../../engine/shared/cards';
import type { MessageKey, Translate } from '../../platform/i18n';

export function cardName(card: Card | null, t: Translate): string {
  if (!card) return t('a11y.faceDown');
  return t('a11y.card', {
    rank: t(`a11y.rank.${rankOf(card)}` as MessageKey),
    suit: t(`a11y.suit.${suitOf(card)}` as MessageKey),
  });
}

export const cardNames = (cards: readonly (Card | null)[], t: Translate): string =>
  cards.map((c) => cardName(c, t)).join(', ');
