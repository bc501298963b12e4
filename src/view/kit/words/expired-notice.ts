/**
 * What the player reads when a round they left unfinished was completed on the site's expiry
 * (demo/blackjack/expiry.ts) as its table opened: that it was, and what it staked and returned.
 */
import type { Minor } from '../../../engine/shared/money';
import type { Translate } from '../../../platform/i18n';

export function expiredNotice(
  round: { staked: Minor; returned: Minor },
  words: { t: Translate; money: (minor: Minor) => string },
): string {
  return words.t('unfinished.expired', { staked: words.money(round.staked), returned: words.money(round.returned) });
}
