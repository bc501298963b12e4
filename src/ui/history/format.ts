/**
 * The history panel's words and figures, kept free of Pixi so they are testable: cards as compact
 * text with their suit symbols, the round's detail read defensively (a history written by an older
 * build, or a game that saved nothing, must never crash the panel), net results, and times in the
 * player's language. Bet codes in words are view/kit/words/bet-names.ts: the tables say them too.
 */
import { handTotal } from '../../engine/blackjack/hand';
import { colourOf as pocketColour } from '../../engine/roulette/wheel';
import { type Card, isCard, rankOf, suitOf } from '../../engine/shared/cards';
import type { Minor } from '../../engine/shared/money';
import type { GameId } from '../../platform/games';
import type { HistoryEntry } from '../../platform/history';
import type { Language, Translate } from '../../platform/i18n';
import { lookup } from '../../view/kit/words/bet-names';
import { tableNameKey } from '../../view/kit/words/names';
import { voidReasonText } from '../../view/kit/words/void-reason';

/** Whether a blackjack round's wagers span more than one seat (then names carry the seat). */
export function manySeats(entry: Pick<HistoryEntry, 'game' | 'wagers'>): boolean {
  if (entry.game !== 'blackjack') return false;
  const seats = new Set(entry.wagers.map((w) => w.bet.split(':')[1] ?? ''));
  return seats.size > 1;
}

const SUIT_SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

export interface CardText {
  text: string;
  red: boolean;
}

/** `TH` → "10♥" (red); `AS` → "A♠". */
export function cardText(card: Card): CardText {
  const rank = rankOf(card);
  const suit = suitOf(card);
  return { text: `${rank === 'T' ? '10' : rank}${SUIT_SYMBOL[suit]}`, red: suit === 'H' || suit === 'D' };
}

/** The cards of a list, or null when it is not a list of cards. */
function readCards(value: unknown): Card[] | null {
  return Array.isArray(value) && value.every(isCard) ? (value as Card[]) : null;
}

/** A baccarat hand's points: the last digit of its total. */
export function baccaratPoints(cards: readonly Card[]): number {
  let total = 0;
  for (const c of cards) {
    const r = rankOf(c);
    total += r === 'A' ? 1 : r === 'T' || r === 'J' || r === 'Q' || r === 'K' ? 0 : Number(r);
  }
  return total % 10;
}

export type RoundDetail =
  | { game: 'blackjack'; dealer: Card[]; hands: { seat: number; cards: Card[]; result: string; total: number }[] }
  | { game: 'baccarat'; player: Card[]; banker: Card[]; playerPoints: number; bankerPoints: number }
  | { game: 'roulette'; number: number; colour: 'red' | 'black' | 'green' }
  | { game: null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The round's cards or number, read from its saved detail; `{ game: null }` when unreadable. */
export function readDetail(game: GameId, detail: unknown): RoundDetail {
  const none = { game: null } as const;
  if (!isRecord(detail)) return none;
  if (game === 'blackjack') {
    const dealer = readCards(detail.dealer);
    if (!dealer || !Array.isArray(detail.hands)) return none;
    const hands: Extract<RoundDetail, { game: 'blackjack' }>['hands'] = [];
    for (const h of detail.hands) {
      const cards = isRecord(h) ? readCards(h.cards) : null;
      if (!isRecord(h) || !cards) return none;
      const seat = typeof h.seat === 'number' && Number.isFinite(h.seat) ? h.seat : 1;
      hands.push({ seat, cards, result: typeof h.result === 'string' ? h.result : '', total: handTotal(cards) });
    }
    return { game, dealer, hands };
  }
  if (game === 'baccarat') {
    const player = readCards(detail.player);
    const banker = readCards(detail.banker);
    if (!player || !banker) return none;
    return { game, player, banker, playerPoints: baccaratPoints(player), bankerPoints: baccaratPoints(banker) };
  }
  const n = detail.number;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 36) return none;
  return { game: 'roulette', number: n, colour: pocketColour(n) };
}

/** A blackjack hand's result in words (`win` → "win"); an unknown one as it is. */
export function outcomeText(result: string, t: Translate): string {
  return result ? (lookup(t, `history.outcome.${result}`) ?? result) : '';
}

export interface NetFigure {
  value: Minor;
  text: string;
  tone: 'up' | 'down' | 'even';
}

/**
 * What a void round's recall says: that it was void and why ("Void round (an internal error in
 * the game rules): the stakes were returned."); an entry kept before reasons were, without one.
 */
export function voidText(entry: Pick<HistoryEntry, 'voidReason'>, t: Translate): string {
  const reason = voidReasonText(entry.voidReason, t);
  return reason ? t('history.voidBecause', { reason }) : t('history.void');
}

/** What the round won or lost: "+€9.50", "−€10.00" (a true minus sign), "€0.00". */
export function netFigure(entry: Pick<HistoryEntry, 'staked' | 'returned'>, money: (m: Minor) => string): NetFigure {
  const value = entry.returned - entry.staked;
  if (value > 0) return { value, text: `+${money(value)}`, tone: 'up' };
  if (value < 0) return { value, text: `−${money(-value)}`, tone: 'down' };
  return { value, text: money(0), tone: 'even' };
}

/** The table's name from the dictionary, else its id. */
export function tableName(table: string, t: Translate): string {
  return lookup(t, tableNameKey(table)) ?? table;
}

/** When the round ended: short in the list ("12 Mar, 14:05"), with seconds in the recall. */
export function timeText(time: number, lang: Language, long = false): string {
  const options: Intl.DateTimeFormatOptions = long
    ? { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }
    : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(lang, options).format(new Date(time));
  } catch {
    return '';
  }
}
