/**
 * What a page playing on the game server watches for the whole visit: the connection (a calm
 * "reconnecting" banner while a call is retried, a "connection lost" one when the retries are
 * spent), the session's end on the server (`401 session-expired`: a screen that says so, and
 * `sessionEnded` to the lobby), and the heartbeat that keeps an active player's session alive
 * between rounds (SERVER.md: at most once a minute, while the player is active).
 */

import type { Inspector } from '../look/inspector';
import type { AudioDirector } from '../platform/audio/audio';
import type { LobbyBridge } from '../platform/bridge';
import type { Translate } from '../platform/i18n';
import { newRequestId, type ServerApi } from '../platform/remote/api';
import type { Stage } from '../view/kit/stage/stage';
import { ConnectionBanner } from '../view/kit/table/connection-banner';
import { showSessionEnded } from './session-ended';

const HEARTBEAT_MS = 60_000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

export function watchServer(o: {
  api: ServerApi;
  bridge: LobbyBridge;
  stage: Stage;
  audio: AudioDirector;
  inspector: Inspector;
  t: Translate;
  onMessage: (text: string) => void;
}): void {
  const { api, stage, t, inspector } = o;
  inspector.play = 'server';
  inspector.apiTimings = () => [...api.timings];
  const banner = new ConnectionBanner(document.body);
  api.onState((state) => {
    inspector.connection = state;
    const text = state === 'online' ? null : t(state === 'lost' ? 'connection.lost' : 'connection.reconnecting');
    banner.show(text, state === 'lost' ? 'alert' : 'calm');
    if (text) o.onMessage(text);
  });

  let ended = false;
  api.onExpired(() => {
    if (ended) return;
    ended = true;
    banner.show(null, 'calm');
    stage.closeOverlay();
    void showSessionEnded(o, t('session.expired'), 'expired');
  });

  // The player's input since the last heartbeat: a session stays alive while someone plays.
  let active = false;
  const input = () => {
    active = true;
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, input, { capture: true, passive: true });
  setInterval(() => {
    if (!active || ended) return;
    active = false;
    api.post('/v1/session/heartbeat', { requestId: newRequestId() }).catch(() => undefined);
  }, HEARTBEAT_MS);
}
