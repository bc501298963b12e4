/**
 * Play on the game server, loaded only by a page that plays there (its code stays out of the
 * first load of a static host's page, and downloads while the renderer starts): the session, the
 * wallet the answers update, the server's history for the panel, the roads and the statistics,
 * and the tables' round ports.
 */
import type { SharedTable } from '../games/shared/shared-table';
import { remoteTables } from '../games/table/remote-tables';
import type { LaunchParams } from '../platform/launch';
import { RemoteHistory } from '../platform/remote/remote-history';
import { RemoteWallet } from '../platform/remote/remote-wallet';
import { browserStorage, createStore, type StorageLike, tabStorage } from '../platform/storage';
import { historyOf, takeEarlySession } from './early-session';
import { serverMoney } from './money';
import type { Play, PlayReports } from './play';
import { openServerSession } from './server-session';

export { watchServer } from './server-watch';

export async function serverPlay(
  base: string,
  o: PlayReports & { params: LaunchParams; local: StorageLike; seedAllowed: boolean },
): Promise<Play> {
  const { params } = o;
  const tab = tabStorage();
  // The session the page's early script opened while the code downloaded, else one opened now.
  const early = await takeEarlySession(base, params);
  const opened = early ?? (await openServerSession(base, params, { local: o.local, session: tab }));
  if ('code' in opened) return { where: 'nowhere', problem: opened };
  const { api, session } = opened;
  const wallet = new RemoteWallet(api, session, params.mode, params.balance);
  const history = new RemoteHistory(api, params.mode);
  // A launch for baccarat or roulette: the table's earlier rounds (its roads, its statistics) are
  // read before the boot opens the table (main.ts openGame): asked for by the early script with
  // the session, else now, while the boot starts its renderer.
  const read = early ? early.history : historyOf(params.game, params.table, opened);
  if (read) history.prefetch(read.table, read.answer);
  const testSeed = o.seedAllowed && params.mode === 'demo' ? params.seed : null;
  const rounds = remoteTables({ api, wallet, history, testSeed });
  const tabStore = createStore(tab ? browserStorage({ localStorage: tab }).storage : o.local);
  const money = serverMoney({
    wallet,
    tabStore,
    sessionId: session.sessionId,
    post: o.post,
    sayBalance: o.sayBalance,
    tab,
  });
  // Its code only when a shared table opens (a chunk of its own, out of every solo page's first load).
  const openShared = async (table: string): Promise<SharedTable> => {
    const [{ SharedTable }, { SharedTableClient }] = await Promise.all([
      import('../games/shared/shared-table'),
      import('../platform/shared/table-client'),
    ]);
    const client = new SharedTableClient({ baseUrl: api.base, token: api.token ?? '', table });
    const shared = new SharedTable({ client, onBalance: (balance) => wallet.observe(balance) });
    await shared.start();
    return shared;
  };
  return { where: 'server', money, rounds, api, session, history, openShared };
}
