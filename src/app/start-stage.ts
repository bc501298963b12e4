/**
 * Starts the renderer behind the loader. When it cannot start, the loader says why in the
 * player's language (the page's security policy is the operator's to fix, no WebGL the player's
 * browser) and the lobby hears `error`; the boot stops there.
 */
import type { LobbyBridge } from '../platform/bridge';
import type { MessageKey } from '../platform/i18n';
import { classifyRendererFailure, policyViolations } from '../platform/renderer-failure';
import { Stage } from '../view/kit/stage/stage';
import type { BootProgress } from './boot-progress';
import { takeCanvas } from './early-gl';

export async function startStage(o: {
  progress: BootProgress;
  t: (key: MessageKey) => string;
  bridge: LobbyBridge;
}): Promise<Stage | null> {
  o.progress.reach('renderer');
  try {
    // The canvas whose context was asked for while the code downloaded (early-gl.ts); a refusal
    // then (a page's policy) is the renderer's failure, met once.
    const early = takeCanvas();
    if (early?.error) throw early.error;
    const stage = await Stage.create(document.getElementById('game') ?? document.body, early?.canvas);
    performance.mark('felt:renderer');
    return stage;
  } catch (error) {
    const failure = classifyRendererFailure(error, policyViolations());
    console.warn(`renderer failed to start (${failure.cause})`, error);
    o.progress.fail(o.t(failure.messageKey));
    o.bridge.post('error', failure.lobby);
    return null;
  }
}
