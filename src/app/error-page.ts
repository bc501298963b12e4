/**
 * A screen that stops the game and says why (a bad launch parameter, a session that could not
 * be made, another tab holding the wallet): the player reads it in their language, the lobby
 * hears `error` with its code and the English message, and the inspector knows the page is done.
 */

import type { Inspector } from '../look/inspector';
import type { LobbyBridge } from '../platform/bridge';
import type { Stage } from '../view/kit/stage/stage';

export function errorPage(o: { stage: Stage; inspector: Inspector; bridge: LobbyBridge; loader?: { done(): void } }) {
  const { stage, inspector, bridge } = o;
  return async (
    title: string,
    message: string,
    code: string,
    english: string,
    action: { label: string; onTap: () => void } | null = null,
    name = 'error',
  ): Promise<void> => {
    // Its own chunk: most pages never stop on an error, so the first load does not carry it.
    const { ErrorScreen } = await import('../view/error-screen');
    stage.closeOverlay();
    const invalidate = () => stage.loop.invalidate();
    const screen = new ErrorScreen(title, message, stage.resolution, action && { ...action, invalidate }, name);
    await stage.show(screen);
    // A launch that stops here: the error screen takes the loader's place.
    o.loader?.done();
    inspector.screen = screen.name;
    inspector.lastMessage = screen.text;
    inspector.ready = true;
    bridge.post('error', { code, message: english });
  };
}
