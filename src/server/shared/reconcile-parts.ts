/**
 * Reconcile for a player's part of a shared table round (SHARED.md "Rounds and money"): its stake
 * is its debits less its rollbacks (a lowered bet rolls back whole debits), a finished part has
 * exactly one closing credit (none when every bet was withdrawn) equal to its returns, and its
 * stakes and returns are what the rules give: baccarat and roulette re-play the part as a solo
 * round of the base table; blackjack re-plays the whole table round from its cards and decisions
 * (turn-clock stands and back bets' follows included) and takes this player's boxes and back bets.
 */
import type { Sql } from '../db/db';
import type { Difference } from '../reconcile-difference';
import type { RoundRecordData } from '../tables/types';
import { type BlackjackTableRecord, replayTableRound } from './play/blackjack-round';
import { sharedGame } from './play/index';
import { isSharedTable } from './tables';

export interface SharedPartSums {
  id: string;
  player_id: string;
  table_id: string;
  table_round_id: string;
  status: string;
  staked: number;
  returned: number;
  record: RoundRecordData | null;
  debits: number;
  rollbacks: number;
  paid: number;
  closing: number;
}

/** Table rounds re-played once for all their parts (a reconcile reads them in order). */
const replays = new Map<string, Map<string, { staked: number; returned: number }> | Error>();

async function blackjackReplay(
  db: Sql,
  tableRoundId: string,
): Promise<Map<string, { staked: number; returned: number }>> {
  let done = replays.get(tableRoundId);
  if (!done) {
    const [row] = await db.query<{ record: BlackjackTableRecord | null }>(
      'select record from table_rounds where id = $1',
      [tableRoundId],
    );
    try {
      if (!row?.record) throw new Error(`table round ${tableRoundId} has no record`);
      done = replayTableRound(row.record);
    } catch (e) {
      done = e as Error;
    }
    if (replays.size > 1000) replays.clear();
    replays.set(tableRoundId, done);
  }
  if (done instanceof Error) throw done;
  return done;
}

export async function checkSharedPart(
  db: Sql,
  r: SharedPartSums,
  note: (d: Difference) => void,
  counted: () => void,
): Promise<void> {
  const at = { playerId: r.player_id, roundId: r.id };
  const net = r.debits - r.rollbacks;
  if (net !== r.staked) note({ kind: 'round-stakes', ...at, expected: r.staked, found: net });
  if (r.status === 'open') {
    if (r.closing > 0) note({ kind: 'half-settled', ...at, message: 'an open part of a table round has a credit' });
    return;
  }
  if (r.status === 'void') {
    if (r.closing !== 0 || r.staked !== 0)
      note({ kind: 'half-settled', ...at, message: 'a withdrawn part kept a stake or a credit' });
    return;
  }
  if (r.closing !== 1)
    note({ kind: 'half-settled', ...at, message: `${r.closing} closing credits for a settled part` });
  const credited = r.paid - r.rollbacks;
  if (credited !== r.returned) note({ kind: 'round-returns', ...at, expected: r.returned, found: credited });
  if (!isSharedTable(r.table_id) || !r.record) {
    note({ kind: 'record', ...at, message: 'a settled part without a record or a known shared table' });
    return;
  }
  try {
    const game = sharedGame(r.table_id);
    const replay =
      game.game === 'blackjack'
        ? ((await blackjackReplay(db, r.table_round_id)).get(r.player_id) ?? { staked: 0, returned: 0 })
        : game.base.replay(r.record);
    counted();
    if (replay.staked !== r.staked) note({ kind: 'replay-stakes', ...at, expected: replay.staked, found: r.staked });
    if (replay.returned !== r.returned)
      note({ kind: 'replay-returns', ...at, expected: replay.returned, found: r.returned });
  } catch (e) {
    note({ kind: 'replay', ...at, message: (e as Error).message });
  }
}
