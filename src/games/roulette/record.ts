/**
 * What history keeps of a settled spin: each bet as placed (an announced bet by its name, e.g.
 * `voisins`, `neighbours:17`; a position as `split:17-20`), what each returned, and the number.
 */
import type { Settlement } from '../../engine/roulette/settle';
import type { Minor } from '../../engine/shared/money';
import type { Wager } from '../../platform/history';

function add(list: Wager[], bet: string, amount: Minor): void {
  const w = list.find((x) => x.bet === bet);
  if (w) w.amount += amount;
  else list.push({ bet, amount });
}

export function roundRecord(
  placements: readonly { bet: string; amount: Minor }[],
  settlement: Settlement,
): { wagers: Wager[]; wins: Wager[]; detail: { number: number } } {
  const wagers: Wager[] = [];
  for (const p of placements) add(wagers, p.bet, p.amount);
  const wins: Wager[] = [];
  for (const s of settlement.stakes) if (s.returned > 0) add(wins, s.announced ?? s.position, s.returned);
  return { wagers, wins, detail: { number: settlement.spin.number } };
}
