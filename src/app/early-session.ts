/**
 * The game server's session, asked for while the boot code downloads. A page on the game server
 * cannot show a table before it has its session (and then, at baccarat and roulette, the table's
 * earlier rounds): the boot used to ask for it only once its ~250 KB had arrived and its renderer
 * had started, a round trip or two on the way to a playable table with the connection otherwise
 * idle. The built pages run this module on its own (`async`, in the head: vite.config.ts), as soon
 * as it and the few modules it imports have arrived; the boot's server play takes the session it
 * opened (`takeEarlySession`) when its launch reads the same, and opens its own otherwise. At
 * baccarat and roulette it then asks for the table's earlier rounds, which the table's opening takes.
 *
 * It reads the launch as the boot does (page-launch.ts), so the session it opens is the one the
 * boot would have opened: the same token kept, the same demo body.
 */
import type { HistoryAnswer } from '../contract/history';
import { firstTable, type GameId } from '../platform/games';
import type { LaunchParams } from '../platform/launch';
import type { ServerApi } from '../platform/remote/api';
import { historyPath, TABLE_HISTORY_LIMIT } from '../platform/remote/history-path';
import { browserStorage, type StorageLike, tabStorage } from '../platform/storage';
import { pageLaunch } from './page-launch';
import { findServer } from './server-mark';
import { openServerSession, type ServerSession, type SessionProblem } from './server-session';

type SessionParams = Pick<
  LaunchParams,
  'mode' | 'launch' | 'currency' | 'balance' | 'lang' | 'inactivityMinutes' | 'jurisdiction' | 'game' | 'table'
>;

/** What decides the session and the rounds read: another server or another launch is another session. */
const keyOf = (base: string, p: SessionParams) =>
  JSON.stringify([
    base,
    p.mode,
    p.launch,
    p.currency,
    p.balance,
    p.lang,
    p.inactivityMinutes,
    p.jurisdiction,
    p.game,
    p.table,
  ]);

/** A launch's table rounds, asked for as soon as the session was there (baccarat's roads, roulette's board). */
export interface EarlyHistory {
  game: GameId;
  table: string;
  answer: Promise<HistoryAnswer>;
}

/** What the early script opened: the session, then the launch table's rounds. */
export interface EarlyStart extends ServerSession {
  history: EarlyHistory | null;
}

let early: { key: string; opening: Promise<EarlyStart | SessionProblem> } | null = null;

/**
 * Asks for the earlier rounds of the table a launch for baccarat or roulette opens at (main.ts: the
 * open round's, else the one named, else the first); null for any other launch.
 */
export function historyOf(game: GameId | null, named: string | null, opened: ServerSession): EarlyHistory | null {
  if (game !== 'baccarat' && game !== 'roulette') return null;
  const table = opened.session.open.find((r) => r.game === game)?.table ?? named ?? firstTable(game);
  const answer = opened.api.get<HistoryAnswer>(historyPath(game, TABLE_HISTORY_LIMIT, table));
  answer.catch(() => undefined);
  return { game, table, answer };
}

/** Starts opening the session of `base` for these launch parameters (the early one; at most one waits). */
export function startEarlySession(
  base: string,
  params: SessionParams,
  stores: { local: StorageLike | null; session: StorageLike | null },
  api?: ServerApi,
): void {
  const opening = openServerSession(base, params, stores, api).then((opened) =>
    'code' in opened ? opened : { ...opened, history: historyOf(params.game, params.table, opened) },
  );
  opening.catch(() => undefined);
  early = { key: keyOf(base, params), opening };
}

/**
 * The session opened early for the same server and launch, once: null when none was started, its
 * launch read otherwise, or it could not be opened (the boot then tries itself, as it always did).
 */
export async function takeEarlySession(base: string, params: SessionParams): Promise<EarlyStart | null> {
  const started = early;
  early = null;
  if (!started || started.key !== keyOf(base, params)) return null;
  const opened = await started.opening.catch(() => null);
  return opened && !('code' in opened) ? opened : null;
}

/** Reads this page's launch as main.ts does, and starts its session when it plays on a game server. */
function startFromPage(): void {
  const launch = pageLaunch();
  if (!launch.ok) return;
  const base = findServer(launch.params);
  if (base === null) return;
  startEarlySession(base, launch.params, { local: browserStorage().storage, session: tabStorage() });
}

if (typeof document !== 'undefined') startFromPage();
