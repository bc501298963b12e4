/**
 * Says that another game has a round left open (its stakes are taken, its result not yet shown):
 * a launch for one game opens that game, and the open round of another waits for its own table.
 * The panel names the game and takes the player there; closing it leaves the round waiting.
 */
import type { Language, Translate } from '../platform/i18n';
import { MessagePanel } from './message-panel';

export class UnfinishedPanel extends MessagePanel {
  constructor(
    game: string,
    t: Translate,
    lang: Language,
    invalidate: () => void,
    onClose: () => void,
    onGo: () => void,
  ) {
    super(t, lang, invalidate, {
      id: 'unfinished',
      title: t('unfinished.title'),
      text: t('unfinished.round', { game }),
      button: t('unfinished.go', { game }),
      onGo,
      onClose,
    });
  }
}
