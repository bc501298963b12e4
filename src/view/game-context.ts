/**
 * What boot hands a game's module: the language and money formatting, the stage, the platform's
 * settings, sound and money stores, the round service, and the panels and navigation the HUD opens. Each
 * game's module (loaded on demand) opens its session and builds its table screen from this.
 */
import type { Minor } from '../engine/shared/money';
import type { SharedTable } from '../games/shared/shared-table';
import type { RoundService } from '../games/table/round-service';
import type { Inspector } from '../look/inspector';
import type { AudioDirector } from '../platform/audio/audio';
import type { GameId } from '../platform/games';
import type { Language, Translate } from '../platform/i18n';
import type { JurisdictionProfile } from '../platform/jurisdictions';
import type { RoundReporter } from '../platform/round-bridge';
import type { RoundPace } from '../platform/round-pace';
import type { SessionTally } from '../platform/session-tally';
import type { SettingsStore } from '../platform/settings';
import type { TableSlots } from '../platform/table-slots';
import type { TableWallet } from '../platform/wallet';
import type { Screen } from './kit/stage/screen';
import type { Stage } from './kit/stage/stage';

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
  /** The wallet: the demo bank in this browser, or the game server's. */
  bank: TableWallet;
  /** Where the rounds are played (in this browser or on the game server), picked at boot. */
  rounds: RoundService;
  slots: TableSlots;
  /** Where the table reports its rounds (the lobby bridge). */
  reporter: RoundReporter;
  /** The launch table (null: the game's first). */
  table: string | null;
  /** The table's limit tier chosen in the lobby or at launch (null: its first). */
  tier: string | null;
  /** What the regulator asks of the table (the server's profile, or the launch's `jurisdiction`). */
  jurisdiction: JurisdictionProfile;
  /** The least time between round starts: the deal control waits it out (`jurisdiction.minRoundMs`). */
  pace: RoundPace;
  /** This session's stakes, returns and time (the HUD's net position and session time). */
  tally: SessionTally;
  /** The launch's `roundExpiryMinutes`: an open round older than this is completed when its table opens. */
  roundExpiryMinutes: number | null;
  /** Lobby/Exit: back to our lobby or out to the operator's; null hides the button. */
  onLobby: (() => void) | null;
  /** The shared table the launch or the lobby opened (SHARED.md), already read; null: a solo table. */
  shared: SharedTable | null;
  /** A table's rules; at a limit tier, with that tier's limits. */
  openRules: (table: string, tier?: string | null) => void;
  openSettings: () => void;
  /** The game's history panel; a round the table is still showing stays out of it. */
  openHistory: (game: GameId, showing: string | null) => void;
  /** Reports the table's message line (the inspector reads it; the live region says it). */
  onMessage: (text: string) => void;
  /** Says something to a player who cannot see the canvas (the polite live region). */
  announce: (text: string) => void;
}

export interface GameModule {
  createScreen(context: GameContext): Screen;
}
