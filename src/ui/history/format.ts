/**
 * The history panel's words and figures, kept free of Pixi so they are testable: bet codes as
 * the player's words, cards as compact text with their suit symbols, the round's detail read
 * defensively (a history written by an older build, or a game that saved nothing, must never
 * crash the panel), net results, and times in the player's language.
 */
import { handTotal } from '../../engine/blackjack/hand';
import { colourOf as pocketColour } from '../../engine/roulette/wheel';
import { type Card, isCard, rankOf, suitOf } from '../../engine/shared/cards';
import type { Minor } from '../../engine/shared/money';
import type { GameId } from '../../platform/games';
import type { HistoryEntry } from '../../platform/history';
import type { Language, MessageKey, Params, Translate } from '../../platform/i18n';
import { tableNameKey } from '../names';
import { voidReasonText } from '../void-reason';

/** A translation, or null when the dictionary has no such key. */
function lookup(t: Translate, key: string, params?: Params): string | null {
  const text = t(key as MessageKey, params);
  return text === key ? null : text;
}

const ROULETTE_NUMBERED = ['straight', 'split', 'street', 'trio', 'corner', 'line'];

/**
 * A wager code as the player's words: `main:2` → "Main bet, seat 2" (the seat only when
 * `seats` says the round had more than one), `banker` → "Banker", `split:17-20` → "Split 17/20",
 * `neighbours:17` → "17 and neighbours", `neighbours:17:3` → "17 and 3 neighbours". Unknown codes
 * come back as they are.
 */
export function betName(game: GameId, code: string, t: Translate, seats = false): string {
  const colon = code.indexOf(':');
  const kind = colon < 0 ? code : code.slice(0, colon);
  const arg = colon < 0 ? '' : code.slice(colon + 1);
  if (game === 'blackjack') {
    const name = lookup(t, `bet.bj.${kind}`);
    if (!name) return code;
    return seats && arg ? t('bet.onSeat', { bet: name, seat: arg }) : name;
  }
  if (game === 'baccarat') return lookup(t, `bet.bac.${code}`) ?? code;
  if (ROULETTE_NUMBERED.includes(kind) && arg) {
    return lookup(t, `bet.rou.${kind}`, { numbers: arg.split('-').join('/') }) ?? code;
  }
  if ((kind === 'column' || kind === 'dozen') && arg) return lookup(t, `bet.rou.${kind}`, { n: arg }) ?? code;
  if (kind === 'basket') return lookup(t, 'bet.rou.basket') ?? code;
  if (kind === 'neighbours' && arg) {
    const [number = '', count] = arg.split(':');
    if (count === undefined || count === '2') return lookup(t, 'bet.rou.neighbours', { number }) ?? code;
    const key = count === '1' ? 'bet.rou.neighboursOne' : 'bet.rou.neighboursCount';
    return lookup(t, key, { number, count }) ?? code;
  }
  if (arg) return code;
  return lookup(t, `bet.rou.${kind}`) ?? code;
}

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
