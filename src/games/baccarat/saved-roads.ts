/**
 * A baccarat table saved by an older build may hold more round history than the roads keep now
 * (that build kept 500 rounds, dropping one a round). It is trimmed as the table opens, before
 * the machine resumes it, the same way the machine trims (whole bead-plate columns from its
 * start), so the saved table stops growing at once. Should the trimmed slot fail to save, the
 * table resumes the long history and the machine trims it with its next round.
 */
import { keptRounds, ROUNDS_KEPT } from '../../engine/baccarat/kept-rounds';
import type { RoundRecord } from '../../engine/baccarat/roads';
import { isRecord } from '../../platform/storage';
import type { TableSlots } from '../../platform/table-slots';

export function trimSavedRoads(slots: TableSlots): void {
  const saved = slots.load('baccarat');
  const snapshot = saved?.snapshot;
  if (!saved || !isRecord(snapshot) || !isRecord(snapshot.context)) return;
  const history = snapshot.context.history;
  if (!Array.isArray(history) || history.length <= ROUNDS_KEPT) return;
  const context = { ...snapshot.context, history: keptRounds(history as RoundRecord[]) };
  slots.save('baccarat', { ...saved, snapshot: { ...snapshot, context } });
}
