/**
 * What the live region says after a blackjack step has been shown: each hand a card went to, with
 * its cards and total ("Seat 1: 10 of spades, 6 of hearts, total 16. Dealer: 9 of clubs, a
 * face-down card"). The result and the balance come from the message line and the wallet.
 */
import { handValue } from '../../engine/blackjack/hand';
import type { PublicRound, RoundEvent } from '../../engine/blackjack/index';
import type { Card } from '../../engine/shared/cards';
import type { Translate } from '../../platform/i18n';
import { cardName, cardNames } from '../kit/words/card-names';

/** The cards of a round as the player may see them (the hole card hidden until it turns). */
export const shownOf = (round: PublicRound): ShownCards => ({
  dealer: round.dealer.cards,
  seats: Object.fromEntries(round.seats.map((s) => [s.seat, s.hands.map((h) => h.cards)])),
});

export interface ShownCards {
  dealer: readonly (Card | null)[];
  seats: Readonly<Record<number, readonly (readonly (Card | null)[])[]>>;
}

/** A hand in words: who, its cards, its total once every card is face up. */
function handWords(who: string, cards: readonly (Card | null)[], t: Translate): string {
  const list = cardNames(cards, t);
  if (cards.length === 0) return '';
  if (cards.some((c) => c === null)) return t('a11y.cards', { who, cards: list });
  const v = handValue(cards as Card[]);
  return t(v.soft ? 'a11y.handSoft' : 'a11y.hand', { who, cards: list, total: v.total });
}

export function narrateStep(events: readonly RoundEvent[], shown: ShownCards, t: Translate): string[] {
  const out: string[] = [];
  const touched: string[] = [];
  const touch = (key: string) => {
    if (!touched.includes(key)) touched.push(key);
  };
  for (const e of events) {
    if (e.type === 'card.dealt') touch(e.to === 'dealer' ? 'dealer' : `${e.to.seat}:${e.to.hand}`);
    else if (e.type === 'hole.revealed') {
      out.push(t('a11y.holeCard', { card: cardName(e.card, t) }));
      touch('dealer');
    } else if (e.type === 'hand.split') touch(`${e.seat}:${e.hand}`);
  }
  for (const key of touched) {
    if (key === 'dealer') {
      out.push(handWords(t('a11y.dealer'), shown.dealer, t));
      continue;
    }
    const [seat = 0, hand = 0] = key.split(':').map(Number);
    const hands = shown.seats[seat] ?? [];
    const cards = hands[hand] ?? [];
    const who = hands.length > 1 ? t('a11y.seatHand', { seat, hand: hand + 1 }) : t('a11y.seat', { seat });
    out.push(handWords(who, cards, t));
  }
  return out.filter((s) => s !== '');
}
