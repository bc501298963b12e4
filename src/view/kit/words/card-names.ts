/** Cards in words for the live region: "Queen of hearts", "pata ässä", "Re di fiori". */
import { type Card, rankOf, suitOf } from '../../../engine/shared/cards';
import type { MessageKey, Translate } from '../../../platform/i18n';

export function cardName(card: Card | null, t: Translate): string {
  if (!card) return t('a11y.faceDown');
  const rank = rankOf(card);
  return t('a11y.card', {
    // the pips are said as their number; the ace and the court cards have names
    rank: /[AJQK]/.test(rank) ? t(`a11y.rank.${rank}` as MessageKey) : rank === 'T' ? '10' : rank,
    suit: t(`a11y.suit.${suitOf(card)}` as MessageKey),
  });
}

export const cardNames = (cards: readonly (Card | null)[], t: Translate): string =>
  cards.map((c) => cardName(c, t)).join(', ');
