/**
 * What every table screen is given by its game module: words and money in the player's language,
 * the render loop's controls, sound, the settings it follows, the HUD's buttons, and where its
 * messages go. Built once per table from the boot's game context (game-module.ts).
 */
import type { Minor } from '../../../engine/shared/money';
import type { EffectName, LoopName } from '../../../platform/audio/audio';
import type { GameId } from '../../../platform/games';
import type { Language, Translate } from '../../../platform/i18n';
import type { RoundPace } from '../../../platform/round-pace';
import type { HudOptions } from '../hud/hud';

export interface TableKit {
  game: GameId;
  t: Translate;
  lang: Language;
  /** Full amounts (balance, wins): Intl currency format of the language. */
  money: (minor: Minor) => string;
  /** Short chip labels: "1", "25", "1K", "0.50". */
  chipLabel: (minor: Minor) => string;
  resolution: number;
  invalidate: () => void;
  hold: (key: string) => void;
  release: (key: string) => void;
  /** Time scale: 1 at normal speed, about a third in speed play. */
  speed: () => number;
  /** The player's system asks for reduced motion. */
  calm: () => boolean;
  fourColour: () => boolean;
  sound: (name: EffectName) => void;
  loop: (name: LoopName, on: boolean) => void;
  /** Rebuy tops the demo balance up: offered while it is below the starting balance, between rounds. */
  canRebuy: () => boolean;
  /**
   * The jurisdiction's least time between round starts: the button that starts a round waits it
   * out, counting down (round-wait.ts). Absent: it never waits.
   */
  pace?: Pick<RoundPace, 'waitMs' | 'onStart'>;
  hud: HudOptions;
  /** Reports the table's message line (the inspector reads it; the live region says it). */
  onMessage: (text: string) => void;
  /** Says something to a player who cannot see the canvas (the polite live region). */
  announce: (text: string) => void;
}
