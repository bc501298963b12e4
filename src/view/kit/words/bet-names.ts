/**
 * Bet codes in the player's words, the same at the table (the roulette layout's and racetrack's
 * names for the access layer and the live region) and in the history.
 */
import type { GameId } from '../../../platform/games';
import type { MessageKey, Params, Translate } from '../../../platform/i18n';

/** A translation, or null when the dictionary has no such key. */
export function lookup(t: Translate, key: string, params?: Params): string | null {
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
