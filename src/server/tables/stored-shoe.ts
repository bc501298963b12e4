/**
 * A shoe as the database keeps it (a table's shoe between rounds, and the shoe inside an open
 * blackjack round): its cards as one string of two-letter codes ("AS7DTC…") instead of a JSON
 * array, 832 characters for an 8-deck shoe where the array took 2.2 KB — bytes every round call
 * parses and writes (issue 37). A shoe kept as an array before this reads as it was.
 */
import type { ShoeState } from '../../engine/shared/shoe';

export type StoredShoe = Omit<ShoeState, 'cards'> & { cards: string };

export function storedShoe(shoe: ShoeState): StoredShoe {
  return { ...shoe, cards: shoe.cards.join('') };
}

/** The shoe of a stored value with its cards as the engine keeps them; checked where it is restored. */
export function shoeOfStored(saved: unknown): unknown {
  if (typeof saved !== 'object' || saved === null) return saved;
  const cards = (saved as { cards?: unknown }).cards;
  if (typeof cards !== 'string') return saved;
  // An odd length is no shoe: the array it becomes fails the check of every card.
  const list: string[] = [];
  for (let i = 0; i < cards.length; i += 2) list.push(cards.slice(i, i + 2));
  return { ...saved, cards: list };
}
