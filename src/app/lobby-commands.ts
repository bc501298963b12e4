/**
 * The lobby's commands (EMBEDDING.md), answered: `pause`/`resume` stop and restart the stage (and
 * with it the round) and the sound, `audio` mutes, `turbo` speeds play (where the jurisdiction allows it), `refreshBalance` and
 * `getState` answer at once, paused or not. What the commands last set is shown to the inspector.
 */
import type { Minor } from '../engine/shared/money';
import type { Inspector } from '../look/inspector';
import type { AudioDirector } from '../platform/audio/audio';
import type { LobbyBridge } from '../platform/bridge';
import type { SettingsStore } from '../platform/settings';
import type { Stage } from '../view/kit/stage/stage';

export function followLobby(o: {
  bridge: LobbyBridge;
  stage: Stage;
  audio: AudioDirector;
  settings: SettingsStore;
  inspector: Inspector;
  balance: () => Minor;
  /** A round is between its stakes and the end of its show. */
  busy: () => boolean;
}): void {
  const { bridge, stage, audio, settings, inspector } = o;
  let muted = false;
  const showSettings = () => {
    inspector.settings = { muted, speed: settings.speed, paused: stage.paused };
  };
  settings.onChange((s) => {
    audio.applySettings(s);
    showSettings();
  });
  bridge.onCommand((command) => {
    switch (command.type) {
      case 'pause':
        stage.pause('lobby');
        audio.setPaused('lobby', true);
        break;
      case 'resume':
        stage.resume('lobby');
        audio.setPaused('lobby', false);
        break;
      case 'audio':
        muted = command.payload.muted;
        audio.setMuted('lobby', muted);
        break;
      case 'turbo':
        // Refused where the jurisdiction forbids speed play: the lobby's developer reads why.
        if (!settings.setTurbo(command.payload.on))
          console.warn('lobby bridge: turbo refused: this jurisdiction does not allow speed play');
        break;
      case 'refreshBalance':
        bridge.post('balance', { balance: o.balance() });
        break;
      case 'getState': {
        // The round's phase while a table shows (answered at once, paused or not), else the screen.
        const screen = stage.screen;
        const phase = screen ? (screen.phase?.() ?? screen.name) : 'loading';
        bridge.post('state', { phase, balance: o.balance(), busy: o.busy() });
        break;
      }
    }
    showSettings();
  });
  showSettings();
}
