/**
 * Unfinished rounds (RULES.md "Every table": the operator's terms): where an operator sets a round
 * expiry, a round its player left open longer than that is completed with the player's safest
 * moves (no insurance or even money, keep a back bet, stand; never double or split) and settled,
 * its closing credit sent through the outbox like any other. Without an expiry a round waits to
 * be resumed. Runs in every server process's outbox pass; one player's round is finished under
 * that player's lock, so it cannot cross a call of the player's own.
 */

import type { RoundAnswer } from '../../contract/rounds';
import type { Db } from '../db/db';
import { ApiError } from '../errors';
import { SeamlessMoney } from '../wallet/round-money';
import { actOnRound } from './act';

/** The safest move among the legal ones, in order of preference. */
const SAFEST = ['insurance:no', 'even-money:no', 'behind:keep', 'stand'];

function safestMove(legal: readonly string[]): string | null {
  return SAFEST.find((m) => legal.includes(m)) ?? null;
}

/** Finishes the operator players' rounds past their operator's expiry; how many it settled. */
export async function expireRounds(db: Db, limit = 20): Promise<number> {
  const due = await db.query<{ id: string; player_id: string }>(
    `select r.id, r.player_id from rounds r
       join players p on p.id = r.player_id
       join operators o on o.id = p.operator_id
      where r.status = 'open' and r.table_round_id is null and o.round_expiry_minutes is not null
        and r.started_at < now() - make_interval(mins => o.round_expiry_minutes)
      order by r.started_at limit $1`,
    [limit],
  );
  let settled = 0;
  for (const round of due) {
    const finished = await db.transaction(async (tx) => {
      // The player's row lock, its version moved (a one-trip call that read before it must not land).
      const [player] = await tx.query<{ balance: number }>(
        'update players set version = version + 1 where id = $1 returning balance',
        [round.player_id],
      );
      const money = new SeamlessMoney(null, player?.balance ?? 0);
      for (let step = 0; step < 50; step++) {
        const [row] = await tx.query<{ status: string; answer: RoundAnswer }>(
          'select status, answer from rounds where id = $1',
          [round.id],
        );
        if (row?.status !== 'open') return row !== undefined;
        const move = safestMove(row.answer.legal);
        if (!move) throw new Error(`round ${round.id} has no safe move among ${row.answer.legal.join(', ')}`);
        const answer = await actOnRound(tx, {
          playerId: round.player_id,
          roundId: round.id,
          requestId: `expiry:${round.id}:${step}`,
          action: move,
          balance: player?.balance ?? 0,
          money,
        });
        if (answer.status >= 400) throw new ApiError('illegal-action', `expiry move ${move} refused`);
      }
      return false;
    });
    if (finished) settled++;
  }
  return settled;
}
