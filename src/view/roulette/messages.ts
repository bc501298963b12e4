/**
 * What the roulette table says for each phase, in the player's language (refusals:
 * view/kit/words/notices.ts).
 */
import { colourOf } from '../../engine/roulette/wheel';
import type { Minor } from '../../engine/shared/money';
import type { RouletteTableView } from '../../machines/roulette/view';
import type { Translate } from '../../platform/i18n';

/** "red", "black" or nothing for the zero (its number says it). */
export function colourWord(n: number, t: Translate): string {
  const c = colourOf(n);
  return c === 'green' ? '' : t(c === 'red' ? 'rou.colour.red' : 'rou.colour.black');
}

/** The message line for a view (a note from the screen, e.g. the bet just placed, wins over it). */
export function messageFor(view: RouletteTableView, t: Translate, money: (m: Minor) => string): string {
  const c = view.context;
  const { phase } = view;
  const total = c.slip.actions.flat().reduce((sum, p) => sum + p.amount, 0);
  if (phase === 'betting' || phase === 'resuming') {
    return total > 0 ? t('rou.msg.ready', { total: money(total) }) : t('rou.msg.place');
  }
  if (phase === 'opening' || phase === 'spinning') return t('rou.msg.noMoreBets');
  if (phase === 'failed') return t('notice.unavailable');
  const round = c.round?.view;
  if (!round) return '';
  const n = round.spin.number;
  const colour = colourWord(n, t);
  const won = round.settlement.returned;
  return won > 0
    ? t('rou.msg.won', { number: n, colour, amount: money(won) })
    : t('rou.msg.lost', { number: n, colour });
}
