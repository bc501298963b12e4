/** What history keeps of a finished baccarat round (platform/round-records.ts says what). */
import type { Settlement } from '../../engine/baccarat/settle';
import type { Tableau } from '../../engine/baccarat/tableau';
import { baccaratRecorded } from '../../platform/round-records';

export function roundRecord(settlement: Settlement, tableau: Tableau) {
  return baccaratRecorded(settlement.areas, tableau.player, tableau.banker);
}
