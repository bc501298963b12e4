/**
 * Why a round was void, in the player's words: the same phrase in the table's notice and in the
 * history. A code this build does not know (a newer build's, a spoilt save) has no phrase: the
 * caller then says the void without its reason.
 */
import type { VoidReason } from '../../../platform/history';
import type { MessageKey, Translate } from '../../../platform/i18n';

const KEYS: Record<VoidReason, MessageKey> = {
  unreadable: 'void.unreadable',
  unplayable: 'void.unplayable',
  'rules-error': 'void.rules-error',
  'wallet-failure': 'void.wallet-failure',
  overflow: 'void.overflow',
  withdrawn: 'void.withdrawn',
};

export function voidReasonText(reason: string | undefined, t: Translate): string | null {
  return reason !== undefined && Object.hasOwn(KEYS, reason) ? t(KEYS[reason as VoidReason]) : null;
}
