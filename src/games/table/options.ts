/** What every game's session is opened with: where money and rounds live, and where it reports. */
import type { PlayClock } from '../../platform/play-clock';
import type { RoundReporter } from '../../platform/round-bridge';
import type { RoundPace } from '../../platform/round-pace';
import type { TableSlots } from '../../platform/table-slots';
import type { TableWallet } from '../../platform/wallet';
import type { RoundService } from './round-service';

export interface TableOptions {
  /** The wallet: the demo bank of this browser, or the game server's. */
  bank: TableWallet;
  /** Where the rounds are played (round-service.ts), picked at boot. */
  rounds: RoundService;
  slots: TableSlots;
  reporter: RoundReporter | null;
  /** The table asked for (a round still open at another table of the game comes back instead). */
  table: string;
  /** How long a stage waits for the view before moving on (ms). */
  animationTimeout?: number;
  /**
   * The clock play runs on, stopped while the game is paused: the machine's stage timers run on
   * it and the reports to the lobby wait for it. Without one, the host's timers and reports at once.
   */
  clock?: PlayClock;
  /**
   * The jurisdiction's least time between round starts: the table's port refuses a round sooner
   * (paced-port.ts). Absent or null: rounds start whenever the player asks.
   */
  pace?: RoundPace | null;
}
