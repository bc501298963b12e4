/**
 * A table's notice (machines/notices.ts: a code with its data) in the player's language: the one
 * place that turns codes into words. The switch is exhaustive over the codes, so a new code does
 * not compile until it has its text; where the games word the same refusal their own way (a
 * limit per seat, per area, per position) the game picks the key.
 */
import type { BetArea } from '../../../engine/baccarat/rules';
import type { Minor } from '../../../engine/shared/money';
import type { Notice } from '../../../machines/notices';
import type { GameId } from '../../../platform/games';
import type { MessageKey, Translate } from '../../../platform/i18n';
import { voidReasonText } from './void-reason';

export interface NoticeWords {
  game: GameId;
  t: Translate;
  money: (minor: Minor) => string;
}

const AREA_KEY: Record<BetArea, MessageKey> = { player: 'bac.player', banker: 'bac.banker', tie: 'bac.tie' };

/** The same refusal at each game, as that game says it. */
const byGame = (game: GameId, keys: Record<GameId, MessageKey>): MessageKey => keys[game];

export function noticeText(notice: Notice, { game, t, money }: NoticeWords): string {
  const area = (a: BetArea | undefined) => t(AREA_KEY[a ?? 'player']);
  switch (notice.code) {
    case 'bet.none':
      return t(
        byGame(game, { blackjack: 'bj.msg.placeBets', baccarat: 'bac.problem.noBet', roulette: 'rou.msg.noBets' }),
      );
    case 'bet.belowMin':
      if ('area' in notice) return t('bac.problem.min', { area: area(notice.area), amount: money(notice.min) });
      if ('position' in notice) return t('rou.msg.belowMin', { min: money(notice.min) });
      return t('bj.msg.belowMin', { min: money(notice.min) });
    case 'bet.overMax':
      if ('area' in notice) return t('bac.problem.max', { area: area(notice.area), amount: money(notice.max) });
      if ('position' in notice) return t('rou.msg.overMax');
      return t('bj.msg.overMax', { max: money(notice.max) });
    case 'bet.overTotal':
      return t('rou.msg.overTotal', { total: money(notice.max) });
    case 'bet.overBalance':
    case 'round.insufficientFunds':
      return t(
        byGame(game, {
          blackjack: 'bj.msg.overBalance',
          baccarat: 'bac.problem.balance',
          roulette: 'rou.msg.overBalance',
        }),
      );
    case 'bet.sideNeedsMain':
      return t('bj.msg.sideNeedsMain');
    case 'bet.noSideBet':
      return t('notice.noSideBet');
    case 'bet.noBehind':
      return t('bj.msg.noBehind');
    case 'bet.behindNotOther':
      return t('bj.msg.behindNotOther');
    case 'bet.behindLimits':
      return t('bj.msg.behindLimits', { min: money(notice.min), max: money(notice.max) });
    case 'bet.noSeat':
      return t('notice.noSeat', { seat: notice.seat });
    case 'bet.twoOnSeat':
      return t('notice.twoOnSeat', { seat: notice.seat });
    case 'bet.badAmount':
      return t('notice.badAmount');
    case 'bet.unknown':
      return t('notice.unknownBet');
    case 'bet.indivisible':
      return t('rou.msg.divide');
    case 'bet.nothing':
    case 'bet.noPrevious':
      return t('rou.msg.nothing');
    case 'chip.unknown':
      return t('notice.chipUnknown', { value: money(notice.value) });
    case 'chip.none':
      return notice.area ? t('bac.problem.noChip', { area: area(notice.area) }) : t('notice.nothingToRemove');
    case 'move.illegal':
    case 'round.illegal':
      return t('notice.illegal');
    case 'round.inProgress':
      return t('notice.roundInProgress');
    case 'round.gone':
      return t('notice.roundGone');
    case 'round.tooSoon':
      return t('notice.tooSoon');
    case 'round.unavailable':
      return t('notice.unavailable');
    case 'round.unsaved':
      return t('notice.unsaved');
    case 'round.void': {
      // A notice saved before reasons were kept (a resumed table) is said as it was then.
      const reason = voidReasonText(notice.reason, t);
      if (!reason) return t('notice.void');
      if (!notice.round) return t('notice.voidNothing', { reason });
      return t('notice.voidBecause', { reason, amount: money(notice.round.returned) });
    }
  }
}
