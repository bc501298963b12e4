/**
 * Playing cards as the two-character codes of HEADLESS.md: rank `A 2 3 4 5 6 7 8 9 T J Q K`,
 * suit `S H D C` (`TD` is the ten of diamonds). Codes are plain strings so that hands, shoes and
 * snapshots serialize as they are.
 */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = `${Rank}${Suit}`;
export type CardColour = 'red' | 'black';

export class CardError extends Error {
  override name = 'CardError';
}

const RANK_SET: ReadonlySet<string> = new Set(RANKS);
const SUIT_SET: ReadonlySet<string> = new Set(SUITS);

export function isCard(code: unknown): code is Card {
  return (
    typeof code === 'string' && code.length === 2 && RANK_SET.has(code[0] as string) && SUIT_SET.has(code[1] as string)
  );
}

/** Validates a card code, naming it in the error ("10H" is not a card: use "TH"). */
export function parseCard(code: unknown): Card {
  if (isCard(code)) return code;
  const hint = typeof code === 'string' && /^10[SHDC]$/.test(code) ? ` (write the ten as T${code[2]})` : '';
  throw new CardError(`"${String(code)}" is not a card: expected rank A 2-9 T J Q K then suit S H D C${hint}`);
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

export function colourOf(card: Card): CardColour {
  const suit = suitOf(card);
  return suit === 'H' || suit === 'D' ? 'red' : 'black';
}

/** 1-based rank number: A 1, 2–9, T 10, J 11, Q 12, K 13. */
export function rankIndex(card: Card): number {
  return RANKS.indexOf(rankOf(card)) + 1;
}

/** One 52-card deck, suits in S H D C order, ranks A→K within each suit. */
export function standardDeck(): Card[] {
  const deck: Card[] = [];
  for (const s of SUITS) for (const r of RANKS) deck.push(`${r}${s}`);
  return deck;
}

export function decksOf(count: number): Card[] {
  if (!Number.isInteger(count) || count < 1) throw new CardError(`deck count must be a positive integer, got ${count}`);
  const one = standardDeck();
  const all: Card[] = [];
  for (let i = 0; i < count; i++) all.push(...one);
  return all;
}
