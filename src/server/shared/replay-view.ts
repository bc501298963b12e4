/**
 * A shared table round as its replay shows it (issue 40): a player's record holds only the
 * player's part, so a viewer who re-draws the whole table needs the table round's own record
 * (`table_rounds.record`, kept for good when it settled; the table's events are pruned). From it,
 * only what the table showed when the round settled: the bets summed as the table showed them, the
 * holders' display names, the cards dealt (never the shoe), the decisions and the public result.
 */
import { engineAction, WIRE_DECISIONS } from '../../contract/decisions';
import type { SharedReplay } from '../../contract/replays';
import { isSharedTableId } from '../../contract/shared-tables';
import { publicView } from '../../engine/blackjack/index';
import type { Sql } from '../db/db';
import { type BlackjackTableRecord, dealBoxes, decideBox, UNCHECKED } from './play/blackjack-round';
import { sharedGame } from './play/index';
import type { TableState } from './state';
import { displayName } from './tables';

/** Baccarat's and roulette's table round record (play/baccarat.ts, play/roulette.ts): every part's bets. */
interface AreaRecord {
  bets: { roundId: string; bets: unknown }[];
  cards?: string[];
  coup?: unknown;
  number?: number;
}

type Drawn = Omit<SharedReplay, 'tableRoundId' | 'settledAt'>;

/** The API's name of an engine decision (`behind:yes` is `behind:follow` on the wire). */
function wireName(action: string): string {
  return WIRE_DECISIONS.find((w) => engineAction(w) === action) ?? action;
}

/**
 * The holders' display names, as the table names a seated player (shared/tables.ts): the
 * operator's nickname, or "Player" and four digits derived from the id. The record keeps owners'
 * ids, not names, so a nickname the operator changed since is shown as it is now.
 */
async function namesOf(db: Sql, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; nickname: string | null }>(
    'select id, nickname from players where id = any($1::text[])',
    [ids],
  );
  return new Map(ids.map((id) => [id, displayName(id, rows.find((r) => r.id === id)?.nickname ?? null)]));
}

/** Blackjack: the round re-played from its cards and decisions by the same pure functions that played it. */
async function blackjack(db: Sql, rec: BlackjackTableRecord, playerId: string): Promise<Drawn> {
  const names = await namesOf(db, [...new Set(rec.owners.map((o) => o.owner))]);
  let step = dealBoxes(rec.rules, rec.cards, rec.bets);
  for (const d of rec.decisions) step = decideBox(rec.rules, step.state, d.action, UNCHECKED);
  // As the table's public round leaves them out (play/blackjack.ts): one owner's balance and moves, the known rules.
  const { balance: _oneOwners, legal: _oneOwnersMoves, rules: _known, ...result } = publicView(step.state);
  return {
    bets: rec.bets.map((b) => ({
      box: b.seat,
      main: b.main,
      perfectPairs: b.perfectPairs ?? 0,
      behind: b.behind ?? 0,
    })),
    seats: rec.owners.map((o) => ({ box: o.box, name: names.get(o.owner) ?? displayName(o.owner, null) })),
    own: {
      boxes: rec.owners.filter((o) => o.owner === playerId).map((o) => o.box),
      behind: rec.owners.filter((o) => o.behindOwner === playerId).map((o) => o.box),
    },
    cards: rec.cards,
    decisions: rec.decisions.map((d) => ({ box: d.box, hand: d.hand, action: wireName(d.action), by: d.by })),
    result,
  };
}

/** Baccarat and roulette: the bets summed per area by the table's own sum, the coup or the number. */
function areas(table: Parameters<typeof sharedGame>[0], rec: AreaRecord): Drawn {
  // The game's publicBets reads only the stakes' bets: the record keeps every stake's bets at the close.
  const bets = sharedGame(table).publicBets({ stakes: rec.bets } as unknown as TableState);
  return {
    bets,
    seats: [],
    own: { boxes: [], behind: [] },
    cards: rec.cards ?? [],
    decisions: [],
    result: rec.coup ?? (rec.number === undefined ? null : { number: rec.number }),
  };
}

/**
 * The whole table round of a player's part at `table`, as everyone there saw it settle; null when
 * the table round has no record (it did not settle: a part voided before its deal).
 */
export async function sharedReplay(
  db: Sql,
  part: { tableRoundId: string; table: string; playerId: string },
): Promise<SharedReplay | null> {
  if (!isSharedTableId(part.table)) return null;
  const [row] = await db.query<{ record: unknown; settled_at: Date | null }>(
    `select record, settled_at from table_rounds where id = $1 and status = 'settled' and record is not null`,
    [part.tableRoundId],
  );
  if (!row) return null;
  const drawn =
    sharedGame(part.table).game === 'blackjack'
      ? await blackjack(db, row.record as BlackjackTableRecord, part.playerId)
      : areas(part.table, row.record as AreaRecord);
  return {
    tableRoundId: part.tableRoundId,
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
    ...drawn,
  };
}
