/**
 * Opens a shared table (SHARED.md) before its screen: it plays only on the game server (a page
 * playing in the browser stops on the error screen and says so), and is read and followed first;
 * a table the server does not answer for stops on the "server unreachable" screen with a reload.
 */
import type { SharedTable } from '../games/shared/shared-table';
import { type Translate, translator } from '../platform/i18n';
import type { Play } from './play';
import { sessionProblemText } from './session-problem';

type ShowError = (
  title: string,
  message: string,
  code: string,
  english: string,
  action?: { label: string; onTap: () => void } | null,
) => Promise<void>;

/** The table read and followed, or null when the page stopped on an error screen. */
export async function openSharedTable(
  play: Play,
  table: string,
  t: Translate,
  showError: ShowError,
): Promise<SharedTable | null> {
  if (play.where !== 'server') {
    await showError(
      t('error.title'),
      t('shared.serverOnly'),
      'shared-needs-server',
      translator('en')('shared.serverOnly'),
    );
    return null;
  }
  try {
    return await play.openShared(table);
  } catch (error) {
    const { title, message, english } = sessionProblemText({ code: 'server-unreachable' }, t);
    console.warn('shared table: could not be read', error);
    await showError(title, message, 'server-unreachable', english, {
      label: t('session.reload'),
      onTap: () => window.location.reload(),
    });
    return null;
  }
}
