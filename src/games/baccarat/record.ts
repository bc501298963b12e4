/** What history keeps of a finished baccarat round: each stake, each return, both hands. */
import { BET_AREAS } from '../../engine/baccarat/rules';
import type { Settlement } from '../../engine/baccarat/settle';
import type { Tableau } from '../../engine/baccarat/tableau';
import type { Wager } from '../../platform/history';

export function roundRecord(
  settlement: Settlement,
  tableau: Tableau,
): { wagers: Wager[]; wins: Wager[]; detail: { player: string[]; banker: string[] } } {
  const wagers: Wager[] = [];
  const wins: Wager[] = [];
  for (const area of BET_AREAS) {
    const s = settlement.areas[area];
    if (s.bet > 0) wagers.push({ bet: area, amount: s.bet });
    if (s.returned > 0) wins.push({ bet: area, amount: s.returned });
  }
  return { wagers, wins, detail: { player: [...tableau.player], banker: [...tableau.banker] } };
}
