/**
 * How many play at each shared table, on the lobby's rows (SHARED.md: `GET /v1/tables` counts the
 * players seated at the caller's instance): read when the lobby shows and every 15 s while it
 * stays on screen. A failed read leaves the rows as they were.
 */
import type { ServerApi } from '../platform/remote/api';
import type { LobbyScreen } from '../view/lobby/lobby-screen';

const EVERY_MS = 15_000;

interface TablesAnswer {
  tables: { table: string; shared: boolean; players: number | null }[];
}

export function followPlayers(api: ServerApi, lobby: Pick<LobbyScreen, 'setPlayers'>, showing: () => boolean): void {
  const read = async () => {
    if (!showing()) return false;
    try {
      const answer = await api.get<TablesAnswer>('/v1/tables');
      const counts = new Map<string, number>();
      for (const t of answer.tables) if (t.shared && t.players !== null) counts.set(t.table, t.players);
      if (showing()) lobby.setPlayers(counts);
    } catch {
      // the rows keep their last count
    }
    return true;
  };
  const timer = setInterval(() => {
    void read().then((on) => {
      if (!on) clearInterval(timer);
    });
  }, EVERY_MS);
  void read();
}
