/**
 * The round service of a session on the game server: each game's round port on the API, the
 * wallet the answers update, and the table's history the server keeps (baccarat's roads,
 * roulette's statistics), fetched as the table opens. The server finds and settles what a table
 * finds as it opens (a void, an expiry) on its own side: a table opening here finds nothing.
 */
import { wireAction } from '../../contract/decisions';
import type { TestSeed } from '../../contract/rounds';
import type { RoundRecord } from '../../engine/baccarat/roads';
import type { Choice } from '../../engine/blackjack/index';
import type { RouletteStats } from '../../engine/roulette/stats';
import type { GameId } from '../../platform/games';
import type { ServerApi } from '../../platform/remote/api';
import type { RemoteWallet } from '../../platform/remote/remote-wallet';
import { remotePort } from './remote-port';
import type { RoundService } from './round-service';

/** What the tables read of the server's history (platform/remote/remote-history.ts). */
export interface TableHistory {
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
}): RoundService {
  const { api, wallet, history, testSeed } = o;
  const nothing = () => ({ voided: null, expired: null });
  return {
    // Blackjack shows no earlier rounds on its felt: only baccarat's roads and roulette's board need them.
    prepare: (game, table) => (game === 'blackjack' ? Promise.resolve() : history.prepare(game, table)),
    blackjack: {
      opening: nothing,
      // The server plays the table's computer players as its preset says: the setting is this browser's.
      seated: (preset) => preset,
      // The server says the tier of the round it holds open.
      openTier: (table, preset) => {
        const open = wallet.openRound('blackjack');
        return open?.table === table && open.tier && preset.tiers.some((t) => t.id === open.tier) ? open.tier : null;
      },
      port: ({ table, tier }) =>
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
    },
    baccarat: {
      opening: nothing,
      port: ({ table }) => remotePort({ api, wallet, game: 'baccarat', table, testSeed }),
      roads: (table) => history.roads(table),
    },
    roulette: {
      opening: nothing,
      port: (table) => remotePort({ api, wallet, game: 'roulette', table: table.id, testSeed }),
      stats: (table) => history.stats(table),
    },
  };
}
