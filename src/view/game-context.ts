/**
 * What boot hands a game screen: the language and money formatting, the stage, the platform's
 * settings, sound and money stores, the RNG, and the panels and navigation the HUD opens. Each
 * game's screen module (loaded on demand) builds its table from this.
 */
import type { Minor } from '../engine/shared/money';
import type { Rng } from '../engine/shared/rng';
import type { AudioDirector } from '../platform/audio/audio';
import type { GameId } from '../platform/catalog';
import type { GameHistory } from '../platform/history';
import type { Language, Translate } from '../platform/i18n';
import type { RoundJournal } from '../platform/journal';
import type { SettingsStore } from '../platform/settings';
import type { DemoWallet } from '../platform/wallet';
import type { Inspector } from './kit/inspector';
import type { Screen } from './kit/screen';
import type { Stage } from './kit/stage';

export interface GameContext {
  t: Translate;
  lang: Language;
  currency: string;
  /** Full amounts (balance, wins): Intl currency format of the language. */
  money: (minor: Minor) => string;
  /** Short chip labels: "1", "25", "1K", "0.50". */
  chipLabel: (minor: Minor) => string;
  stage: Stage;
  inspector: Inspector;
  settings: SettingsStore;
  audio: AudioDirector;
  wallet: DemoWallet;
  journal: RoundJournal;
  history: GameHistory;
  /** The launch table (null: the game's first), and the dealing RNG (seeded in test builds). */
  table: string | null;
  rng: Rng;
  /** Lobby/Exit: back to our lobby or out to the operator's; null hides the button. */
  onLobby: (() => void) | null;
  openRules: (table: string) => void;
  openSettings: () => void;
  openHistory: (game: GameId) => void;
  /** Reports the table's message line (the inspector reads it; the live region says it). */
  onMessage: (text: string) => void;
  /** Says something to a player who cannot see the canvas (the polite live region). */
  announce: (text: string) => void;
}

export interface GameModule {
  createScreen(context: GameContext): Screen;
}
