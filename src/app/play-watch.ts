/**
 * What watches the player's session once the game is ready: the inactivity time (the server's
 * setting wins, an operator's for real money) and the reality check with the operator's notices.
 * The reality check's code (its dialog, schedule and queue) is fetched only when the profile has a
 * period, or when the lobby first asks for a check or sends a notice: most sessions never need it,
 * and it stays out of their first load (its texts too). What the lobby said before it arrived is
 * handed over.
 */

import type { Inspector } from '../look/inspector';
import type { AudioDirector } from '../platform/audio/audio';
import type { Incoming, LobbyBridge } from '../platform/bridge';
import { loadRegulatedTexts } from '../platform/i18n';
import type { JurisdictionProfile } from '../platform/jurisdictions';
import type { Stage } from '../view/kit/stage/stage';
import { watchInactivity } from './inactivity';
import type { RealityCheck, RealityCheckOptions } from './reality-check';

export function watchPlay(
  o: Omit<RealityCheckOptions, 'holdInactivity' | 'profile' | 'bridge' | 'stage' | 'audio' | 'inspector'> & {
    profile: JurisdictionProfile;
    bridge: LobbyBridge;
    stage: Stage;
    audio: AudioDirector;
    inspector: Inspector;
    inactivityMinutes: number | null;
  },
): void {
  const idle = watchInactivity({ ...o, minutes: o.inactivityMinutes });
  let loading: Promise<RealityCheck> | null = null;
  let ready = false;
  let paused = false;
  const load = () => {
    loading ??= Promise.all([import('./reality-check'), loadRegulatedTexts(o.lang)]).then(([{ watchRealityCheck }]) => {
      const watch = watchRealityCheck({ ...o, holdInactivity: (on) => idle.hold('reality', on) });
      // A pause the lobby sent before the code arrived holds it as well.
      if (paused) watch.hold(true);
      ready = true;
      return watch;
    });
    return loading;
  };
  if (o.profile.realityCheckMinutes !== null) void load();
  const early = (command: Incoming) => {
    if (command.type === 'pause' || command.type === 'resume') paused = command.type === 'pause';
    // Once loaded, the reality check follows the bridge itself; only what came before is handed over.
    if (ready) return;
    if (command.type === 'realityCheck') void load().then((watch) => watch.check());
    if (command.type === 'message') {
      const { text } = command.payload;
      void load().then((watch) => watch.notice(text));
    }
  };
  o.bridge.onCommand(early);
}
