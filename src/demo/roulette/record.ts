/** What history keeps of a settled spin (platform/round-records.ts says what). */
import type { Settlement } from '../../engine/roulette/settle';
import type { Minor } from '../../engine/shared/money';
import { rouletteRecorded } from '../../platform/round-records';

export function roundRecord(placements: readonly { bet: string; amount: Minor }[], settlement: Settlement) {
  return rouletteRecorded(placements, settlement.stakes, settlement.spin.number);
}
