/**
 * How much round history a baccarat table keeps for its roads (it is saved with the table, about
 * 68 bytes a round, so it must stop growing somewhere). The oldest rounds go a whole bead-plate
 * column (six rounds) at a time: every round kept stays in its row, so the plate's visible
 * columns look exactly as before a drop instead of every bead moving up one cell each round.
 */
import { ROAD_ROWS, type RoundRecord } from './roads';

/**
 * The most rounds kept: 60 bead-plate columns. The widest roads panel of any screen shows 45
 * bead-plate columns, 54 big-road columns (a streak of about two rounds each) and 90 columns of a
 * derived road (each about two big-road cells), about 120 to 200 rounds; what is kept beyond that
 * is the lead-in the derived roads read, so a drop never changes what the panel shows.
 */
export const ROUNDS_KEPT = 60 * ROAD_ROWS;

/**
 * `history` within `kept` rounds: its oldest whole columns of `rows` dropped, as few as make it
 * fit (a table saved by an older build with a longer history comes back trimmed the same way).
 */
export function keptRounds(
  history: readonly RoundRecord[],
  kept: number = ROUNDS_KEPT,
  rows: number = ROAD_ROWS,
): RoundRecord[] {
  const over = history.length - kept;
  return over > 0 ? history.slice(Math.ceil(over / rows) * rows) : history.slice();
}
