/** What every game's session is opened with: where money and rounds live, and where it reports. */
import type { Rng } from '../../engine/shared/rng';
import { DemoBank } from '../../platform/demo-bank';
import type { GameHistory } from '../../platform/history';
import type { PlayClock } from '../../platform/play-clock';
import type { RoundReporter } from '../../platform/round-bridge';
import type { RoundPace } from '../../platform/round-pace';
import type { TableSlots } from '../../platform/table-slots';
import type { TableWallet } from '../../platform/wallet';
import type { RemoteTables } from './remote-tables';

export interface TableOptions {
  /** The wallet: the demo bank of this browser, or the game server's (with `remote`). */
  bank: TableWallet;
  /** The game server's tables: rounds are played there (null or absent: in this browser). */
  remote?: RemoteTables | null;
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
  /**
   * The jurisdiction's least time between round starts: the table's port refuses a round sooner
   * (paced-port.ts). Absent or null: rounds start whenever the player asks.
   */
  pace?: RoundPace | null;
}

/** The demo bank a table plays with in this browser (a server's tables bring their own ports). */
export function demoBankOf(o: Pick<TableOptions, 'bank'>): DemoBank {
  if (!(o.bank instanceof DemoBank)) throw new TypeError('a table played in this browser needs the demo bank');
  return o.bank;
}
