/**
 * The screen a session ends on (after the player's inactivity, or expired on the game server):
 * the sound stops, START A NEW SESSION reloads the page, and the lobby hears `sessionEnded`.
 */

import type { Inspector } from '../look/inspector';
import type { AudioDirector } from '../platform/audio/audio';
import type { LobbyBridge } from '../platform/bridge';
import type { Translate } from '../platform/i18n';
import type { Stage } from '../view/kit/stage/stage';

export async function showSessionEnded(
  o: {
    stage: Stage;
    audio: AudioDirector;
    inspector: Inspector;
    bridge: LobbyBridge;
    t: Translate;
    onMessage: (text: string) => void;
  },
  message: string,
  reason: 'inactivity' | 'expired',
): Promise<void> {
  const { stage, t } = o;
  o.audio.setPaused('ended', true);
  const { ErrorScreen } = await import('../view/error-screen');
  const screen = new ErrorScreen(
    t('session.endedTitle'),
    message,
    stage.resolution,
    { label: t('session.reload'), onTap: () => window.location.reload(), invalidate: () => stage.loop.invalidate() },
    'session-ended',
  );
  await stage.show(screen);
  o.inspector.screen = screen.name;
  o.onMessage(screen.text);
  o.bridge.post('sessionEnded', { reason });
}
