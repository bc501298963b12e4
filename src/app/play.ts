/**
 * Where this page plays, as boot found it (open-play.ts in this browser, server-play.ts on the
 * game server): its money, the round service its tables play on, and what each place adds (the
 * wallet lock between tabs; the server's API, session and history); or the problem that leaves
 * it nowhere to play.
 */
import type { WalletLock } from '../demo/bank/wallet-lock';
import type { SharedTable } from '../games/shared/shared-table';
import type { RoundService } from '../games/table/round-service';
import type { ServerApi } from '../platform/remote/api';
import type { RemoteHistory } from '../platform/remote/remote-history';
import type { SessionInfo } from '../platform/remote/remote-wallet';
import type { PostRound } from '../platform/round-bridge';
import type { Money } from './money';
import type { SessionProblem } from './server-session';

export type Play =
  | { where: 'browser'; money: Money; rounds: RoundService; lock: WalletLock }
  | {
      where: 'server';
      money: Money;
      rounds: RoundService;
      api: ServerApi;
      session: SessionInfo;
      history: RemoteHistory;
      /** Opens a shared table (SHARED.md): read, followed, its answers' balances in the wallet. */
      openShared: (table: string) => Promise<SharedTable>;
    }
  | { where: 'nowhere'; problem: SessionProblem };

/** Where the tables report their rounds (the lobby) and the balance is said aloud. */
export interface PlayReports {
  post: PostRound;
  sayBalance: (balance: number) => void;
}
