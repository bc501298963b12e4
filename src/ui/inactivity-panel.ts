/**
 * The inactivity warning (platform/inactivity.ts): a minute before the session ends without play,
 * the player reads so over whatever is on screen; any tap or key (this panel's button too) takes it
 * away and starts the time again.
 */
import type { Language, Translate } from '../platform/i18n';
import { MessagePanel } from './message-panel';

export class InactivityPanel extends MessagePanel {
  constructor(t: Translate, lang: Language, invalidate: () => void, onClose: () => void) {
    super(t, lang, invalidate, {
      id: 'inactivity',
      buttonId: 'inactivity.continue',
      title: t('session.warningTitle'),
      text: t('session.warning'),
      button: t('session.continue'),
      onGo: onClose,
      onClose,
    });
  }
}
