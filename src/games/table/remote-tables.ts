/**
 * The tables of a session on the game server: each game's round port on the API, the wallet the
 * answers update, and the table's history the server keeps (baccarat's roads, roulette's
 * statistics), fetched as the table opens.
 */
import { wireAction } from '../../contract/decisions';
import type { TestSeed } from '../../contract/rounds';
import type { RoundRecord } from '../../engine/baccarat/roads';
import type { Choice } from '../../engine/blackjack/index';
import type { RouletteStats } from '../../engine/roulette/stats';
import type { BaccaratPort } from '../../machines/baccarat/port';
import type { BlackjackPort } from '../../machines/blackjack/port';
import type { RoulettePort } from '../../machines/roulette/port';
import type { GameId } from '../../platform/games';
import type { ServerApi } from '../../platform/remote/api';
import type { RemoteWallet } from '../../platform/remote/remote-wallet';
import { remotePort } from './remote-port';

/** What the tables read of the server's history (platform/remote/remote-history.ts). */
export interface TableHistory {
  prepare(game: GameId, table: string): Promise<void>;
  roads(table: string): RoundRecord[];
  stats(table: string): RouletteStats;
}

export interface RemoteTables {
  readonly wallet: RemoteWallet;
  blackjack(table: string, tier: string | null): BlackjackPort;
  baccarat(table: string): BaccaratPort;
  roulette(table: string): RoulettePort;
  /** Fetches what the table shows of earlier rounds, before it opens. */
  prepare(game: GameId, table: string): Promise<void>;
  roads(table: string): RoundRecord[];
  stats(table: string): RouletteStats;
}

export function remoteTables(o: {
  api: ServerApi;
  wallet: RemoteWallet;
  history: TableHistory;
  /** Test builds: the `seed` launch parameter, dealt from on a server that allows test seeds. */
  testSeed: TestSeed | null;
}): RemoteTables {
  const { api, wallet, history, testSeed } = o;
  return {
    wallet,
    blackjack: (table, tier) =>
      remotePort({
        api,
        wallet,
        game: 'blackjack',
        table,
        tier,
        testSeed,
        // The API's names of the engine's decisions (the back bettor's `behind:follow|keep`).
        action: (d: Choice) => wireAction(d),
      }),
    baccarat: (table) => remotePort({ api, wallet, game: 'baccarat', table, testSeed }),
    roulette: (table) => remotePort({ api, wallet, game: 'roulette', table, testSeed }),
    // Blackjack shows no earlier rounds on its felt: only baccarat's roads and roulette's board need them.
    prepare: (game, table) => (game === 'blackjack' ? Promise.resolve() : history.prepare(game, table)),
    roads: (table) => history.roads(table),
    stats: (table) => history.stats(table),
  };
}
