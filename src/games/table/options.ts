/** What every game's session is opened with: where money and rounds live, and where it reports. */
import type { Rng } from '../../engine/shared/rng';
import type { DemoBank } from '../../platform/demo-bank';
import type { GameHistory } from '../../platform/history';
import type { PlayClock } from '../../platform/play-clock';
import type { RoundReporter } from '../../platform/round-bridge';
import type { TableSlots } from '../../platform/table-slots';

export interface TableOptions {
  bank: DemoBank;
  history: GameHistory | null;
  slots: TableSlots;
  reporter: RoundReporter | null;
  /** The table asked for (a round still open at another table of the game comes back instead). */
  table: string;
  /** The dealing RNG (seeded in test builds). */
  rng: Rng;
  /** How long a stage waits for the view before moving on (ms). */
  animationTimeout?: number;
  /**
   * The clock play runs on, stopped while the game is paused: the machine's stage timers run on
   * it and the reports to the lobby wait for it. Without one, the host's timers and reports at once.
   */
  clock?: PlayClock;
}
