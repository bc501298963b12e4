/**
 * What the shared roulette table says for each phase of the table's round (SHARED.md "The round
 * cycle"), and the countdown it shows. The message line stays put while the seconds run (the ring
 * counts them; the access layer says them at 10 s and 5 s), so a screen reader hears each message
 * once: "Place your bets", "Your bets: €12", "No more bets", then the number with the player's win.
 */
import type { SharedPublicState } from '../../../contract/shared';
import type { Minor } from '../../../engine/shared/money';
import type { Translate } from '../../../platform/i18n';
import type { SharedClock } from '../../kit/table/shared-screen';
import { colourWord } from '../messages';

export interface Words {
  t: Translate;
  money: (minor: Minor) => string;
}

export interface MessageView {
  phase: SharedPublicState['phase'];
  /** The player's chips on the layout this window. */
  ownTotal: Minor;
  /** The last spin's number (settled), else null. */
  number: number | null;
  /** What the player's bets returned on it; null: the player had none in that spin. */
  won: Minor | null;
}

export function tableMessage(v: MessageView, { t, money }: Words): string {
  switch (v.phase) {
    case 'idle':
    case 'betting':
    case 'closing':
      return v.ownTotal > 0 ? t('shared.rou.yourBets', { total: money(v.ownTotal) }) : t('shared.placeBets');
    case 'playing':
      return t('shared.noMoreBets');
    case 'settled': {
      if (v.number === null) return t('shared.noMoreBets');
      const colour = colourWord(v.number, t);
      if (v.won === null) return t('shared.rou.landed', { number: v.number, colour });
      return v.won > 0
        ? t('rou.msg.won', { number: v.number, colour, amount: money(v.won) })
        : t('rou.msg.lost', { number: v.number, colour });
    }
  }
}

/** The betting window's countdown once a first bet has set its close (none before, none after). */
export function bettingClock(state: SharedPublicState, t: Translate): SharedClock | null {
  if (state.phase !== 'closing' || state.closesAt === null) return null;
  return {
    at: state.closesAt,
    total: state.timings.bettingSeconds,
    key: `window:${state.tableRoundId}`,
    say: (seconds) => t('a11y.shared.secondsLeft', { seconds }),
  };
}

/** Chips may go on the layout: the window is open and its close (if set) not yet reached. */
export function bettingOpen(state: SharedPublicState, secondsLeft: number): boolean {
  if (state.phase === 'idle' || state.phase === 'betting') return true;
  return state.phase === 'closing' && (state.closesAt === null || secondsLeft > 0);
}

/** The last numbers of the table, newest first, as numbers (the state's history is the wire's). */
export function lastNumbers(state: SharedPublicState): number[] {
  return state.history.filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 36);
}
