/**
 * The settings panel (issue 7): sound on/off and volume, sound effects, music, speed play, and
 * per game what its sheet lists (baccarat history), plus the four-colour deck of LOOK.md. Every
 * change is saved at once through the settings store.
 */

import { expose } from '../look/inspector';
import type { Translate } from '../platform/i18n';
import type { Settings, SettingsStore, Speed } from '../platform/settings';
import { Choice, Slider, Toggle } from './controls';
import { Panel } from './panel';

export class SettingsPanel extends Panel {
  private readonly rows: { layout(width: number): number; y: number }[];

  constructor(t: Translate, settings: SettingsStore, invalidate: () => void, onClose: () => void) {
    super(t('settings.title'), t('settings.close'), invalidate, onClose);
    const s = settings.get();
    const save = (patch: Partial<Settings>) => settings.update(patch);
    const sound = new Toggle(t('settings.sound'), s.sound, (on) => save({ sound: on }), invalidate);
    const volume = new Slider(t('settings.volume'), s.volume, (v) => save({ volume: v }), invalidate);
    const effects = new Toggle(t('settings.effects'), s.effects, (on) => save({ effects: on }), invalidate);
    const music = new Toggle(t('settings.music'), s.music, (on) => save({ music: on }), invalidate);
    // Where the jurisdiction forbids speed play, its choice is not offered at all.
    const speed = settings.speedPlay
      ? new Choice<Speed>(
          t('settings.speed'),
          [
            { value: 'normal', label: t('settings.speed.normal') },
            { value: 'fast', label: t('settings.speed.fast') },
          ],
          settings.speed,
          (v) => save({ speed: v }),
          invalidate,
        )
      : null;
    const history = new Toggle(
      t('settings.baccaratHistory'),
      s.baccaratHistory,
      (on) => save({ baccaratHistory: on }),
      invalidate,
    );
    const fourColour = new Toggle(
      t('settings.fourColourDeck'),
      s.fourColourDeck,
      (on) => save({ fourColourDeck: on }),
      invalidate,
    );
    const computerPlayers = new Toggle(
      t('settings.computerPlayers'),
      s.computerPlayers,
      (on) => save({ computerPlayers: on }),
      invalidate,
    );
    const controls = speed
      ? { sound, volume, effects, music, speed, history, fourColour, computerPlayers }
      : { sound, volume, effects, music, history, fourColour, computerPlayers };
    for (const [id, row] of Object.entries(controls)) {
      this.content.addChild(row);
      expose(`settings.${id}`, row, () => `${id}`, undefined, row.access());
    }
    expose('settings.close', this.closeButton, () => t('settings.close'));
    this.rows = Object.values(controls);
  }

  protected layoutContent(width: number): number {
    let y = 0;
    for (const row of this.rows) {
      row.y = y;
      y += row.layout(width) + 6;
    }
    return y - 6;
  }
}
