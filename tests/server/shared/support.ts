/**
 * Helpers for shared-table API tests: a player's calls at a shared table, and waiting for the
 * table's clock to move it (short timings set through the test hook, ALLOW_TEST_SEEDS).
 */

import type { SharedAnswer } from '../../../src/contract/shared';
import { tokenHash } from '../../../src/server/auth';
import type { Player } from '../support/api';

// Windows long enough for several players' bets on a busy runner, short enough for quick tests.
export const FAST = { settleSeconds: 0.2, bettingSeconds: 0.8, turnSeconds: 1.5 };

export type Answer = SharedAnswer & { error?: { code: string; message: string } };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function at(p: Player, table: string) {
  const base = `/v1/shared/${table}`;
  return {
    read: async () => (await p.get<Answer>(base)).body,
    test: (body: Record<string, unknown>) => p.post<Answer>(`${base}/test`, body),
    sit: (box?: number) => p.post<Answer>(`${base}/seats`, box === undefined ? {} : { box }),
    leave: (box?: number) => p.post<Answer>(`${base}/seats/leave`, box === undefined ? {} : { box }),
    bet: (tableRoundId: string, bets: unknown) => p.post<Answer>(`${base}/bets`, { tableRoundId, bets }),
    act: (tableRoundId: string, box: number, hand: number, action: string) =>
      p.post<Answer>(`${base}/actions`, { tableRoundId, box, hand, action }),
    /** Polls the table until `ok` holds (the clock moves it), or fails naming the last state. */
    until: async (ok: (a: Answer) => boolean, ms = 8000): Promise<Answer> => {
      const t0 = Date.now();
      for (;;) {
        const a = (await p.get<Answer>(base)).body;
        if (ok(a)) return a;
        if (Date.now() - t0 > ms)
          throw new Error(`the table never got there: ${JSON.stringify(a.state).slice(0, 1200)}`);
        await sleep(25);
      }
    },
  };
}

/**
 * The round `id` has been settled: the table shows it settled, or has already moved on to the next
 * round (the settled phase lasts a fifth of a second at FAST timings, which a loaded runner's
 * polls can miss).
 */
export const roundOver =
  (id: string) =>
  (a: Answer): boolean =>
    a.state.phase === 'settled' || a.state.tableRoundId !== id;

/** The player's ledger as the database keeps it, oldest first. */
export async function ledgerOf(db: { query<T>(q: string, p?: unknown[]): Promise<T[]> }, token: string) {
  const [s] = await db.query<{ player_id: string }>('select player_id from sessions where token_hash = $1', [
    tokenHash(token),
  ]);
  return db.query<{ kind: string; amount: number; balance_after: number; round_id: string | null }>(
    'select kind, amount, balance_after, round_id from ledger where player_id = $1 order by id',
    [s?.player_id],
  );
}
