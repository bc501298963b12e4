/**
 * What the roulette table says, in the player's language: the machine's refusals (engine text,
 * English) mapped to dictionary keys, and the line for each phase.
 */
import type { RouletteTable } from '../../engine/roulette/rules';
import { colourOf } from '../../engine/roulette/wheel';
import type { Minor } from '../../engine/shared/money';
import type { RouletteSnapshot } from '../../machines/roulette.machine';
import type { Translate } from '../../platform/i18n';
import { phaseOf } from './session';

export function problemText(notice: string, table: RouletteTable, t: Translate, money: (m: Minor) => string): string {
  if (/stake could not/.test(notice)) return t('rou.msg.debitFailed');
  if (/win could not/.test(notice)) return t('rou.msg.creditFailed');
  if (/place a bet/.test(notice)) return t('rou.msg.noBets');
  if (/under the table minimum/.test(notice)) return t('rou.msg.belowMin', { min: money(table.limits.min) });
  if (/per spin/.test(notice)) return t('rou.msg.overTotal', { total: money(table.limits.total) });
  if (/over the maximum/.test(notice)) return t('rou.msg.overMax');
  if (/balance/.test(notice)) return t('rou.msg.overBalance');
  if (/divide/.test(notice)) return t('rou.msg.divide');
  if (/no bet|no previous|no bets/.test(notice)) return t('rou.msg.nothing');
  return '';
}

/** "red", "black" or nothing for the zero (its number says it). */
export function colourWord(n: number, t: Translate): string {
  const c = colourOf(n);
  return c === 'green' ? '' : t(c === 'red' ? 'rou.colour.red' : 'rou.colour.black');
}

/** The message line for a snapshot (a note from the screen, e.g. the bet just placed, wins over it). */
export function messageFor(s: RouletteSnapshot, t: Translate, money: (m: Minor) => string): string {
  const c = s.context;
  const phase = phaseOf(s);
  if (c.notice) {
    const text = problemText(c.notice, c.table, t, money);
    if (text) return text;
  }
  const total = c.slip.actions.flat().reduce((sum, p) => sum + p.amount, 0);
  if (phase === 'betting') return total > 0 ? t('rou.msg.ready', { total: money(total) }) : t('rou.msg.place');
  if (phase === 'debiting' || phase === 'spinning') return t('rou.msg.noMoreBets');
  const n = c.spin?.number;
  if (n === undefined) return '';
  const colour = colourWord(n, t);
  if (phase === 'failed') return t('rou.msg.creditFailed');
  const won = c.settlement?.returned ?? 0;
  if (phase === 'result' || phase === 'payout') {
    return won > 0
      ? t('rou.msg.won', { number: n, colour, amount: money(won) })
      : t('rou.msg.lost', { number: n, colour });
  }
  return t('rou.msg.result', { number: n, colour });
}
