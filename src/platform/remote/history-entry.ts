/**
 * A finished round as `GET /v1/history` gives it (src/server/routes/history.ts `summary()`) made
 * into the `HistoryEntry` the demo writes for the same round, so the history panel draws a
 * server round exactly as it draws a demo one: the same bet codes (`main:1`, `double:1`,
 * `behind:4`, `banker`, `split:17-20`), the same `detail` shapes, the same money figures.
 *
 * What is kept is decided once, in platform/round-records.ts, for the demo's records and these. The server keeps the engine's own values in a round's
 * `outcome`: blackjack's seats and dealer's cards, baccarat's hands and area settlements,
 * roulette's settled stakes (and the bets as placed in `bets`).
 */

import type { RoundSummary } from '../../contract/history';
import { knownVoidReason } from '../../contract/void-reasons';
import type { RoundRecord } from '../../engine/baccarat/roads';
import type { BetArea } from '../../engine/baccarat/rules';
import type { AreaSettlement } from '../../engine/baccarat/settle';
import type { Winner } from '../../engine/baccarat/tableau';
import { isBlackjackTable, tableRules } from '../../engine/blackjack/rules';
import type { SeatState } from '../../engine/blackjack/state';
import type { SettledStake } from '../../engine/roulette/settle';
import type { Minor } from '../../engine/shared/money';
import { type GameId, isGameId } from '../games';
import { type HistoryEntry, isHistoryEntry } from '../history';
import { baccaratRecorded, blackjackRecorded, rouletteRecorded } from '../round-records';
import { isRecord } from '../storage';

type Recorded = Pick<HistoryEntry, 'wagers' | 'wins' | 'detail'>;

const cardsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

function blackjackRecord(table: string, outcome: Record<string, unknown>): Recorded {
  // The player's own boxes are the table's first `seats` (the tier changes limits, never seats).
  const playerSeats = isBlackjackTable(table) ? tableRules(table).seats : Number.POSITIVE_INFINITY;
  const seats = (isList(outcome.seats) ? outcome.seats : []) as SeatState[];
  return blackjackRecorded(seats, cardsOf(outcome.dealer), playerSeats);
}

function baccaratRecord(outcome: Record<string, unknown>): Recorded {
  const areas = (isRecord(outcome.areas) ? outcome.areas : {}) as Partial<Record<BetArea, AreaSettlement>>;
  return baccaratRecorded(areas, cardsOf(outcome.player), cardsOf(outcome.banker));
}

function rouletteRecord(bets: unknown, result: number, outcome: Record<string, unknown>): Recorded {
  const placements = (isList(bets) ? bets : []) as { bet: string; amount: Minor }[];
  const stakes = (isList(outcome.stakes) ? outcome.stakes : []) as SettledStake[];
  return rouletteRecorded(placements, stakes, result);
}

function recorded(game: GameId, s: RoundSummary): Recorded {
  // A void round dealt nothing the panel shows (the demo keeps it the same way).
  if (s.status === 'void' || !isRecord(s.outcome)) return { wagers: [], wins: [], detail: null };
  if (game === 'blackjack') return blackjackRecord(s.table, s.outcome);
  if (game === 'baccarat') return baccaratRecord(s.outcome);
  return typeof s.result === 'number'
    ? rouletteRecord(s.bets, s.result, s.outcome)
    : { wagers: [], wins: [], detail: null };
}

/** The history entry of a server round; null for one this build cannot read (it is left out). */
export function historyEntry(s: RoundSummary): HistoryEntry | null {
  if (!isRecord(s) || !isGameId(s.game)) return null;
  let record: Recorded;
  try {
    record = recorded(s.game, s);
  } catch {
    // An outcome of a shape this build does not know: the round is listed, its detail unavailable.
    record = { wagers: [], wins: [], detail: null };
  }
  // A reason this build does not know is left out.
  const reason = s.status === 'void' ? knownVoidReason(s.reason) : undefined;
  const entry: HistoryEntry = {
    roundId: s.roundId,
    game: s.game,
    table: s.table,
    time: Date.parse(s.finishedAt ?? s.startedAt),
    status: s.status === 'void' ? 'void' : 'complete',
    ...(reason ? { voidReason: reason } : {}),
    ...record,
    staked: s.staked,
    returned: s.returned,
    // Every round has a stake in the ledger; an answer without one is shown as moving nothing.
    balanceBefore: s.balanceBefore ?? s.balanceAfter ?? 0,
    balanceAfter: s.balanceAfter ?? s.balanceBefore ?? 0,
  };
  return isHistoryEntry(entry) ? entry : null;
}

/** A settled baccarat round as the roads read it (what the machine appends after a round). */
export function roadRecord(s: RoundSummary): RoundRecord | null {
  if (s.status !== 'settled' || !isRecord(s.outcome)) return null;
  const { winner, playerTotal, bankerTotal, natural } = s.outcome;
  if (winner !== 'player' && winner !== 'banker' && winner !== 'tie') return null;
  if (typeof playerTotal !== 'number' || typeof bankerTotal !== 'number') return null;
  return { winner: winner as Winner, playerTotal, bankerTotal, natural: natural === true };
}
